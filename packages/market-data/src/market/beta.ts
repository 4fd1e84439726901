/**
 * Pure: equity beta by OLS regression of the stock's monthly returns on the S&P 500's, over the
 * `years` (default 5) complete calendar months ending on or before the valuation date.
 *
 *   r_t = P_t / P_{t−1} − 1 on month-end closes (stock: adjusted close, i.e. total return; index: price level)
 *   r_stock = α + β · r_index + ε
 *
 * A month counts when both series have a month-end for it and for the month before. Fewer than
 * `minMonths` (default 24) overlapping returns is `DATA_NOT_AVAILABLE`; fewer than the full window is
 * flagged with `isShortWindow`.
 */
import { fail, ok, type TResult } from '../errors.js';
import type { TObservationSeries, TOrigin, TPriceSeries } from '../types.js';
import { addMonths, endOfMonth } from './dates.js';
import { monthEndValues, type TMonthEnd } from './month-end.js';
import { olsFit } from './ols.js';

/** @public */
export type TBetaOptions = { years?: number; minMonths?: number };

/** @public */
export type TBeta = {
  beta: number;
  standardError: number;
  rSquared: number;
  /** Monthly intercept (a return, not annualised). */
  alpha: number;
  /** Number of monthly returns in the regression. */
  months: number;
  /** First and last return months (`YYYY-MM`) of the window asked for. */
  window: { from: string; to: string };
  isShortWindow: boolean;
  symbol: string;
  indexId: string;
  method: 'OLS of monthly simple returns (stock adjusted close) on S&P 500 month-end closes';
  origins: TOrigin[];
};

/** @public */
export function monthlyBeta(
  stock: TPriceSeries,
  index: TObservationSeries,
  asOf: string,
  options: TBetaOptions = {},
): TResult<TBeta> {
  const years = options.years ?? 5;
  const minMonths = options.minMonths ?? 24;
  const lastMonth = asOf === endOfMonth(asOf) ? asOf.slice(0, 7) : addMonths(asOf.slice(0, 7), -1);
  const firstMonth = addMonths(lastMonth, -(years * 12 - 1));
  const stockPoints = stock.points.flatMap((p) => (p.adjClose === null ? [] : [{ date: p.date, value: p.adjClose }]));
  const stockMonths = byMonth(monthEndValues(stockPoints));
  const indexMonths = byMonth(monthEndValues(index.points));
  const x: number[] = [];
  const y: number[] = [];
  for (let month = firstMonth; month <= lastMonth; month = addMonths(month, 1)) {
    const previous = addMonths(month, -1);
    const s0 = stockMonths.get(previous);
    const s1 = stockMonths.get(month);
    const i0 = indexMonths.get(previous);
    const i1 = indexMonths.get(month);
    if (!s0 || !s1 || !i0 || !i1) continue;
    y.push(s1.value / s0.value - 1);
    x.push(i1.value / i0.value - 1);
  }
  if (x.length < minMonths) {
    return fail(
      'DATA_NOT_AVAILABLE',
      `Only ${x.length} monthly returns of ${stock.symbol} and ${index.id} overlap in ${firstMonth}…${lastMonth}; at least ${minMonths} are needed`,
      {
        series: 'beta',
        ticker: stock.symbol,
        index: index.id,
        months: x.length,
        minMonths,
        from: firstMonth,
        to: lastMonth,
      },
    );
  }
  const fit = olsFit(x, y);
  return ok({
    beta: fit.slope,
    standardError: fit.slopeStandardError,
    rSquared: fit.rSquared,
    alpha: fit.intercept,
    months: fit.n,
    window: { from: firstMonth, to: lastMonth },
    isShortWindow: fit.n < years * 12,
    symbol: stock.symbol,
    indexId: index.id,
    method: 'OLS of monthly simple returns (stock adjusted close) on S&P 500 month-end closes',
    origins: [stock.origin, index.origin],
  });
}

function byMonth(values: readonly TMonthEnd[]): Map<string, TMonthEnd> {
  return new Map(values.map((value) => [value.month, value]));
}
