import { type TLanguage, toBcp47 } from '@app/contract';
import type { TModelInput, TScenarioShifts } from '@app/valuation';
import type { useAppTranslation } from '../../../i18n/use-app-translation';
import { SCENARIO_SHIFT_ROWS } from './scenario-shifts';

type TTranslate = ReturnType<typeof useAppTranslation>['t'];

/** One shift as the reader's language writes it: "+1.0 pt"-style points ("−3.0 pts") or turns ("−1.0×"). */
export function shiftText(t: TTranslate, key: keyof TScenarioShifts, value: number, language: TLanguage): string {
  const isTurns = key === 'exitMultiple';
  const number = new Intl.NumberFormat(toBcp47(language), {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(isTurns ? value : value * 100);
  return isTurns
    ? t('valuation:scenarios.turns', { value: number })
    : t('valuation:scenarios.points', { value: number });
}

/** Whether a shift applies to a model: terminal growth only with a perpetuity, the exit multiple only with one. */
export function isShiftUsed(key: keyof TScenarioShifts, input: TModelInput): boolean {
  if (key === 'terminalGrowth') return input.terminal.method === 'perpetuity';
  if (key === 'exitMultiple') return input.terminal.method === 'exit_multiple';
  return true;
}

/** A case's shifts in one line ("revenue growth −3.0 pts a year, operating margin −2.0 pts, …"), the ones the model uses. */
export function shiftsSummary(t: TTranslate, shifts: TScenarioShifts, input: TModelInput, language: TLanguage): string {
  return SCENARIO_SHIFT_ROWS.filter((row) => isShiftUsed(row.key, input))
    .map((row) => t(row.short, { value: shiftText(t, row.key, shifts[row.key], language) }))
    .join(t('valuation:scenarios.separator'));
}
