import { fileURLToPath } from 'node:url';
import { readBreakdownsFile, type TRevenueBreakdown } from '@app/market-data';
import { runModel, type TModel, type TModelInput } from '@app/valuation';
import { packModel } from './pack-models.test-helper.js';
import type { TWorkbookBreakdown, TWorkbookBreakdownLine, TWorkbookInput } from './workbook-input.js';

const DOCUMENTS = fileURLToPath(new URL('../../../../shared/data/documents/10k_html/', import.meta.url));
const DAY_MS = 86_400_000;

/** A line's growth per forecast year set by the user: one rate for every year, or one per year (null: the model's). */
export type TLineGrowths = Record<string, number | readonly (number | null)[]>;

/**
 * A pack company's model with a revenue breakdown read from its real 10-K (`shared/data`), as the
 * server makes it (`apps/server` `line-forecast.ts`): the lines start from the base year as filed
 * (else the model's base revenue × each line's share of the filing's latest year), the rest of the
 * model's base revenue is the unallocated line, a line's growth is the user's (`growths`) or the
 * model's revenue growth, and the model's revenue growth becomes the lines' sum's — the engine
 * input the server saves after a cell change. Test support only.
 */
export async function packBreakdownModel(
  ticker: string,
  file: string,
  breakdownId: string,
  growths: TLineGrowths = {},
  overrides: Partial<TModelInput> = {},
): Promise<TWorkbookInput> {
  const input = packModel(ticker, overrides);
  const read = await readBreakdownsFile(`${DOCUMENTS}${file}`, 100e6);
  const breakdown = read.breakdowns.find((candidate) => candidate.id === breakdownId);
  if (!breakdown) throw new Error(`${file} has no breakdown ${breakdownId}`);
  const model = valued(input.modelInput);
  const lines = linesOf(breakdown, model);
  const base = baseValues(lines, model);
  const years = model.forecast.fiscalYears.length;
  const growth = base.map(() => [] as number[]);
  const isInput = base.map(() => [] as boolean[]);
  const modelGrowth: number[] = [];
  let previous = base.map((line) => line.value);
  for (let t = 0; t < years; t += 1) {
    const g = model.drivers.revenueGrowth.values[t] as number;
    const rates = base.map((line) => userGrowth(growths, line.member, t));
    const before = sum(previous);
    previous = previous.map((value, m) => {
      const rate = rates[m] ?? g;
      growth[m]?.push(rate);
      isInput[m]?.push(rates[m] !== null);
      return value * (1 + rate);
    });
    modelGrowth.push(sum(previous) / before - 1);
  }
  const forecastOf = new Map(
    base.map((line, m) => [
      line.member,
      { baseValue: line.value, growth: growth[m] as number[], isInput: isInput[m] as boolean[] },
    ]),
  );
  const unallocated = base.find((line) => line.member === 'unallocated');
  const revenueBreakdown: TWorkbookBreakdown = {
    kind: breakdown.axisKind,
    axis: breakdown.axis,
    concept: breakdown.concept,
    filing: { form: read.documentType, periodEnd: read.documentPeriodEnd, source: file },
    basis: base.basis,
    mixFiscalYear: base.mixFiscalYear,
    lines: [
      ...lines.map((line) => ({ ...line, forecast: forecastOf.get(line.member) ?? null })),
      ...(unallocated
        ? [
            {
              member: 'unallocated',
              label: '',
              role: 'unallocated' as const,
              subtotalOf: [],
              reported: [],
              forecast: forecastOf.get('unallocated') ?? null,
            },
          ]
        : []),
    ],
    totals: breakdown.checks
      .filter((check) => check.period.kind === 'annual')
      .map((check) => ({
        fiscalYear: fiscalYearOf(check.period.end, model),
        value: check.total,
        concept: check.totalConcept,
      })),
  };
  const drivers = { ...(input.modelInput.drivers ?? {}), revenueGrowth: modelGrowth };
  return { ...input, modelInput: { ...input.modelInput, drivers } as TModelInput, revenueBreakdown };
}

/** The engine's model of an input (throws on a refusal: test inputs are valid). */
export function valued(input: TModelInput): TModel {
  const result = runModel(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function userGrowth(growths: TLineGrowths, member: string, t: number): number | null {
  const set = growths[member];
  if (set === undefined) return null;
  return typeof set === 'number' ? set : (set[t] ?? null);
}

/** The breakdown's lines with their annual values, fiscal years counted from the model's base year. */
function linesOf(breakdown: TRevenueBreakdown, model: TModel): Omit<TWorkbookBreakdownLine, 'forecast'>[] {
  const annual = breakdown.checks.filter((check) => check.period.kind === 'annual').map((check) => check.period);
  return breakdown.members.map((member) => ({
    member: member.member,
    label: member.label,
    role: member.role,
    subtotalOf: member.subtotalOf ?? [],
    reported: member.values
      .filter((value) => annual.some((period) => period.start === value.start && period.end === value.end))
      .map((value) => ({
        fiscalYear: fiscalYearOf(value.end, model),
        start: value.start,
        end: value.end,
        value: value.value,
      })),
  }));
}

function fiscalYearOf(end: string, model: TModel): number {
  const years = (Date.parse(end) - Date.parse(model.base.periodEnd)) / DAY_MS / 365.25;
  return model.base.fiscalYear + Math.round(years);
}

/** The lines' base-year values (Σ = the model's base revenue), as the server's `baseLines`. */
function baseValues(
  lines: ReturnType<typeof linesOf>,
  model: TModel,
): { member: string; value: number }[] & { basis: 'reported' | 'mix'; mixFiscalYear: number | null } {
  const parts = lines.filter((line) => line.role !== 'subtotal');
  const valueIn = (line: (typeof parts)[number], year: number) =>
    line.reported.find((value) => value.fiscalYear === year)?.value;
  const reported = parts.filter((line) => valueIn(line, model.base.fiscalYear) !== undefined);
  if (reported.length > 0) {
    const values = reported.map((line) => ({
      member: line.member,
      value: valueIn(line, model.base.fiscalYear) as number,
    }));
    const rest = model.base.revenue - sum(values.map((line) => line.value));
    if (Math.abs(rest) >= 1) values.push({ member: 'unallocated', value: rest });
    return Object.assign(values, { basis: 'reported' as const, mixFiscalYear: null });
  }
  const latest = Math.max(...parts.flatMap((line) => line.reported.map((value) => value.fiscalYear)));
  const inLatest = parts.filter((line) => valueIn(line, latest) !== undefined);
  const total = sum(inLatest.map((line) => valueIn(line, latest) as number));
  const values = inLatest.map((line) => ({
    member: line.member,
    value: (model.base.revenue * (valueIn(line, latest) as number)) / total,
  }));
  return Object.assign(values, { basis: 'mix' as const, mixFiscalYear: latest });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
