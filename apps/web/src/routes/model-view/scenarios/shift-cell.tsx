import type { TShiftedScenarioCase } from '@app/contract';
import type { TModelInput, TScenarioShifts } from '@app/valuation';
import { NumberInput } from '../../../components/model/number-input';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import type { SCENARIO_SHIFT_ROWS } from './scenario-shifts';
import { CASE_TITLES } from './scenario-switch';
import { isShiftUsed } from './shift-text';

/**
 * One shift of a case, typed in points (−3 is three points down) or turns of the multiple; the
 * contract's message under it when the value is out of range. A shift the model's terminal value
 * does not use says so instead of taking a value.
 */
export function ShiftCell({
  scenario,
  row,
  value,
  error,
  input,
  onChange,
}: {
  scenario: TShiftedScenarioCase;
  row: (typeof SCENARIO_SHIFT_ROWS)[number];
  value: number;
  error: string | undefined;
  input: TModelInput;
  onChange: (scenario: TShiftedScenarioCase, key: keyof TScenarioShifts, value: number) => void;
}) {
  const { t } = useAppTranslation();
  const testId = `scenario-shift-${scenario}-${row.key}`;
  if (!isShiftUsed(row.key, input)) {
    return (
      <span className="text-xs text-ink-muted" data-testid={`${testId}-unused`}>
        {t(
          row.key === 'terminalGrowth'
            ? 'valuation:scenarios.unusedWithExitMultiple'
            : 'valuation:scenarios.unusedWithPerpetuity',
        )}
      </span>
    );
  }

  function handleCommit(next: number): void {
    onChange(scenario, row.key, next);
  }

  return (
    <div className="flex flex-col items-end gap-0.5">
      <NumberInput
        value={value}
        kind={row.kind === 'points' ? 'percent' : 'number'}
        suffix={t(row.kind === 'points' ? 'valuation:scenarios.pointsUnit' : 'valuation:scenarios.turnsUnit')}
        label={`${t(row.label)}, ${t(CASE_TITLES[scenario])}`}
        onCommit={handleCommit}
        testId={testId}
      />
      {error ? (
        <span role="alert" className="max-w-56 text-right text-xs text-danger" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
