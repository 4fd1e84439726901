/**
 * Comparable-company inputs: what one company's multiples need at a valuation date, read from its
 * own standardized statements and its prices. Pure: the caller passes the standardized financials,
 * the share count and the price series. Nothing is invented: a figure the filings do not give is
 * `null` with the reason in `gaps`.
 */
import { getLine, type TAccountKey, type TStatementPeriod } from '@app/statements';
import { priceAsOf } from '../market/price-as-of.js';
import type { TSharesOutstanding } from '../profile/shares-outstanding.js';
import type { TPriceSeries } from '../types.js';
import type { TStandardizedFinancials } from '../xbrl/standardize.js';

/** An annual report older than this before the valuation date is stale: its LYR figures are not used. @internal */
export const MAX_LYR_AGE_DAYS = 550;
/** The last quarter of a TTM must end within this many days before the valuation date. @internal */
export const MAX_TTM_AGE_DAYS = 200;

/** One gap: the input that is missing and why. @public */
export type TPeerGap = { item: string; reason: string };

/** The inputs of one company's multiples at a date, each with its period. @public */
export type TPeerInputs = {
  ticker: string;
  cik: number;
  name: string;
  sic: number | null;
  asOf: string;
  /** Reporting currency of the statements; the multiples need it to equal the price currency (USD). */
  currency: string | null;
  price: { value: number; date: string; field: 'close' | 'adj_close' } | null;
  /** Cover-page shares outstanding (dei), else the latest diluted weighted average, as `basis` says. */
  shares: { value: number; asOf: string; basis: 'shares_outstanding' | 'diluted_weighted_average' } | null;
  marketCap: number | null;
  /** The last fiscal year ended on or before the date (LYR). */
  lyr: { fiscalYear: number; periodEnd: string } | null;
  /** The four quarters summed for TTM. */
  ttm: { periodStart: string; periodEnd: string } | null;
  /** The balance sheet used for debt and cash (the latest on or before the date). */
  balanceDate: string | null;
  epsLyr: number | null;
  /** TTM net income / the last quarter's diluted weighted shares. */
  epsTtm: number | null;
  /** Total equity at the LYR balance-sheet date. */
  bookValue: number | null;
  revenueLyr: number | null;
  revenueTtm: number | null;
  ebitdaLyr: number | null;
  debt: number | null;
  cash: number | null;
  shortTermInvestments: number | null;
  minorityInterest: number | null;
  /** Market cap + debt + minority interest − cash − short-term investments (operating leases not included). */
  enterpriseValue: number | null;
  gaps: TPeerGap[];
};

export type TPeerInputsRequest = {
  ticker: string;
  cik: number;
  name: string;
  sic: number | null;
  asOf: string;
  financials: TStandardizedFinancials;
  sharesOutstanding: TSharesOutstanding | null;
  prices: TPriceSeries | null;
};

/**
 * Reads the multiples' inputs of one company at `asOf` (periods ending after it are not used):
 * price = the last close on or before the date; EPS LYR = diluted EPS of the last fiscal year;
 * EPS TTM = Σ net income of the last four consecutive quarters / the last quarter's diluted shares;
 * book value = total equity at the LYR year end; EBITDA LYR = operating income + D&A.
 * @example
 * peerInputs({ ticker: 'AAPL', cik: 320193, name: 'Apple Inc.', sic: 3571, asOf: '2024-12-31', financials, sharesOutstanding, prices }).epsLyr; // 6.08
 * @public
 */
