import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

/** One bar: its label (a ticker, "DCF", "Price"), its value, and what it is, for its colour. */
export type TBarChartBar = { label: string; value: number; role: 'model' | 'peer' | 'market' };

/** A horizontal bar chart as a report shows our numbers: the bars and how their values are written. */
export type TBarChart = {
  bars: readonly TBarChartBar[];
  /** How a value is written at the end of its bar ("46.51", "12.3x"). */
  format: 'money' | 'multiple';
};

/** Bars a chart may have: a report's chart is a handful of prices or a peer set, never a data dump. */
export const BAR_CHART_LIMITS = { bars: 30, labelChars: 24 } as const;

const WIDTH = 720;
const ROW = 34;
const TOP = 16;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 90;
const COLOURS: Record<TBarChartBar['role'], string> = { model: '#0f766e', peer: '#64748b', market: '#b45309' };

/**
 * The font the chart is drawn with, shipped inside an npm package (DejaVu Sans, a free font): the
 * picture is the same on every machine, with no system fonts needed. Latin text only — charts label
 * bars with tickers and short words, and the report's caption carries the language.
 */
const FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/**
 * Draws a horizontal bar chart as a PNG (for a Word report, which shows pictures, not our web
 * charts): one row per bar with its label on the left and its value at the bar's end, bars scaled
 * from zero to the largest magnitude (a negative value is drawn as an empty bar with its value).
 * Rendered at twice the size for print. Throws a `RangeError` past {@link BAR_CHART_LIMITS}.
 */
export function renderBarChart(chart: TBarChart): Uint8Array {
  if (chart.bars.length === 0 || chart.bars.length > BAR_CHART_LIMITS.bars)
    throw new RangeError(`a chart has 1 to ${BAR_CHART_LIMITS.bars} bars`);
  const svg = barChartSvg(chart);
  const png = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font: { loadSystemFonts: false, fontFiles: [FONT_FILE], defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
  }).render();
  return png.asPng();
}

/** The chart as SVG (also what the tests read). @internal */
export function barChartSvg(chart: TBarChart): string {
  const height = TOP * 2 + ROW * chart.bars.length;
  const largest = Math.max(...chart.bars.map((bar) => (Number.isFinite(bar.value) ? Math.abs(bar.value) : 0)), 1e-9);
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH - 16;
  const rows = chart.bars.map((bar, index) => {
    const y = TOP + index * ROW;
    const value = Number.isFinite(bar.value) ? bar.value : 0;
    const length = value > 0 ? Math.max(1, (value / largest) * span) : 0;
    const label = escapeXml(truncate(bar.label, BAR_CHART_LIMITS.labelChars));
    const text = escapeXml(formatValue(bar.value, chart.format));
    return [
      `<text x="${LABEL_WIDTH - 10}" y="${y + ROW / 2 + 5}" text-anchor="end" font-size="14" fill="#1f2937">${label}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 6}" width="${length.toFixed(1)}" height="${ROW - 12}" rx="3" fill="${COLOURS[bar.role]}"/>`,
      `<text x="${LABEL_WIDTH + length + 8}" y="${y + ROW / 2 + 5}" font-size="14" fill="#1f2937">${text}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="DejaVu Sans">`,
    `<line x1="${LABEL_WIDTH}" y1="${TOP - 4}" x2="${LABEL_WIDTH}" y2="${height - TOP + 4}" stroke="#9ca3af" stroke-width="1"/>`,
    ...rows,
    '</svg>',
  ].join('');
}

function formatValue(value: number, format: TBarChart['format']): string {
  if (!Number.isFinite(value)) return '—';
  return format === 'multiple' ? `${value.toFixed(1)}x` : value.toFixed(2);
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
