import type { TSensitivity } from '@app/valuation';
import { forwardRef } from 'react';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { flatIndex } from './sensitivity-grid';
import { VARIABLE_LABELS } from './variable-labels';

const WIDTH = 720;
const HEIGHT = 340;
const PAD = { left: 72, right: 150, top: 16, bottom: 48 };

/**
 * Implied price per share against the first variable, one line per value of the second (the third
 * fixed at the chosen slice). Plain SVG: no chart library in the bundle, and it exports as a PNG.
 */
export const SensitivityChart = forwardRef<SVGSVGElement, { grid: TSensitivity; slice: number; currency: string }>(
  function SensitivityChart({ grid, slice, currency }, ref) {
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
      </svg>
    );
  },
);

/** A range around [min, max] with round ends. */
function niceRange(min: number, max: number): [number, number] {
  const span = max - min || Math.abs(max) || 1;
  const step = 10 ** Math.floor(Math.log10(span / 4));
  return [Math.floor((min - span * 0.05) / step) * step, Math.ceil((max + span * 0.05) / step) * step];
}

/**
 * The chart as a PNG: the SVG with its theme colours written in (an image does not see the page's
 * CSS), drawn on a canvas at twice the size.
 */
export async function chartPng(svg: SVGSVGElement): Promise<Blob | null> {
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
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH * 2;
    canvas.height = HEIGHT * 2;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.scale(2, 2);
    context.drawImage(image, 0, 0, WIDTH, HEIGHT);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
