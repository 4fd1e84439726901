import { describe, expect, it } from 'vitest';
import { compileValuation } from './compiled-valuation.js';
import { tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import {
  defaultMonteCarloRanges,
  MONTE_CARLO_PERCENTILES,
  monteCarlo,
  mulberry32,
  percentileOf,
  type TMonteCarloRange,
  triangular,
} from './monte-carlo.js';
import { multiple, perShare, rate } from './units.js';

const MODEL: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2025-05-17',
  convention: 'mid_year',
  discountRate: { wacc: rate(0.09) },
  terminal: { method: 'perpetuity', growth: rate(0.025), reinvestment: 'return_on_capital' },
  price: perShare(30),
};

const RANGES: TMonteCarloRange[] = [
  { variable: 'revenue_growth', low: 0.02, mode: 0.07, high: 0.12 },
  { variable: 'operating_margin', low: 0.08, mode: 0.11, high: 0.13 },
  { variable: 'wacc', low: 0.08, mode: 0.09, high: 0.1 },
  { variable: 'terminal_growth', low: 0.015, mode: 0.025, high: 0.03 },
];

function run(input: Parameters<typeof monteCarlo>[0]) {
  const result = monteCarlo(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Every draw valued by `runModel` itself, drawn as the documented order says. */
function slowReference(model: TModelInput, ranges: TMonteCarloRange[], draws: number, seed: number) {
  const own = runModel(model);
  const compiled = compileValuation(model);
  if (!own.ok || !compiled.ok) throw new Error('model');
  const { revenueGrowth, grossMargin } = compiled.value.model;
  const meanGrowth = compiled.value.model.meanRevenueGrowth;
  const lastMargin =
    (own.value.forecast.income.ebit.at(-1) as number) / (own.value.forecast.income.revenue.at(-1) as number);
  const random = mulberry32(seed);
  const values: number[] = [];
  const failures: Record<string, number> = {};
  for (let i = 0; i < draws; i += 1) {
    let input = model;
    let growthShift = 0;
    let marginShift = 0;
    for (const range of ranges) {
      const x = triangular(random(), range.low, range.mode, range.high);
      if (range.variable === 'revenue_growth') growthShift = x - meanGrowth;
      else if (range.variable === 'operating_margin') marginShift = x - lastMargin;
      else if (range.variable === 'wacc') input = { ...input, discountRate: { wacc: rate(x) } };
      else if (range.variable === 'terminal_growth' && input.terminal.method === 'perpetuity') {
        input = { ...input, terminal: { ...input.terminal, growth: rate(x) } };
      } else input = { ...input, terminal: { method: 'exit_multiple', multiple: multiple(x) } };
    }
    input = {
      ...input,
      drivers: {
        revenueGrowth: revenueGrowth.map((g) => g + growthShift),
        grossMargin: grossMargin.map((m) => m + marginShift),
      },
    };
    const result = runModel(input);
    if (result.ok) values.push(result.value.dcf.bridge.valuePerShare);
    else failures[result.error.code] = (failures[result.error.code] ?? 0) + 1;
  }
  return { values: values.sort((a, b) => a - b), failures };
}

describe('monteCarlo', () => {
  it('summarizes exactly what runModel gives for every draw', () => {
    const ranges = [...RANGES.slice(0, 2), { variable: 'wacc' as const, low: 0.01, mode: 0.05, high: 0.09 }, RANGES[3]];
    const result = run({ model: MODEL, ranges: ranges as TMonteCarloRange[], draws: 400, seed: 11 });
    const reference = slowReference(MODEL, ranges as TMonteCarloRange[], 400, 11);
    // Some draws put the WACC at or below terminal growth: counted, not dropped.
    const refused = reference.failures.GROWTH_NOT_BELOW_DISCOUNT_RATE ?? 0;
    expect(refused).toBeGreaterThan(0);
    expect(result.failures).toEqual([{ reason: 'growth_not_below_discount_rate', count: refused }]);
    expect(result.valued).toBe(reference.values.length);
    expect(result.valued + refused).toBe(400);
    for (const { percentile, value } of result.percentiles) {
      const expected = percentileOf(reference.values, percentile);
      expect(Math.abs(value - expected)).toBeLessThanOrEqual(1e-9 * Math.abs(expected));
    }
    const mean = reference.values.reduce((a, b) => a + b, 0) / reference.values.length;
    expect(result.mean).toBeCloseTo(mean, 9);
    expect(result.min).toBe(reference.values[0]);
    expect(result.max).toBe(reference.values.at(-1));
    expect(result.probabilityAbovePrice).toBe(reference.values.filter((v) => v > 30).length / reference.values.length);
  });

  it('is reproducible: the same seed gives the same result, another seed another', () => {
    const a = run({ model: MODEL, ranges: RANGES, draws: 2000, seed: 42 });
    const b = run({ model: MODEL, ranges: RANGES, draws: 2000, seed: 42 });
    const c = run({ model: MODEL, ranges: RANGES, draws: 2000, seed: 43 });
    expect(b).toEqual(a);
    expect(c.mean).not.toBe(a.mean);
  });

  it('reports percentiles in order, a histogram of every valued draw and the model value', () => {
    const result = run({ model: MODEL, ranges: RANGES, draws: 5000, seed: 1, bins: 30 });
    expect(result.percentiles.map((p) => p.percentile)).toEqual([...MONTE_CARLO_PERCENTILES]);
    const values = result.percentiles.map((p) => p.value);
    expect([...values].sort((x, y) => x - y)).toEqual(values);
    const { counts, below, above, from, to } = result.histogram;
    expect(counts).toHaveLength(30);
    expect(counts.reduce((a, b) => a + b, 0) + below + above).toBe(result.valued);
    // From the 1st to the 99th percentile: inside the range of the values.
    expect(from).toBeGreaterThanOrEqual(result.min ?? Number.NaN);
    expect(to).toBeLessThanOrEqual(result.max ?? Number.NaN);
    expect(below).toBeGreaterThan(0);
    expect(above).toBeGreaterThan(0);
    const own = runModel(MODEL);
    expect(own.ok && result.modelValue).toBe(own.ok ? own.value.dcf.bridge.valuePerShare : null);
    expect(result.standardDeviation).toBeGreaterThan(0);
  });

  it('draws from the triangular distribution: mean (low + mode + high) / 3', () => {
    const random = mulberry32(5);
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) sum += triangular(random(), 0.02, 0.03, 0.07);
    expect(sum / 100_000).toBeCloseTo(0.04, 3);
    expect(triangular(0, 1, 2, 4)).toBe(1);
    expect(triangular(0.999999999, 1, 2, 4)).toBeCloseTo(4, 3);
    expect(triangular(0.5, 3, 3, 3)).toBe(3);
  });

  it('holds an unranged variable at the model value: one range on WACC only moves WACC', () => {
    const result = run({
      model: MODEL,
      ranges: [{ variable: 'wacc', low: 0.09, mode: 0.09, high: 0.09 }],
      draws: 50,
      seed: 3,
    });
    expect(result.min).toBe(result.modelValue);
    expect(result.max).toBe(result.modelValue);
    // Fifty equal values: a spread of rounding only.
    expect(result.standardDeviation).toBeLessThan(1e-12 * result.modelValue);
    expect(result.histogram.counts.reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('counts draws the model input rules refuse, by reason', () => {
    const result = run({
      model: MODEL,
      ranges: [
        { variable: 'revenue_growth', low: -1.3, mode: 0, high: 0.1 },
        { variable: 'wacc', low: -0.02, mode: 0.09, high: 0.1 },
      ],
      draws: 3000,
      seed: 9,
    });
    const reasons = result.failures.map((f) => f.reason);
    expect(reasons).toContain('revenue_growth_below_minus_100');
    expect(reasons).toContain('wacc_not_positive');
    expect(result.valued + result.failures.reduce((a, f) => a + f.count, 0)).toBe(3000);
    const margins = run({
      model: MODEL,
      ranges: [{ variable: 'operating_margin', low: 0.1, mode: 0.5, high: 0.9 }],
      draws: 500,
      seed: 9,
    });
    expect(margins.failures.map((f) => f.reason)).toEqual(['gross_margin_above_100']);
  });

  it('draws the exit multiple of an exit-multiple model, and refuses a terminal growth range for it', () => {
    const exit: TModelInput = { ...MODEL, terminal: { method: 'exit_multiple', multiple: multiple(10) } };
    const ranges: TMonteCarloRange[] = [{ variable: 'exit_multiple', low: 6, mode: 10, high: 14 }];
    const result = run({ model: exit, ranges, draws: 300, seed: 2 });
    const reference = slowReference(exit, ranges, 300, 2);
    expect(result.percentiles[3]?.value).toBeCloseTo(percentileOf(reference.values, 50), 9);
    const refused = monteCarlo({ model: exit, ranges: [RANGES[3] as TMonteCarloRange], draws: 10, seed: 1 });
    expect(!refused.ok && refused.error.details.field).toBe('ranges.terminal_growth');
  });

  it('defaults to ranges around the model: growth ± 5 pts, margin ± 3 pts, WACC ± 1 pt, g ± 0.5 pt', () => {
    const compiled = compileValuation(MODEL);
    if (!compiled.ok) throw new Error(compiled.error.message);
    const ranges = defaultMonteCarloRanges(compiled.value);
    const { meanRevenueGrowth, lastOperatingMargin } = compiled.value.model;
    expect(ranges.map((r) => r.variable)).toEqual(['revenue_growth', 'operating_margin', 'wacc', 'terminal_growth']);
    const [growth, margin, wacc, terminal] = ranges;
    expect(growth?.mode).toBe(meanRevenueGrowth);
    expect(growth?.low).toBeCloseTo(meanRevenueGrowth - 0.05, 15);
    expect(margin?.mode).toBe(lastOperatingMargin);
    expect(margin?.high).toBeCloseTo(lastOperatingMargin + 0.03, 15);
    expect([wacc?.low, wacc?.mode, wacc?.high].map((v) => Number(v?.toFixed(12)))).toEqual([0.08, 0.09, 0.1]);
    expect([terminal?.low, terminal?.high].map((v) => Number(v?.toFixed(12)))).toEqual([0.02, 0.03]);
    // The model's value is the most likely point of every range: with no spread, every draw is it.
    const still = run({
      model: MODEL,
      ranges: ranges.map((r) => ({ ...r, low: r.mode, high: r.mode })),
      draws: 5,
      seed: 1,
    });
    expect(still.min).toBe(still.modelValue);
  });

  it('pulls default ends in where the input rules would refuse them: a gross margin of 100%, a 1.5% WACC', () => {
    const compiled = compileValuation({
      ...MODEL,
      defaults: { years: 5 },
      drivers: { grossMargin: [0.97, 0.98, 0.99, 1, 1] },
      discountRate: { wacc: rate(0.015) },
      terminal: { method: 'perpetuity', growth: rate(0.005) },
    });
    if (!compiled.ok) throw new Error(compiled.error.message);
    const [, margin, wacc] = defaultMonteCarloRanges(compiled.value);
    expect(margin?.high).toBe(margin?.mode);
    expect(wacc?.low).toBe(0.0075);
    const exit = compileValuation({ ...MODEL, terminal: { method: 'exit_multiple', multiple: multiple(10) } });
    if (!exit.ok) throw new Error(exit.error.message);
    const multipleRange = defaultMonteCarloRanges(exit.value).at(-1);
    expect(multipleRange?.variable).toBe('exit_multiple');
    expect([multipleRange?.low, multipleRange?.high]).toEqual([8, 12]);
  });

  it('refuses bad ranges and counts', () => {
    const bad = (ranges: TMonteCarloRange[], draws = 10, seed = 1) => monteCarlo({ model: MODEL, ranges, draws, seed });
    expect(bad([{ variable: 'wacc', low: 0.1, mode: 0.09, high: 0.11 }]).ok).toBe(false);
    expect(bad([RANGES[2] as TMonteCarloRange, RANGES[2] as TMonteCarloRange]).ok).toBe(false);
    expect(bad([{ variable: 'wacc', low: Number.NaN, mode: 0.09, high: 0.11 }]).ok).toBe(false);
    expect(bad(RANGES, 0).ok).toBe(false);
    expect(bad(RANGES, 10, -1).ok).toBe(false);
    expect(bad(RANGES, 10.5).ok).toBe(false);
  });

  it('has no statistics when no draw is valued', () => {
    const result = run({
      model: MODEL,
      ranges: [{ variable: 'terminal_growth', low: 0.1, mode: 0.11, high: 0.12 }],
      draws: 20,
      seed: 1,
    });
    expect(result.valued).toBe(0);
    expect(result.mean).toBeNull();
    expect(result.percentiles).toEqual([]);
    expect(result.probabilityAbovePrice).toBeNull();
    expect(result.failures).toEqual([{ reason: 'growth_not_below_discount_rate', count: 20 }]);
  });
});
