import { applyOverrides } from './forecast/drivers.js';
import { defaultDrivers } from './history/driver-defaults.js';
import type { TDiscountRateInput, TModelInput, TModelTerminal } from './model-inputs.js';
import { firstNonFinite, invalid, ok, type TResult } from './result.js';
import { multiple, rate } from './units.js';
import { computeWacc } from './wacc.js';

/**
 * A scenario's driver set, relative to the base case (rates as decimals: −0.03 is three points
 * down; the exit multiple in turns). `@app/contract` `ZScenarioShiftsSchema` is the same set in
 * the API's snake_case, with its limits and its default bear and bull sets.
 * @public
 */
export type TScenarioShifts = {
  /** Added to every forecast year's revenue growth. */
  revenueGrowth: number;
  /** Added to every forecast year's gross margin: the operating margin moves by the same points. */
  operatingMargin: number;
  /** Added to the base case's discount rate. */
  wacc: number;
  /** Added to the perpetuity growth; ignored with an exit multiple. */
  terminalGrowth: number;
  /** Added to the exit multiple; ignored with a perpetuity. */
  exitMultiple: number;
};

/** No shift: the base case. @public */
export const NO_SCENARIO_SHIFTS: TScenarioShifts = {
  revenueGrowth: 0,
  operatingMargin: 0,
  wacc: 0,
  terminalGrowth: 0,
  exitMultiple: 0,
};

/**
 * The engine input of a scenario: the base case's input with its drivers moved by the shifts, so
 * a scenario follows the base case when the user edits it. With g_t, m_t the base case's resolved
 * revenue growth and gross margin of forecast year t (defaults with the user's overrides laid
 * over them), WACC its discount rate, g its perpetuity growth and M its exit multiple:
 *
 *   g'_t = g_t + Δg,   m'_t = m_t + Δm      (every forecast year; written as driver overrides)
 *   WACC' = WACC + Δwacc                     (given as a rate: a CAPM build-up is valued first)
 *   g'    = g + Δterminal,   M' = M + Δmultiple   (whichever the terminal method uses)
 *
 * R&D, SG&A and other costs are shares of revenue and D&A does not depend on the margin, so at the
 * same revenue the gross margin's Δm moves every year's operating (EBIT) margin by Δm (revenue
 * itself moves only with Δg, and D&A on existing assets does not scale with it). A shift of 0 leaves its
 * part of the input as it was; all shifts 0 return the input itself. The screen, the server and the
 * workbook value a scenario through this one function (the workbook writes the same sums as
 * formulas).
 *
 * @returns `INVALID_INPUT` when a shift is not finite, a shifted growth falls below −100%, a
 * shifted gross margin rises above 100%, the discount rate falls to 0 or below, or the exit
 * multiple below 0 (details.field: `scenario.<shift>`); the base case's own failure to resolve its
 * drivers or WACC as it is. Terminal growth at or above the shifted WACC is left to `runModel`
 * (`GROWTH_NOT_BELOW_DISCOUNT_RATE`).
 * @example
 * const bear = applyScenario(input, { revenueGrowth: -0.03, operatingMargin: -0.02, wacc: 0.01,
 *   terminalGrowth: -0.005, exitMultiple: -1 });
 * if (bear.ok) runModel(bear.value);
 * @public
 */
export function applyScenario(input: TModelInput, shifts: TScenarioShifts): TResult<TModelInput> {
  const bad = firstNonFinite({
    'scenario.revenue_growth': shifts.revenueGrowth,
    'scenario.operating_margin': shifts.operatingMargin,
    'scenario.wacc': shifts.wacc,
    'scenario.terminal_growth': shifts.terminalGrowth,
    'scenario.exit_multiple': shifts.exitMultiple,
  });
  if (bad) return bad;
  let next = input;
  if (shifts.revenueGrowth !== 0 || shifts.operatingMargin !== 0) {
    const drivers = shiftedDrivers(input, shifts);
    if (!drivers.ok) return drivers;
    next = { ...next, drivers: drivers.value };
  }
  if (shifts.wacc !== 0) {
    const discountRate = shiftedDiscountRate(input.discountRate, shifts.wacc);
    if (!discountRate.ok) return discountRate;
    next = { ...next, discountRate: discountRate.value };
  }
  const terminal = shiftedTerminal(input.terminal, shifts);
  if (!terminal.ok) return terminal;
  if (terminal.value !== input.terminal) next = { ...next, terminal: terminal.value };
  return ok(next);
}

function shiftedDrivers(input: TModelInput, shifts: TScenarioShifts): TResult<TModelInput['drivers']> {
  const defaults = defaultDrivers(input.history, input.defaults);
  if (!defaults.ok) return defaults;
  const count = defaults.value.drivers.revenueGrowth.values.length;
  const resolved = applyOverrides(defaults.value.drivers, input.drivers ?? {}, count);
  if (!resolved.ok) return resolved;
  const overrides = { ...input.drivers };
  if (shifts.revenueGrowth !== 0) {
    const growth = resolved.value.revenueGrowth.values.map((g) => g + shifts.revenueGrowth);
    const low = growth.findIndex((g) => g < -1);
    if (low >= 0) {
      return invalid('scenario.revenue_growth', `moves year ${low + 1}'s revenue growth below −100%`, {
        year: low + 1,
      });
    }
    overrides.revenueGrowth = growth;
  }
  if (shifts.operatingMargin !== 0) {
    const margins = resolved.value.grossMargin.values.map((m) => m + shifts.operatingMargin);
    const high = margins.findIndex((m) => m > 1);
    if (high >= 0) {
      return invalid('scenario.operating_margin', `moves year ${high + 1}'s gross margin above 100%`, {
        year: high + 1,
      });
    }
    overrides.grossMargin = margins;
  }
  return ok(overrides);
}

function shiftedDiscountRate(discountRate: TDiscountRateInput, shift: number): TResult<TDiscountRateInput> {
  let base: number;
  if ('capm' in discountRate) {
    const built = computeWacc(discountRate.capm);
    if (!built.ok) return built;
    base = built.value.wacc;
  } else {
    base = discountRate.wacc;
  }
  const wacc = base + shift;
  if (!(wacc > 0)) return invalid('scenario.wacc', `moves the discount rate to ${wacc}, not above 0`, { wacc });
  return ok({ wacc: rate(wacc) });
}

function shiftedTerminal(terminal: TModelTerminal, shifts: TScenarioShifts): TResult<TModelTerminal> {
  if (terminal.method === 'perpetuity') {
    if (shifts.terminalGrowth === 0) return ok(terminal);
    return ok({ ...terminal, growth: rate(terminal.growth + shifts.terminalGrowth) });
  }
  if (shifts.exitMultiple === 0) return ok(terminal);
  const shifted = terminal.multiple + shifts.exitMultiple;
  if (shifted < 0) {
    return invalid('scenario.exit_multiple', `moves the exit multiple to ${shifted}, below 0`, { multiple: shifted });
  }
  return ok({ ...terminal, multiple: multiple(shifted) });
}
