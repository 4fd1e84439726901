import { SENSITIVITY_VARIABLES, type TModel, type TModelInput, type TSensitivityVariable } from '@app/valuation';
import { type ChangeEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { NumberInput } from '../../../components/model/number-input';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { centreOf, defaultStart, MAX_STEPS, type TAxisConfig, type TSensitivityConfig } from './sensitivity-grid';
import { VARIABLE_LABELS } from './variable-labels';

/** Sensitivity settings: 1–3 variables with start point, steps and gap, and the timeframe. */
export function ConfigDialog({
  config,
  input,
  model,
  onRun,
  onClose,
}: {
  config: TSensitivityConfig;
  input: TModelInput;
  model: TModel;
  onRun: (config: TSensitivityConfig) => void;
  onClose: () => void;
}) {
  const { t } = useAppTranslation();
  const [draft, setDraft] = useState(config);
  const years = model.drivers.revenueGrowth.values.length;
  const firstYear = model.base.fiscalYear + 1;
  const timeframeId = useId();
  const usesOperating = draft.axes.some((a) => a.variable === 'revenue_growth' || a.variable === 'gross_margin');

  function setAxis(index: number, axis: TAxisConfig): void {
    setDraft({ ...draft, axes: draft.axes.map((a, i) => (i === index ? axis : a)) });
  }

  function addAxis(): void {
    const unused = SENSITIVITY_VARIABLES.find((v) => !draft.axes.some((a) => a.variable === v));
    if (unused) setDraft({ ...draft, axes: [...draft.axes, { variable: unused, steps: 5, gap: 0.01 }] });
  }

  function removeAxis(index: number): void {
    setDraft({ ...draft, axes: draft.axes.filter((_, i) => i !== index) });
  }

  function handleTimeframe(event: ChangeEvent<HTMLSelectElement>): void {
    const value = event.target.value;
    if (value === 'all') setDraft({ ...draft, timeframe: null });
    else {
      const [fromYear, toYear] = value.split('-').map(Number) as [number, number];
      setDraft({ ...draft, timeframe: { fromYear, toYear } });
    }
  }

  function handleRun(): void {
    onRun(draft);
    onClose();
  }

  const ranges: { value: string; label: string }[] = [];
  for (let from = 1; from <= years; from += 1) {
    for (let to = from; to <= years; to += 1) {
      ranges.push({
        value: `${from}-${to}`,
        label: t('valuation:sensitivity.yearRange', { from: firstYear + from - 1, to: firstYear + to - 1 }),
      });
    }
  }

  return (
    <Dialog
      title={t('valuation:sensitivity.configure')}
      onClose={onClose}
      testId="sensitivity-dialog"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('valuation:common.cancel')}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={handleRun} data-testid="sensitivity-run">
            {t('valuation:sensitivity.run')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {draft.axes.map((axis, index) => (
          <AxisEditor
            key={axis.variable}
            index={index}
            axis={axis}
            taken={draft.axes.filter((_, i) => i !== index).map((a) => a.variable)}
            centre={centreOf(axis.variable, input, model, draft.timeframe)}
            canRemove={draft.axes.length > 1}
            onChange={setAxis}
            onRemove={removeAxis}
          />
        ))}
        {draft.axes.length < 3 ? (
          <button
            type="button"
            className={buttonClass('ghost', 'self-start')}
            onClick={addAxis}
            data-testid="sensitivity-add"
          >
            {t('valuation:sensitivity.addVariable')}
          </button>
        ) : null}
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={timeframeId} className="text-sm font-medium text-ink">
            {t('valuation:sensitivity.timeframe')}
          </label>
          <select
            id={timeframeId}
            value={draft.timeframe ? `${draft.timeframe.fromYear}-${draft.timeframe.toYear}` : 'all'}
            onChange={handleTimeframe}
            disabled={!usesOperating}
            data-testid="sensitivity-timeframe"
            className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
          >
            <option value="all">{t('valuation:sensitivity.allYears')}</option>
            {ranges.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-ink-muted">{t('valuation:sensitivity.timeframeHint')}</p>
      </div>
    </Dialog>
  );
}

function AxisEditor({
  index,
  axis,
  taken,
  centre,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  axis: TAxisConfig;
  taken: TSensitivityVariable[];
  centre: number | null;
  canRemove: boolean;
  onChange: (index: number, axis: TAxisConfig) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useAppTranslation();
  const variableId = useId();
  const stepsId = useId();
  const start = axis.start ?? (centre === null ? 0 : defaultStart(centre, axis.steps, axis.gap));

  function handleVariable(event: ChangeEvent<HTMLSelectElement>): void {
    onChange(index, { ...axis, variable: event.target.value as TSensitivityVariable, start: undefined });
  }

  function handleSteps(event: ChangeEvent<HTMLSelectElement>): void {
    const steps = Number(event.target.value);
    onChange(index, { ...axis, steps, ...(axis.start === undefined ? {} : { start: axis.start }) });
  }

  function handleGap(gap: number): void {
    if (gap >= 0) onChange(index, { ...axis, gap });
  }

  function handleStart(value: number): void {
    onChange(index, { ...axis, start: value });
  }

  function handleRemove(): void {
    onRemove(index);
  }

  return (
    <fieldset className="rounded-lg border border-line p-3" data-testid={`sensitivity-axis-${index}`}>
      <legend className="px-1 text-xs font-semibold text-ink-muted">
        {t('valuation:sensitivity.variableN', { index: index + 1 })}
      </legend>
      <div className="grid grid-cols-2 items-center gap-x-4 gap-y-2 text-sm">
        <label htmlFor={variableId} className="text-ink">
          {t('valuation:sensitivity.variable')}
        </label>
        <select
          id={variableId}
          value={axis.variable}
          onChange={handleVariable}
          data-testid={`sensitivity-variable-${index}`}
          className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
        >
          {SENSITIVITY_VARIABLES.filter((v) => v === axis.variable || !taken.includes(v)).map((v) => (
            <option key={v} value={v}>
              {t(VARIABLE_LABELS[v])}
            </option>
          ))}
        </select>
        <span className="text-ink">{t('valuation:sensitivity.start')}</span>
        <NumberInput
          value={start}
          kind="percent"
          suffix="%"
          label={t('valuation:sensitivity.start')}
          onCommit={handleStart}
          testId={`sensitivity-start-${index}`}
        />
        <label htmlFor={stepsId} className="text-ink">
          {t('valuation:sensitivity.steps')}
        </label>
        <select
          id={stepsId}
          value={axis.steps}
          onChange={handleSteps}
          data-testid={`sensitivity-steps-${index}`}
          className="rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink"
        >
          {Array.from({ length: MAX_STEPS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <span className="text-ink">{t('valuation:sensitivity.gap')}</span>
        <NumberInput
          value={axis.gap}
          kind="percent"
          suffix="%"
          label={t('valuation:sensitivity.gap')}
          onCommit={handleGap}
          testId={`sensitivity-gap-${index}`}
        />
      </div>
      {canRemove ? (
        <button type="button" className={buttonClass('ghost', 'mt-2 px-2 py-1 text-xs')} onClick={handleRemove}>
          {t('valuation:sensitivity.remove')}
        </button>
      ) : null}
    </fieldset>
  );
}
