import { useState } from 'react';
import { Figure } from '../../../components/model/figure';
import { formatFigure, NO_FIGURE } from '../../../components/model/format-figure';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { modelYears, type TYearFigures } from '../key-metrics/year-figures';
import { useModel } from '../model-context';
import { ModelError } from '../model-error';
import { Card } from '../overview';
import { MoneyWithUnit } from '../report-unit/money-with-unit';
import { useReportUnit } from '../report-unit/use-report-unit';
import { CompositionPie, SeriesChart, type TSlice } from './charts';

/** The items that can be charted over the years. */
const ITEMS = [
  { id: 'revenue', label: 'valuation:sheet.lines.revenue', kind: 'money' },
  { id: 'grossProfit', label: 'valuation:sheet.lines.grossProfit', kind: 'money' },
  { id: 'ebitda', label: 'valuation:sheet.lines.ebitda', kind: 'money' },
  { id: 'operatingIncome', label: 'valuation:sheet.lines.operatingIncome', kind: 'money' },
  { id: 'netIncome', label: 'valuation:sheet.lines.netIncome', kind: 'money' },
  { id: 'operatingCashFlow', label: 'valuation:sheet.lines.operatingCashFlow', kind: 'money' },
  { id: 'freeCashFlow', label: 'valuation:financials.freeCashFlow', kind: 'money' },
  { id: 'eps', label: 'valuation:sheet.lines.epsDiluted', kind: 'perShare' },
] as const satisfies readonly { id: keyof TYearFigures; label: string; kind: 'money' | 'perShare' }[];

type TItemId = (typeof ITEMS)[number]['id'];

/**
 * Revenue split into what it pays for: cost of revenue, R&D, SG&A, the other operating expenses
 * (revenue less all of these and operating income) and operating income, for an actual or a forecast
 * year alike. `null` when revenue, cost of revenue or operating income is missing, or a part other
 * than the other operating expenses is negative (an operating loss has no place in a pie). The other
 * operating expenses may be negative: in a forecast, when the model's depreciation schedule charges
 * less than the D&A the costs above include (the engine adds that D&A back and charges its own).
 */
export function revenueComposition(year: TYearFigures): Record<string, number> | null {
  const { revenue, costOfRevenue, research, sga, operatingIncome } = year;
  if (revenue === null || costOfRevenue === null || operatingIncome === null || revenue <= 0) return null;
  const other = revenue - costOfRevenue - (research ?? 0) - (sga ?? 0) - operatingIncome;
  const parts = { costOfRevenue, research: research ?? 0, sga: sga ?? 0, operatingIncome };
  // Rounding of reported figures can leave a sliver of a cent below zero.
  const sliver = Math.abs(revenue) * 1e-9;
  if (Object.values(parts).some((v) => v < -sliver)) return null;
  return { ...Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, Math.max(0, v)])), other };
}

const SLICES = [
  { id: 'costOfRevenue', label: 'valuation:sheet.lines.costOfRevenue', className: 'fill-ink-muted' },
  { id: 'research', label: 'valuation:sheet.lines.research', className: 'fill-warning' },
  { id: 'sga', label: 'valuation:sheet.lines.sga', className: 'fill-danger' },
  { id: 'other', label: 'valuation:financials.otherOperating', className: 'fill-line-strong' },
  { id: 'operatingIncome', label: 'valuation:sheet.lines.operatingIncome', className: 'fill-accent' },
] as const;