export function peerInputs(request: TPeerInputsRequest): TPeerInputs {
  const { ticker, cik, name, sic, asOf, financials, sharesOutstanding, prices } = request;
  const gaps: TPeerGap[] = [];
  const known = (period: TStatementPeriod) => period.period_end <= asOf;

  let price: TPeerInputs['price'] = null;
  if (!prices) gaps.push({ item: 'price', reason: `no prices of ${ticker} in the data source` });
  else {
    const found = priceAsOf(prices, asOf, { field: 'close_else_adj_close' });
    if (found.ok) {
      price = { value: found.value.price, date: found.value.date, field: found.value.field as 'close' | 'adj_close' };
    } else gaps.push({ item: 'price', reason: found.error.message });
  }

  const lastYear = financials.annual.filter(known).at(-1);
  const lyrPeriod = lastYear && daysBetween(lastYear.period_end, asOf) <= MAX_LYR_AGE_DAYS ? lastYear : undefined;
  if (!lastYear) gaps.push({ item: 'lyr', reason: `no annual report ending on or before ${asOf}` });
  else if (!lyrPeriod) {
    gaps.push({ item: 'lyr', reason: `the latest annual report ends ${lastYear.period_end}, too long before ${asOf}` });
  }

  const quarters = financials.quarterly.filter(known).slice(-4);
  const ttmQuarters = consecutiveTtm(quarters, asOf, gaps);
  const latestQuarter = ttmQuarters?.at(-1);

  const shares = sharesOf(freshShares(sharesOutstanding, asOf, gaps), latestQuarter ?? lyrPeriod, gaps);
  const currency = lyrPeriod?.currency ?? financials.currency;
  const isPriceCurrency = currency === null || currency === (prices?.currency ?? 'USD');
  if (!isPriceCurrency) {
    gaps.push({ item: 'currency', reason: `statements in ${currency}, prices in ${prices?.currency ?? 'USD'}` });
  }
  const marketCap = price && shares && isPriceCurrency ? price.value * shares.value : null;

  const line = (period: TStatementPeriod | undefined, key: TAccountKey, item: string): number | null => {
    if (!period) return null;
    const value = getLine(period, key)?.value;
    if (value === undefined)
      gaps.push({ item, reason: `${key} not reported for the period ending ${period.period_end}` });
    return value ?? null;
  };
  const sum = (key: TAccountKey, item: string): number | null => {
    if (!ttmQuarters) return null;
    const values = ttmQuarters.map((quarter) => getLine(quarter, key)?.value);
    if (values.some((value) => value === undefined)) {
      gaps.push({ item, reason: `${key} missing in one of the four quarters` });
      return null;
    }
    return (values as number[]).reduce((a, b) => a + b, 0);
  };

  const netIncomeTtm = sum('net_income', 'eps_ttm');
  const dilutedTtm = latestQuarter ? getLine(latestQuarter, 'diluted_shares')?.value : undefined;
  if (ttmQuarters && netIncomeTtm !== null && !dilutedTtm) {
    gaps.push({ item: 'eps_ttm', reason: 'diluted shares missing in the last quarter' });
  }
  const balance = latestBalance(latestQuarter, lyrPeriod);
  const debt = balance ? debtOf(balance, gaps) : null;
  const cash = line(balance, 'cash_and_equivalents', 'cash');
  const shortTermInvestments = balance ? (getLine(balance, 'short_term_investments')?.value ?? 0) : null;
  const minorityInterest = balance ? (getLine(balance, 'minority_interest')?.value ?? 0) : null;
  const enterpriseValue =
    marketCap !== null && debt !== null && cash !== null
      ? marketCap + debt + (minorityInterest ?? 0) - cash - (shortTermInvestments ?? 0)
      : null;

  return {
    ticker,
    cik,
    name,
    sic,
    asOf,
    currency,
    price,
    shares,
    marketCap,
    lyr: lyrPeriod ? { fiscalYear: lyrPeriod.fiscal_year, periodEnd: lyrPeriod.period_end } : null,
    ttm: ttmQuarters ? { periodStart: ttmQuarters[0]!.period_start, periodEnd: ttmQuarters[3]!.period_end } : null,
    balanceDate: balance?.period_end ?? null,
    epsLyr: line(lyrPeriod, 'eps_diluted', 'eps_lyr'),
    epsTtm: netIncomeTtm !== null && dilutedTtm ? netIncomeTtm / dilutedTtm : null,
    bookValue: line(lyrPeriod, 'total_equity', 'book_value'),
    revenueLyr: line(lyrPeriod, 'revenue', 'revenue_lyr'),
    revenueTtm: sum('revenue', 'revenue_ttm'),
    ebitdaLyr: line(lyrPeriod, 'ebitda', 'ebitda_lyr'),
    debt,
    cash,
    shortTermInvestments,
    minorityInterest,
    enterpriseValue,
    gaps,
  };
}

function consecutiveTtm(
  quarters: readonly TStatementPeriod[],
  asOf: string,
  gaps: TPeerGap[],
): TStatementPeriod[] | null {
  if (quarters.length < 4) {
    gaps.push({ item: 'ttm', reason: `${quarters.length} quarters reported on or before ${asOf}` });
    return null;
  }
  for (let i = 1; i < 4; i++) {
    if (daysBetween(quarters[i - 1]!.period_end, quarters[i]!.period_start) !== 1) {
      gaps.push({ item: 'ttm', reason: `the last four quarters are not consecutive` });
      return null;
    }
  }
  const end = quarters[3]!.period_end;
  if (daysBetween(end, asOf) > MAX_TTM_AGE_DAYS) {
    gaps.push({ item: 'ttm', reason: `the latest quarter ends ${end}, too long before ${asOf}` });
    return null;
  }
  return [...quarters];
}

function sharesOf(
  outstanding: TSharesOutstanding | null,
  latest: TStatementPeriod | undefined,
  gaps: TPeerGap[],
): TPeerInputs['shares'] {
  if (outstanding && !outstanding.form?.startsWith('20-F')) {
    return { value: outstanding.value, asOf: outstanding.asOf, basis: 'shares_outstanding' };
  }
  const diluted = latest ? getLine(latest, 'diluted_shares')?.value : undefined;
  if (latest && diluted) return { value: diluted, asOf: latest.period_end, basis: 'diluted_weighted_average' };
  gaps.push({ item: 'shares', reason: 'no cover-page shares outstanding and no diluted share count' });
  return null;
}

/** A cover-page count dated long before the date would give a market cap mixing two eras: not used. */
function freshShares(shares: TSharesOutstanding | null, asOf: string, gaps: TPeerGap[]): TSharesOutstanding | null {
  if (!shares || daysBetween(shares.asOf, asOf) <= MAX_LYR_AGE_DAYS) return shares;
  gaps.push({
    item: 'shares',
    reason: `the latest cover-page share count is dated ${shares.asOf}, too long before ${asOf}`,
  });
  return null;
}

function latestBalance(
  quarter: TStatementPeriod | undefined,
  year: TStatementPeriod | undefined,
): TStatementPeriod | undefined {
  if (quarter && (!year || quarter.period_end >= year.period_end)) return quarter;
  return year;
}

/** Total debt; a balance sheet with no borrowing line at all (no short- or long-term debt) has none. */
function debtOf(balance: TStatementPeriod, gaps: TPeerGap[]): number | null {
  const total = getLine(balance, 'total_debt')?.value;
  if (total !== undefined) return total;
  const parts = (['short_term_debt', 'long_term_debt', 'long_term_debt_including_current'] as const).map(
    (key) => getLine(balance, key)?.value,
  );
  if (parts.every((value) => value === undefined)) {
    gaps.push({ item: 'debt', reason: `no debt line reported at ${balance.period_end}` });
    return null;
  }
  return parts[2] ?? (parts[0] ?? 0) + (parts[1] ?? 0);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
