import type { TSensitivity } from '@app/valuation';
import { forwardRef } from 'react';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { currencyName } from '../report-unit/report-unit-labels';
import { flatIndex } from './sensitivity-grid';
import { VARIABLE_LABELS } from './variable-labels';

const WIDTH = 720;
const HEIGHT = 340;
const PAD = { left: 72, right: 150, top: 28, bottom: 48 };
/** The report lines atop an exported image: font size and line height. */
const HEADER_FONT = 11;
const HEADER_LINE = 16;
/** About how many Latin characters fit on one header line (a CJK character counts two). */
const HEADER_LINE_UNITS = 110;

/** The model's own point: its index on each axis (null: not on that axis). */
export type TChartMarker = { indices: readonly (number | null)[] };

/**
 * Implied price per share against the first variable, one line per value of the second (the third
 * fixed at the chosen slice), the model's own point ringed when it is on the lines drawn. Plain SVG:
 * no chart library in the bundle, and it exports as a PNG.
 */
export const SensitivityChart = forwardRef<
  SVGSVGElement,
  { grid: TSensitivity; slice: number; currency: string; marker: TChartMarker | null }
>(function SensitivityChart({ grid, slice, currency, marker }, ref) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const [xAxis, series, third] = grid.axes;
  if (!xAxis) return null;
  const lines = (series?.values ?? [null]).map((seriesValue, s) => ({
    seriesValue,
    points: xAxis.values.map((x, r) => {
      const indices = [r, ...(series ? [s] : []), ...(third ? [slice] : [])];
      return { x, price: grid.prices[flatIndex(grid, indices)] ?? null };
    }),
  }));
  const prices = lines.flatMap((line) => line.points.map((p) => p.price)).filter((p): p is number => p !== null);
  if (prices.length === 0) return null;
  const [low, high] = niceRange(Math.min(...prices), Math.max(...prices));
  const xLow = xAxis.values[0] as number;
  const xHigh = xAxis.values.at(-1) as number;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const sx = (x: number) => PAD.left + (xHigh === xLow ? plotW / 2 : ((x - xLow) / (xHigh - xLow)) * plotW);
  const sy = (y: number) => PAD.top + (1 - (y - low) / (high - low)) * plotH;
  const yTicks = Array.from({ length: 5 }, (_, i) => low + ((high - low) * i) / 4);
  const percent = (value: number) => formatFigure(value, 'percent', language);
  const price = (value: number) => formatFigure(value, 'perShare', language, { currency });
  const title = t('valuation:sensitivity.chartTitle', { variable: t(VARIABLE_LABELS[xAxis.variable]) });
  const [markX, markSeries, markSlice] = marker?.indices ?? [];
  const isMarked =
    markX !== null &&
    markX !== undefined &&
    (!series || (markSeries !== null && markSeries !== undefined)) &&
    (!third || markSlice === slice);
  const markPrice = isMarked ? (lines[series ? (markSeries as number) : 0]?.points[markX]?.price ?? null) : null;
  const markLegendY = PAD.top + 12 + (series ? lines.length * 16 + 8 : 0);

  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={title}
      className="h-auto max-w-full font-sans text-ink"
      data-testid="sensitivity-chart"
    >
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} className="fill-surface" />
      <text x={8} y={14} fontSize={11} className="fill-ink-muted">
        {t('valuation:sensitivity.axisUnits', { currency: currencyName(currency, language).trim() })}
      </text>
      {yTicks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(tick)} y2={sy(tick)} className="stroke-line" />
          <text x={PAD.left - 8} y={sy(tick) + 4} textAnchor="end" fontSize={11} className="fill-ink-muted">
            {price(tick)}
          </text>
        </g>
      ))}
      {xAxis.values.map((x) => (
        <text key={x} x={sx(x)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize={11} className="fill-ink-muted">
          {percent(x)}
        </text>
      ))}
      <text x={PAD.left + plotW / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={12} className="fill-ink">
        {t(VARIABLE_LABELS[xAxis.variable])}
      </text>
      {lines.map((line, s) => {
        const opacity = lines.length === 1 ? 1 : 0.3 + (0.7 * s) / (lines.length - 1);
        const path = line.points
          .filter((p) => p.price !== null)
          .map((p, i) => `${i === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.price as number).toFixed(1)}`)
          .join(' ');
        const legendY = PAD.top + 12 + s * 16;
        return (
          <g key={line.seriesValue ?? 'single'} opacity={opacity}>
            <path d={path} fill="none" strokeWidth={2} className="stroke-accent" />
            {line.points.map((p) =>
              p.price === null ? null : (
                <circle key={p.x} cx={sx(p.x)} cy={sy(p.price)} r={3} className="fill-accent" />
              ),
            )}
            {series && line.seriesValue !== null ? (
              <>
                <line
                  x1={WIDTH - PAD.right + 16}
                  x2={WIDTH - PAD.right + 36}
                  y1={legendY}
                  y2={legendY}
                  strokeWidth={2}
                  className="stroke-accent"
                />
                <text x={WIDTH - PAD.right + 42} y={legendY + 4} fontSize={11} className="fill-ink">
                  {percent(line.seriesValue)}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
      {series ? (
        <text x={WIDTH - PAD.right + 16} y={PAD.top} fontSize={11} className="fill-ink-muted">
          {t(VARIABLE_LABELS[series.variable])}
        </text>
      ) : null}
      {markPrice !== null && markX !== null && markX !== undefined ? (
        <g data-testid="sensitivity-chart-model-point">
          <circle
            cx={sx(xAxis.values[markX] as number)}
            cy={sy(markPrice)}
            r={7}
            fill="none"
            strokeWidth={2}
            className="stroke-ink"
          />
          <circle
            cx={WIDTH - PAD.right + 26}
            cy={markLegendY}
            r={5}
            fill="none"
            strokeWidth={2}
            className="stroke-ink"
          />
          <text x={WIDTH - PAD.right + 42} y={markLegendY + 4} fontSize={11} className="fill-ink">
            {t('valuation:sensitivity.modelPointShort')}
          </text>
        </g>
      ) : null}
    </svg>
  );
});

/** A range around [min, max] with round ends. */
function niceRange(min: number, max: number): [number, number] {
  const span = max - min || Math.abs(max) || 1;
  const step = 10 ** Math.floor(Math.log10(span / 4));
  return [Math.floor((min - span * 0.05) / step) * step, Math.ceil((max + span * 0.05) / step) * step];
}

/**
 * The chart as a standalone SVG document for export: its theme colours written in (an image does
 * not see the page's CSS) and the report lines (title, company, date, variables, units) drawn above
 * it as text, wrapped to the chart's width.
 */
export function chartExportSvg(svg: SVGSVGElement, report: readonly string[]): { markup: string; height: number } {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!target) return;
    const style = getComputedStyle(source);
    target.setAttribute('fill', style.fill);
    target.setAttribute('stroke', style.stroke);
    target.setAttribute('font-family', style.fontFamily);
  });
  const lines = report.flatMap((line) => wrapLine(line, HEADER_LINE_UNITS));
  const header = lines.length === 0 ? 0 : lines.length * HEADER_LINE + 12;
  const height = HEIGHT + header;
  const namespace = 'http://www.w3.org/2000/svg';
  const rootStyle = getComputedStyle(svg);
  const band = document.createElementNS(namespace, 'rect');
  for (const [name, value] of [
    ['x', '0'],
    ['y', String(-header)],
    ['width', String(WIDTH)],
    ['height', String(header)],
    ['fill', clone.querySelector('rect')?.getAttribute('fill') || '#ffffff'],
  ]) {
    band.setAttribute(name as string, value as string);
  }
  const text = document.createElementNS(namespace, 'text');
  text.setAttribute('data-report', 'true');
  text.setAttribute('font-size', String(HEADER_FONT));
  text.setAttribute('font-family', rootStyle.fontFamily || 'sans-serif');
  text.setAttribute('fill', rootStyle.color || '#111111');
  lines.forEach((line, i) => {
    const span = document.createElementNS(namespace, 'tspan');
    span.setAttribute('x', '12');
    span.setAttribute('y', String(-header + 18 + i * HEADER_LINE));
    if (i === 0) span.setAttribute('font-weight', '600');
    span.textContent = line;
    text.append(span);
  });
  clone.prepend(band, text);
  clone.setAttribute('viewBox', `0 ${-header} ${WIDTH} ${height}`);
  clone.setAttribute('width', String(WIDTH));
  clone.setAttribute('height', String(height));
  // An image is read as XML: the root needs its namespace, declared once (serializers add it to an
  // element in the SVG namespace; a second declaration would make the document unreadable).
  const markup = new XMLSerializer().serializeToString(clone);
  return {
    markup: /^<svg[^>]*\sxmlns=/.test(markup) ? markup : markup.replace('<svg', `<svg xmlns="${namespace}"`),
    height,
  };
}

/**
 * The chart as a PNG with its report lines atop: the export SVG drawn on a canvas at twice the size.
 * @throws when the browser cannot draw the image.
 */
export async function chartPng(svg: SVGSVGElement, report: readonly string[]): Promise<Blob | null> {
  const { markup, height } = chartExportSvg(svg, report);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.scale(2, 2);
    context.drawImage(image, 0, 0, WIDTH, height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A line cut to fit the image's width, at spaces where the language has them (a CJK character,
 * about twice as wide as a Latin one, counts two).
 */
export function wrapLine(line: string, maxUnits: number): string[] {
  const width = (text: string) => [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0);
  const out: string[] = [];
  let rest = line;
  while (width(rest) > maxUnits) {
    let units = 0;
    let cut = 0;
    const chars = [...rest];
    while (cut < chars.length && units + width(chars[cut] as string) <= maxUnits) {
      units += width(chars[cut] as string);
      cut += 1;
    }
    const head = chars.slice(0, cut).join('');
    const space = head.lastIndexOf(' ');
    const at = space > head.length / 2 ? space : head.length;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}
