import { type KeyboardEvent, useState } from 'react';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

const WIDTH = 720;
const HEIGHT = 330;
/** The top padding is the tooltip's lane, above the figures printed over the tallest bars. */
const PAD = { left: 80, right: 16, top: 46, bottom: 40 };
const TOOLTIP_Y = 4;
/** The selected year's band reaches over the figure printed above its bar. */
const BAND_ABOVE = 22;

export type TSeriesPoint = { year: number; value: number | null; isForecast: boolean };

/** A scale from round numbers that always includes zero, so bars stand on a real baseline. */
function niceRange(values: number[]): [number, number] {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  const step = 10 ** Math.floor(Math.log10(span / 4));
  return [Math.floor(min / step) * step, Math.ceil(max / step) * step];
}

/**
 * One item over the years, actual then forecast, as bars or a line. Plain SVG, so no chart library is
 * downloaded. Every year is a button: its figure is printed above it (when the years leave room, else
 * on hover and focus), a tooltip names year, kind and figure on hover and keyboard focus, and
 * choosing it selects the year the whole tab shows (the selected year is banded).
 */
export function SeriesChart({
  points,
  title,
  mode,
  format,
  selectedYear,
  onSelectYear,
}: {
  points: TSeriesPoint[];
  title: string;
  mode: 'bar' | 'line';
  format: (value: number) => string;
  selectedYear: number | null;
  onSelectYear: (year: number) => void;
}) {
  const { t } = useAppTranslation();
  const [activeYear, setActiveYear] = useState<number | null>(null);
  const known = points.filter((p): p is TSeriesPoint & { value: number } => p.value !== null);
  if (known.length === 0) {
    return <p className="text-sm text-ink-muted">{t('valuation:financials.noData')}</p>;
  }
  const [low, high] = niceRange(known.map((p) => p.value));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / points.length;
  const sx = (i: number) => PAD.left + slot * (i + 0.5);
  const sy = (v: number) => PAD.top + (1 - (v - low) / (high - low)) * plotH;
  const ticks = Array.from({ length: 5 }, (_, i) => low + ((high - low) * i) / 4);
  const label = (p: TSeriesPoint) =>
    t('valuation:financials.point', {
      year: p.year,
      kind: p.isForecast ? t('valuation:sheet.forecast') : t('valuation:sheet.actual'),
      value: p.value === null ? '—' : format(p.value),
    });
  // Every figure is printed when the widest fits its year's slot; else only the selected and pointed-at ones.
  const widest = Math.max(...known.map((p) => format(p.value).length));
  const isEveryValueShown = widest * VALUE_CHAR_WIDTH <= slot - 4;
  const actualLine = points.flatMap((p, i) => (!p.isForecast && p.value !== null ? [`${sx(i)},${sy(p.value)}`] : []));
  const lastActual = points.findLastIndex((p) => !p.isForecast && p.value !== null);
  const forecastLine = points.flatMap((p, i) =>
    (p.isForecast || i === lastActual) && p.value !== null ? [`${sx(i)},${sy(p.value)}`] : [],
  );
  const activeIndex = points.findIndex((p) => p.year === activeYear);
  const active = points[activeIndex];

  function handleKeyDown(event: KeyboardEvent<SVGGElement>, year: number): void {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelectYear(year);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a chart of buttons is a group; a <fieldset> cannot draw SVG.
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={title}
      className="h-auto w-full max-w-3xl font-sans"
      data-testid="financials-chart"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(tick)} y2={sy(tick)} className="stroke-line" />
          <text x={PAD.left - 8} y={sy(tick) + 4} textAnchor="end" fontSize={11} className="fill-ink-muted">
            {format(tick)}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(0)} y2={sy(0)} className="stroke-line-strong" />
      {points.map((p, i) => {
        const isSelected = p.year === selectedYear;
        const isActive = p.year === activeYear;
        const top = p.value === null ? sy(0) : Math.min(sy(p.value), sy(0));
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the year is a button all the same.
          <g
            key={p.year}
            role="button"
            tabIndex={0}
            aria-label={label(p)}
            aria-pressed={isSelected}
            className="cursor-pointer outline-none focus-visible:[&>.focus-ring]:visible"
            onClick={() => onSelectYear(p.year)}
            onKeyDown={(event) => handleKeyDown(event, p.year)}
            onMouseEnter={() => setActiveYear(p.year)}
            onMouseLeave={() => setActiveYear(null)}
            onFocus={() => setActiveYear(p.year)}
            onBlur={() => setActiveYear(null)}
            data-testid={`financials-point-${p.year}`}
            data-value={p.value ?? undefined}
            data-selected={isSelected}
          >
            <title>{label(p)}</title>
            <rect
              x={sx(i) - slot / 2 + 1}
              width={slot - 2}
              y={PAD.top - BAND_ABOVE}
              height={plotH + BAND_ABOVE}
              rx={4}
              className={isSelected ? 'fill-accent-soft' : isActive ? 'fill-surface-muted' : 'fill-transparent'}
              data-testid={isSelected ? 'financials-selected-band' : undefined}
            />
            <rect
              x={sx(i) - slot / 2 + 1}
              width={slot - 2}
              y={PAD.top - BAND_ABOVE}
              height={plotH + BAND_ABOVE}
              rx={4}
              fill="none"
              strokeWidth={2}
              className="focus-ring invisible stroke-focus"
            />
            {mode === 'bar' && p.value !== null ? (
              <rect
                x={sx(i) - slot * 0.3}
                width={slot * 0.6}
                y={top}
                height={Math.max(1, Math.abs(sy(p.value) - sy(0)))}
                className={p.isForecast ? 'fill-accent-soft stroke-accent' : 'fill-accent'}
                strokeDasharray={p.isForecast ? '4 3' : undefined}
                strokeWidth={isSelected ? 2.5 : 1}
              />
            ) : null}
            {mode === 'line' && p.value !== null ? (
              <circle cx={sx(i)} cy={sy(p.value)} r={isSelected ? 6 : 4} className="fill-accent" />
            ) : null}
            {p.value !== null && (isEveryValueShown || isSelected || isActive) ? (
              <text
                x={sx(i)}
                y={(mode === 'line' ? sy(p.value) : top) - 6}
                textAnchor="middle"
                fontSize={10}
                className={isSelected ? 'fill-ink font-semibold' : 'fill-ink-muted'}
                data-testid={`financials-value-${p.year}`}
              >
                {format(p.value)}
              </text>
            ) : null}
            <text
              x={sx(i)}
              y={HEIGHT - PAD.bottom + 16}
              textAnchor="middle"
              fontSize={11}
              className={isSelected ? 'fill-ink font-semibold' : 'fill-ink-muted'}
            >
              {t('valuation:sheet.fiscalYear', { year: p.year })}
            </text>
            <text x={sx(i)} y={HEIGHT - PAD.bottom + 30} textAnchor="middle" fontSize={10} className="fill-ink-muted">
              {p.isForecast ? t('valuation:financials.forecastShort') : t('valuation:financials.actualShort')}
            </text>
          </g>
        );
      })}
      {mode === 'line' ? (
        <>
          <polyline
            points={actualLine.join(' ')}
            fill="none"
            strokeWidth={2}
            className="pointer-events-none stroke-accent"
          />
          <polyline
            points={forecastLine.join(' ')}
            fill="none"
            strokeWidth={2}
            strokeDasharray="6 4"
            className="pointer-events-none stroke-accent"
          />
        </>
      ) : null}
      {active ? <Tooltip text={label(active)} x={sx(activeIndex)} y={TOOLTIP_Y} /> : null}
    </svg>
  );
}

