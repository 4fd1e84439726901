import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';

const WIDTH = 720;
const HEIGHT = 300;
const PAD = { left: 80, right: 16, top: 16, bottom: 40 };

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
 * One item over the years, actual then forecast, as bars or a line. Plain SVG with a title per mark,
 * so the figures are read out by assistive technology and no chart library is downloaded.
 */
export function SeriesChart({
  points,
  title,
  mode,
  format,
  selectedYear,
}: {
  points: TSeriesPoint[];
  title: string;
  mode: 'bar' | 'line';
  format: (value: number) => string;
  selectedYear: number | null;
}) {
  const { t } = useAppTranslation();
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
  const actualLine = points.flatMap((p, i) => (!p.isForecast && p.value !== null ? [`${sx(i)},${sy(p.value)}`] : []));
  const lastActual = points.findLastIndex((p) => !p.isForecast && p.value !== null);
  const forecastLine = points.flatMap((p, i) =>
    (p.isForecast || i === lastActual) && p.value !== null ? [`${sx(i)},${sy(p.value)}`] : [],
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      className="h-auto w-full max-w-3xl font-sans"
      data-testid="financials-chart"
    >
      <title>{title}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(tick)} y2={sy(tick)} className="stroke-line" />
          <text x={PAD.left - 8} y={sy(tick) + 4} textAnchor="end" fontSize={11} className="fill-ink-muted">
            {format(tick)}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(0)} y2={sy(0)} className="stroke-line-strong" />
      {points.map((p, i) => (
        <g key={p.year} data-testid={`financials-point-${p.year}`} data-value={p.value ?? undefined}>
          {mode === 'bar' && p.value !== null ? (
            <rect
              x={sx(i) - slot * 0.3}
              width={slot * 0.6}
              y={Math.min(sy(p.value), sy(0))}
              height={Math.max(1, Math.abs(sy(p.value) - sy(0)))}
              className={p.isForecast ? 'fill-accent-soft stroke-accent' : 'fill-accent'}
              strokeDasharray={p.isForecast ? '4 3' : undefined}
              strokeWidth={p.year === selectedYear ? 2.5 : 1}
            >
              <title>{label(p)}</title>
            </rect>
          ) : null}
          {mode === 'line' && p.value !== null ? (
            <circle cx={sx(i)} cy={sy(p.value)} r={p.year === selectedYear ? 6 : 4} className="fill-accent">
              <title>{label(p)}</title>
            </circle>
          ) : null}
          <text
            x={sx(i)}
            y={HEIGHT - PAD.bottom + 16}
            textAnchor="middle"
            fontSize={11}
            className={p.year === selectedYear ? 'fill-ink font-semibold' : 'fill-ink-muted'}
          >
            {t('valuation:sheet.fiscalYear', { year: p.year })}
          </text>
          <text x={sx(i)} y={HEIGHT - PAD.bottom + 30} textAnchor="middle" fontSize={10} className="fill-ink-muted">
            {p.isForecast ? t('valuation:financials.forecastShort') : t('valuation:financials.actualShort')}
          </text>
        </g>
      ))}
      {mode === 'line' ? (
        <>
          <polyline points={actualLine.join(' ')} fill="none" strokeWidth={2} className="stroke-accent" />
          <polyline
            points={forecastLine.join(' ')}
            fill="none"
            strokeWidth={2}
            strokeDasharray="6 4"
            className="stroke-accent"
          />
        </>
      ) : null}
    </svg>
  );
}

export type TSlice = { id: string; label: string; value: number; className: string };

const R = 110;
const C = 130;

/** A pie of parts that add up to a whole; every part must be zero or more. */
export function CompositionPie({ slices, title }: { slices: TSlice[]; title: string }) {
  const { i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
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
