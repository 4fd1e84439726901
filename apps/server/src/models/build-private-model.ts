import type { TCompanyProfileView, TMarketInputsView, TModelOptions } from '@app/contract';
import { getMarketInputs, type TMarketDataSource, treasuryYieldAsOf } from '@app/market-data';
import { baseFromHistory, blumeAdjustedBeta, releverBeta, shareCount, US_STATUTORY_TAX_RATE } from '@app/valuation';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { dcfModels } from '../db/schema.js';
import { confirmedHistory } from '../financial/confirmed-history.js';
import { type JobContext, JobFailure, type JobHandler } from '../jobs/job-queue.js';
import { addYears, market } from './market-reads.js';
import { modelDefaults, sentence } from './model-defaults.js';
import { composeModelInput, engineRefusal, modelResults, valueModel } from './model-valuation.js';
import { cachedPeerInputs } from './peer-inputs-cache.js';

export const PRIVATE_DCF_MODEL_JOB = 'private_dcf_model';

export type TBuildPrivateModelPayload = {
  model_id: string;
  peer_ticker: string | null;
  shares: number | null;
  /** Chosen at creation; absent in payloads queued before it existed. */
  valuation_date?: string | null;
};
export type TBuildPrivateModelDeps = { db: AppDb; source: TMarketDataSource; now: () => Date };

/** The `private_dcf_model` job: values a private company from its document's confirmed statements. */
export function buildPrivateModelJob(deps: TBuildPrivateModelDeps): JobHandler {
  return {
    run: (payload, context) => buildPrivateModel(deps, payload as TBuildPrivateModelPayload, context),
    timeoutMs: 60_000,
  };
}

/**
 * confirmed statements → history (annual periods) → valuation date (the latest market close within
 * the year after the statements end) → 10-year Treasury at that date → beta (a listed peer's,
 * relevered at the company's book debt to equity; else the market's) → the same default
 * assumptions and engine as a listed company, without a share price (book equity weights the WACC).
 */
export async function buildPrivateModel(
  deps: TBuildPrivateModelDeps,
  payload: TBuildPrivateModelPayload,
  context: JobContext,
) {
  const [row] = await deps.db.select().from(dcfModels).where(eq(dcfModels.id, payload.model_id)).limit(1);
  if (!row) return { skipped: 'model deleted' };
  if (!row.documentId) throw new JobFailure('STATEMENTS_NOT_CONFIRMED', 'the document is gone');
  const options = row.options as TModelOptions;
  await context.reportProgress({ annual: 10, quarterly: 0 });

  const { document, history } = await confirmedHistory(deps.db, row.ownerId, row.documentId);
  const annual = history.filter((period) => period.fiscal_period === 'FY');
  const base = baseFromHistory(annual);
  if (!base.ok) throw engineRefusal(base.error);
  const baseEnd = base.value.periodEnd;
  await context.reportProgress({ annual: 40, quarterly: 0 });

  // The statements describe the company at their balance-sheet date: valued then, unless the user chose a later day.
  const valuationDate = payload.valuation_date ?? baseEnd;
  const riskFree = await market(() =>
    deps.source.treasury10y({ from: addYears(valuationDate, -1), to: valuationDate }),
  ).then((series) => treasuryYieldAsOf(series, valuationDate));
  if (!riskFree.ok) throw new JobFailure('DATA_NOT_AVAILABLE', 'treasury_10y');
  const beta = payload.peer_ticker
    ? await peerBeta(deps.source, payload.peer_ticker, valuationDate, base.value.balance)
    : null;
  await context.reportProgress({ annual: 70, quarterly: 0 });

  const marketView: TMarketInputsView = {
    ticker: payload.peer_ticker ?? '',
    as_of: valuationDate,
    price: null,
    market_cap: null,
    beta: beta?.view ?? null,
    risk_free_rate: { value: riskFree.value.rate, date: riskFree.value.date, series: riskFree.value.seriesId },
    missing: [],
  };
  const defaults = modelDefaults({
    history: annual,
    forecastYears: options.forecast_years,
    market: marketView,
    valuationDate,
    valuationDateSource: payload.valuation_date
      ? sentence('valuation_date_chosen', { date: valuationDate, base_end: baseEnd })
      : sentence('valuation_date_balance_sheet', { base_end: baseEnd }),
    betaSource: beta ? beta.source : sentence('beta_market_no_peer'),
    isPrivate: true,
  });
  if (!defaults.ok) throw engineRefusal(defaults.error);
  const sources = [...defaults.value.sources];
  // Private statements often give no share count: the user's, else one share (value per share = equity value).
  const assumptions = { ...defaults.value.assumptions };
  if (payload.shares !== null || !base.value.dilutedShares) {
    const shares = payload.shares ?? 1;
    assumptions.shares = shareCount(shares);
    sources.push({
      item: 'shares',
      value: shares,
      ...(payload.shares !== null ? sentence('shares_given', { shares }) : sentence('shares_not_reported')),
    });
  }
  const input = composeModelInput({ history: annual, valuationDate }, assumptions, null);
  const valued = valueModel(input);
  if (!valued.ok) throw engineRefusal({ code: valued.code, details: { field: valued.field } });
  context.signal.throwIfAborted();
  await deps.db
    .update(dcfModels)
    .set({
      company: privateCompanyView(document.companyName ?? row.name, document.stockCode, base.value.currency),
      market: marketView,
      modelInput: input,
      defaults: { assumptions, sources },
      assumptions: null,
      results: modelResults(input, valued.model, base.value.currency),
      updatedAt: deps.now(),
    })
    .where(eq(dcfModels.id, row.id));
  await context.reportProgress({ annual: 100, quarterly: 100 });
  return { model_id: row.id };
}

