import { REPORT_UNIT_SCALE, type TLanguage, type TReportUnit, toBcp47 } from '@app/contract';

/** What a figure measures. */
export type TFigureKind = 'money' | 'perShare' | 'percent' | 'multiple' | 'number';
/**
 * Money at full size, in a report unit (thousands, millions…: the heading or the figure's own label
 * says which) or compact (1.2 B).
 */
export type TFigureScale = 'units' | 'compact' | TReportUnit;

/**
 * Decimals money is shown with in each report unit: fewer, larger units get more decimals, so a
 * figure keeps about the same precision whatever the unit (0.1 million = 0.01 hundred million).
 */
export const REPORT_UNIT_DIGITS: Record<TReportUnit, number> = {
  thousands: 0,
  ten_thousands: 0,
  millions: 1,
  hundred_millions: 2,
  billions: 2,
};

/** The dash shown for a figure the model does not have. */
export const NO_FIGURE = '—';

/**
 * A figure as the active language writes it. Money and per-share amounts carry the currency when one
 * is given; negative money is shown in accounting style where the language has one.
 */
export function formatFigure(
  value: number | null | undefined,
  kind: TFigureKind,
  language: TLanguage,
  options: { currency?: string | undefined; scale?: TFigureScale | undefined; digits?: number | undefined } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_FIGURE;
  const locale = toBcp47(language);
  // Every format uses signDisplay 'negative': an amount that rounds to zero shows 0.0, never -0.0.
  const { currency, scale = 'units', digits } = options;
  switch (kind) {
    case 'percent':
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        signDisplay: 'negative',
        minimumFractionDigits: digits ?? 2,
        maximumFractionDigits: digits ?? 2,
      }).format(value);
    case 'multiple':
      return `${new Intl.NumberFormat(locale, { signDisplay: 'negative', minimumFractionDigits: digits ?? 2, maximumFractionDigits: digits ?? 2 }).format(value)}×`;
    case 'number':
      return new Intl.NumberFormat(locale, { signDisplay: 'negative', maximumFractionDigits: digits ?? 2 }).format(
        value,
      );
    case 'perShare':
      return new Intl.NumberFormat(locale, {
        signDisplay: 'negative',
        ...(currency ? { style: 'currency', currency } : {}),
        minimumFractionDigits: digits ?? 2,
        maximumFractionDigits: digits ?? 2,
      }).format(value);
    case 'money': {
      if (scale !== 'units' && scale !== 'compact') {
        // In a report unit the currency is in the heading or the figure's label, not on each number.
        const fixed = digits ?? REPORT_UNIT_DIGITS[scale];
        return new Intl.NumberFormat(locale, {
          signDisplay: 'negative',
          minimumFractionDigits: fixed,
          maximumFractionDigits: fixed,
        }).format(value / REPORT_UNIT_SCALE[scale]);
      }
      return new Intl.NumberFormat(locale, {
        signDisplay: 'negative',
        ...(currency ? { style: 'currency', currency, currencySign: 'accounting' } : {}),
        ...(scale === 'compact' ? { notation: 'compact', maximumFractionDigits: digits ?? 2 } : {}),
        ...(scale === 'units' ? { maximumFractionDigits: digits ?? 0 } : {}),
      }).format(value);
    }
    default:
      return String(value);
  }
}
