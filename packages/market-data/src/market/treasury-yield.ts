/**
 * Pure: the 10-year Treasury yield at the valuation date, i.e. the latest observation dated on or
 * before it, as a decimal (4.14 % → 0.0414). With the monthly `GS10` series the observation is the
 * average of the month it is dated in (FRED dates monthly values on the 1st); `period` says so.
 */
import { fail, ok, type TResult } from '../errors.js';
import type { TObservationSeries, TOrigin } from '../types.js';
import { daysBetween, endOfMonth, lastIndexOnOrBefore } from './dates.js';

/** @public */
export type TRiskFreeRate = {
  /** Decimal, e.g. 0.0414. */
  rate: number;
  /** As published, in percent. */
  percent: number;
  /** The observation's date. */
  date: string;
  requestedDate: string;
  seriesId: string;
  frequency: 'daily' | 'monthly';
  /** The days a monthly average covers; null for daily series. */
  period: { start: string; end: string } | null;
  origin: TOrigin;
};

/**
 * @param options.maxStaleDays default 62 for monthly series, 10 for daily ones
 * @public
 */
export function treasuryYieldAsOf(
  series: TObservationSeries,
  asOf: string,
  options: { maxStaleDays?: number } = {},
): TResult<TRiskFreeRate> {
  const maxStaleDays = options.maxStaleDays ?? (series.frequency === 'monthly' ? 62 : 10);
  const point = series.points[lastIndexOnOrBefore(series.points, asOf)];
  const details = { series: 'treasury_10y', seriesId: series.id, asOf, location: series.origin.location };
  if (!point) return fail('DATA_NOT_AVAILABLE', `No ${series.id} observation on or before ${asOf}`, details);
  const stale = daysBetween(point.date, asOf);
  if (stale > maxStaleDays) {
    return fail('DATA_NOT_AVAILABLE', `The ${series.id} series ends ${point.date}, ${stale} days before ${asOf}`, {
      ...details,
      lastDate: point.date,
      maxStaleDays,
    });
  }
  return ok({
    rate: point.value / 100,
    percent: point.value,
    date: point.date,
    requestedDate: asOf,
    seriesId: series.id,
    frequency: series.frequency,
    period: series.frequency === 'monthly' ? { start: point.date, end: endOfMonth(point.date) } : null,
    origin: series.origin,
  });
}
