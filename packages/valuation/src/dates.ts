/**
 * ISO calendar dates (`YYYY-MM-DD`) as whole UTC day numbers. Pure: the caller passes every date;
 * nothing here reads the clock.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a valid ISO date, else `null` (2025-02-30 is not a date). @internal */
export function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / MS_PER_DAY;
}

/** The ISO date of a day number. @internal */
export function isoDate(dayNo: number): string {
  return new Date(dayNo * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The same calendar day `count` years later; 29 February becomes 28 February in a common year.
 * Fiscal years that end on a weekday (52/53-week years) are approximated by the same date.
 * @internal
 */
export function addYears(iso: string, count: number): string {
  const year = Number(iso.slice(0, 4)) + count;
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const clamped = Math.min(day, lastDay);
  return `${String(year).padStart(4, '0')}-${iso.slice(5, 7)}-${String(clamped).padStart(2, '0')}`;
}
