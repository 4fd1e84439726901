import { compileValuation, type TCompiledValuation } from './compiled-valuation.js';
import type { TModelInput } from './model-inputs.js';
import { invalid, ok, type TResult } from './result.js';

/**
 * The drivers a Monte Carlo run can draw. Each range is on an absolute level:
 * - `revenue_growth`: the mean revenue growth over the forecast years; a draw x moves every year's
 *   growth by x − the model's mean (the path keeps its shape, as the sensitivity grid moves it);
 * - `operating_margin`: the operating (EBIT) margin of the last forecast year; a draw x moves every
 *   year's gross margin — hence every year's EBIT margin — by x − the model's year-N margin (as the
 *   reverse DCF moves it);
 * - `wacc`: the discount rate; `terminal_growth`: the perpetuity growth (perpetuity models);
 * - `exit_multiple`: the EV/EBITDA multiple of the terminal value (exit-multiple models).
 * @public
 */
export const MONTE_CARLO_VARIABLES = [
  'revenue_growth',
  'operating_margin',
  'wacc',
  'terminal_growth',
  'exit_multiple',
] as const;
/** @public */
export type TMonteCarloVariable = (typeof MONTE_CARLO_VARIABLES)[number];

/** A triangular distribution: from `low` to `high`, most likely at `mode`. @public */
export type TMonteCarloRange = { variable: TMonteCarloVariable; low: number; mode: number; high: number };

/** @public */
export type TMonteCarloInput = {
  model: TModelInput;
  /** At most one range per variable; a variable without one stays at the model's value. */
  ranges: readonly TMonteCarloRange[];
  /** Number of draws, 1…`MONTE_CARLO_MAX_DRAWS`. */
  draws: number;
  /** Seed of the generator (a whole number, 0…2^32 − 1): the same seed gives the same draws. */
  seed: number;
  /** Histogram bins, 1…200; default 40. */
  bins?: number;
};

/**
 * Why a draw has no value. The engine's own refusals (`growth_not_below_discount_rate`,
 * `not_finite`) and the model's input rules, which a saved model could not hold either
 * (`revenue_growth_below_minus_100` in some year, `gross_margin_above_100` in some year,
 * `wacc_not_positive`). @public
 */
export const MONTE_CARLO_FAILURES = [
  'growth_not_below_discount_rate',
  'revenue_growth_below_minus_100',
  'gross_margin_above_100',
  'wacc_not_positive',
  'not_finite',
] as const;
/** @public */
export type TMonteCarloFailure = (typeof MONTE_CARLO_FAILURES)[number];

/** The percentiles reported. @public */
export const MONTE_CARLO_PERCENTILES = [5, 10, 25, 50, 75, 90, 95] as const;

/** Largest number of draws one run takes. @public */
export const MONTE_CARLO_MAX_DRAWS = 1_000_000;

/** @public */
export type TMonteCarlo = {
  draws: number;
  /** Draws with a value per share. */
  valued: number;
  /** Draws without one, by reason (reasons with no draw left out). */
  failures: { reason: TMonteCarloFailure; count: number }[];
  /** Statistics of the valued draws' value per share (`null` when none was valued). */
  mean: number | null;
  /** Sample standard deviation (divisor valued − 1; 0 for one draw). */
  standardDeviation: number | null;
  /** Linear interpolation between order statistics (Excel's PERCENTILE.INC). */
  percentiles: { percentile: number; value: number }[];
  min: number | null;
  max: number | null;
  /** The market price, when the model has one. */
  price: number | null;
  /** Share of the valued draws whose value per share is above the price; `null` without a price. */
  probabilityAbovePrice: number | null;
  /** The model's own value per share (no driver moved). */
  modelValue: number;
  /** The model's own level of every variable a range can be put on (the centres of the shifts). */
  centres: { variable: TMonteCarloVariable; value: number }[];
  /**
   * Equal-width bins from the 1st to the 99th percentile of the valued draws; draws outside are
   * counted in `below` and `above` (a draw of WACC close to g can be worth many times the rest).
   */
  histogram: { from: number; to: number; counts: number[]; below: number; above: number };
};

