import type { TBreakdownData, TLanguage } from '@app/contract';
import type { TRevenueBreakdown, TRevenueBreakdowns } from '@app/market-data';
import type { TModel, TModelInput } from '@app/valuation';
import { AppError } from '../../app-error.js';
import type { TStoredBreakdown } from '../../db/schema.js';
import { toModelValues } from '../get-model.js';
import { type DcfModelRow, getOwnedModel } from '../get-owned-model.js';
import type { ModelDeps } from '../model-deps.js';
import { valuationRefusal, valueModel } from '../model-valuation.js';
import { readCompanyBreakdowns, type TBreakdownFilings } from './breakdown-filings.js';
import { filingView, historyOf, type TBaseYear } from './breakdown-view.js';
import { lineForecast, type TModelRevenue } from './line-forecast.js';

/** What the breakdown operations need: the model operations' and the source of filings (null: none). */
export type BreakdownDeps = Pick<ModelDeps, 'db' | 'now'> & { filings: TBreakdownFilings | null };

/** An owned, built model with its company's breakdowns and the model valued as saved. */
export type TBreakdownContext = {
  row: DcfModelRow;
  input: TModelInput;
  model: TModel;
  breakdowns: TRevenueBreakdowns;
  location: string;
  base: TBaseYear;
  saved: TStoredBreakdown | null;
};

/**
 * Loads a model of this owner (someone else's is `NOT_FOUND`), refuses one still being built,
 * values it as saved and reads its company's breakdowns (catalogue errors without a filing).
 */
export async function loadBreakdownContext(
  deps: BreakdownDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TBreakdownContext> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  toModelValues(row, language); // refuses a model still being built
  const input = row.modelInput as TModelInput;
  const valued = valueModel(input);
  if (!valued.ok) throw valuationRefusal(valued, language);
  return breakdownContextOf(deps, row, input, valued.model);
}

/** The breakdowns of a model already loaded and valued (catalogue errors without a filing). */
export async function breakdownContextOf(
  deps: Pick<BreakdownDeps, 'filings'>,
  row: DcfModelRow,
  input: TModelInput,
  model: TModel,
): Promise<TBreakdownContext> {
  const profile = row.company as { name?: string } | null;
  // The filing the model could know: the latest annual report filed by its valuation date.
  const company = { cik: row.cik ?? null, name: profile?.name || row.ticker || row.name, filedBy: input.valuationDate };
  const read = await readCompanyBreakdowns(deps.filings, company);
  if (read.value.breakdowns.length === 0) throw new AppError('BREAKDOWN_NONE', { params: { company: company.name } });
  const { base } = model;
  return {
    row,
    input,
    model,
    breakdowns: read.value,
    location: read.origin.location,
    base: { fiscalYear: base.fiscalYear, periodEnd: base.periodEnd },
    saved: (row.revenueBreakdown as TStoredBreakdown | null) ?? null,
  };
}

/** The breakdown of this id the filing offers, else `BREAKDOWN_NOT_FOUND`. */
export function breakdownOf(context: TBreakdownContext, breakdownId: string): TRevenueBreakdown {
  const found = context.breakdowns.breakdowns.find((breakdown) => breakdown.id === breakdownId);
  if (!found) throw new AppError('BREAKDOWN_NOT_FOUND');
  return found;
}

/** The model's side of the forecast: base year and revenue, and the engine's revenue growth and revenue. */
export function modelRevenueOf(model: TModel): TModelRevenue {
  return {
    baseFiscalYear: model.base.fiscalYear,
    baseRevenue: model.base.revenue,
    fiscalYears: model.forecast.fiscalYears,
    growth: [...model.drivers.revenueGrowth.values],
    revenue: [...model.forecast.income.revenue],
  };
}

/**
 * A breakdown's history and forecast as the data sheet shows it, with the model's saved growths
 * when it is the model's own breakdown. `BREAKDOWN_NOT_USABLE` when its lines cannot carry revenue.
 */
export function breakdownData(
  context: TBreakdownContext,
  model: TModel,
  breakdown: TRevenueBreakdown,
  saved: TStoredBreakdown | null,
): TBreakdownData {
  const history = historyOf(breakdown, context.breakdowns.totalConcept, context.base);
  const isSaved = saved?.breakdown_id === breakdown.id;
  const forecast = lineForecast(history, modelRevenueOf(model), isSaved ? saved : null);
  if (!forecast.ok) throw new AppError('BREAKDOWN_NOT_USABLE');
  return {
    model_id: context.row.id,
    filing: filingView(context.breakdowns, context.location),
    breakdown: history,
    forecast: forecast.forecast,
    is_saved: isSaved,
  };
}
