/**
 * Pure: month-end values of a daily series, i.e. the last observation in each calendar month. The
 * series' final month counts only if its last observation is within a week of the month's end (a series
 * that stops mid-month has no month-end for that month).
 */
import { daysBetween, endOfMonth } from './dates.js';

/** @public */
export type TMonthEnd = { month: string; date: string; value: number };

/** Longest gap between a month's last trading day and its last calendar day that we accept. */
const MAX_MONTH_END_GAP_DAYS = 7;

/** @param points dated values, oldest first @public */
export function monthEndValues(points: readonly { date: string; value: number }[]): TMonthEnd[] {
  const result: TMonthEnd[] = [];
  for (const point of points) {
    const month = point.date.slice(0, 7);
    const last = result.at(-1);
    if (last && last.month === month) {
      last.date = point.date;
      last.value = point.value;
    } else {
      result.push({ month, date: point.date, value: point.value });
    }
  }
  const final = result.at(-1);
  if (final && daysBetween(final.date, endOfMonth(final.date)) > MAX_MONTH_END_GAP_DAYS) result.pop();
  return result;
}
