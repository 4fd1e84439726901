import { describe, expect, it } from 'vitest';
import { tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import type { TModel, TModelInput } from './model-inputs.js';
import { applyScenario, NO_SCENARIO_SHIFTS, type TScenarioShifts } from './scenario.js';
import { money, multiple, rate } from './units.js';
import { computeWacc, type TWaccInput } from './wacc.js';

const input: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { wacc: rate(0.09) },
  terminal: { method: 'perpetuity', growth: rate(0.025) },
};

/** The contract's default bear set (`DEFAULT_SCENARIO_SHIFTS.bear`), in the engine's keys. */
const BEAR: TScenarioShifts = {
  revenueGrowth: -0.03,
  operatingMargin: -0.02,
  wacc: 0.01,
  terminalGrowth: -0.005,
  exitMultiple: -1,
};
const BULL: TScenarioShifts = {
  revenueGrowth: 0.03,
  operatingMargin: 0.02,
  wacc: -0.01,
  terminalGrowth: 0.005,
  exitMultiple: 1,
};

const only = (shift: Partial<TScenarioShifts>): TScenarioShifts => ({ ...NO_SCENARIO_SHIFTS, ...shift });

function scenario(base: TModelInput, shifts: TScenarioShifts): TModelInput {
  const next = applyScenario(base, shifts);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

function valued(model: TModelInput): TModel {
  const result = runModel(model);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const operatingMargins = (model: TModel) =>
  model.forecast.income.ebit.map((ebit, t) => ebit / (model.forecast.income.revenue[t] as number));

describe('applyScenario', () => {
  it('returns the base input itself when nothing moves', () => {
    const same = applyScenario(input, NO_SCENARIO_SHIFTS);
    expect(same.ok && same.value).toBe(input);
  });

  it('moves every forecast year’s revenue growth by the shift and leaves the other drivers', () => {
    const base = valued(input);
    const bear = valued(scenario(input, only({ revenueGrowth: -0.03 })));
    base.drivers.revenueGrowth.values.forEach((g, t) => {
      expect(bear.drivers.revenueGrowth.values[t]).toBeCloseTo(g - 0.03, 15);
    });
    expect(bear.drivers.grossMargin.values).toEqual(base.drivers.grossMargin.values);
    expect(bear.drivers.sgaPctRevenue).toEqual(base.drivers.sgaPctRevenue);
    expect(bear.discountRate.value).toBe(0.09);
    expect(bear.forecast.income.revenue.at(-1)).toBeLessThan(base.forecast.income.revenue.at(-1) as number);
  });

  it('moves every year’s operating margin by the margin shift, at the same revenue', () => {
    const base = valued(input);
    const bull = valued(scenario(input, only({ operatingMargin: 0.02 })));
    expect(bull.forecast.income.revenue).toEqual(base.forecast.income.revenue);
    const before = operatingMargins(base);
    operatingMargins(bull).forEach((margin, t) => {
      expect(margin - (before[t] as number)).toBeCloseTo(0.02, 12);
    });
  });

  it('follows the base case: a driver the user set is shifted from the user’s value', () => {
    const years = valued(input).drivers.grossMargin.values.length;
    const margins = Array.from({ length: years }, (_, t) => 0.5 + t / 100);
    const edited: TModelInput = { ...input, drivers: { grossMargin: margins, taxRate: 0.2 } };
    const bear = scenario(edited, BEAR);
    const shifted = bear.drivers?.grossMargin as number[];
    shifted.forEach((margin, t) => {
      expect(margin).toBeCloseTo((margins[t] as number) - 0.02, 15);
    });
    expect(bear.drivers?.taxRate).toBe(0.2);
    // The base input is not touched.
    expect(edited.drivers?.grossMargin).toBe(margins);
    expect(margins[0]).toBe(0.5);
  });

  it('adds the WACC shift to a given rate and to a CAPM build-up', () => {
    expect(scenario(input, only({ wacc: 0.01 })).discountRate).toEqual({ wacc: expect.closeTo(0.1, 15) });
    const capm: TWaccInput = {
      riskFreeRate: rate(0.04),
      beta: 1.2,
      marketRiskPremium: rate(0.05),
      preTaxCostOfDebt: rate(0.06),
      taxRate: rate(0.25),
      equityValue: money(800),
      debtValue: money(200),
    };
    const built = computeWacc(capm);
    if (!built.ok) throw new Error(built.error.message);
    const bear = valued(scenario({ ...input, discountRate: { capm } }, only({ wacc: 0.01 })));
    expect(bear.discountRate.value).toBeCloseTo(built.value.wacc + 0.01, 15);
  });

  it('moves the terminal value the model uses, and ignores the other method’s shift', () => {
    const perpetuity = scenario(input, BEAR);
    expect(perpetuity.terminal).toEqual({ method: 'perpetuity', growth: expect.closeTo(0.02, 15) });
    const exit: TModelInput = { ...input, terminal: { method: 'exit_multiple', multiple: multiple(12) } };
    expect(scenario(exit, BEAR).terminal).toEqual({ method: 'exit_multiple', multiple: 11 });
    expect(scenario(exit, only({ terminalGrowth: 0.01 })).terminal).toBe(exit.terminal);
    expect(scenario(input, only({ exitMultiple: 3 })).terminal).toBe(input.terminal);
  });

  it('values bear below base below bull with the default sets', () => {
    const price = (model: TModelInput) => valued(model).dcf.bridge.valuePerShare;
    const base = price(input);
    expect(price(scenario(input, BEAR))).toBeLessThan(base);
    expect(price(scenario(input, BULL))).toBeGreaterThan(base);
  });

  it('refuses a shift that leaves the engine’s ranges, naming it', () => {
    const field = (shifts: TScenarioShifts, base: TModelInput = input) => {
      const result = applyScenario(base, shifts);
      return result.ok ? null : [result.error.code, result.error.details.field];
    };
    expect(field(only({ revenueGrowth: -1.5 }))).toEqual(['INVALID_INPUT', 'scenario.revenue_growth']);
    expect(field(only({ operatingMargin: 0.9 }))).toEqual(['INVALID_INPUT', 'scenario.operating_margin']);
    expect(field(only({ wacc: -0.09 }))).toEqual(['INVALID_INPUT', 'scenario.wacc']);
    expect(field(only({ wacc: Number.NaN }))).toEqual(['INVALID_INPUT', 'scenario.wacc']);
    const exit: TModelInput = { ...input, terminal: { method: 'exit_multiple', multiple: multiple(2) } };
    expect(field(only({ exitMultiple: -3 }), exit)).toEqual(['INVALID_INPUT', 'scenario.exit_multiple']);
  });

  it('leaves terminal growth at or above the shifted WACC to the engine’s own refusal', () => {
    const next = scenario(input, only({ wacc: -0.07 }));
    const result = runModel(next);
    expect(!result.ok && result.error.code).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
  });
});
