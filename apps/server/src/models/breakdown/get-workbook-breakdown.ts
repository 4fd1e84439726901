import type { TBreakdownData } from '@app/contract';
import type { TModel, TModelInput } from '@app/valuation';
import type { TWorkbookBreakdown, TWorkbookBreakdownLine } from '@app/workbook';
import type { TStoredBreakdown } from '../../db/schema.js';
import type { DcfModelRow } from '../get-owned-model.js';
import { breakdownData, breakdownOf, type TBreakdownContext } from './breakdown-context.js';
import { readCompanyBreakdowns, type TBreakdownFilings } from './breakdown-filings.js';

/**
 * The model's chosen revenue breakdown for its workbook (the Revenue Breakdown sheet): the lines
 * as filed and the forecast per line with the model's saved growths, the figures the data sheet
 * shows; null when the model has not chosen one. `model` is the engine's model of `input`.
 *
 * @throws AppError the breakdown routes' catalogue errors: no source of filings, no filing or one
 * past the reading limit, the chosen breakdown no longer offered (`BREAKDOWN_NOT_FOUND`) or unusable.
 */
export async function getWorkbookBreakdown(
  filings: TBreakdownFilings | null,
  row: DcfModelRow,
  input: TModelInput,
  model: TModel,
  companyName: string,
): Promise<TWorkbookBreakdown | null> {
  const saved = (row.revenueBreakdown as TStoredBreakdown | null) ?? null;
  if (!saved) return null;
  const company = { cik: row.cik ?? null, name: companyName, filedBy: input.valuationDate };
  const read = await readCompanyBreakdowns(filings, company);
  const context: TBreakdownContext = {
    row,
    input,
    model,
    breakdowns: read.value,
    location: read.origin.location,
    base: { fiscalYear: model.base.fiscalYear, periodEnd: model.base.periodEnd },
    saved,
  };
  return toWorkbookBreakdown(breakdownData(context, model, breakdownOf(context, saved.breakdown_id), saved));
}

/** The data sheet's breakdown as the workbook takes it: the filed lines in the filing's order, each with its forecast. */
export function toWorkbookBreakdown(data: TBreakdownData): TWorkbookBreakdown {
  const { breakdown, forecast, filing } = data;
  const forecastOf = (member: string): TWorkbookBreakdownLine['forecast'] => {
    const line = forecast.lines.find((candidate) => candidate.member === member);
    if (!line || line.growth === null) return null;
    return { baseValue: line.base_value, growth: line.growth, isInput: line.is_input };
  };
  const filed = new Set(breakdown.members.map((member) => member.member));
  return {
    kind: breakdown.kind,
    axis: breakdown.axis,
    concept: breakdown.concept,
    filing: { form: filing.form, periodEnd: filing.period_end, source: filing.source },
    basis: forecast.basis,
    mixFiscalYear: forecast.mix_fiscal_year,
    lines: [
      ...breakdown.members.map((member) => ({
        member: member.member,
        label: member.label,
        role: member.role,
        subtotalOf: member.subtotal_of,
        reported: member.values.map((value) => ({
          fiscalYear: value.fiscal_year,
          start: value.start,
          end: value.end,
          value: value.value,
        })),
        forecast: member.role === 'subtotal' ? null : forecastOf(member.member),
      })),
      // The model's revenue the filed lines do not reach.
      ...forecast.lines
        .filter((line) => !filed.has(line.member) && line.role !== 'subtotal')
        .map((line) => ({
          member: line.member,
          label: line.label,
          role: line.role,
          subtotalOf: [],
          reported: [],
          forecast: forecastOf(line.member),
        })),
    ],
    totals: breakdown.checks.map((check) => ({
      fiscalYear: check.fiscal_year,
      value: check.total,
      concept: check.total_concept,
    })),
  };
}
