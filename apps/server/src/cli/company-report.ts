import {
  findTicker,
  getCompanyProfile,
  getMarketInputs,
  isMarketDataError,
  standardizeCompanyFacts,
  type TMarketDataSource,
  type TResult,
} from '@app/market-data';
import type { TStatementPeriod } from '@app/statements';

export type CompanyReportOptions = { ticker: string; quarterly: boolean; years: number; asOf: string };

/** A missing piece, said plainly: the typed error's code and message instead of a value. */
type Missing = { missing: { code: string; message: string } };

/**
 * Everything the app knows about a company, for inspection (`npm run -s company`): profile, the
 * standardized periods (values keyed by the standard accounts), the checks that found gaps, and the
 * market inputs at a date. Whatever the source lacks is reported as missing, never filled in.
 */
export async function companyReport(source: TMarketDataSource, options: CompanyReportOptions) {
  const entry = findTicker((await source.tickers()).entries, options.ticker);
  const [profile, facts] = await Promise.all([
    orMissing(getCompanyProfile(source, { ticker: entry.ticker })),
    orMissing(source.companyFacts(entry.cik)),
  ]);
  const financials = 'missing' in facts ? null : standardizeCompanyFacts(facts.value);
  const periods = financials
    ? options.quarterly
      ? [...financials.quarterly.slice(-4 * options.years), ...(financials.ttm ? [financials.ttm] : [])]
      : financials.annual.slice(-options.years)
    : [];
  const shown = new Set(periods.map(periodKey));
  const market = await getMarketInputs(source, {
    ticker: entry.ticker,
    cik: entry.cik,
    asOf: options.asOf,
    priceField: 'close_else_adj_close',
  });
  return {
    ticker: entry.ticker,
    cik: entry.cik,
    profile,
    currency: financials?.currency ?? null,
    [options.quarterly ? 'quarterly' : 'annual']: 'missing' in facts ? facts : periods.map(periodValues),
    checks: (financials?.checks ?? [])
      .filter((report) => shown.has(report.period))
      .flatMap((report) =>
        report.results.filter((result) => !result.ok).map((result) => ({ ...result, period: report.period })),
      ),
    issues: financials?.issues.filter((issue) => issue.code !== 'check_failed') ?? [],
    market: {
      as_of: market.asOf,
      price: valueOr(market.price, (price) => price.price),
      price_date: valueOr(market.price, (price) => price.date),
      price_field: valueOr(market.price, (price) => price.field),
      market_cap: valueOr(market.marketCap, (cap) => cap.value),
      shares_outstanding: valueOr(market.marketCap, (cap) => ({ value: cap.shares.value, as_of: cap.shares.asOf })),
      beta: valueOr(market.beta, (beta) => ({
        value: beta.beta,
        standard_error: beta.standardError,
        r_squared: beta.rSquared,
        months: beta.months,
        window: beta.window,
      })),
      risk_free_rate: valueOr(market.riskFreeRate, (rate) => ({
        value: rate.rate,
        date: rate.date,
        series: rate.seriesId,
      })),
    },
  };
}

function periodKey(period: TStatementPeriod): string {
  return period.fiscal_period === 'FY' ? `FY ${period.fiscal_year}` : `${period.fiscal_period} ${period.fiscal_year}`;
}

/** A period with plain numbers keyed by the standard accounts (sources are in the API, not here). */
function periodValues(period: TStatementPeriod) {
  const values = (lines: Partial<Record<string, { value: number }>>) =>
    Object.fromEntries(Object.entries(lines).map(([key, line]) => [key, line?.value ?? null]));
  return {
    fiscal_year: period.fiscal_year,
    fiscal_period: period.fiscal_period,
    period_start: period.period_start,
    period_end: period.period_end,
    income: values(period.income),
    balance: values(period.balance),
    cash_flow: values(period.cash_flow),
  };
}

async function orMissing<T>(load: Promise<T>): Promise<T | Missing> {
  try {
    return await load;
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE'))
      return { missing: { code: error.code, message: error.message } };
    throw error;
  }
}

function valueOr<T, V>(result: TResult<T>, pick: (value: T) => V): V | Missing {
  return result.ok ? pick(result.value) : { missing: { code: result.error.code, message: result.error.message } };
}
