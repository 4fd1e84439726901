import { type ChangeEvent, useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { DEFAULT_OPTIONS, type TModelOptionsInput } from './model-options';

const YEAR_CHOICES = [3, 4, 5, 6, 7, 8, 9, 10];
const QUARTER_CHOICES = [4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The model options: reporting period, historical and forecast years, quarterly breakdown and periods. */
export function OptionsDialog({
  options,
  onApply,
  onClose,
}: {
  options: TModelOptionsInput;
  onApply: (options: TModelOptionsInput) => void;
  onClose: () => void;
}) {
  const { t } = useAppTranslation();
  const [draft, setDraft] = useState(options);

  function handleApply(): void {
    onApply(draft);
    onClose();
  }

  function handleDefaults(): void {
    setDraft(DEFAULT_OPTIONS);
  }

  function handleBreakdown(event: ChangeEvent<HTMLInputElement>): void {
    setDraft({ ...draft, quarterlyBreakdown: event.target.checked });
  }

  return (
    <Dialog
      title={t('valuation:options.title')}
      onClose={onClose}
      testId="model-options-dialog"
      footer={
        <>
          <button type="button" className={buttonClass('ghost', 'mr-auto')} onClick={handleDefaults}>
            {t('valuation:options.defaults')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('valuation:common.cancel')}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={handleApply} data-testid="options-apply">
            {t('valuation:options.apply')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <NumberSelect
          label={t('valuation:options.period')}
          value={draft.period}
          choices={[
            { value: 'annual', label: t('valuation:options.annual') },
            { value: 'quarterly', label: t('valuation:options.quarterly') },
          ]}
          onChange={(value) => setDraft({ ...draft, period: value === 'quarterly' ? 'quarterly' : 'annual' })}
          testId="option-period"
        />
        <NumberSelect
          label={t('valuation:options.historicalYears')}
          value={String(draft.historicalYears)}
          choices={YEAR_CHOICES.map((n) => ({ value: String(n), label: t('valuation:options.years', { count: n }) }))}
          onChange={(value) => setDraft({ ...draft, historicalYears: Number(value) })}
          testId="option-historical-years"
        />
        <NumberSelect
          label={t('valuation:options.forecastYears')}
          value={String(draft.forecastYears)}
          choices={YEAR_CHOICES.map((n) => ({ value: String(n), label: t('valuation:options.years', { count: n }) }))}
          onChange={(value) => setDraft({ ...draft, forecastYears: Number(value) })}
          testId="option-forecast-years"
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={draft.quarterlyBreakdown}
            onChange={handleBreakdown}
            data-testid="option-quarterly-breakdown"
          />
          {t('valuation:options.quarterlyBreakdown')}
        </label>
        <NumberSelect
          label={t('valuation:options.quarterlyPeriods')}
          value={String(draft.quarterlyPeriods)}
          choices={QUARTER_CHOICES.map((n) => ({
            value: String(n),
            label: String(t('valuation:options.quarters', { count: n })),
          }))}
          onChange={(value) => setDraft({ ...draft, quarterlyPeriods: Number(value) })}
          testId="option-quarterly-periods"
        />
        <p className="text-xs leading-relaxed text-ink-muted">{t('valuation:options.fullAccountNote')}</p>
      </div>
    </Dialog>
  );
}

function NumberSelect({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    onChange(event.target.value);
  }
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={handleChange}
        data-testid={testId}
        className="w-40 rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm text-ink"
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
