import { QUARTERLY_LINES, quarterlyModel, type TQuarter } from '@app/valuation';
import { Figure } from '../../../components/model/figure';
import { formatFigure } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { useReportUnit } from '../report-unit/use-report-unit';

/** Reported quarters shown before the forecast, and forecast years shown by quarter. */
const REPORTED_SHOWN = 8;
const FORECAST_YEARS_SHOWN = 2;

const LINE_LABELS = {
  revenue: 'valuation:quarterly.lines.revenue',
  grossProfit: 'valuation:quarterly.lines.grossProfit',
  ebit: 'valuation:quarterly.lines.ebit',
  netIncome: 'valuation:quarterly.lines.netIncome',
  operatingCashFlow: 'valuation:quarterly.lines.operatingCashFlow',
  capex: 'valuation:quarterly.lines.capex',
} as const;

/**
 * The model by quarter: the quarters the 10-Qs report (Q4 = the year less nine months), then the
 * first forecast years split by the company's seasonality, so they add up to the annual model.
 */
export function QuarterlyTab() {
  const { t, i18n } = useAppTranslation();
  const { input, result } = useModel();
  const { unit, label: unitLabel } = useReportUnit();
  const language = currentLanguage(i18n);
  if (!result.ok) return <ModelError />;
  const quarterly = quarterlyModel(input.history, result.value);
  const firstYears = new Set(result.value.forecast.fiscalYears.slice(0, FORECAST_YEARS_SHOWN));
  const columns: TQuarter[] = [
    ...quarterly.history.slice(-REPORTED_SHOWN),
    ...quarterly.forecast.filter((quarter) => firstYears.has(quarter.fiscalYear)),
  ];
  const { shares, fiscalYears } = quarterly.seasonality;
  const percent = (value: number) => formatFigure(value, 'percent', language, { digits: 1 });
  const margin = (quarter: TQuarter) => {
    const { ebit, revenue } = quarter.values;
    return ebit !== null && revenue !== null && revenue > 0 ? ebit / revenue : null;
  };
  return (
    <div className="flex flex-col gap-6" data-testid="quarterly-tab">
      <Card
        title={t('valuation:quarterly.title')}
        actions={
          <span className="text-xs text-ink-muted" data-testid="quarterly-unit">
            {unitLabel}
          </span>
        }
      >
        <p className="mb-3 text-xs text-ink-muted" data-testid="seasonality-note">
          {fiscalYears.length > 0
            ? t('valuation:quarterly.seasonality', {
                from: String(fiscalYears[0]),
                to: String(fiscalYears.at(-1)),
                q1: percent(shares[0]),
                q2: percent(shares[1]),
                q3: percent(shares[2]),
                q4: percent(shares[3]),
              })
            : t('valuation:quarterly.evenSplit')}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="quarterly-table">
            <caption className="sr-only">{t('valuation:quarterly.title')}</caption>
            <thead>
              <tr className="border-b border-line text-xs text-ink-muted">
                <th scope="col" className="py-2 pr-4 text-left font-medium">
                  {t('valuation:quarterly.line')}
                </th>
                {columns.map((quarter) => (
                  <th
                    key={`${quarter.fiscalYear}-${quarter.quarter}-${quarter.isForecast}`}
                    scope="col"
                    className={`px-2 py-2 text-right font-medium whitespace-nowrap ${quarter.isForecast ? 'bg-surface-muted' : ''}`}
                  >
                    <span className="block text-ink">
                      {t('valuation:quarterly.quarter', { quarter: quarter.quarter, year: quarter.fiscalYear })}
                    </span>
                    <span className="block">
                      {quarter.isForecast ? t('valuation:sheet.forecast') : (quarter.periodEnd ?? '')}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {QUARTERLY_LINES.map((line) => (
                <tr key={line} className="border-b border-line/60" data-testid={`quarterly-${line}`}>
                  <th scope="row" className="py-1.5 pr-4 text-left font-normal text-ink">
                    {t(LINE_LABELS[line])}
                  </th>
                  {columns.map((quarter) => (
                    <td
                      key={`${quarter.fiscalYear}-${quarter.quarter}-${quarter.isForecast}`}
                      className={`px-2 py-1.5 text-right ${quarter.isForecast ? 'bg-surface-muted' : ''}`}
                    >
                      <Figure value={quarter.values[line]} kind="money" scale={unit} />
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-b border-line/60" data-testid="quarterly-ebitMargin">
                <th scope="row" className="py-1.5 pr-4 text-left font-normal text-ink">
                  {t('valuation:quarterly.lines.ebitMargin')}
                </th>
                {columns.map((quarter) => (
                  <td
                    key={`${quarter.fiscalYear}-${quarter.quarter}-${quarter.isForecast}`}
                    className={`px-2 py-1.5 text-right ${quarter.isForecast ? 'bg-surface-muted' : ''}`}
                  >
                    <Figure value={margin(quarter)} kind="percent" digits={1} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