/** The pointed-at or focused year's figure in words, in a box kept inside the plot. */
function Tooltip({ text, x, y }: { text: string; x: number; y: number }) {
  const width = text.length * TOOLTIP_CHAR_WIDTH + 16;
  const left = Math.min(Math.max(x - width / 2, PAD.left), WIDTH - PAD.right - width);
  return (
    <g className="pointer-events-none" data-testid="financials-tooltip">
      <rect x={left} y={y} width={width} height={24} rx={4} className="fill-surface stroke-line-strong" />
      <text x={left + width / 2} y={y + 16} textAnchor="middle" fontSize={12} className="fill-ink">
        {text}
      </text>
    </g>
  );
}

/** About how wide a figure's character is at the value labels' and the tooltip's font sizes. */
const VALUE_CHAR_WIDTH = 6;
const TOOLTIP_CHAR_WIDTH = 6.6;

export type TSlice = { id: string; label: string; value: number; className: string };

const R = 110;
const C = 130;

/** A pie of the parts of a whole that are more than zero (a negative part has no slice; its table says so). */
export function CompositionPie({ slices, title }: { slices: TSlice[]; title: string }) {
  const { i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  let angle = -Math.PI / 2;
  const arcs = slices.map((slice) => {
    const share = total > 0 ? slice.value / total : 0;
    const start = angle;
    angle += share * 2 * Math.PI;
    return { slice, share, start, end: angle };
  });
  const point = (a: number) => `${C + R * Math.cos(a)},${C + R * Math.sin(a)}`;
  return (
    <svg
      viewBox={`0 0 ${2 * C} ${2 * C}`}
      role="img"
      aria-label={title}
      className="h-auto w-64"
      data-testid="financials-pie"
    >
      <title>{title}</title>
      {arcs.map(({ slice, share, start, end }) =>
        share <= 0 ? null : share >= 0.9999 ? (
          <circle key={slice.id} cx={C} cy={C} r={R} className={slice.className}>
            <title>{`${slice.label}: ${formatFigure(share, 'percent', language, { digits: 1 })}`}</title>
          </circle>
        ) : (
          <path
            key={slice.id}
            d={`M${C},${C} L${point(start)} A${R},${R} 0 ${end - start > Math.PI ? 1 : 0} 1 ${point(end)} Z`}
            className={`${slice.className} stroke-surface`}
            strokeWidth={1.5}
          >
            <title>{`${slice.label}: ${formatFigure(share, 'percent', language, { digits: 1 })}`}</title>
          </path>
        ),
      )}
    </svg>
  );
}