/**
 * Monte Carlo valuation: each draw takes one value of every ranged driver from its triangular
 * distribution (inverse CDF on a seeded mulberry32 uniform, one uniform per range in the order
 * given), values the model with them (`compileValuation`, equal to `runModel` on the moved input),
 * and summarizes the values per share. A draw the engine cannot value (terminal growth at or above
 * the drawn WACC) or that the model's input rules refuse is counted by reason, never dropped
 * silently.
 *
 *   triangular(u) = low + √(u (high − low)(mode − low))            for u < (mode − low) / (high − low)
 *                 = high − √((1 − u)(high − low)(high − mode))      otherwise
 *
 * @returns `INVALID_INPUT` for a bad range (order, a variable twice, one the terminal method does
 * not have) or draw count; the model's own failure.
 * @public
 */
export function monteCarlo(input: TMonteCarloInput): TResult<TMonteCarlo> {
  const compiled = compileValuation(input.model);
  if (!compiled.ok) return compiled;
  return monteCarloOf(compiled.value, input);
}

/** As `monteCarlo`, on an already compiled model (several runs of one model compile it once). @public */
export function monteCarloOf(
  compiled: TCompiledValuation,
  input: Omit<TMonteCarloInput, 'model'>,
): TResult<TMonteCarlo> {
  const checked = checkInput(compiled, input);
  if (!checked.ok) return checked;
  const { draws, seed } = input;
  const bins = input.bins ?? 40;
  const centres = centresOf(compiled);
  const centreOf = (variable: TMonteCarloVariable) =>
    (centres.find((c) => c.variable === variable) as { value: number }).value;
  const ranges = input.ranges;
  const count = ranges.length;
  const kinds = new Int8Array(count);
  const lows = new Float64Array(count);
  const modes = new Float64Array(count);
  const highs = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const range = ranges[k] as TMonteCarloRange;
    kinds[k] = MONTE_CARLO_VARIABLES.indexOf(range.variable);
    lows[k] = range.low;
    modes[k] = range.mode;
    highs[k] = range.high;
  }
  const growthCentre = centreOf('revenue_growth');
  const marginCentre = centreOf('operating_margin');
  const model = compiled.model;
  const minGrowth = Math.min(...model.revenueGrowth);
  const maxMargin = Math.max(...model.grossMargin);
  const values = new Float64Array(draws);
  const failureCounts = new Array<number>(MONTE_CARLO_FAILURES.length).fill(0);
  const random = mulberry32(seed);
  let valued = 0;
  for (let i = 0; i < draws; i += 1) {
    let growthShift = 0;
    let marginShift = 0;
    let discountRate = model.discountRate;
    let terminal = model.terminalParameter;
    for (let k = 0; k < count; k += 1) {
      const x = triangular(random(), lows[k] as number, modes[k] as number, highs[k] as number);
      switch (kinds[k]) {
        case 0:
          growthShift = x - growthCentre;
          break;
        case 1:
          marginShift = x - marginCentre;
          break;
        case 2:
          discountRate = x;
          break;
        default:
          terminal = x;
      }
    }
    // Addition rounds monotonically, so the smallest year's g + shift is the smallest shifted g.
    const reason = minGrowth + growthShift < -1 ? 1 : maxMargin + marginShift > 1 ? 2 : !(discountRate > 0) ? 3 : -1;
    if (reason >= 0) {
      failureCounts[reason] = (failureCounts[reason] as number) + 1;
      continue;
    }
    const value = compiled.valuePerShare(growthShift, marginShift, discountRate, terminal);
    if (Number.isNaN(value)) {
      const failed = compiled.failure === 'GROWTH_NOT_BELOW_DISCOUNT_RATE' ? 0 : 4;
      failureCounts[failed] = (failureCounts[failed] as number) + 1;
      continue;
    }
    values[valued] = value;
    valued += 1;
  }
  const failures = MONTE_CARLO_FAILURES.flatMap((reason, k) =>
    (failureCounts[k] as number) > 0 ? [{ reason, count: failureCounts[k] as number }] : [],
  );
  return ok({
    draws,
    valued,
    failures,
    ...summarize(values.subarray(0, valued), model.price, bins),
    price: model.price,
    modelValue: model.valuePerShare,
    centres,
  });
}

