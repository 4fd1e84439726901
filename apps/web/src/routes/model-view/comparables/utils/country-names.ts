import { type TLanguage, toBcp47 } from '@app/contract';

/**
 * The countries the peer search offers (ISO 3166-1 alpha-2): where most companies filing with the
 * SEC are based. Their names come from the browser's own translations (`Intl.DisplayNames`).
 */
export const COUNTRY_CHOICES = [
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'IE',
  'NL',
  'DE',
  'FR',
  'CH',
  'LU',
  'IL',
  'IN',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'SG',
  'AU',
  'BM',
  'KY',
] as const;

/** A country's name in the reader's language, the code itself where the browser has no name for it. */
export function countryName(code: string, language: TLanguage): string {
  try {
    return new Intl.DisplayNames([toBcp47(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
