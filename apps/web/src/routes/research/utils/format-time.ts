import { type TLanguage, toBcp47 } from '@app/contract';

/** A moment (ISO string) as the active language writes a date with its time, e.g. "20 Nov 2026, 09:30". */
export function formatDateTime(iso: string, language: TLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
