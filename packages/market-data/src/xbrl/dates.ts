/** Day arithmetic on ISO dates (`YYYY-MM-DD`), in whole UTC days since the epoch. */

const MS_PER_DAY = 86_400_000;
const cache = new Map<string, number>();

/** Days since 1970-01-01 of an ISO date; memoized, because companyfacts repeats few dates many times. @internal */
export function toDay(iso: string): number {
  let day = cache.get(iso);
  if (day === undefined) {
    day = Math.round(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
    cache.set(iso, day);
  }
  return day;
}

const isoCache = new Map<number, string>();

/** The ISO date of a day number; memoized. @internal */
export function fromDay(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoCache.set(day, iso);
  }
  return iso;
}

/** Calendar year of an ISO date. @internal */
export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
