import { type TLanguage, toBcp47 } from '@app/contract';

/** What a figure measures. */
export type TFigureKind = 'money' | 'perShare' | 'percent' | 'multiple' | 'number';
/** Money at full size, in millions (tables say so in their heading) or compact (1.2 B). */
export type TFigureScale = 'units' | 'millions' | 'compact';

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
      const shown = scale === 'millions' ? value / 1e6 : value;
      return new Intl.NumberFormat(locale, {
        signDisplay: 'negative',
        ...(currency && scale !== 'millions' ? { style: 'currency', currency, currencySign: 'accounting' } : {}),
        ...(scale === 'compact' ? { notation: 'compact', maximumFractionDigits: digits ?? 2 } : {}),
        ...(scale === 'millions' ? { minimumFractionDigits: digits ?? 1, maximumFractionDigits: digits ?? 1 } : {}),
        ...(scale === 'units' ? { maximumFractionDigits: digits ?? 0 } : {}),
      }).format(shown);
    }
    default:
      return String(value);
  }
}
