import type { TChatChart } from '@app/contract';
import { useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { chartScale } from './utils/chart-scale';

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { left: 64, right: 12, top: 12, bottom: 34 };
/** Characters of an x label on the axis (the whole label is in the tooltip and the table). */
const AXIS_LABEL_CHARS = 12;
/** About how wide a character of the axis labels is, in SVG units (CJK characters count double). */
const CHAR_WIDTH = 6.5;
/** Series colours (fill and stroke), told apart by dashes too on a line chart. */
const SERIES_STYLES = [
  { fill: 'fill-accent', stroke: 'stroke-accent', dash: undefined },
  { fill: 'fill-warning', stroke: 'stroke-warning', dash: '6 3' },
  { fill: 'fill-ink-muted', stroke: 'stroke-ink-muted', dash: '2 3' },
  { fill: 'fill-danger', stroke: 'stroke-danger', dash: '8 3 2 3' },
] as const;

/**
 * A chart block of a reply (`ZChatChartSchema`) as plain SVG: bars side by side or lines, a scale
 * that includes zero for bars, the series named in a legend. Each x label is one keyboard stop:
 * hovering or focusing it shows every series' value there, exactly as the assistant wrote it; a table
 * of the same values is there for screen readers.
 */
export function ChatChart({ chart }: { chart: TChatChart }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const values = chart.series.flatMap((series) => series.values.filter((value): value is number => value !== null));
  const scale = chartScale(values, chart.type === 'bar');
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / chart.x.length;
  const sx = (i: number) => PAD.left + slot * (i + 0.5);
  const sy = (v: number) => PAD.top + (1 - (v - scale.low) / (scale.high - scale.low)) * plotH;
  const exact = (value: number | null) =>
    value === null ? '—' : formatNumber(value, language, { maximumFractionDigits: 10 });
  const tick = (value: number) =>
    formatNumber(value, language, {
      maximumFractionDigits: 2,
      notation: Math.abs(scale.high - scale.low) >= 100_000 ? 'compact' : 'standard',
    });
  const caption = chart.unit ? t('chat:chart.titleWithUnit', { title: chart.title, unit: chart.unit }) : chart.title;
  const pointLabel = (i: number) =>
    t('chat:chart.point', {
      label: chart.x[i],
      values: chart.series
        .map((series) =>
          t('chat:chart.seriesValue', {
            series: series.name,
            value: series.values[i] === null ? t('chat:chart.noValue') : exact(series.values[i] ?? null),
          }),
        )
        .join(t('chat:chart.valueSeparator')),
    });
  const axisLabel = (label: string) =>
    label.length > AXIS_LABEL_CHARS ? `${label.slice(0, AXIS_LABEL_CHARS - 1)}…` : label;
  const widest = Math.max(...chart.x.map((label) => textWidth(axisLabel(label))));
  const labelEvery = Math.max(1, Math.ceil((widest + 8) / slot));
  const groupW = slot * 0.72;
  const barW = groupW / chart.series.length;
  const active = activeIndex === null ? null : activeIndex;

  return (
    <figure className="my-3 flex flex-col gap-1" data-testid="chat-chart" data-type={chart.type}>
      <figcaption className="text-sm font-semibold text-ink">{caption}</figcaption>
      {chart.series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden="true">
          {chart.series.map((series, s) => (
            <li key={series.name} className="flex items-center gap-1.5">
              <svg width={16} height={8} aria-hidden="true">
                {chart.type === 'bar' ? (
                  <rect width={16} height={8} rx={2} className={SERIES_STYLES[s]?.fill} />
                ) : (
                  <line
                    x1={0}
                    x2={16}
                    y1={4}
                    y2={4}
                    strokeWidth={2}
                    strokeDasharray={SERIES_STYLES[s]?.dash}
                    className={SERIES_STYLES[s]?.stroke}
                  />
                )}
              </svg>
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative max-w-2xl">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG chart of focusable points is a group; <fieldset> cannot draw SVG. */}
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={caption} className="h-auto w-full font-sans">
          {scale.ticks.map((value) => (
            <g key={value}>
              <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(value)} y2={sy(value)} className="stroke-line" />
              <text x={PAD.left - 6} y={sy(value) + 4} textAnchor="end" fontSize={11} className="fill-ink-muted">
                {tick(value)}
              </text>
            </g>
          ))}
          {scale.low <= 0 && scale.high >= 0 ? (
            <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(0)} y2={sy(0)} className="stroke-line-strong" />
          ) : null}
          {chart.type === 'line'
            ? chart.series.map((series, s) => (
                <path
                  key={series.name}
                  d={linePath(series.values, sx, sy)}
                  fill="none"
                  strokeWidth={2}
                  strokeDasharray={SERIES_STYLES[s]?.dash}
                  className={`pointer-events-none ${SERIES_STYLES[s]?.stroke}`}
                  data-testid="chat-chart-line"
                />
              ))
            : null}
          {chart.x.map((label, i) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a point is focusable only so keyboard users see its values; it does nothing.
            <g
              key={label}
              role="img"
              tabIndex={0}
              aria-label={pointLabel(i)}
              className="outline-none focus-visible:[&>.focus-ring]:visible"
              onMouseEnter={() => setActiveIndex(i)}
              onMouseLeave={() => setActiveIndex(null)}
              onFocus={() => setActiveIndex(i)}
              onBlur={() => setActiveIndex(null)}
              data-testid="chat-chart-point"
            >
              <rect
                x={sx(i) - slot / 2}
                width={slot}
                y={PAD.top}
                height={plotH}
                className={active === i ? 'fill-surface-muted' : 'fill-transparent'}
              />
              <rect
                x={sx(i) - slot / 2 + 1}
                width={slot - 2}
                y={PAD.top}
                height={plotH}
                fill="none"
                strokeWidth={2}
                className="focus-ring invisible stroke-focus"
              />
              {chart.series.map((series, s) => {
                const value = series.values[i] ?? null;
                if (value === null) return null;
                if (chart.type === 'line') {
                  return (
                    <circle
                      key={series.name}
                      cx={sx(i)}
                      cy={sy(value)}
                      r={active === i ? 4.5 : 3}
                      className={SERIES_STYLES[s]?.fill}
                      data-testid="chat-chart-dot"
                      data-series={series.name}
                      data-value={value}
                    />
                  );
                }
                return (
                  <rect
                    key={series.name}
                    x={sx(i) - groupW / 2 + barW * s}
                    width={Math.max(1, barW - 1)}
                    y={Math.min(sy(value), sy(0))}
                    height={Math.max(1, Math.abs(sy(value) - sy(0)))}
                    className={SERIES_STYLES[s]?.fill}
                    data-testid="chat-chart-bar"
                    data-series={series.name}
                    data-value={value}
                  />
                );
              })}
              {i % labelEvery === 0 ? (
                <text
                  x={sx(i)}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  fontSize={11}
                  className="fill-ink-muted"
                >
                  {axisLabel(label)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
        {active !== null ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 z-10 min-w-32 -translate-x-1/2 rounded-md border border-line bg-surface px-2 py-1 text-xs shadow-sm"
            style={{ left: `${Math.min(85, Math.max(15, (sx(active) / WIDTH) * 100))}%` }}
            data-testid="chat-chart-tooltip"
          >
            <p className="font-semibold text-ink">{chart.x[active]}</p>
            {chart.series.map((series) => (
              <p key={series.name} className="flex justify-between gap-3 text-ink-muted">
                <span>{series.name}</span>
                <span className="tabular-nums text-ink">{exact(series.values[active] ?? null)}</span>
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <table className="sr-only" data-testid="chat-chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {chart.series.map((series) => (
              <th key={series.name} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.x.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {chart.series.map((series) => (
                <td key={series.name}>{exact(series.values[i] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A line through the known values; a missing value breaks it. */
function linePath(values: readonly (number | null)[], sx: (i: number) => number, sy: (v: number) => number): string {
  let path = '';
  let isDrawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      isDrawing = false;
      return;
    }
    path += `${isDrawing ? 'L' : 'M'}${sx(i)},${sy(value)} `;
    isDrawing = true;
  });
  return path.trim();
}

/** About how wide a label is drawn (wide characters count double). */
function textWidth(text: string): number {
  return [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e7f ? 2 : 1) * CHAR_WIDTH, 0);
}
