import { type TLanguage, toBcp47 } from '@app/contract';

/**
 * A date (ISO string) as the active language writes it, e.g. "15 January 2025" or "2025年1月15日".
 * The user's time zone decides the calendar day; an unknown zone falls back to the browser's.
 */
export function formatDate(iso: string, language: TLanguage, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'long' }).format(date);
  }
}

/** A number as the active language writes it (digits, grouping, decimal mark). */
export function formatNumber(value: number, language: TLanguage, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(toBcp47(language), options).format(value);
}
