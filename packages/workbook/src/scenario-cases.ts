import { applyScenario, NO_SCENARIO_SHIFTS, runModel, type TModel, type TModelInput } from '@app/valuation';
import type { TWorkbookScenarios } from './workbook-input.js';

/**
 * The bear and bull shifts when the model has none saved: `@app/contract` `DEFAULT_SCENARIO_SHIFTS`
 * (WACC ± 1 pt, terminal growth ∓ 0.5 pt, revenue growth ∓ 3 pts, operating margin ∓ 2 pts, exit
 * multiple ∓ 1.0×), base active.
 */
export const DEFAULT_WORKBOOK_SCENARIOS: TWorkbookScenarios = {
  active: 'base',
  bear: { revenueGrowth: -0.03, operatingMargin: -0.02, wacc: 0.01, terminalGrowth: -0.005, exitMultiple: -1 },
  bull: { revenueGrowth: 0.03, operatingMargin: 0.02, wacc: -0.01, terminalGrowth: 0.005, exitMultiple: 1 },
};

/** The case the workbook opens in: the engine input and model of the active case, or of the base when the engine refuses it. */
export type TActiveCase = {
  scenarios: TWorkbookScenarios;
  active: TModelInput;
  model: TModel;
  /** Why the saved active case could not be opened (the engine's message), if so. */
  refusal: string | null;
};

/**
 * The active case as `applyScenario` makes it (the one function the screen and the server use).
 * A case the engine refuses (a shift past its ranges, growth at or above the shifted WACC) opens
 * the workbook on the base case instead, saying why.
 */
export function activeCase(
  base: TModelInput,
  baseModel: TModel,
  scenarios: TWorkbookScenarios | undefined,
): TActiveCase {
  const chosen = scenarios ?? DEFAULT_WORKBOOK_SCENARIOS;
  if (chosen.active === 'base') return { scenarios: chosen, active: base, model: baseModel, refusal: null };
  const shifted = applyScenario(base, chosen[chosen.active] ?? NO_SCENARIO_SHIFTS);
  const model = shifted.ok ? runModel(shifted.value) : shifted;
  if (!shifted.ok || !model.ok) {
    const message = !shifted.ok ? shifted.error.message : model.ok ? '' : model.error.message;
    return { scenarios: { ...chosen, active: 'base' }, active: base, model: baseModel, refusal: message };
  }
  return { scenarios: chosen, active: shifted.value, model: model.value, refusal: null };
}
