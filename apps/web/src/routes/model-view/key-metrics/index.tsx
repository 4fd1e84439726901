import { Figure } from '../../../components/model/figure';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { METRIC_GROUPS, METRICS } from './metrics';
import { modelYears } from './year-figures';

/** Key metrics: margins, growth, returns, leverage and per-share data, history then forecast, each with its formula. */
export function KeyMetricsTab() {
  const { t } = useAppTranslation();
  const { input, result, currency } = useModel();
  const years = modelYears(input.history, result.ok ? result.value : null);
  return (
    <div className="flex flex-col gap-6" data-testid="key-metrics-tab">
      <ModelError />
      <Card title={t('valuation:metrics.title')}>
        <p className="mb-3 text-xs text-ink-muted">{t('valuation:metrics.hint')}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="metrics-table">
            <caption className="sr-only">{t('valuation:metrics.title')}</caption>
            <thead>
              <tr className="border-b border-line text-xs text-ink-muted">
                <th scope="col" className="py-2 pr-4 text-left font-medium">
                  {t('valuation:metrics.metric')}
                </th>
                {years.map((year) => (
                  <th
                    key={year.year}
                    scope="col"
                    className={`px-2 py-2 text-right font-medium whitespace-nowrap ${year.isForecast ? 'bg-surface-muted' : ''}`}
                  >
                    <span className="block text-ink">{t('valuation:sheet.fiscalYear', { year: year.year })}</span>
                    <span className="block">
                      {year.isForecast ? t('valuation:sheet.forecast') : t('valuation:sheet.actual')}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            {METRIC_GROUPS.map((group) => (
              <tbody key={group.id}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={years.length + 1}
                    className="pt-4 pb-1 text-left text-xs font-semibold tracking-wide text-ink uppercase"
                  >
                    {t(group.title)}
                  </th>
                </tr>
                {METRICS.filter((metric) => metric.group === group.id).map((metric) => (
                  <tr key={metric.id} className="border-b border-line/60" data-testid={`metric-${metric.id}`}>
                    <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                      <span className="block text-ink">{t(metric.label)}</span>
                      <span className="block text-xs text-ink-muted" data-testid={`metric-${metric.id}-formula`}>
                        {t(metric.formula)}
                      </span>
                    </th>
                    {years.map((year, i) => (
                      <td
                        key={year.year}
                        className={`px-2 py-1.5 text-right ${year.isForecast ? 'bg-surface-muted' : ''}`}
                      >
                        <Figure
                          value={metric.compute(year, years[i - 1])}
                          kind={metric.kind}
                          currency={currency}
                          digits={metric.kind === 'percent' ? 1 : 2}
                          testId={`metric-${metric.id}-${year.year}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </Card>
    </div>
  );
}
