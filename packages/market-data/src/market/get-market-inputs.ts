/**
 * The market inputs of a valuation at a date, read through a {@link TMarketDataSource}: price, market
 * cap, 5-year monthly beta and the 10-year Treasury yield. Each is a result of its own: a series the
 * source lacks makes that input `DATA_NOT_AVAILABLE` and leaves the others intact.
 */
import { fail, isMarketDataError, type TResult } from '../errors.js';
import { latestSharesOutstanding } from '../profile/shares-outstanding.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import { monthlyBeta, type TBeta } from './beta.js';
import { marketCap, type TMarketCap } from './market-cap.js';
import { priceAsOf, type TPriceAsOf, type TPriceField } from './price-as-of.js';
import { type TRiskFreeRate, treasuryYieldAsOf } from './treasury-yield.js';

/** @public */
export type TMarketInputs = {
  asOf: string;
  price: TResult<TPriceAsOf>;
  marketCap: TResult<TMarketCap>;
  beta: TResult<TBeta>;
  riskFreeRate: TResult<TRiskFreeRate>;
};

/** @public */
export type TMarketInputsRequest = { ticker: string; cik: number; asOf: string; priceField: TPriceField };

/**
 * @throws {MarketDataError} PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT, PROVIDER_BAD_RESPONSE (an outage
 * is not missing data and is not hidden in a result)
 * @public
 */
export async function getMarketInputs(
  source: TMarketDataSource,
  request: TMarketInputsRequest,
): Promise<TMarketInputs> {
  const { asOf } = request;
  // Six calendar years cover the 61 month-ends of a 5-year beta.
  const window = { from: `${Number(asOf.slice(0, 4)) - 6}-01-01`, to: asOf };
  const [prices, sp500, treasury, facts] = await Promise.all([
    settle(source.prices(request.ticker, window)),
    settle(source.sp500(window)),
    settle(source.treasury10y({ from: `${Number(asOf.slice(0, 4)) - 1}-01-01`, to: asOf })),
    settle(source.companyFacts(request.cik)),
  ]);
  const price = prices.ok ? priceAsOf(prices.value, asOf, { field: request.priceField }) : prices;
  let cap: TResult<TMarketCap>;
  if (!price.ok) cap = price;
  else if (!facts.ok) cap = facts;
  else {
    const shares = latestSharesOutstanding(facts.value.value, asOf);
    cap = shares
      ? marketCap(price.value, shares)
      : missing(`No dei:EntityCommonStockSharesOutstanding dated on or before ${asOf} for CIK ${request.cik}`, request);
  }
  return {
    asOf,
    price,
    marketCap: cap,
    beta: !prices.ok ? prices : !sp500.ok ? sp500 : monthlyBeta(prices.value, sp500.value, asOf),
    riskFreeRate: treasury.ok ? treasuryYieldAsOf(treasury.value, asOf) : treasury,
  };
}

/** DATA_NOT_AVAILABLE becomes a failed result; every other error is thrown. */
async function settle<T>(load: Promise<T>): Promise<TResult<T>> {
  try {
    return { ok: true, value: await load };
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return { ok: false, error };
    throw error;
  }
}

function missing<T>(message: string, request: TMarketInputsRequest): TResult<T> {
  return fail('DATA_NOT_AVAILABLE', message, {
    series: 'shares_outstanding',
    ticker: request.ticker,
    cik: request.cik,
    asOf: request.asOf,
  });
}
