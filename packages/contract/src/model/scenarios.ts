import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';

/** The three cases a model can be read in; `base` is the model's own assumptions. @public */
export const SCENARIO_CASES = ['bear', 'base', 'bull'] as const;
/** @public */
export type TScenarioCase = (typeof SCENARIO_CASES)[number];
/** The cases that move the base case: each has a set of shifts. @public */
export const SHIFTED_SCENARIO_CASES = ['bear', 'bull'] as const;
/** @public */
export type TShiftedScenarioCase = (typeof SHIFTED_SCENARIO_CASES)[number];

/**
 * How far a scenario may move each driver from the base case. Rates are decimals (0.01 is one
 * percentage point); the exit multiple's shift is in turns (1 = 1.0×). Wide enough for a
 * demanding stress case, narrow enough that a shift is a scenario and not a different company.
 * @public
 */
export const SCENARIO_SHIFT_LIMITS = {
  revenueGrowth: 0.2,
  operatingMargin: 0.2,
  wacc: 0.05,
  terminalGrowth: 0.03,
  exitMultiple: 10,
} as const;

const shift = (limit: number, message: TValidationMessageKey) =>
  z.number().min(-limit, { error: message }).max(limit, { error: message });

/**
 * One scenario's driver set, relative to the base case so that it follows the base when the user
 * edits it (`@app/valuation` `applyScenario` applies it, the same way on screen, on the server and
 * in the workbook):
 * - `revenue_growth`: points added to every forecast year's revenue growth;
 * - `operating_margin`: points added to every forecast year's gross margin: the other costs are
 *   shares of revenue, so the operating (EBIT) margin moves by the same points;
 * - `wacc`: points added to the base case's discount rate (however it is built);
 * - `terminal_growth`: points added to the perpetuity growth (perpetuity terminal value only);
 * - `exit_multiple`: turns added to the exit multiple (exit-multiple terminal value only).
 * @public
 */
export const ZScenarioShiftsSchema = z.object({
  revenue_growth: shift(SCENARIO_SHIFT_LIMITS.revenueGrowth, 'scenario_revenue_growth_shift_range'),
  operating_margin: shift(SCENARIO_SHIFT_LIMITS.operatingMargin, 'scenario_operating_margin_shift_range'),
  wacc: shift(SCENARIO_SHIFT_LIMITS.wacc, 'scenario_wacc_shift_range'),
  terminal_growth: shift(SCENARIO_SHIFT_LIMITS.terminalGrowth, 'scenario_terminal_growth_shift_range'),
  exit_multiple: shift(SCENARIO_SHIFT_LIMITS.exitMultiple, 'scenario_exit_multiple_shift_range'),
});
/** @public */
export type TScenarioShiftsSetting = z.infer<typeof ZScenarioShiftsSchema>;

/**
 * The shifts a case takes when the user has not set its own (`bear`/`bull: null`). Conventions, not
 * measurements, shown on screen as the case's assumptions:
 * - WACC ± 1 pt and terminal growth ∓ 0.5 pt: the ranges the DCF summary's football field already
 *   reads the DCF over, so a case sits at a corner of that bar;
 * - revenue growth ∓ 3 pts a year: over a five-year forecast, last-year revenue about 13% below
 *   (above) the base case, the order of a consensus miss (beat) in an ordinary cycle;
 * - operating margin ∓ 2 pts: about a fifth of a typical 10% margin, an ordinary
 *   margin cycle without a change of business model;
 * - exit multiple ∓ 1.0×: the one-turn step analysts quote an EV/EBITDA range in.
 * @public
 */
export const DEFAULT_SCENARIO_SHIFTS: Record<TShiftedScenarioCase, TScenarioShiftsSetting> = {
  bear: { revenue_growth: -0.03, operating_margin: -0.02, wacc: 0.01, terminal_growth: -0.005, exit_multiple: -1 },
  bull: { revenue_growth: 0.03, operating_margin: 0.02, wacc: -0.01, terminal_growth: 0.005, exit_multiple: 1 },
};

/**
 * The scenario a model is read in, and the bear and bull driver sets (`null`: the defaults above).
 * The stored `results` and the models list stay the base case whatever case is active: a saved
 * switch changes how the model is read, not its value of record.
 * @public
 */
export const ZScenarioSettingsSchema = z.object({
  active: z.enum(SCENARIO_CASES).default('base'),
  bear: ZScenarioShiftsSchema.nullable().default(null),
  bull: ZScenarioShiftsSchema.nullable().default(null),
});
/** @public */
export type TScenarioSettings = z.output<typeof ZScenarioSettingsSchema>;

/** A case's shifts: its own, else the defaults; all zero for the base case. @public */
export function scenarioShiftsOf(settings: TScenarioSettings, scenario: TScenarioCase): TScenarioShiftsSetting {
  if (scenario === 'base') {
    return { revenue_growth: 0, operating_margin: 0, wacc: 0, terminal_growth: 0, exit_multiple: 0 };
  }
  return settings[scenario] ?? DEFAULT_SCENARIO_SHIFTS[scenario];
}
