import {
  SENSITIVITY_VARIABLES,
  sensitivityCentre,
  type TModel,
  type TModelInput,
  type TSensitivityVariable,
} from '@app/valuation';
import { type ChangeEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { NumberInput } from '../../../components/model/number-input';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import {
  defaultStart,
  MAX_STEPS,
  MIN_STEPS,
  normalizeSensitivity,
  type TAxisConfig,
  type TSensitivityConfig,
  usesTimeframe,
  validateSensitivity,
} from './sensitivity-grid';
import { VARIABLE_LABELS } from './variable-labels';

const SELECT_CLASS = 'rounded-md border border-line-strong bg-surface px-2 py-1 text-sm text-ink';
/** A new axis's gap: half a point for the rates, a point for the per-year drivers. */
const NEW_AXIS_GAP: Record<TSensitivityVariable, number> = {
  wacc: 0.005,
  terminal_growth: 0.0025,
  revenue_growth: 0.01,
  gross_margin: 0.01,
};

/**
 * Sensitivity settings: 1–3 variables with start point, steps and gap, and the timeframe of the
 * per-year drivers. Checked with the contract's rules as they are typed (the ones the server applies
 * when the grid is saved): a message stands next to each field in error, and nothing runs until
 * all are fixed.
 */
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
  const { t, i18n } = useAppTranslation();
  const [draft, setDraft] = useState(config);
  const years = model.drivers.revenueGrowth.values.length;
  const firstYear = model.base.fiscalYear + 1;
  const fromId = useId();
  const toId = useId();
  const timeframeErrorId = useId();
  const issues = validateSensitivity(draft, currentLanguage(i18n));
  const isTimeframeShown = usesTimeframe(draft);
  const repeated = new Set(draft.axes.map((a) => a.variable).filter((v, i, all) => all.indexOf(v) !== i));
  const shown = new Set<string>();
  const messageAt = (path: string): string | undefined => {
    const found = issues.find((issue) => issue.path === path);
    if (found) shown.add(path);
    return found?.message;
  };

  function setAxis(index: number, axis: TAxisConfig): void {
    setDraft({ ...draft, axes: draft.axes.map((a, i) => (i === index ? axis : a)) });
  }

  function addAxis(): void {
    const unused = SENSITIVITY_VARIABLES.find((v) => !draft.axes.some((a) => a.variable === v));
    if (unused)
      setDraft({ ...draft, axes: [...draft.axes, { variable: unused, steps: 5, gap: NEW_AXIS_GAP[unused] }] });
  }

  function removeAxis(index: number): void {
    setDraft({ ...draft, axes: draft.axes.filter((_, i) => i !== index) });
  }

  function setTimeframe(fromYear: number, toYear: number): void {
    // The whole forecast is the default (null), so the grid follows a forecast made longer later.
    setDraft({ ...draft, timeframe: fromYear === 1 && toYear === years ? null : { fromYear, toYear } });
  }

  function handleFrom(event: ChangeEvent<HTMLSelectElement>): void {
    setTimeframe(Number(event.target.value), draft.timeframe?.toYear ?? years);
  }

  function handleTo(event: ChangeEvent<HTMLSelectElement>): void {
    setTimeframe(draft.timeframe?.fromYear ?? 1, Number(event.target.value));
  }

  function handleRun(): void {
    if (issues.length > 0) return;
    onRun(normalizeSensitivity(draft));
    onClose();
  }

  const yearOptions = Array.from({ length: years }, (_, i) => i + 1);
  const axisEditors = draft.axes.map((axis, index) => (
    <AxisEditor
      // biome-ignore lint/suspicious/noArrayIndexKey: an axis is its place in the list (variables may repeat while edited).
      key={index}
      index={index}
      axis={axis}
      centre={sensitivityCentre(axis.variable, input, model, draft.timeframe)}
      canRemove={draft.axes.length > 1}
      errors={{
        variable: repeated.has(axis.variable) ? messageAt('axes') : undefined,
        start: messageAt(`axes.${index}.start`),
        steps: messageAt(`axes.${index}.steps`),
        gap: messageAt(`axes.${index}.gap`),
      }}
      onChange={setAxis}
      onRemove={removeAxis}
    />
  ));
  const timeframeError = isTimeframeShown
    ? (messageAt('timeframe') ?? messageAt('timeframe.from_year') ?? messageAt('timeframe.to_year'))
    : undefined;
  // A rule with no field of its own on screen still blocks the run: say it, never block silently.
  const others = issues.filter((issue) => !shown.has(issue.path));

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
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={handleRun}
            disabled={issues.length > 0}
            data-testid="sensitivity-run"
          >
            {t('valuation:sensitivity.run')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {axisEditors}
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
        {isTimeframeShown ? (
          <fieldset className="flex flex-col gap-2" data-testid="sensitivity-timeframe">
            <legend className="text-sm font-medium text-ink">{t('valuation:sensitivity.timeframe')}</legend>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <label htmlFor={fromId} className="text-ink">
                {t('valuation:sensitivity.timeframeFrom')}
              </label>
              <select
                id={fromId}
                value={draft.timeframe?.fromYear ?? 1}
                onChange={handleFrom}
                aria-invalid={timeframeError ? true : undefined}
                aria-describedby={timeframeError ? timeframeErrorId : undefined}
                data-testid="sensitivity-timeframe-from"
                className={SELECT_CLASS}
              >
                {yearOptions.map((year) => (
                  <option key={year} value={year}>
                    {t('valuation:sheet.fiscalYear', { year: firstYear + year - 1 })}
                  </option>
                ))}
              </select>
              <label htmlFor={toId} className="text-ink">
                {t('valuation:sensitivity.timeframeTo')}
              </label>
              <select
                id={toId}
                value={draft.timeframe?.toYear ?? years}
                onChange={handleTo}
                aria-invalid={timeframeError ? true : undefined}
                aria-describedby={timeframeError ? timeframeErrorId : undefined}
                data-testid="sensitivity-timeframe-to"
                className={SELECT_CLASS}
              >
                {yearOptions.map((year) => (
                  <option key={year} value={year}>
                    {t('valuation:sheet.fiscalYear', { year: firstYear + year - 1 })}
                  </option>
                ))}
              </select>
            </div>
            <FieldError id={timeframeErrorId} message={timeframeError} testId="sensitivity-error-timeframe" />
            <p className="text-xs text-ink-muted">{t('valuation:sensitivity.timeframeHint')}</p>
          </fieldset>
        ) : null}
        {others.length > 0 ? (
          <ul role="alert" className="text-xs text-danger" data-testid="sensitivity-error-other">
            {others.map((issue) => (
              <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}

type TAxisErrors = {
  variable: string | undefined;
  start: string | undefined;
  steps: string | undefined;
  gap: string | undefined;
};

function AxisEditor({
  index,
  axis,
  centre,
  canRemove,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  axis: TAxisConfig;
  centre: number | null;
  canRemove: boolean;
  errors: TAxisErrors;
  onChange: (index: number, axis: TAxisConfig) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useAppTranslation();
  const variableId = useId();
  const stepsId = useId();
  const errorIds = { variable: useId(), start: useId(), steps: useId(), gap: useId() };
  const start = axis.start ?? (centre === null ? 0 : defaultStart(centre, axis.steps, axis.gap));

  function withoutStart(next: TAxisConfig): TAxisConfig {
    const { start: _dropped, ...rest } = next;
    return rest;
  }

  /** Another variable starts at its own usual gap, centred on the model. */
  function handleVariable(event: ChangeEvent<HTMLSelectElement>): void {
    const variable = event.target.value as TSensitivityVariable;
    onChange(index, withoutStart({ ...axis, variable, gap: NEW_AXIS_GAP[variable] }));
  }

  function handleSteps(event: ChangeEvent<HTMLSelectElement>): void {
    onChange(index, { ...axis, steps: Number(event.target.value) });
  }

  function handleGap(gap: number): void {
    onChange(index, { ...axis, gap });
  }

  function handleStart(value: number): void {
    onChange(index, { ...axis, start: value });
  }

  function handleCentre(): void {
    onChange(index, withoutStart(axis));
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
          aria-invalid={errors.variable ? true : undefined}
          aria-describedby={errors.variable ? errorIds.variable : undefined}
          data-testid={`sensitivity-variable-${index}`}
          className={SELECT_CLASS}
        >
          {SENSITIVITY_VARIABLES.map((v) => (
            <option key={v} value={v}>
              {t(VARIABLE_LABELS[v])}
            </option>
          ))}
        </select>
        <FieldError id={errorIds.variable} message={errors.variable} testId={`sensitivity-error-${index}-variable`} />
        <span className="text-ink">{t('valuation:sensitivity.start')}</span>
        <span className="flex flex-wrap items-center gap-2">
          <NumberInput
            value={start}
            kind="percent"
            suffix="%"
            label={t('valuation:sensitivity.start')}
            onCommit={handleStart}
            testId={`sensitivity-start-${index}`}
          />
          {axis.start !== undefined && centre !== null ? (
            <button
              type="button"
              className={buttonClass('ghost', 'px-2 py-1 text-xs')}
              onClick={handleCentre}
              data-testid={`sensitivity-centre-${index}`}
            >
              {t('valuation:sensitivity.centre')}
            </button>
          ) : null}
        </span>
        <FieldError id={errorIds.start} message={errors.start} testId={`sensitivity-error-${index}-start`} />
        <label htmlFor={stepsId} className="text-ink">
          {t('valuation:sensitivity.steps')}
        </label>
        <select
          id={stepsId}
          value={axis.steps}
          onChange={handleSteps}
          aria-invalid={errors.steps ? true : undefined}
          aria-describedby={errors.steps ? errorIds.steps : undefined}
          data-testid={`sensitivity-steps-${index}`}
          className={SELECT_CLASS}
        >
          {Array.from({ length: MAX_STEPS - MIN_STEPS + 1 }, (_, i) => i + MIN_STEPS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <FieldError id={errorIds.steps} message={errors.steps} testId={`sensitivity-error-${index}-steps`} />
        <span className="text-ink">{t('valuation:sensitivity.gap')}</span>
        <NumberInput
          value={axis.gap}
          kind="percent"
          suffix="%"
          label={t('valuation:sensitivity.gap')}
          onCommit={handleGap}
          testId={`sensitivity-gap-${index}`}
        />
        <FieldError id={errorIds.gap} message={errors.gap} testId={`sensitivity-error-${index}-gap`} />
      </div>
      {canRemove ? (
        <button
          type="button"
          className={buttonClass('ghost', 'mt-2 px-2 py-1 text-xs')}
          onClick={handleRemove}
          data-testid={`sensitivity-remove-${index}`}
        >
          {t('valuation:sensitivity.remove')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** A field's message, on the row under it (nothing when the field is fine). */
function FieldError({ id, message, testId }: { id: string; message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="col-span-2 text-xs text-danger" data-testid={testId}>
      {message}
    </p>
  );
}
