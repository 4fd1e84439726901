import { SCENARIO_CASES, type TScenarioCase, type TShiftedScenarioCase } from '@app/contract';
import { NO_SCENARIO_SHIFTS, type TScenarioShifts } from '@app/valuation';
import { type ReactNode, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useModel } from '../model-context';
import { Card } from '../overview';
import { ScenarioResults } from './scenario-results';
import { SCENARIO_SHIFT_ROWS, shiftErrors, shiftsOf, type TValuedScenario, valueScenario } from './scenario-shifts';
import { CASE_TITLES } from './scenario-switch';
import { ShiftCell } from './shift-cell';

type TDrafts = Partial<Record<TShiftedScenarioCase, TScenarioShifts>>;

/**
 * Bear, base and bull side by side: each case's shifts from the base case (editable, checked
 * against the contract before they apply) and each case valued in the browser. The case the model
 * is read in is highlighted; any column can be made the shown case.
 */
export function ScenariosTab() {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { baseInput, baseResult, scenario, settings, editSettings } = useModel();
  const [drafts, setDrafts] = useState<TDrafts>({});
  const scenarios = settings.scenarios;

  const shown = useMemo(() => {
    const of = (option: TShiftedScenarioCase) => drafts[option] ?? shiftsOf(scenarios, option);
    return { bear: of('bear'), base: NO_SCENARIO_SHIFTS, bull: of('bull') } satisfies Record<TScenarioCase, unknown>;
  }, [drafts, scenarios]);
  const errors = useMemo(
    () => ({ bear: shiftErrors(shown.bear, language), base: {}, bull: shiftErrors(shown.bull, language) }),
    [shown, language],
  );
  // A draft with an error is not valued: its column keeps the applied shifts' figures.
  const valued = useMemo(() => {
    const of = (option: TShiftedScenarioCase): TValuedScenario =>
      valueScenario(baseInput, Object.keys(errors[option]).length === 0 ? shown[option] : shiftsOf(scenarios, option));
    return {
      bear: of('bear'),
      base: { input: baseInput, result: baseResult, computeMs: 0 },
      bull: of('bull'),
    } satisfies Record<TScenarioCase, TValuedScenario>;
  }, [baseInput, baseResult, shown, errors, scenarios]);

  function changeShift(option: TShiftedScenarioCase, key: keyof TScenarioShifts, value: number): void {
    setDrafts((current) => ({
      ...current,
      [option]: { ...(current[option] ?? shiftsOf(scenarios, option)), [key]: value },
    }));
  }

  function discard(option: TShiftedScenarioCase): void {
    setDrafts(({ [option]: _dropped, ...rest }) => rest);
  }

  function apply(option: TShiftedScenarioCase): void {
    const draft = drafts[option];
    if (!draft || Object.keys(errors[option]).length > 0) return;
    editSettings({ scenarios: { ...scenarios, [option]: draft } });
    discard(option);
  }

  function restoreDefaults(option: TShiftedScenarioCase): void {
    editSettings({ scenarios: { ...scenarios, [option]: null } });
    discard(option);
  }

  function show(option: TScenarioCase): void {
    editSettings({ scenarios: { ...scenarios, active: option } });
  }

  const cellClass = (option: TScenarioCase) =>
    `py-1.5 pl-3 text-right align-top ${option === scenario ? 'bg-accent-soft' : ''}`;

  return (
    <div className="flex flex-col gap-6" data-testid="scenarios-tab">
      <Card title={t('valuation:scenarios.title')}>
        <p className="mb-2 text-sm text-ink">{t('valuation:scenarios.intro')}</p>
        <p className="mb-4 text-xs text-ink-muted">{t('valuation:scenarios.defaultsWhy')}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="scenarios-table">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 text-left font-medium text-ink-muted">
                  {t('valuation:scenarios.shifts.title')}
                </th>
                {SCENARIO_CASES.map((option) => (
                  <th
                    key={option}
                    scope="col"
                    className={`${cellClass(option)} font-semibold text-ink`}
                    data-testid={`scenario-column-${option}`}
                    data-active={option === scenario}
                  >
                    <div className="flex flex-col items-end gap-1">
                      <span>{t(CASE_TITLES[option])}</span>
                      {option === scenario ? (
                        <span className="text-xs font-normal text-accent" data-testid={`scenario-shown-${option}`}>
                          {t('valuation:scenarios.active')}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
                          onClick={() => show(option)}
                          data-testid={`scenario-show-${option}`}
                        >
                          {t('valuation:scenarios.show')}
                        </button>
                      )}
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SCENARIO_SHIFT_ROWS.map((row) => (
                <tr key={row.key} className="border-b border-line">
                  <th scope="row" className="py-1.5 text-left font-normal text-ink">
                    {t(row.label)}
                  </th>
                  {SCENARIO_CASES.map((option) => (
                    <td key={option} className={cellClass(option)}>
                      {option === 'base' ? (
                        <span className="text-ink-muted">—</span>
                      ) : (
                        <ShiftCell
                          scenario={option}
                          row={row}
                          value={shown[option][row.key]}
                          error={errors[option][row.key]}
                          input={baseInput}
                          onChange={changeShift}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-b border-line">
                <th scope="row" className="py-1.5 text-left text-xs font-normal text-ink-muted">
                  {t('valuation:scenarios.source')}
                </th>
                {SCENARIO_CASES.map((option) => (
                  <td key={option} className={cellClass(option)}>
                    {option === 'base' ? (
                      <span className="text-xs text-ink-muted">{t('valuation:scenarios.baseColumn')}</span>
                    ) : (
                      <ShiftActions
                        scenario={option}
                        isDraft={drafts[option] !== undefined}
                        isValid={Object.keys(errors[option]).length === 0}
                        isOwn={scenarios[option] !== null}
                        onApply={apply}
                        onDiscard={discard}
                        onDefaults={restoreDefaults}
                      />
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </Card>
      <ScenarioResults valued={valued} cellClass={cellClass} />
    </div>
  );
}

/** A case's state (default or own shifts, or edits not applied yet) and what can be done with it. */
function ShiftActions({
  scenario,
  isDraft,
  isValid,
  isOwn,
  onApply,
  onDiscard,
  onDefaults,
}: {
  scenario: TShiftedScenarioCase;
  isDraft: boolean;
  isValid: boolean;
  isOwn: boolean;
  onApply: (scenario: TShiftedScenarioCase) => void;
  onDiscard: (scenario: TShiftedScenarioCase) => void;
  onDefaults: (scenario: TShiftedScenarioCase) => void;
}) {
  const { t } = useAppTranslation();
  let body: ReactNode;
  if (isDraft) {
    body = (
      <>
        <span className="text-xs text-ink-muted" data-testid={`scenario-pending-${scenario}`}>
          {t(isValid ? 'valuation:scenarios.pending' : 'valuation:scenarios.invalid')}
        </span>
        <span className="flex gap-1">
          <button
            type="button"
            className={buttonClass('primary', 'px-2 py-0.5 text-xs')}
            onClick={() => onApply(scenario)}
            disabled={!isValid}
            data-testid={`scenario-apply-${scenario}`}
          >
            {t('valuation:scenarios.apply')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
            onClick={() => onDiscard(scenario)}
            data-testid={`scenario-discard-${scenario}`}
          >
            {t('valuation:scenarios.discard')}
          </button>
        </span>
      </>
    );
  } else {
    body = (
      <>
        <span className="text-xs text-ink-muted" data-testid={`scenario-origin-${scenario}`} data-own={isOwn}>
          {t(isOwn ? 'valuation:scenarios.isOwn' : 'valuation:scenarios.isDefault')}
        </span>
        {isOwn ? (
          <button
            type="button"
            className={buttonClass('ghost', 'px-2 py-0.5 text-xs')}
            onClick={() => onDefaults(scenario)}
            data-testid={`scenario-defaults-${scenario}`}
          >
            {t('valuation:scenarios.defaults')}
          </button>
        ) : null}
      </>
    );
  }
  return <div className="flex flex-col items-end gap-1">{body}</div>;
}
