import { evaluateModel, prepareModel, type TPreparedModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { fail, invalid, ok, type TResult } from './result.js';
import { findRoot, ROOT_TOLERANCE } from './root-finder.js';
import type { PerShare, Rate } from './units.js';

/** @public */
export type TReverseDcfInput = {
  model: TModelInput;
  /** The market price per share to explain. */
  price: PerShare;
  /**
   * `revenue_growth`: one constant growth rate for every forecast year; `terminal_growth`: the
   * perpetuity rate; `operating_margin`: the last forecast year's operating (EBIT) margin, every
   * year's margin moved by the same points (gross margin shifted, costs as modelled).
   */
  solveFor: 'revenue_growth' | 'terminal_growth' | 'operating_margin';
  /**
   * Search interval; default [−50%, +100%] for revenue growth, [−10%, WACC − 0.0001%] for terminal
   * growth, [−50%, +90%] for the operating margin.
   */
  bracket?: [number, number];
};

/** @public */
export type TReverseDcf = {
  solveFor: TReverseDcfInput['solveFor'];
  /** The rate at which the model's value per share equals the price. */
  impliedValue: Rate;
  /** The model's own assumption (mean revenue growth, or terminal growth), for comparison. */
  modelValue: number;
  price: number;
  /** Value per share at the implied rate (equal to the price within the tolerance). */
  valueAtSolution: number;
  iterations: number;
  /** Every root found in the bracket; the one nearest the model's assumption is reported. */
  roots: number[];
  bracket: [number, number];
  /** Absolute tolerance on the implied rate. */
  tolerance: number;
};

/** Sub-intervals scanned for sign changes before each Brent solve. @public */
export const REVERSE_DCF_SCAN_STEPS = 64;

/**
 * Reverse DCF: the rate x at which the model's value per share equals the market price,
 *
 *   V(x) − P = 0
 *
 * V is scanned over the bracket in `REVERSE_DCF_SCAN_STEPS` sub-intervals; each sign change is
 * solved with Brent's method (`findRoot`) to an absolute tolerance of 1e-10 on x. V need not be
 * monotonic (with negative margins faster growth destroys value), so every root is listed and
 * the one nearest the model's own assumption is reported.
 *
 * @returns `NO_ROOT_IN_BRACKET` when no rate in the bracket gives the price (details: the value range seen).
 * @public
 */
export function reverseDcf(input: TReverseDcfInput): TResult<TReverseDcf> {
  if (!(input.price > 0)) return invalid('price', `must be positive (got ${input.price})`);
  const prepared = prepareModel(input.model);
  if (!prepared.ok) return prepared;
  const model = prepared.value;
  const isGrowth = input.solveFor === 'revenue_growth';
  if (input.solveFor === 'terminal_growth' && model.input.terminal.method !== 'perpetuity') {
    return invalid('solve_for', 'terminal growth needs a perpetuity-growth terminal value');
  }
  const wacc = model.discountRate.value;
  const bracket =
    input.bracket ?? (isGrowth ? [-0.5, 1] : input.solveFor === 'operating_margin' ? [-0.5, 0.9] : [-0.1, wacc - 1e-6]);
  const [lo, hi] = bracket;
  if (!(lo < hi) || !Number.isFinite(lo) || !Number.isFinite(hi)) return invalid('bracket', 'needs lo < hi');
  const lastMargin = input.solveFor === 'operating_margin' ? lastOperatingMargin(model) : 0;
  if (!Number.isFinite(lastMargin)) return invalid('solve_for', 'the model has no operating margin to move');
  const modelValue = isGrowth
    ? model.drivers.revenueGrowth.values.reduce((a, b) => a + b, 0) / model.drivers.revenueGrowth.values.length
    : input.solveFor === 'operating_margin'
      ? lastMargin
      : model.input.terminal.method === 'perpetuity'
        ? model.input.terminal.growth
        : 0;
  const value = (x: number) =>
    valueAt(model, input.solveFor, input.solveFor === 'operating_margin' ? x - lastMargin : x);
  const roots: number[] = [];
  let iterations = 0;
  let seenLow = Number.POSITIVE_INFINITY;
  let seenHigh = Number.NEGATIVE_INFINITY;
  let previous: { x: number; gap: number } | null = null;
  for (let k = 0; k <= REVERSE_DCF_SCAN_STEPS; k += 1) {
    const x = lo + ((hi - lo) * k) / REVERSE_DCF_SCAN_STEPS;
    const v = value(x);
    if (v === null) {
      previous = null;
      continue;
    }
    seenLow = Math.min(seenLow, v);
    seenHigh = Math.max(seenHigh, v);
    const gap = v - input.price;
    if (gap === 0) roots.push(x);
    else if (previous && previous.gap * gap < 0) {
      const root = findRoot((y) => (value(y) ?? Number.NaN) - input.price, previous.x, x);
      if (root.ok) {
        roots.push(root.value.root);
        iterations += root.value.iterations;
      }
    }
    previous = { x, gap };
  }
  if (roots.length === 0) {
    return fail(
      'NO_ROOT_IN_BRACKET',
      `No ${input.solveFor.replace('_', ' ')} in [${lo}, ${hi}] gives ${input.price} per share ` +
        `(values seen: ${seenLow.toFixed(2)} to ${seenHigh.toFixed(2)})`,
      { lo, hi, price: input.price, valueLow: seenLow, valueHigh: seenHigh },
    );
  }
  const best = roots.reduce((a, b) => (Math.abs(b - modelValue) < Math.abs(a - modelValue) ? b : a));
  return ok({
    solveFor: input.solveFor,
    impliedValue: best as Rate,
    modelValue,
    price: input.price,
    valueAtSolution: value(best) ?? Number.NaN,
    iterations,
    roots,
    bracket: [lo, hi],
    tolerance: ROOT_TOLERANCE,
  });
}

function valueAt(model: TPreparedModel, solveFor: TReverseDcfInput['solveFor'], x: number): number | null {
  const drivers = model.drivers;
  const result =
    solveFor === 'revenue_growth'
      ? evaluateModel(model, {
          drivers: {
            ...drivers,
            revenueGrowth: { values: drivers.revenueGrowth.values.map(() => x as Rate), provenance: { kind: 'input' } },
          },
        })
      : solveFor === 'operating_margin'
        ? // x: points added to every year's gross margin, which moves every year's EBIT margin by as much.
          evaluateModel(model, {
            drivers: {
              ...drivers,
              grossMargin: {
                values: drivers.grossMargin.values.map((margin) => (margin + x) as Rate),
                provenance: { kind: 'input' },
              },
            },
          })
        : evaluateModel(model, { terminalGrowth: x });
  return result.ok ? result.value.dcf.bridge.valuePerShare : null;
}

/** The model's own operating margin in its last forecast year. */
function lastOperatingMargin(model: TPreparedModel): number {
  const result = evaluateModel(model);
  if (!result.ok) return Number.NaN;
  const { ebit, revenue } = result.value.forecast.income;
  return (ebit.at(-1) as number) / (revenue.at(-1) as number);
}
