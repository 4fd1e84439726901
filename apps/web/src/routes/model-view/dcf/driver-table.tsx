import {
  applyOverrides,
  defaultDrivers,
  type TDaysDriver,
  type TDrivers,
  type TModelInput,
  type TRateDriver,
} from '@app/valuation';
import { useMemo } from 'react';
import { NumberInput } from '../../../components/model/number-input';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';
import { provenanceText } from '../provenance-text';
import { ScenarioNote } from '../scenarios/scenario-switch';

/** The per-year drivers shown and editable, in the order of the income statement. */
const EDITABLE_DRIVERS = [
  { key: 'revenueGrowth', label: 'valuation:drivers.revenueGrowth', kind: 'percent' },
  { key: 'grossMargin', label: 'valuation:drivers.grossMargin', kind: 'percent' },
  { key: 'researchPctRevenue', label: 'valuation:drivers.researchPctRevenue', kind: 'percent' },
  { key: 'sgaPctRevenue', label: 'valuation:drivers.sgaPctRevenue', kind: 'percent' },
  { key: 'capexPctRevenue', label: 'valuation:drivers.capexPctRevenue', kind: 'percent' },
  { key: 'taxRate', label: 'valuation:drivers.taxRate', kind: 'percent' },
  { key: 'receivableDays', label: 'valuation:drivers.receivableDays', kind: 'days' },
  { key: 'inventoryDays', label: 'valuation:drivers.inventoryDays', kind: 'days' },
  { key: 'payableDays', label: 'valuation:drivers.payableDays', kind: 'days' },
] as const satisfies readonly { key: TRateDriver | TDaysDriver; label: string; kind: 'percent' | 'days' }[];

/** The drivers of the model as resolved by the engine, even when the valuation itself fails. */
function useDrivers(input: TModelInput, resolved: TDrivers | null): TDrivers | null {
  return useMemo(() => {
    if (resolved) return resolved;
    const defaults = defaultDrivers(input.history, input.defaults);
    if (!defaults.ok) return null;
    const count = defaults.value.drivers.revenueGrowth.values.length;
    const drivers = applyOverrides(defaults.value.drivers, input.drivers ?? {}, count);
    return drivers.ok ? drivers.value : null;
  }, [input, resolved]);
}

/** Forecast drivers, one input per year; each edit re-values the model at once. */
export function DriverTable() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  // The base case's drivers: edits change the base case, which a bear or bull case follows.
  const { baseInput: input, baseResult: result, edit } = useModel();
  const drivers = useDrivers(input, result.ok ? result.value.drivers : null);
  if (!drivers) return null;
  const firstYear = (result.ok ? result.value.base.fiscalYear : Number.NaN) + 1;
  const count = drivers.revenueGrowth.values.length;
  const yearLabel = (index: number) =>
    Number.isFinite(firstYear)
      ? t('valuation:dcf.forecastYear', { year: firstYear + index })
      : t('valuation:drivers.year', { index: index + 1 });

  function change(key: TRateDriver | TDaysDriver, index: number, value: number): void {
    if (!drivers) return;
    const values = [...drivers[key].values] as number[];
    values[index] = value;
    edit({ drivers: { ...input.drivers, [key]: values } });
  }

  return (
    <Card title={t('valuation:drivers.title')}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="driver-table">
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-2 text-left font-medium">
                {t('valuation:drivers.driver')}
              </th>
              {Array.from({ length: count }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the forecast years, in order.
                <th key={index} scope="col" className="py-2 pl-3 text-right font-medium tabular-nums">
                  {yearLabel(index)}
                </th>
              ))}
              <th scope="col" className="py-2 pl-3 text-left font-medium">
                {t('valuation:drivers.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {EDITABLE_DRIVERS.map((row) => (
              <tr key={row.key} className="border-b border-line">
                <th scope="row" className="py-1.5 text-left font-normal text-ink">
                  {t(row.label)}
                </th>
                {drivers[row.key].values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per forecast year, in order.
                  <td key={index} className="py-1 pl-3 text-right">
                    <NumberInput
                      value={value}
                      kind={row.kind}
                      label={`${t(row.label)}, ${yearLabel(index)}`}
                      onCommit={(next) => change(row.key, index, next)}
                      testId={`driver-${row.key}-${index}`}
                    />
                  </td>
                ))}
                <td className="py-1.5 pl-3 text-xs text-ink-muted" data-testid={`driver-source-${row.key}`}>
                  {provenanceText(t, drivers[row.key].provenance, row.kind, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-ink-muted">{t('valuation:drivers.hint')}</p>
      <div className="mt-2 empty:hidden">
        <ScenarioNote testId="scenario-note-drivers" />
      </div>
    </Card>
  );
}