/** The model's own level of each variable: what a range's shift is measured from. @public */
export function centresOf(compiled: TCompiledValuation): { variable: TMonteCarloVariable; value: number }[] {
  const { model, terminalMethod } = compiled;
  return [
    { variable: 'revenue_growth', value: model.meanRevenueGrowth },
    { variable: 'operating_margin', value: model.lastOperatingMargin },
    { variable: 'wacc', value: model.discountRate },
    ...(terminalMethod === 'perpetuity'
      ? [{ variable: 'terminal_growth' as const, value: model.terminalParameter }]
      : [{ variable: 'exit_multiple' as const, value: model.terminalParameter }]),
  ];
}

/** Half-widths of the default ranges around the model's own level. @public */
export const MONTE_CARLO_DEFAULT_SPREAD = {
  revenue_growth: 0.05,
  operating_margin: 0.03,
  wacc: 0.01,
  terminal_growth: 0.005,
  /** A share of the multiple: 10× gives 8×–12×. */
  exit_multiple: 0.2,
} as const satisfies Record<TMonteCarloVariable, number>;

/**
 * Default ranges, most likely at the model's own level: revenue growth ± 5 points, operating
 * margin ± 3 points, WACC ± 1 point, terminal growth ± 0.5 point (or the exit multiple ± 20%).
 * Ends are pulled in where the model's input rules would refuse them: no year's growth below
 * −100% or gross margin above 100%, a WACC of at least half the model's (above 0), a multiple not
 * below 0. @public
 */
export function defaultMonteCarloRanges(compiled: TCompiledValuation): TMonteCarloRange[] {
  const minGrowth = Math.min(...compiled.model.revenueGrowth);
  const maxMargin = Math.max(...compiled.model.grossMargin);
  const spread = MONTE_CARLO_DEFAULT_SPREAD;
  return centresOf(compiled).map(({ variable, value }) => {
    switch (variable) {
      case 'revenue_growth':
        return {
          variable,
          low: Math.min(value, Math.max(value - spread.revenue_growth, value - (minGrowth + 1))),
          mode: value,
          high: value + spread.revenue_growth,
        };
      case 'operating_margin':
        return {
          variable,
          low: value - spread.operating_margin,
          mode: value,
          high: Math.max(value, Math.min(value + spread.operating_margin, value + (1 - maxMargin))),
        };
      case 'wacc':
        return { variable, low: Math.max(value - spread.wacc, value / 2), mode: value, high: value + spread.wacc };
      case 'terminal_growth':
        return { variable, low: value - spread.terminal_growth, mode: value, high: value + spread.terminal_growth };
      default:
        return {
          variable,
          low: Math.max(0, value * (1 - spread.exit_multiple)),
          mode: value,
          high: value * (1 + spread.exit_multiple),
        };
    }
  });
}

/**
 * The draw of a triangular distribution at the uniform u ∈ [0, 1) (inverse CDF). A range with
 * low = high is that value. @public
 */
export function triangular(u: number, low: number, mode: number, high: number): number {
  const width = high - low;
  if (!(width > 0)) return low;
  return u < (mode - low) / width
    ? low + Math.sqrt(u * width * (mode - low))
    : high - Math.sqrt((1 - u) * width * (high - mode));
}

/** mulberry32: a small, fast 32-bit generator; uniforms in [0, 1). @public */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The p-th percentile of sorted values, interpolated between order statistics: h = (n − 1) p / 100,
 * x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋ + 1] − x[⌊h⌋]) (Excel's PERCENTILE.INC, R's type 7). @public
 */
