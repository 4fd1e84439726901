/**
 * I/O shell of the comparables: loads what `peerInputs` needs for one ticker from the source.
 */
import { isMarketDataError, MarketDataError } from '../errors.js';
import { classifyFinancialSic } from '../profile/financial-refusal.js';
import { latestSharesOutstanding } from '../profile/shares-outstanding.js';
import type { TSubmissions } from '../sec/sec-schemas.js';
import { findTicker } from '../sec/ticker-list.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import type { TPriceSeries } from '../types.js';
import { factsFiledBy } from '../xbrl/filed-by.js';
import { standardizeCompanyFacts } from '../xbrl/standardize.js';
import { peerInputs, type TPeerInputs } from './peer-inputs.js';

/**
 * One company's multiples inputs at `asOf`. A resource the source lacks (submissions,
 * companyfacts, prices) leaves the inputs that need it null with the reason in `gaps`.
 * @throws {MarketDataError} TICKER_NOT_FOUND; FINANCIAL_COMPANY_UNSUPPORTED (banks, brokers,
 * insurers and funds are not comparable with an operating company: no revenue or EBITDA in the
 * same sense); the providers' PROVIDER_* errors
 * @public
 */
export async function getPeerInputs(source: TMarketDataSource, ticker: string, asOf: string): Promise<TPeerInputs> {
  const entry = findTicker((await source.tickers()).entries, ticker);
  const submissions = await orNull(() => source.submissions(entry.cik));
  const sic = submissions?.value.sic?.trim() || null;
  refuseFinancial(entry.ticker, sic, submissions?.value ?? null);
  const [facts, prices] = await Promise.all([
    orNull(() => source.companyFacts(entry.cik)),
    orNull<TPriceSeries>(() => source.prices(entry.ticker, { to: asOf })),
  ]);
  const inputs = peerInputs({
    ticker: entry.ticker,
    cik: entry.cik,
    name: submissions?.value.name ?? entry.name,
    sic: sic ? Number(sic) : null,
    asOf,
    // As the model reads its own company: what was filed by `asOf`, no later restatement.
    financials: facts
      ? standardizeCompanyFacts(factsFiledBy(facts.value, asOf))
      : { taxonomy: null, currency: null, annual: [], quarterly: [], ttm: null, splits: [], checks: [], issues: [] },
    sharesOutstanding: facts ? latestSharesOutstanding(facts.value, asOf) : null,
    prices,
  });
  if (!facts)
    inputs.gaps.unshift({ item: 'fundamentals', reason: `no companyfacts of CIK ${entry.cik} in the data source` });
  return inputs;
}

function refuseFinancial(ticker: string, sic: string | null, submissions: TSubmissions | null): void {
  const financial = classifyFinancialSic(sic);
  if (!financial.isFinancial) return;
  throw new MarketDataError('FINANCIAL_COMPANY_UNSUPPORTED', `${ticker} is a financial company (SIC ${sic})`, {
    ticker,
    name: submissions?.name ?? null,
    sic,
    category: financial.category,
    rule: financial.rule,
  });
}

/** A resource the source does not hold is null; anything else (an outage) is thrown. @internal */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return null;
    throw error;
  }
}
