/**
 * Pure: a company profile from the SEC submissions document, the companyfacts document (when the
 * source has it) and the ticker-list entry. Every field says where it came from; a field the inputs
 * cannot support is a {@link TDataGap}, not a guess.
 */

import type { TCompanyFacts, TSubmissions } from '../sec/sec-schemas.js';
import type { TTickerEntry } from '../sec/ticker-list.js';
import type { TOrigin } from '../types.js';
import { domicileFromSubmissions, type TDomicile } from './domicile.js';
import { classifyFinancialSic, type TFinancialClassification } from './financial-refusal.js';
import { reportingCurrency, type TReportingCurrency } from './reporting-currency.js';
import { latestSharesOutstanding, type TSharesOutstanding } from './shares-outstanding.js';
import { sectorForSic, type TSector } from './sic-sectors.js';

/** Why a profile field is empty. @public */
export type TDataGap = { code: 'DATA_NOT_AVAILABLE'; missing: string };

/** Every venue of the SEC's ticker files is a US market, where shares trade in US dollars. @public */
export const US_EXCHANGES: ReadonlySet<string> = new Set([
  'Nasdaq',
  'NYSE',
  'NYSE American',
  'NYSE Arca',
  'OTC',
  'Cboe US',
  'CBOE',
  'BATS',
]);

/** @public */
export type TCompanyProfile = {
  cik: number;
  ticker: string | null;
  name: string;
  exchange: { name: string; basis: 'submissions' | 'company_tickers_exchange' } | null;
  tradingCurrency: { code: 'USD'; basis: 'us_exchange' } | null;
  sic: { code: string; description: string | null } | null;
  /** Derived from the SIC code by the README's table (not GICS). */
  sector: TSector | null;
  /** The SEC's SIC description. */
  industry: string | null;
  financial: TFinancialClassification;
  /** `MMDD` as the SEC sends it, e.g. `0926`, with month and day. */
  fiscalYearEnd: { raw: string; month: number; day: number } | null;
  domicile: TDomicile | null;
  incorporation: { code: string; description: string | null } | null;
  reportingCurrency: TReportingCurrency | TDataGap;
  sharesOutstanding: TSharesOutstanding | TDataGap;
  origins: TOrigin[];
};

/** @public */
export type TProfileInputs = {
  cik: number;
  /** The ticker asked for (SEC spelling), or null when looked up by CIK. */
  ticker: string | null;
  tickerEntry: TTickerEntry | null;
  submissions: TSubmissions;
  /** Null when the source has no companyfacts for the company. */
  facts: TCompanyFacts | null;
  origins: TOrigin[];
};

/** @public */
export function buildCompanyProfile(inputs: TProfileInputs): TCompanyProfile {
  const { submissions, facts } = inputs;
  const ticker = inputs.ticker ?? submissions.tickers[0] ?? inputs.tickerEntry?.ticker ?? null;
  const exchange = exchangeOf(ticker, submissions, inputs.tickerEntry);
  const sicCode = submissions.sic?.trim() || null;
  const factsGap = (what: string): TDataGap => ({
    code: 'DATA_NOT_AVAILABLE',
    missing: facts ? `${what} in the companyfacts of CIK ${inputs.cik}` : `companyfacts of CIK ${inputs.cik}`,
  });
  return {
    cik: inputs.cik,
    ticker,
    name: submissions.name,
    exchange,
    tradingCurrency: exchange && US_EXCHANGES.has(exchange.name) ? { code: 'USD', basis: 'us_exchange' } : null,
    sic: sicCode ? { code: sicCode, description: submissions.sicDescription || null } : null,
    sector: sectorForSic(sicCode),
    industry: submissions.sicDescription || null,
    financial: classifyFinancialSic(sicCode),
    fiscalYearEnd: parseFiscalYearEnd(submissions.fiscalYearEnd),
    domicile: domicileFromSubmissions(submissions),
    incorporation: submissions.stateOfIncorporation
      ? { code: submissions.stateOfIncorporation, description: submissions.stateOfIncorporationDescription || null }
      : null,
    reportingCurrency: (facts && reportingCurrency(facts)) ?? factsGap('no monetary unit'),
    sharesOutstanding: (facts && latestSharesOutstanding(facts)) ?? factsGap('dei:EntityCommonStockSharesOutstanding'),
    origins: inputs.origins,
  };
}

function exchangeOf(
  ticker: string | null,
  submissions: TSubmissions,
  entry: TTickerEntry | null,
): TCompanyProfile['exchange'] {
  const index = ticker === null ? -1 : submissions.tickers.indexOf(ticker);
  const fromSubmissions = index >= 0 ? submissions.exchanges[index] : null;
  if (fromSubmissions) return { name: fromSubmissions, basis: 'submissions' };
  if (entry?.exchange && entry.ticker === ticker) return { name: entry.exchange, basis: 'company_tickers_exchange' };
  return null;
}

/** `'0926'` → September 26; anything else → null. @internal */
export function parseFiscalYearEnd(raw: string | null): TCompanyProfile['fiscalYearEnd'] {
  const match = raw ? /^(\d{2})(\d{2})$/.exec(raw) : null;
  if (!match || !raw) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { raw, month, day };
}
