import {
  DEFAULT_SCENARIO_SHIFTS,
  localizeIssues,
  type TLanguage,
  type TScenarioCase,
  type TScenarioShiftsSetting,
  type TShiftedScenarioCase,
  ZScenarioShiftsSchema,
} from '@app/contract';
import {
  applyScenario,
  NO_SCENARIO_SHIFTS,
  runModel,
  type TModel,
  type TModelInput,
  type TResult,
  type TScenarioShifts,
} from '@app/valuation';
import { camelize, snakeize } from '../../../api/case';
import type { TModelSettingsData } from '../../../api/model';

/** The scenarios a model is saved with, as the app holds them (camelCase). */
export type TScenarioSettingsData = TModelSettingsData['scenarios'];

/** The shifts of a scenario, in the order the screen lists them; `kind` says how a shift is typed. */
export const SCENARIO_SHIFT_ROWS = [
  {
    key: 'revenueGrowth',
    wire: 'revenue_growth',
    label: 'valuation:scenarios.shifts.revenueGrowth',
    short: 'valuation:scenarios.short.revenueGrowth',
    kind: 'points',
  },
  {
    key: 'operatingMargin',
    wire: 'operating_margin',
    label: 'valuation:scenarios.shifts.operatingMargin',
    short: 'valuation:scenarios.short.operatingMargin',
    kind: 'points',
  },
  {
    key: 'wacc',
    wire: 'wacc',
    label: 'valuation:scenarios.shifts.wacc',
    short: 'valuation:scenarios.short.wacc',
    kind: 'points',
  },
  {
    key: 'terminalGrowth',
    wire: 'terminal_growth',
    label: 'valuation:scenarios.shifts.terminalGrowth',
    short: 'valuation:scenarios.short.terminalGrowth',
    kind: 'points',
  },
  {
    key: 'exitMultiple',
    wire: 'exit_multiple',
    label: 'valuation:scenarios.shifts.exitMultiple',
    short: 'valuation:scenarios.short.exitMultiple',
    kind: 'turns',
  },
] as const satisfies readonly {
  key: keyof TScenarioShifts;
  wire: keyof TScenarioShiftsSetting;
  label: string;
  short: string;
  kind: 'points' | 'turns';
}[];

/** A scenario's shifts: the user's own set, else the contract's default set; none for the base case. */
export function shiftsOf(scenarios: TScenarioSettingsData, scenario: TScenarioCase): TScenarioShifts {
  if (scenario === 'base') return NO_SCENARIO_SHIFTS;
  return scenarios[scenario] ?? defaultShiftsOf(scenario);
}

/** The contract's default set of a case, in the engine's keys. */
export function defaultShiftsOf(scenario: TShiftedScenarioCase): TScenarioShifts {
  return camelize(DEFAULT_SCENARIO_SHIFTS[scenario]);
}

/**
 * The contract's verdict on a set of shifts, in the reader's language: the first message for each
 * shift that breaks a rule (keyed by the engine's name of the shift), empty when the set can be saved.
 */
export function shiftErrors(
  shifts: TScenarioShifts,
  language: TLanguage,
): Partial<Record<keyof TScenarioShifts, string>> {
  const parsed = ZScenarioShiftsSchema.safeParse(snakeize(shifts));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof TScenarioShifts, string>> = {};
  for (const issue of localizeIssues(parsed.error.issues, language)) {
    const row = SCENARIO_SHIFT_ROWS.find((candidate) => candidate.wire === issue.path);
    if (row && errors[row.key] === undefined) errors[row.key] = issue.message;
  }
  return errors;
}

/** One case valued: its engine input (the base case's when the shifts cannot apply) and result. */
export type TValuedScenario = { input: TModelInput; result: TResult<TModel>; computeMs: number };

/** Applies a case's shifts to the base input and values it, timed; the base case is valued as it is. */
export function valueScenario(baseInput: TModelInput, shifts: TScenarioShifts): TValuedScenario {
  const started = performance.now();
  const scenarioInput = applyScenario(baseInput, shifts);
  const result = scenarioInput.ok ? runModel(scenarioInput.value) : scenarioInput;
  return {
    input: scenarioInput.ok ? scenarioInput.value : baseInput,
    result,
    computeMs: performance.now() - started,
  };
}
