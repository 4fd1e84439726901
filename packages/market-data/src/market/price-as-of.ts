/**
 * Pure: the price of a security as of a date, i.e. the last close on or before it, with the date used
 * and which close it is. A close older than `maxStaleDays` before the date is not used: the series
 * does not cover the date, and that is reported rather than papered over.
 */
import { fail, ok, type TResult } from '../errors.js';
import type { TOrigin, TPriceSeries } from '../types.js';
import { daysBetween, lastIndexOnOrBefore } from './dates.js';

/**
 * `close` is the traded (unadjusted) close; `adj_close` the split- and dividend-adjusted one;
 * `close_else_adj_close` takes the adjusted close only on days without an unadjusted one, and says so.
 * @public
 */
export type TPriceField = 'close' | 'adj_close' | 'close_else_adj_close';

/** @public */
export type TPriceAsOf = {
  symbol: string;
  price: number;
  currency: string | null;
  /** The trading date of the close used (on or before `requestedDate`). */
  date: string;
  requestedDate: string;
  field: 'close' | 'adj_close';
  origin: TOrigin;
};

/** @public */
export type TPriceAsOfOptions = {
  field: TPriceField;
  /** Default 10 calendar days (longer than any US market closure since 2001). */
  maxStaleDays?: number;
};

/**
 * @returns DATA_NOT_AVAILABLE when there is no close on or before `asOf`, when the last one is older
 * than `maxStaleDays`, or when the requested field is missing on that day
 * @public
 */
export function priceAsOf(series: TPriceSeries, asOf: string, options: TPriceAsOfOptions): TResult<TPriceAsOf> {
  const maxStaleDays = options.maxStaleDays ?? 10;
  const index = lastIndexOnOrBefore(series.points, asOf);
  const point = series.points[index];
  const details = { series: 'prices', ticker: series.symbol, asOf, location: series.origin.location };
  if (!point) return fail('DATA_NOT_AVAILABLE', `No ${series.symbol} price on or before ${asOf}`, details);
  const stale = daysBetween(point.date, asOf);
  if (stale > maxStaleDays) {
    return fail('DATA_NOT_AVAILABLE', `The ${series.symbol} series ends ${point.date}, ${stale} days before ${asOf}`, {
      ...details,
      lastDate: point.date,
      maxStaleDays,
    });
  }
  const useClose = options.field !== 'adj_close' && point.close !== null;
  const price = useClose ? point.close : options.field === 'close' ? null : point.adjClose;
  if (price === null) {
    const field = options.field === 'close' ? 'close' : 'adj_close';
    return fail('DATA_NOT_AVAILABLE', `The ${series.symbol} series has no ${field} on ${point.date}`, {
      ...details,
      date: point.date,
      field,
    });
  }
  return ok({
    symbol: series.symbol,
    price,
    currency: series.currency,
    date: point.date,
    requestedDate: asOf,
    field: useClose ? 'close' : 'adj_close',
    origin: series.origin,
  });
}
