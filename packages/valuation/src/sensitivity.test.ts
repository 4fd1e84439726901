import { describe, expect, it } from 'vitest';
import { tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { runSensitivity } from './sensitivity.js';
import { rate } from './units.js';

const model: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { wacc: rate(0.09) },
  terminal: { method: 'perpetuity', growth: rate(0.04) },
};

function priceWith(overrides: Partial<TModelInput>): number {
  const result = runModel({ ...model, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.dcf.bridge.valuePerShare;
}

describe('runSensitivity', () => {
  it('centres each axis on the model value: 5 steps of 0.5% around 4% are 3.0%…5.0%', () => {
    const grid = runSensitivity({ model, axes: [{ variable: 'terminal_growth', steps: 5, gap: rate(0.005) }] });
    if (!grid.ok) throw new Error(grid.error.message);
    const axis = grid.value.axes[0];
    expect(axis?.center).toBe(0.04);
    expect(axis?.values.map((v) => Number(v.toFixed(10)))).toEqual([0.03, 0.035, 0.04, 0.045, 0.05]);
    expect(grid.value.prices[2]).toBeCloseTo(grid.value.basePrice, 9);
    expect(grid.value.prices[4]).toBeCloseTo(priceWith({ terminal: { method: 'perpetuity', growth: rate(0.05) } }), 9);
  });

  it('lays a 2-variable grid out row-major and matches full re-runs at every point', () => {
    const grid = runSensitivity({
      model,
      axes: [
        { variable: 'wacc', steps: 3, gap: rate(0.01) },
        { variable: 'gross_margin', steps: 3, gap: rate(0.02) },
      ],
    });
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.shape).toEqual([3, 3]);
    // point (wacc 10%, gross margin 38%) is index 2 × 3 + 0
    const expected = priceWith({ discountRate: { wacc: rate(0.1) }, drivers: { grossMargin: 0.38 } });
    expect(grid.value.prices[6]).toBeCloseTo(expected, 9);
    // prices fall along the WACC axis and rise along the margin axis
    expect(grid.value.prices[0] as number).toBeGreaterThan(grid.value.prices[3] as number);
    expect(grid.value.prices[2] as number).toBeGreaterThan(grid.value.prices[1] as number);
  });

  it('applies revenue growth changes only inside the timeframe', () => {
    const grid = runSensitivity({
      model,
      axes: [{ variable: 'revenue_growth', steps: 3, gap: rate(0.05) }],
      timeframe: { fromYear: 1, toYear: 3 },
    });
    if (!grid.ok) throw new Error(grid.error.message);
    const growth = Array.from({ length: 10 }, (_, t) => (t < 3 ? 0.15 : 0.1));
    expect(grid.value.prices[2]).toBeCloseTo(priceWith({ drivers: { revenueGrowth: growth } }), 9);
  });

  it('starts an axis at a given point: rates are the points, per-year drivers shift by the point less the model’s mean', () => {
    const grid = runSensitivity({
      model,
      axes: [
        { variable: 'wacc', steps: 2, gap: rate(0.01), start: 0.1 },
        { variable: 'revenue_growth', steps: 2, gap: rate(0.02), start: 0.3 },
      ],
      timeframe: { fromYear: 2, toYear: 3 },
    });
    if (!grid.ok) throw new Error(grid.error.message);
    const [wacc, growth] = grid.value.axes;
    expect(wacc?.values).toEqual([0.1, 0.11]);
    expect(growth?.values.map((v) => Number(v.toFixed(12)))).toEqual([0.3, 0.32]);
    const base = runModel(model);
    if (!base.ok) throw new Error(base.error.message);
    const years = base.value.drivers.revenueGrowth.values;
    const mean = ((years[1] as number) + (years[2] as number)) / 2;
    expect(growth?.center).toBeCloseTo(mean, 12);
    // The last point: WACC 11%, revenue growth of years 2–3 moved by 0.32 − their mean.
    const moved = years.map((g, t) => (t === 1 || t === 2 ? g + 0.32 - mean : g));
    expect(grid.value.prices[3]).toBeCloseTo(
      priceWith({ discountRate: { wacc: rate(0.11) }, drivers: { revenueGrowth: moved } }),
      9,
    );
  });

  it('fills 11 × 11 × 11 points and marks the ones where growth reaches WACC', () => {
    const grid = runSensitivity({
      model,
      axes: [
        { variable: 'wacc', steps: 11, gap: rate(0.005) },
        { variable: 'terminal_growth', steps: 11, gap: rate(0.006) },
        { variable: 'revenue_growth', steps: 11, gap: rate(0.01) },
      ],
    });
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.prices).toHaveLength(1331);
    // WACC 6.5% (index 0): growth 6.4% (index 9) has a value, 7.0% (index 10) has none
    expect(grid.value.prices[0 * 121 + 9 * 11 + 5]).not.toBeNull();
    expect(grid.value.prices[0 * 121 + 10 * 11 + 5]).toBeNull();
    expect(grid.value.failures.some((f) => f.code === 'GROWTH_NOT_BELOW_DISCOUNT_RATE')).toBe(true);
    expect(grid.value.prices[5 * 121 + 5 * 11 + 5]).toBeCloseTo(grid.value.basePrice, 9);
  });

  it('refuses bad axes and timeframes', () => {
    const wacc = { variable: 'wacc', steps: 3, gap: rate(0.01) } as const;
    expect(runSensitivity({ model, axes: [] }).ok).toBe(false);
    expect(runSensitivity({ model, axes: [wacc, wacc] }).ok).toBe(false);
    expect(runSensitivity({ model, axes: [wacc, wacc, wacc, wacc] }).ok).toBe(false);
    expect(runSensitivity({ model, axes: [{ ...wacc, steps: 0 }] }).ok).toBe(false);
    expect(runSensitivity({ model, axes: [wacc], timeframe: { fromYear: 4, toYear: 2 } }).ok).toBe(false);
    const exit = runSensitivity({
      model: { ...model, terminal: { method: 'exit_multiple', multiple: 9 as never } },
      axes: [{ variable: 'terminal_growth', steps: 3, gap: rate(0.01) }],
    });
    expect(!exit.ok && exit.error.message).toMatch(/perpetuity/);
  });
});
