/** Pure calendar helpers over ISO `YYYY-MM-DD` dates (UTC, no time zones involved). */

/** Whole days from `from` to `to` (negative when `to` is earlier). @internal */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last calendar day of the month of `date`. @internal */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** `YYYY-MM` shifted by `delta` months. @internal */
export function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, m - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Index of the last element whose `date` is on or before `asOf`, by binary search; -1 if none. @internal */
export function lastIndexOnOrBefore(points: readonly { date: string }[], asOf: string): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((points[mid] as { date: string }).date <= asOf) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
