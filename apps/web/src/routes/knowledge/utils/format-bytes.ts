import { type TLanguage, toBcp47 } from '@app/contract';

/** A file size as the reader's language writes it: kilobytes under a megabyte, megabytes above. */
export function formatBytes(bytes: number, language: TLanguage): string {
  const isLarge = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(toBcp47(language), {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / (1024 * 1024) : Math.max(bytes / 1024, bytes > 0 ? 1 : 0));
}