/**
 * A listed peer's 5-year monthly beta, Blume-adjusted (⅔ × raw + ⅓ × 1.0, as a listed company's own
 * beta is), unlevered at its market debt to equity and relevered at the private company's book debt
 * to equity (Hamada, US statutory tax rate).
 */
async function peerBeta(
  source: TMarketDataSource,
  ticker: string,
  asOf: string,
  balance: { debt: { value: number }; equity: { value: number } },
) {
  const peer = await market(() => cachedPeerInputs(source, ticker, asOf));
  const inputs = await market(() =>
    getMarketInputs(source, { ticker: peer.ticker, cik: peer.cik, asOf, priceField: 'close_else_adj_close' }),
  );
  if (!inputs.beta.ok || !peer.marketCap) throw new JobFailure('DATA_NOT_AVAILABLE', 'beta');
  const regression = inputs.beta.value;
  const adjusted = blumeAdjustedBeta(regression.beta);
  const relevered = releverBeta({
    peerBeta: adjusted,
    peerDebt: Math.max(peer.debt ?? 0, 0),
    peerEquity: peer.marketCap,
    targetDebt: Math.max(balance.debt.value, 0),
    targetEquity: balance.equity.value,
    taxRate: US_STATUTORY_TAX_RATE,
  });
  if (!relevered.ok) throw engineRefusal(relevered.error);
  const { unlevered, peerDebtToEquity, targetDebtToEquity } = relevered.value;
  const view: NonNullable<TMarketInputsView['beta']> = {
    value: relevered.value.relevered,
    standard_error: regression.standardError,
    r_squared: regression.rSquared,
    months: regression.months,
    from: regression.window.from,
    to: regression.window.to,
  };
  const two = (value: number) => ({ value, digits: 2 });
  return {
    view,
    source: sentence('beta_peer_relevered_adjusted', {
      peer: peer.ticker,
      peer_beta: two(regression.beta),
      adjusted: two(adjusted),
      from: regression.window.from,
      to: regression.window.to,
      r_squared: two(regression.rSquared),
      peer_de: two(peerDebtToEquity),
      unlevered: two(unlevered),
      target_de: two(targetDebtToEquity),
    }),
  };
}

/** What the model view shows of a private company: its name, stock code and currency. */
function privateCompanyView(name: string, stockCode: string | null, currency: string): TCompanyProfileView {
  return {
    cik: null,
    ticker: stockCode,
    name,
    exchange: null,
    country: null,
    country_code: null,
    state_or_province: null,
    sic_code: null,
    sic_description: null,
    sector: null,
    industry: null,
    fiscal_year_end: null,
    reporting_currency: currency,
    trading_currency: null,
    shares_outstanding: null,
    missing: [],
    origins: [],
  };
}
