import { SCENARIO_CASES, type TScenarioCase } from '@app/contract';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { shiftsSummary } from './shift-text';

export const CASE_LABELS = {
  bear: 'valuation:scenarios.cases.bear',
  base: 'valuation:scenarios.cases.base',
  bull: 'valuation:scenarios.cases.bull',
} as const satisfies Record<TScenarioCase, string>;

export const CASE_TITLES = {
  bear: 'valuation:scenarios.caseTitle.bear',
  base: 'valuation:scenarios.caseTitle.base',
  bull: 'valuation:scenarios.caseTitle.bull',
} as const satisfies Record<TScenarioCase, string>;

/**
 * Bear / Base / Bull, above every tab: a switch re-values the whole model in the browser at once
 * and is saved with the model's settings. Outside the base case it says what the case moves and
 * that edits change the base case.
 */
export function ScenarioSwitch() {
  const { t } = useAppTranslation();
  const { scenario, settings, editSettings } = useModel();

  function choose(next: TScenarioCase): void {
    if (next !== scenario) editSettings({ scenarios: { ...settings.scenarios, active: next } });
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div
        role="radiogroup"
        aria-label={t('valuation:scenarios.switchLabel')}
        className="inline-flex rounded-md border border-line p-0.5 text-xs"
        data-testid="scenario-switch"
        data-active={scenario}
      >
        {SCENARIO_CASES.map((option) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control of three buttons, one checked.
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === scenario}
            onClick={() => choose(option)}
            className={`rounded px-3 py-1 font-medium ${
              option === scenario ? 'bg-accent text-accent-ink' : 'text-ink-muted hover:text-ink'
            }`}
            data-testid={`scenario-switch-${option}`}
          >
            {t(CASE_LABELS[option])}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Outside the base case: which case the figures are, what it moves, and that edits change the base
 * case (this case follows it). Shown under the headline and beside every editable assumption.
 */
export function ScenarioNote({ testId = 'scenario-note' }: { testId?: string }) {
  const { t, i18n } = useAppTranslation();
  const { scenario, scenarioShifts, baseInput, result } = useModel();
  if (scenario === 'base') return null;
  const reason = scenarioFailure(result);
  return (
    <p className="rounded-md bg-accent-soft px-3 py-2 text-xs text-ink" data-testid={testId} data-scenario={scenario}>
      {t('valuation:scenarios.note', {
        case: t(CASE_TITLES[scenario]),
        shifts: shiftsSummary(t, scenarioShifts, baseInput, currentLanguage(i18n)),
      })}
      {reason ? <span className="ml-1 text-danger">{t(reason)}</span> : null}
    </p>
  );
}

const SCENARIO_FAILURES = {
  'scenario.revenue_growth': 'valuation:scenarios.errors.revenueGrowth',
  'scenario.operating_margin': 'valuation:scenarios.errors.operatingMargin',
  'scenario.wacc': 'valuation:scenarios.errors.wacc',
  'scenario.exit_multiple': 'valuation:scenarios.errors.exitMultiple',
} as const;

/** Why a case's shifts could not be applied to the base case, or null (the engine's own failures say themselves). */
export function scenarioFailure(result: ReturnType<typeof useModel>['result']) {
  if (result.ok || result.error.code !== 'INVALID_INPUT') return null;
  const field = result.error.details.field;
  return typeof field === 'string' && field in SCENARIO_FAILURES
    ? SCENARIO_FAILURES[field as keyof typeof SCENARIO_FAILURES]
    : null;
}
