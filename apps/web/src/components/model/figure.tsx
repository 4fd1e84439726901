import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { formatFigure, type TFigureKind, type TFigureScale } from './format-figure';

/**
 * One financial figure: money, a per-share amount, a percentage, a multiple or a plain number, with
 * tabular numerals and the active language's digits, grouping and currency. `null` shows a dash.
 */
export function Figure({
  value,
  kind,
  currency,
  scale,
  digits,
  className = '',
  isSigned = false,
  testId,
}: {
  value: number | null | undefined;
  kind: TFigureKind;
  currency?: string | undefined;
  scale?: TFigureScale;
  digits?: number;
  className?: string;
  /** Colour the figure by its sign (upside green, downside red). */
  isSigned?: boolean;
  testId?: string;
}) {
  const { i18n } = useAppTranslation();
  const text = formatFigure(value, kind, currentLanguage(i18n), { currency, scale, digits });
  const tone = isSigned && typeof value === 'number' && value !== 0 ? (value > 0 ? 'text-success' : 'text-danger') : '';
  return (
    <span
      className={`tabular-nums whitespace-nowrap ${tone} ${className}`.trim()}
      data-testid={testId}
      data-value={typeof value === 'number' ? value : undefined}
    >
      {text}
    </span>
  );
}
