import type { TModel } from '@app/valuation';
import { useMemo } from 'react';
import { useModelComps } from '../../../api/comps';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';
import { impliedByPrice, type TValuationRange, valuationRanges } from './valuation-ranges';

const METHOD_LABELS = {
  dcf: 'valuation:range.methods.dcf',
  residual_earnings: 'valuation:range.methods.residualEarnings',
  pe_lyr: 'valuation:comps.multiples.peLyr',
  pe_ttm: 'valuation:comps.multiples.peTtm',
  pe_forward: 'valuation:comps.multiples.peForward',
  pb_lyr: 'valuation:comps.multiples.pbLyr',
  ps_lyr: 'valuation:comps.multiples.psLyr',
  ps_ttm: 'valuation:comps.multiples.psTtm',
  ps_forward: 'valuation:comps.multiples.psForward',
  ev_ebitda_lyr: 'valuation:comps.multiples.evEbitdaLyr',
} as const satisfies Record<TValuationRange['id'], string>;

const NO_MULTIPLES: readonly [] = [];
const ROW_HEIGHT = 28;
const LABEL_WIDTH = 220;
const CHART_WIDTH = 420;

/**
 * The football field: the DCF beside residual earnings and the comparables' multiples, each a bar
 * from its low to its high value per share with a dot at its own value and a line at the price;
 * under it, what the price implies (the reverse DCF).
 */
export function ValuationRange({ model }: { model: TModel }) {
  const { t, i18n } = useAppTranslation();
  const { input, values, currency } = useModel();
  const comps = useModelComps(values.modelId);
  const language = currentLanguage(i18n);
  const summary = comps.data?.summary ?? NO_MULTIPLES;
  const ranges = useMemo(() => valuationRanges(input, model, summary), [input, model, summary]);
  const implied = useMemo(() => impliedByPrice(input, model), [input, model]);
  const price = model.dcf.bridge.price;
  const money = (value: number) => formatFigure(value, 'perShare', language, { currency });
  const percent = (value: number) => formatFigure(value, 'percent', language, { digits: 1 });

  const all = ranges.flatMap((range) => [range.low, range.high]).concat(price ?? []);
  const min = Math.min(0, ...all);
  const max = Math.max(...all, 1);
  const x = (value: number) => LABEL_WIDTH + ((value - min) / (max - min)) * CHART_WIDTH;
  const height = ranges.length * ROW_HEIGHT + 24;
  return (
    <Card title={t('valuation:range.title')}>
      <p className="mb-3 text-xs text-ink-muted">{t('valuation:range.hint')}</p>
      <svg
        viewBox={`0 0 ${LABEL_WIDTH + CHART_WIDTH + 80} ${height}`}
        className="w-full max-w-3xl"
        role="img"
        aria-label={t('valuation:range.title')}
        data-testid="football-field"
      >
        {ranges.map((range, i) => {
          const y = i * ROW_HEIGHT + 8;
          return (
            <g
              key={range.id}
              data-testid={`range-${range.id}`}
              data-low={range.low}
              data-high={range.high}
              data-point={range.point}
            >
              <text x={0} y={y + 12} className="fill-current text-[11px] text-ink">
                {t(METHOD_LABELS[range.id])}
              </text>
              <rect
                x={x(range.low)}
                y={y + 2}
                width={Math.max(2, x(range.high) - x(range.low))}
                height={ROW_HEIGHT - 12}
                className="fill-accent/30"
              />
              <circle cx={x(range.point)} cy={y + 2 + (ROW_HEIGHT - 12) / 2} r={4} className="fill-accent" />
              <text x={x(range.high) + 6} y={y + 12} className="fill-current text-[10px] text-ink-muted">
                {`${money(range.low)} – ${money(range.high)}`}
              </text>
            </g>
          );
        })}
        {price !== null ? (
          <g data-testid="range-price" data-price={price}>
            <line x1={x(price)} x2={x(price)} y1={0} y2={height - 16} className="stroke-danger" strokeDasharray="4 3" />
            <text x={x(price)} y={height - 4} textAnchor="middle" className="fill-current text-[10px] text-danger">
              {t('valuation:range.price', { price: money(price) })}
            </text>
          </g>
        ) : null}
      </svg>
      <div className="mt-3 flex flex-col gap-1 text-sm text-ink" data-testid="implied-by-price">
        {price === null || !implied ? (
          <p className="text-ink-muted">{t('valuation:range.noPrice')}</p>
        ) : (
          <>
            <p data-testid="implied-growth">
              {implied.revenueGrowth === null
                ? t('valuation:range.noGrowth', { price: money(price) })
                : t('valuation:range.impliedGrowth', {
                    price: money(price),
                    growth: percent(implied.revenueGrowth),
                    years: implied.years,
                  })}
            </p>
            {implied.operatingMargin ? (
              <p data-testid="implied-margin">
                {t('valuation:range.impliedMargin', {
                  margin: percent(implied.operatingMargin.implied),
                  model: percent(implied.operatingMargin.model),
                })}
              </p>
            ) : null}
            {implied.terminalGrowth !== null ? (
              <p data-testid="implied-terminal">
                {t('valuation:range.impliedTerminal', { growth: percent(implied.terminalGrowth) })}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