export function percentileOf(sorted: ArrayLike<number>, p: number): number {
  const h = ((sorted.length - 1) * p) / 100;
  const lo = Math.floor(h);
  const below = sorted[lo] as number;
  return lo + 1 < sorted.length ? below + (h - lo) * ((sorted[lo + 1] as number) - below) : below;
}

function summarize(values: Float64Array, price: number | null, bins: number) {
  const n = values.length;
  if (n === 0) {
    return {
      mean: null,
      standardDeviation: null,
      percentiles: [],
      min: null,
      max: null,
      probabilityAbovePrice: null,
      histogram: { from: 0, to: 0, counts: new Array<number>(bins).fill(0), below: 0, above: 0 },
    };
  }
  const sorted = values.slice().sort();
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += sorted[i] as number;
  const mean = sum / n;
  let squares = 0;
  let above = 0;
  for (let i = 0; i < n; i += 1) {
    const gap = (sorted[i] as number) - mean;
    squares += gap * gap;
    if (price !== null && (sorted[i] as number) > price) above += 1;
  }
  return {
    mean,
    standardDeviation: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    percentiles: MONTE_CARLO_PERCENTILES.map((percentile) => ({ percentile, value: percentileOf(sorted, percentile) })),
    min: sorted[0] as number,
    max: sorted[n - 1] as number,
    probabilityAbovePrice: price === null ? null : above / n,
    histogram: histogramOf(sorted, bins),
  };
}

function histogramOf(sorted: Float64Array, bins: number) {
  const from = percentileOf(sorted, 1);
  const upper = percentileOf(sorted, 99);
  // One value everywhere: one bin around it.
  const to = upper > from ? upper : from + Math.max(Math.abs(from), 1) * 1e-6;
  const width = (to - from) / bins;
  const counts = new Array<number>(bins).fill(0);
  let below = 0;
  let above = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const value = sorted[i] as number;
    if (value < from) below += 1;
    else if (value > to) above += 1;
    else {
      const bin = Math.min(bins - 1, Math.floor((value - from) / width));
      counts[bin] = (counts[bin] as number) + 1;
    }
  }
  return { from, to, counts, below, above };
}

function checkInput(compiled: TCompiledValuation, input: Omit<TMonteCarloInput, 'model'>): TResult<true> {
  const { draws, seed, ranges } = input;
  if (!Number.isInteger(draws) || draws < 1 || draws > MONTE_CARLO_MAX_DRAWS) {
    return invalid('draws', `must be a whole number in 1…${MONTE_CARLO_MAX_DRAWS} (got ${draws})`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    return invalid('seed', `must be a whole number in 0…4294967295 (got ${seed})`);
  }
  const bins = input.bins ?? 40;
  if (!Number.isInteger(bins) || bins < 1 || bins > 200) return invalid('bins', 'must be a whole number in 1…200');
  const seen = new Set<TMonteCarloVariable>();
  for (const range of ranges) {
    const field = `ranges.${range.variable}`;
    if (!MONTE_CARLO_VARIABLES.includes(range.variable))
      return invalid('ranges.variable', `unknown: ${range.variable}`);
    if (seen.has(range.variable)) return invalid(field, 'one range per variable');
    seen.add(range.variable);
    if (range.variable === 'terminal_growth' && compiled.terminalMethod !== 'perpetuity') {
      return invalid(field, 'terminal growth needs a perpetuity-growth terminal value');
    }
    if (range.variable === 'exit_multiple' && compiled.terminalMethod !== 'exit_multiple') {
      return invalid(field, 'the exit multiple needs an exit-multiple terminal value');
    }
    const { low, mode, high } = range;
    if (![low, mode, high].every(Number.isFinite) || !(low <= mode && mode <= high)) {
      return invalid(field, `needs finite low ≤ mode ≤ high (got ${low}, ${mode}, ${high})`);
    }
  }
  return ok(true);
}
