import type { TModelOptions } from '@app/contract';
import { getCompanyProfile, getMarketInputs, standardizeCompanyFacts, type TMarketDataSource } from '@app/market-data';
import type { TStatementPeriod } from '@app/statements';
import { perShare } from '@app/valuation';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { dcfModels } from '../db/schema.js';
import { type JobContext, JobFailure, type JobHandler } from '../jobs/job-queue.js';
import { toCompanyProfileView } from '../market/company-view.js';
import { toMarketInputsView } from '../market/market-inputs-view.js';
import { addDays, addYears, lastDate, market } from './market-reads.js';
import { modelDefaults, sentence, type TSourceSentence } from './model-defaults.js';
import { composeModelInput, modelResults, valueModel } from './model-valuation.js';

export const DCF_MODEL_JOB = 'dcf_model';
/** A model takes well under 2 s from a warm cache; a minute means a provider is stuck. */
export const DCF_MODEL_TIMEOUT_MS = 60_000;

export type TBuildModelPayload = { model_id: string };
export type TBuildModelDeps = { db: AppDb; source: TMarketDataSource; now: () => Date };

/** The `dcf_model` job: builds the model whose row `POST model/dcf/base` made. */
export function buildModelJob(deps: TBuildModelDeps): JobHandler {
  return {
    run: (payload, context) => buildModel(deps, payload as TBuildModelPayload, context),
    timeoutMs: DCF_MODEL_TIMEOUT_MS,
  };
}

/**
 * ticker → profile (financial companies refused) → companyfacts → standardized history (annual,
 * the requested years; quarters when asked) → market inputs at the valuation date → default
 * assumptions → engine → stored snapshot and results. Progress is reported per period type.
 */
export async function buildModel(deps: TBuildModelDeps, payload: TBuildModelPayload, context: JobContext) {
  const [row] = await deps.db.select().from(dcfModels).where(eq(dcfModels.id, payload.model_id)).limit(1);
  if (!row) return { skipped: 'model deleted' };
  const options = row.options as TModelOptions;
  const isQuarterly = options.period === 'quarterly' || options.quarterly_breakdown;
  const progress = (annual: number, quarterly: number) => context.reportProgress({ annual, quarterly });

  await progress(5, 0);
  const profile = await market(() => getCompanyProfile(deps.source, { ticker: row.ticker }));
  const facts = await market(() => deps.source.companyFacts(profile.cik));
  const financials = standardizeCompanyFacts(facts.value);
  const ticker = profile.ticker ?? row.ticker;
  const { valuationDate, source } = await valuationDateOf(deps, ticker);
  // The history as of the valuation date: periods ending after it were not known then.
  const isKnown = (period: TStatementPeriod) => period.period_end <= valuationDate;
  const annual = financials.annual.filter(isKnown).slice(-options.historical_years);
  const baseEnd = annual.at(-1)?.period_end;
  if (!baseEnd) throw new JobFailure('DATA_NOT_AVAILABLE', 'fundamentals');
  if (valuationDate > addDays(addYears(baseEnd, 1), -1)) {
    throw new JobFailure(
      'DATA_NOT_AVAILABLE',
      `an annual report within a year of ${valuationDate} (the latest ends ${baseEnd})`,
    );
  }
  await progress(40, isQuarterly ? 10 : 0);
  const quarterly = isQuarterly ? financials.quarterly.filter(isKnown).slice(-options.quarterly_periods) : [];
  if (isQuarterly) await progress(40, 60);
  const inputs = await market(() =>
    getMarketInputs(deps.source, { ticker, cik: profile.cik, asOf: valuationDate, priceField: 'close_else_adj_close' }),
  );
  const marketView = toMarketInputsView(ticker, inputs, 'en');
  await progress(70, isQuarterly ? 80 : 0);

  const history = [...annual, ...quarterly];
  const defaults = modelDefaults({
    history,
    forecastYears: options.forecast_years,
    market: marketView,
    valuationDate,
    valuationDateSource: source,
  });
  if (!defaults.ok) throw new JobFailure('VALUATION_NOT_POSSIBLE', defaults.reason);
  const modelFacts = {
    history,
    valuationDate,
    ...(marketView.price ? { price: perShare(marketView.price.value) } : {}),
  };
  const input = composeModelInput(modelFacts, defaults.value.assumptions, null);
  const valued = valueModel(input);
  if (!valued.ok) throw new JobFailure('VALUATION_NOT_POSSIBLE', valued.reason);
  const currency = financials.currency ?? valued.model.base.currency;
  context.signal.throwIfAborted(); // a run that timed out must not write over its retry
  await deps.db
    .update(dcfModels)
    .set({
      cik: profile.cik,
      ticker,
      company: toCompanyProfileView(profile, 'en'),
      market: marketView,
      modelInput: input,
      defaults: defaults.value,
      assumptions: null,
      results: modelResults(input, valued.model, currency),
      updatedAt: deps.now(),
    })
    .where(eq(dcfModels.id, row.id));
  await progress(100, 100);
  return { model_id: row.id };
}

/**
 * The valuation date: the market's latest day in the source, on or before today — the ticker's
 * last close (yesterday live, the pack's last day offline), else the S&P 500's last close, else
 * today. The caller keeps the periods known by then and refuses a base year more than a year
 * older (the engine discounts from within forecast year 1; a price years after the filings is not
 * valued).
 */
async function valuationDateOf(
  deps: TBuildModelDeps,
  ticker: string,
): Promise<{ valuationDate: string; source: TSourceSentence }> {
  const today = deps.now().toISOString().slice(0, 10);
  const lastClose = await lastDate(() => deps.source.prices(ticker, { to: today }).then((series) => series.points));
  if (lastClose) {
    return { valuationDate: lastClose, source: sentence('valuation_date_last_close', { ticker, date: lastClose }) };
  }
  const lastIndex = await lastDate(() => deps.source.sp500({ to: today }).then((series) => series.points));
  if (lastIndex) {
    return {
      valuationDate: lastIndex,
      source: sentence('valuation_date_index_close', { ticker, date: lastIndex }),
    };
  }
  return { valuationDate: today, source: sentence('valuation_date_today', { date: today }) };
}
