import { describe, expect, it } from 'vitest';
import { tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { reverseDcf } from './reverse-dcf.js';
import { perShare, rate } from './units.js';

const model: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { wacc: rate(0.09) },
  terminal: { method: 'perpetuity', growth: rate(0.025) },
};

function price(overrides: Partial<TModelInput>): number {
  const result = runModel({ ...model, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.dcf.bridge.valuePerShare;
}

describe('reverseDcf', () => {
  it('recovers the constant revenue growth that produced a price', () => {
    const target = price({ drivers: { revenueGrowth: 0.137 } });
    const solved = reverseDcf({ model, price: perShare(target), solveFor: 'revenue_growth' });
    if (!solved.ok) throw new Error(solved.error.message);
    expect(Math.abs(solved.value.impliedValue - 0.137)).toBeLessThan(1e-9);
    expect(solved.value.valueAtSolution).toBeCloseTo(target, 6);
    expect(solved.value.modelValue).toBeCloseTo(0.1, 12);
  });

  it('recovers the terminal growth that produced a price', () => {
    const target = price({ terminal: { method: 'perpetuity', growth: rate(0.031) } });
    const solved = reverseDcf({ model, price: perShare(target), solveFor: 'terminal_growth' });
    expect(solved.ok && Math.abs(solved.value.impliedValue - 0.031)).toBeLessThan(1e-9);
  });

  it('recovers the operating margin that produced a price: every year moved by the same points', () => {
    const base = runModel(model);
    if (!base.ok) throw new Error(base.error.message);
    const margins = base.value.drivers.grossMargin.values;
    const ebit = base.value.forecast.income.ebit;
    const revenue = base.value.forecast.income.revenue;
    const lastMargin = (ebit.at(-1) as number) / (revenue.at(-1) as number);
    // Five points more gross margin in every year: five points more operating margin.
    const target = price({ drivers: { grossMargin: margins.map((m) => m + 0.05) } });
    const solved = reverseDcf({ model, price: perShare(target), solveFor: 'operating_margin' });
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.modelValue).toBeCloseTo(lastMargin, 12);
    expect(Math.abs(solved.value.impliedValue - (lastMargin + 0.05))).toBeLessThan(1e-9);
  });

  it('says so when no rate in the bracket explains the price', () => {
    const none = reverseDcf({ model, price: perShare(1e6), solveFor: 'revenue_growth', bracket: [-0.1, 0.2] });
    expect(!none.ok && none.error.code).toBe('NO_ROOT_IN_BRACKET');
    expect(reverseDcf({ model, price: perShare(0), solveFor: 'revenue_growth' }).ok).toBe(false);
  });
});