/** Key financials: one item over the years (actual against forecast) and the make-up of a year's revenue. */
export function KeyFinancialsTab() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { input, result, currency } = useModel();
  const reportUnit = useReportUnit();
  const years = modelYears(input.history, result.ok ? result.value : null);
  const [itemId, setItemId] = useState<TItemId>('revenue');
  const [mode, setMode] = useState<'bar' | 'line'>('bar');
  const lastActual = years.findLast((y) => !y.isForecast)?.year ?? years[0]?.year ?? null;
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const selectedYear = years.some((y) => y.year === chosenYear) ? chosenYear : lastActual;
  const item = ITEMS.find((i) => i.id === itemId) ?? ITEMS[0];
  const points = years.map((y) => ({ year: y.year, value: y[item.id], isForecast: y.isForecast }));
  const format = (value: number) =>
    item.kind === 'perShare' ? formatFigure(value, 'perShare', language, { currency }) : reportUnit.format(value);
  const year = years.find((y) => y.year === selectedYear) ?? null;
  const composition = year ? revenueComposition(year) : null;
  // A forecast year says so wherever the year is named.
  const yearLabel = year
    ? t('valuation:financials.yearOption', {
        year: year.year,
        kind: year.isForecast ? t('valuation:sheet.forecast') : t('valuation:sheet.actual'),
      })
    : '';
  const selectedPoint = points.find((point) => point.year === selectedYear) ?? null;
  const slices: TSlice[] = composition
    ? SLICES.map((s) => ({ id: s.id, label: t(s.label), value: composition[s.id] ?? 0, className: s.className }))
    : [];

  return (
    <div className="flex flex-col gap-6" data-testid="key-financials-tab">
      <ModelError />
      <Card title={t('valuation:financials.title')}>
        <div className="mb-4 flex flex-wrap items-end gap-4 text-sm">
          <label className="flex flex-col gap-1">
            <span className="text-xs text-ink-muted">{t('valuation:financials.item')}</span>
            <select
              value={itemId}
              onChange={(event) => setItemId(event.target.value as TItemId)}
              className="rounded-md border border-line bg-surface px-2 py-1.5 text-ink"
              data-testid="financials-item"
            >
              {ITEMS.map((option) => (
                <option key={option.id} value={option.id}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-xs text-ink-muted">{t('valuation:financials.year')}</span>
            <select
              value={selectedYear ?? ''}
              onChange={(event) => setChosenYear(Number(event.target.value))}
              className="rounded-md border border-line bg-surface px-2 py-1.5 text-ink"
              data-testid="financials-year"
            >
              {years.map((y) => (
                <option key={y.year} value={y.year}>
                  {t('valuation:financials.yearOption', {
                    year: y.year,
                    kind: y.isForecast ? t('valuation:sheet.forecast') : t('valuation:sheet.actual'),
                  })}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="flex items-center gap-3">
            <legend className="mb-1 text-xs text-ink-muted">{t('valuation:financials.chartType')}</legend>
            {(['bar', 'line'] as const).map((option) => (
              <label key={option} className="flex items-center gap-1.5 text-ink">
                <input
                  type="radio"
                  name="financials-chart-type"
                  value={option}
                  checked={mode === option}
                  onChange={() => setMode(option)}
                  data-testid={`financials-mode-${option}`}
                />
                {option === 'bar' ? t('valuation:financials.bar') : t('valuation:financials.line')}
              </label>
            ))}
          </fieldset>
        </div>
        <SeriesChart
          points={points}
          mode={mode}
          format={format}
          selectedYear={selectedYear}
          onSelectYear={setChosenYear}
          title={t('valuation:financials.chartTitle', {
            item: t(item.label),
            currency: item.kind === 'perShare' ? currency : reportUnit.label,
          })}
        />
        <p className="mt-2 flex gap-4 text-xs text-ink-muted">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-4 bg-accent" />
            {t('valuation:sheet.actual')}
          </span>
          <span className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-4 border border-dashed border-accent bg-accent-soft"
            />
            {t('valuation:sheet.forecast')}
          </span>
        </p>
        {selectedPoint ? (
          <p className="mt-3 text-sm text-ink" data-testid="financials-selected" aria-live="polite">
            {t('valuation:financials.selected', {
              item: t(item.label),
              year: selectedPoint.year,
              kind: selectedPoint.isForecast ? t('valuation:sheet.forecast') : t('valuation:sheet.actual'),
              // Alone in a sentence, a money figure says its unit.
              value:
                selectedPoint.value === null
                  ? NO_FIGURE
                  : item.kind === 'perShare'
                    ? format(selectedPoint.value)
                    : reportUnit.formatWithUnit(selectedPoint.value),
            })}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-ink-muted">{t('valuation:financials.chooseYear')}</p>
      </Card>
      <Card title={t('valuation:financials.compositionTitle', { year: yearLabel })}>
        {composition && year ? (
          <div className="flex flex-col items-start gap-6 md:flex-row md:items-center">
            <CompositionPie slices={slices} title={t('valuation:financials.compositionTitle', { year: yearLabel })} />
            <table className="text-sm" data-testid="financials-composition">
              <caption className="sr-only">{t('valuation:financials.compositionTitle', { year: yearLabel })}</caption>
              <tbody>
                {slices.map((slice) => (
                  <tr key={slice.id} className="border-b border-line/60" data-testid={`composition-${slice.id}`}>
                    <th scope="row" className="py-1.5 pr-6 text-left font-normal text-ink">
                      <span className="flex items-center gap-2">
                        <svg aria-hidden="true" width={12} height={12} className="shrink-0">
                          <rect width={12} height={12} rx={2} className={slice.className} />
                        </svg>
                        {slice.label}
                      </span>
                    </th>
                    <td className="px-2 py-1.5 text-right">
                      <MoneyWithUnit value={slice.value} />
                    </td>
                    <td className="px-2 py-1.5 text-right text-ink-muted">
                      <Figure value={year.revenue ? slice.value / year.revenue : null} kind="percent" digits={1} />
                    </td>
                  </tr>
                ))}
                <tr className="font-semibold">
                  <th scope="row" className="py-1.5 pr-6 text-left text-ink">
                    {t('valuation:sheet.lines.revenue')}
                  </th>
                  <td className="px-2 py-1.5 text-right">
                    <MoneyWithUnit value={year.revenue} testId="composition-revenue" />
                  </td>
                  <td className="px-2 py-1.5 text-right text-ink-muted">
                    <Figure value={1} kind="percent" digits={1} />
                  </td>
                </tr>
              </tbody>
            </table>
            {(composition.other ?? 0) < 0 ? (
              <p className="max-w-sm text-xs text-ink-muted" data-testid="composition-other-negative">
                {t('valuation:financials.otherNegative', {
                  value: reportUnit.formatWithUnit(composition.other ?? 0),
                })}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-ink-muted" data-testid="composition-unavailable">
            {t('valuation:financials.compositionUnavailable')}
          </p>
        )}
        <p className="mt-3 text-xs text-ink-muted">{t('valuation:financials.compositionHint')}</p>
      </Card>
    </div>
  );
}
