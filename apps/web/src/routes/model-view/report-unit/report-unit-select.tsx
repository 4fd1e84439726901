import { REPORT_UNITS, type TReportUnit } from '@app/contract';
import { type ChangeEvent, useId } from 'react';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { currencyName, REPORT_UNIT_ORDER, reportUnitLabel } from './report-unit-labels';

/**
 * The unit every money figure of the model is shown in (thousands to billions, with 万 and 亿),
 * beside the tabs so it is at hand on each of them; saved with the model.
 */
export function ReportUnitSelect() {
  const { t, i18n } = useAppTranslation();
  const { settings, editSettings, currency } = useModel();
  const language = currentLanguage(i18n);
  const id = useId();
  const hintId = useId();

  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const next = event.target.value;
    if (isReportUnit(next)) editSettings({ reportUnit: next });
  }

  return (
    <div className="flex shrink-0 items-center gap-2 text-sm">
      <label htmlFor={id} className="text-xs text-ink-muted">
        {t('valuation:units.label')}
      </label>
      <select
        id={id}
        value={settings.reportUnit}
        onChange={handleChange}
        aria-describedby={hintId}
        data-testid="report-unit"
        className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
      >
        {REPORT_UNIT_ORDER.map((unit) => (
          <option key={unit} value={unit}>
            {reportUnitLabel(t, unit, currency, language)}
          </option>
        ))}
      </select>
      <span id={hintId} className="sr-only">
        {t('valuation:units.hint', { currency: currencyName(currency, language).trim() })}
      </span>
    </div>
  );
}

function isReportUnit(value: string): value is TReportUnit {
  return (REPORT_UNITS as readonly string[]).includes(value);
}
