import type { TMonteCarlo, TMonteCarloFailure } from '@app/valuation';
import type { ReactNode } from 'react';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { Histogram } from './histogram';

const FAILURE_LABELS = {
  growth_not_below_discount_rate: 'valuation:monteCarlo.failures.growth_not_below_discount_rate',
  revenue_growth_below_minus_100: 'valuation:monteCarlo.failures.revenue_growth_below_minus_100',
  gross_margin_above_100: 'valuation:monteCarlo.failures.gross_margin_above_100',
  wacc_not_positive: 'valuation:monteCarlo.failures.wacc_not_positive',
  not_finite: 'valuation:monteCarlo.failures.not_finite',
} as const satisfies Record<TMonteCarloFailure, string>;

/** A finished run: its figures, the histogram, the percentiles and the draws that have no value. */
export function MonteCarloResults({
  result,
  elapsedMs,
  currency,
}: {
  result: TMonteCarlo;
  elapsedMs: number;
  currency: string;
}) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const count = (value: number) => formatFigure(value, 'number', language, { digits: 0 });
  const median = result.percentiles.find((p) => p.percentile === 50)?.value ?? null;
  const { below, above } = result.histogram;

  return (
    <div className="flex flex-col gap-5" data-testid="monte-carlo-results">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Stat label={t('valuation:monteCarlo.valued')}>
          <span className="tabular-nums" data-testid="monte-carlo-valued" data-value={result.valued}>
            {t('valuation:monteCarlo.valuedOf', { valued: count(result.valued), draws: count(result.draws) })}
          </span>
        </Stat>
        <Stat label={t('valuation:monteCarlo.mean')}>
          <Figure value={result.mean} kind="perShare" currency={currency} testId="monte-carlo-mean" />
        </Stat>
        <Stat label={t('valuation:monteCarlo.median')}>
          <Figure value={median} kind="perShare" currency={currency} testId="monte-carlo-median" />
        </Stat>
        <Stat label={t('valuation:monteCarlo.standardDeviation')}>
          <Figure value={result.standardDeviation} kind="perShare" currency={currency} testId="monte-carlo-sd" />
        </Stat>
        <Stat label={t('valuation:monteCarlo.probabilityAbove')}>
          <Figure value={result.probabilityAbovePrice} kind="percent" digits={1} testId="monte-carlo-probability" />
        </Stat>
        <Stat label={t('valuation:monteCarlo.runTime')}>
          <span className="tabular-nums" data-testid="monte-carlo-time" data-value={elapsedMs}>
            {t('valuation:monteCarlo.runTimeValue', {
              draws: count(result.draws),
              ms: formatFigure(elapsedMs, 'number', language, { digits: 0 }),
            })}
          </span>
        </Stat>
      </dl>
      <p className="text-xs text-ink-muted" data-testid="monte-carlo-price-note">
        {result.price === null
          ? t('valuation:monteCarlo.noPrice')
          : t('valuation:monteCarlo.probabilityNote', {
              price: formatFigure(result.price, 'perShare', language, { currency }),
            })}
      </p>
      {result.failures.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-ink" data-testid="monte-carlo-failures">
          {result.failures.map((failure) => (
            <li key={failure.reason} data-testid={`monte-carlo-failure-${failure.reason}`} data-count={failure.count}>
              {t('valuation:monteCarlo.notValued', {
                count: count(failure.count),
                reason: t(FAILURE_LABELS[failure.reason]),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {result.valued === 0 ? (
        <p role="alert" className="text-sm text-danger" data-testid="monte-carlo-none">
          {t('valuation:monteCarlo.noneValued')}
        </p>
      ) : (
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Histogram run={result} currency={currency} />
            {below + above > 0 ? (
              <p className="text-xs text-ink-muted" data-testid="monte-carlo-outside">
                {t('valuation:monteCarlo.outside', { below: count(below), above: count(above) })}
              </p>
            ) : null}
          </div>
          <PercentileTable result={result} currency={currency} />
        </div>
      )}
    </div>
  );
}

function PercentileTable({ result, currency }: { result: TMonteCarlo; currency: string }) {
  const { t } = useAppTranslation();
  return (
    <table className="text-sm" data-testid="monte-carlo-percentiles">
      <caption className="pb-2 text-left text-xs text-ink-muted">{t('valuation:monteCarlo.percentiles')}</caption>
      <thead>
        <tr className="text-xs text-ink-muted">
          <th scope="col" className="py-1 pr-4 text-left font-medium">
            {t('valuation:monteCarlo.percentile')}
          </th>
          <th scope="col" className="px-2 py-1 text-right font-medium">
            {t('valuation:monteCarlo.valuePerShare')}
          </th>
          {result.price === null ? null : (
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              {t('valuation:monteCarlo.againstPrice')}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {result.percentiles.map(({ percentile, value }) => (
          <tr key={percentile} data-testid={`monte-carlo-p${percentile}`}>
            <th scope="row" className="py-1 pr-4 text-left font-normal text-ink">
              {t('valuation:monteCarlo.percentileN', { n: percentile })}
            </th>
            <td className="px-2 py-1 text-right">
              <Figure value={value} kind="perShare" currency={currency} />
            </td>
            {result.price === null ? null : (
              <td className="py-1 pl-2 text-right">
                <Figure value={value / result.price - 1} kind="percent" digits={1} isSigned />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}
