import { type TLanguage, type TReportUnit, toBcp47 } from '@app/contract';
import { formatFigure } from '../../../components/model/format-figure';
import type { useAppTranslation } from '../../../i18n/use-app-translation';

type TTranslate = ReturnType<typeof useAppTranslation>['t'];

/** The units in the order a reader scans them: smallest first, the Chinese 万 and 亿 in their places. */
export const REPORT_UNIT_ORDER: readonly TReportUnit[] = [
  'thousands',
  'ten_thousands',
  'millions',
  'hundred_millions',
  'billions',
];

/** "USD millions", "百万美元": a table's or an axis's heading. */
const HEADINGS = {
  thousands: 'valuation:units.heading.thousands',
  ten_thousands: 'valuation:units.heading.ten_thousands',
  millions: 'valuation:units.heading.millions',
  hundred_millions: 'valuation:units.heading.hundred_millions',
  billions: 'valuation:units.heading.billions',
} as const satisfies Record<TReportUnit, string>;

/** "USD 1,850.0 million", "18.50亿美元": one figure with its unit. */
const FIGURES = {
  thousands: 'valuation:units.figure.thousands',
  ten_thousands: 'valuation:units.figure.ten_thousands',
  millions: 'valuation:units.figure.millions',
  hundred_millions: 'valuation:units.figure.hundred_millions',
  billions: 'valuation:units.figure.billions',
} as const satisfies Record<TReportUnit, string>;

/**
 * The currency as the language names it in a unit label: the ISO code (USD) in English, Spanish
 * and Indonesian, as financial statements write it there; the currency's own Chinese name (美元,
 * 人民币, 港幣…, from the runtime's CLDR data) in Chinese, so a label reads 百万美元, not 百万 USD.
 * A code Chinese has no name for stays a code, set apart by a space.
 */
export function currencyName(currency: string, language: TLanguage): string {
  if (language !== 'zh' && language !== 'zh-TRADITIONAL') return currency;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(toBcp47(language), { type: 'currency', fallback: 'none' }).of(currency);
  } catch {
    name = undefined;
  }
  return name && name !== currency ? name : ` ${currency}`;
}

/** The heading of money shown in a unit: "USD millions", "millones de USD", "百万美元". */
export function reportUnitLabel(t: TTranslate, unit: TReportUnit, currency: string, language: TLanguage): string {
  return t(HEADINGS[unit], { currency: currencyName(currency, language) }).trim();
}

/** One money figure with its unit, for a figure that stands alone (no heading says the unit). */
export function moneyWithUnit(
  t: TTranslate,
  value: number | null | undefined,
  unit: TReportUnit,
  currency: string,
  language: TLanguage,
): string {
  const shown = formatFigure(value, 'money', language, { scale: unit });
  if (value === null || value === undefined || !Number.isFinite(value)) return shown;
  return t(FIGURES[unit], { value: shown, currency: currencyName(currency, language) }).trim();
}
