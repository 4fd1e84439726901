/**
 * The profile of a company by ticker or CIK, read through a {@link TMarketDataSource}. Financial
 * companies are refused (typed `FINANCIAL_COMPANY_UNSUPPORTED`) before their facts are loaded, unless
 * the caller asks for the profile only.
 */
import { isMarketDataError, MarketDataError } from '../errors.js';
import type { TCompanyFacts } from '../sec/sec-schemas.js';
import { findTicker, normalizeTicker, type TTickerEntry } from '../sec/ticker-list.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import type { TOrigin } from '../types.js';
import { buildCompanyProfile, type TCompanyProfile } from './company-profile.js';
import { classifyFinancialSic } from './financial-refusal.js';

/** @public */
export type TCompanyRef = { ticker: string } | { cik: number };

/** @public */
export type TGetCompanyProfileOptions = {
  /** Default true: banks, securities firms, insurers and funds throw `FINANCIAL_COMPANY_UNSUPPORTED`. */
  refuseFinancial?: boolean;
};

/**
 * @throws {MarketDataError} TICKER_NOT_FOUND, FINANCIAL_COMPANY_UNSUPPORTED, DATA_NOT_AVAILABLE (no
 * submissions document), and the providers' PROVIDER_* errors
 * @example
 * const profile = await getCompanyProfile(source, { ticker: 'AAPL' });
 * profile.sic; // { code: '3571', description: 'Electronic Computers' }
 * @public
 */
export async function getCompanyProfile(
  source: TMarketDataSource,
  ref: TCompanyRef,
  options: TGetCompanyProfileOptions = {},
): Promise<TCompanyProfile> {
  const origins: TOrigin[] = [];
  let entry: TTickerEntry | null = null;
  let ticker: string | null = null;
  let cik: number;
  if ('ticker' in ref) {
    const list = await source.tickers();
    origins.push(...list.origins);
    entry = findTicker(list.entries, ref.ticker);
    ticker = normalizeTicker(ref.ticker);
    cik = entry.cik;
  } else {
    cik = ref.cik;
  }
  const submissions = await source.submissions(cik);
  origins.push(submissions.origin);
  const sub = submissions.value;
  const financial = classifyFinancialSic(sub.sic);
  if (financial.isFinancial && options.refuseFinancial !== false) {
    throw new MarketDataError(
      'FINANCIAL_COMPANY_UNSUPPORTED',
      `${sub.name} (SIC ${sub.sic}) is a financial company; it cannot be valued with this model`,
      {
        cik,
        ticker: ticker ?? sub.tickers[0] ?? null,
        name: sub.name,
        sic: sub.sic,
        sicDescription: sub.sicDescription,
        category: financial.category,
        rule: financial.rule,
      },
    );
  }
  const facts = await factsOrNull(source, cik);
  if (facts) origins.push(facts.origin);
  return buildCompanyProfile({
    cik,
    ticker,
    tickerEntry: entry,
    submissions: sub,
    facts: facts?.value ?? null,
    origins,
  });
}

async function factsOrNull(
  source: TMarketDataSource,
  cik: number,
): Promise<{ value: TCompanyFacts; origin: TOrigin } | null> {
  try {
    return await source.companyFacts(cik);
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return null;
    throw error;
  }
}
