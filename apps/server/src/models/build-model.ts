import type { TModelOptions } from '@app/contract';
import {
  factsFiledBy,
  getCompanyProfile,
  getMarketInputs,
  lastFiledDate,
  standardizeCompanyFacts,
  type TMarketDataSource,
} from '@app/market-data';
import { money, perShare, type TModelInput } from '@app/valuation';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { dcfModels } from '../db/schema.js';
import { type JobContext, JobFailure, type JobHandler } from '../jobs/job-queue.js';
import { toCompanyProfileView } from '../market/company-view.js';
import { toMarketInputsView } from '../market/market-inputs-view.js';
import { impliedEquityWeight } from './implied-equity-weight.js';
import { addMonths, lastDate, market } from './market-reads.js';
import { modelDefaults, sentence, type TModelDefaults, type TSourceSentence } from './model-defaults.js';
import { composeModelInput, engineRefusal, modelResults, type TModelFacts, valueModel } from './model-valuation.js';
import { inReportingCurrency } from './price-currency.js';

export const DCF_MODEL_JOB = 'dcf_model';
/** A model takes well under 2 s from a warm cache; a minute means a provider is stuck. */
export const DCF_MODEL_TIMEOUT_MS = 60_000;
/**
 * A company that has filed nothing for this long is refused: an annual filer is at most ~16 months
 * past its year end before the next 20-F is due, a quarterly filer far less.
 */
export const STALE_FILINGS_MONTHS = 18;

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
 * ticker → profile (financial companies refused) → valuation date → companyfacts filed by then
 * (a company silent for 18 months refused) → standardized history (annual, the requested years;
 * the 10-Qs since the last annual report, and more quarters when asked) → market inputs at the
 * valuation date → default assumptions → engine → stored snapshot and results. Forecast years that
 * ended before the valuation date (an annual filer before its next report) are forecast but not
 * counted. Progress is reported per period type.
 */
export async function buildModel(deps: TBuildModelDeps, payload: TBuildModelPayload, context: JobContext) {
  const [row] = await deps.db.select().from(dcfModels).where(eq(dcfModels.id, payload.model_id)).limit(1);
  if (!row) return { skipped: 'model deleted' };
  const options = row.options as TModelOptions;
  const isQuarterly = options.period === 'quarterly' || options.quarterly_breakdown;
  const progress = (annual: number, quarterly: number) => context.reportProgress({ annual, quarterly });

  await progress(5, 0);
  const profile = await market(() => getCompanyProfile(deps.source, { ticker: row.ticker }));
  const ticker = profile.ticker ?? row.ticker;
  const { valuationDate, source } = await valuationDateOf(deps, ticker);
  const facts = await market(() => deps.source.companyFacts(profile.cik));
  // What was filed by the valuation date: no later filing's restatement, no later quarter.
  const known = factsFiledBy(facts.value, valuationDate);
  const lastFiled = lastFiledDate(known);
  if (lastFiled === null) throw new JobFailure('DATA_NOT_AVAILABLE', 'fundamentals');
  if (lastFiled < addMonths(valuationDate, -STALE_FILINGS_MONTHS)) {
    throw new JobFailure('FILINGS_OUT_OF_DATE', `${valuationDate} ${lastFiled}`);
  }
  const financials = standardizeCompanyFacts(known);
  const annual = financials.annual.slice(-options.historical_years);
  const baseEnd = annual.at(-1)?.period_end;
  if (!baseEnd) throw new JobFailure('DATA_NOT_AVAILABLE', 'fundamentals');
  await progress(40, isQuarterly ? 10 : 0);
  // The 10-Qs since the last annual report always come along: the bridge and the share count are
  // read from the latest balance sheet. A quarterly model also shows the quarters before.
  const sinceBase = financials.quarterly.filter((quarter) => quarter.period_end > baseEnd);
  const quarterly = isQuarterly
    ? financials.quarterly.slice(-Math.max(options.quarterly_periods, sinceBase.length))
    : sinceBase;
  if (isQuarterly) await progress(40, 60);
  const inputs = await market(() =>
    getMarketInputs(deps.source, { ticker, cik: profile.cik, asOf: valuationDate, priceField: 'close_else_adj_close' }),
  );
  const marketView = toMarketInputsView(ticker, inReportingCurrency(inputs, financials.currency), 'en');
  await progress(70, isQuarterly ? 80 : 0);

  const history = [...annual, ...quarterly];
  const defaults = modelDefaults({
    history,
    forecastYears: options.forecast_years,
    market: marketView,
    valuationDate,
    valuationDateSource: source,
  });
  if (!defaults.ok) throw engineRefusal(defaults.error);
  const modelFacts = {
    history,
    valuationDate,
    ...(marketView.price ? { price: perShare(marketView.price.value) } : {}),
  };
  weighImpliedEquity(defaults.value, modelFacts);
  const input = composeModelInput(modelFacts, defaults.value.assumptions, null);
  const valued = valueModel(input);
  if (!valued.ok) throw engineRefusal({ code: valued.code, details: { field: valued.field } });
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
 * today. The caller reads only what was filed by then.
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

/**
 * With no share price, book equity stood in for the market value in the WACC weights; the model's
 * own equity value, solved with the WACC, replaces it when it can (`impliedEquityWeight`).
 */
function weighImpliedEquity(defaults: TModelDefaults, facts: TModelFacts): void {
  const source = defaults.sources.find((item) => item.item === 'equity_value');
  const { discountRate } = defaults.assumptions as { discountRate?: TModelInput['discountRate'] };
  if (!source || !('source_key' in source) || source.source_key !== 'equity_value_book_stand_in') return;
  if (!discountRate || !('capm' in discountRate)) return;
  const implied = impliedEquityWeight(composeModelInput(facts, defaults.assumptions, null));
  if (implied === null) return;
  discountRate.capm = { ...discountRate.capm, equityValue: money(implied) };
  source.value = implied;
  source.source_key = 'equity_value_implied';
}
