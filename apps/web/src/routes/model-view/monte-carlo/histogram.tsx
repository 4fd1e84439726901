import type { TMonteCarlo } from '@app/valuation';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { left: 12, right: 12, top: 36, bottom: 30 };

/**
 * The distribution of value per share: one bar per bin (from the 1st to the 99th percentile), with
 * the market price and the model's own value marked. A mark outside the bars sits at the edge,
 * with an arrow pointing where it is.
 */
export function Histogram({
  run,
  currency,
}: {
  run: Pick<TMonteCarlo, 'histogram' | 'valued' | 'price' | 'modelValue'>;
  currency: string;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { from, to, counts } = run.histogram;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const barWidth = plotWidth / counts.length;
  const tallest = Math.max(1, ...counts);
  const money = (value: number) => formatFigure(value, 'perShare', language, { currency });
  const xOf = (value: number) => PAD.left + ((value - from) / (to - from)) * plotWidth;
  const title = t('valuation:monteCarlo.histogram', {
    count: formatFigure(run.valued, 'number', language, { digits: 0 }),
  });
  const marks = [
    ...(run.price === null
      ? []
      : [{ key: 'price', value: run.price, label: t('valuation:monteCarlo.priceMark', { value: money(run.price) }) }]),
    {
      key: 'model',
      value: run.modelValue,
      label: t('valuation:monteCarlo.modelMark', { value: money(run.modelValue) }),
    },
  ];

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-3xl"
      role="img"
      aria-label={title}
      data-testid="monte-carlo-histogram"
    >
      <title>{title}</title>
      {counts.map((count, i) => {
        const height = (count / tallest) * plotHeight;
        const low = from + (i * (to - from)) / counts.length;
        const high = from + ((i + 1) * (to - from)) / counts.length;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per bin, in order.
            key={i}
            x={PAD.left + i * barWidth + 0.5}
            y={PAD.top + plotHeight - height}
            width={Math.max(barWidth - 1, 0.5)}
            height={height}
            className="fill-accent/70"
            data-testid="monte-carlo-bar"
            data-count={count}
          >
            <title>
              {t('valuation:monteCarlo.bar', {
                from: money(low),
                to: money(high),
                count: formatFigure(count, 'number', language, { digits: 0 }),
              })}
            </title>
          </rect>
        );
      })}
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={PAD.top + plotHeight}
        y2={PAD.top + plotHeight}
        className="stroke-line-strong"
      />
      {[from, (from + to) / 2, to].map((value, i) => (
        <text
          key={value}
          x={xOf(value)}
          y={HEIGHT - 10}
          textAnchor={i === 0 ? 'start' : i === 2 ? 'end' : 'middle'}
          className="fill-ink-muted text-[11px] tabular-nums"
        >
          {money(value)}
        </text>
      ))}
      {marks.map((mark, i) => {
        const isBelow = mark.value < from;
        const isAbove = mark.value > to;
        const x = isBelow ? PAD.left : isAbove ? WIDTH - PAD.right : xOf(mark.value);
        const label = `${isBelow ? '← ' : ''}${mark.label}${isAbove ? ' →' : ''}`;
        const anchor = x < WIDTH * 0.2 ? 'start' : x > WIDTH * 0.8 ? 'end' : 'middle';
        const tone = mark.key === 'price' ? 'stroke-danger fill-danger' : 'stroke-ink fill-ink';
        return (
          <g key={mark.key} className={tone} data-testid={`monte-carlo-mark-${mark.key}`} data-value={mark.value}>
            <line
              x1={x}
              x2={x}
              y1={PAD.top - 4}
              y2={PAD.top + plotHeight}
              strokeWidth={2}
              strokeDasharray={mark.key === 'price' ? '4 3' : undefined}
            />
            <text x={x} y={12 + i * 13} textAnchor={anchor} className="stroke-none text-[11px]">
              {label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
