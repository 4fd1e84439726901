/** A value axis: its ends and the ticks between them, at round steps (1, 2 or 5 × 10^k). */
export type TChartScale = { low: number; high: number; ticks: number[] };

/** About how many intervals the axis is cut into. */
const INTERVALS = 4;

/**
 * The axis for these values: round ends that hold every value, with zero included when `withZero`
 * (bars stand on a real baseline). Equal values get a span of their own size (or 1 at zero).
 */
export function chartScale(values: readonly number[], withZero: boolean): TChartScale {
  let min = Math.min(...values, ...(withZero ? [0] : []));
  let max = Math.max(...values, ...(withZero ? [0] : []));
  if (min === max) {
    const half = Math.abs(min) / 2 || 1;
    min -= half;
    max += half;
  }
  const rough = (max - min) / INTERVALS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const count = Math.round((high - low) / step);
  // Multiplying (not adding) keeps the ticks free of accumulated float error; rounding to the step's digits cleans the rest.
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((low + step * i).toFixed(digits)));
  return { low, high, ticks };
}
