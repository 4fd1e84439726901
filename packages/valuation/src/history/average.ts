import type { TStatementPeriod } from '@app/statements';
import type { TDriver, TFade, TProvenance, TScalarDriver } from '../provenance.js';

/** A per-year value computed from one historical period (and the year before it, when needed). @internal */
export type TYearRatio = (period: TStatementPeriod, prior: TStatementPeriod | undefined) => number | undefined;

/** The averaging window: the base year and the years before it. @internal */
export type THistoryWindow = {
  /** Every annual period, oldest first. */
  all: readonly TStatementPeriod[];
  /** The last `averagingYears` of them. */
  window: readonly TStatementPeriod[];
  /** The base (last) year. */
  base: TStatementPeriod;
  label: string;
};

/** @internal */
export function historyWindow(all: readonly TStatementPeriod[], averagingYears: number): THistoryWindow {
  const base = all.at(-1) as TStatementPeriod;
  const window = all.slice(-averagingYears);
  const first = window[0] as TStatementPeriod;
  const label = window.length > 1 ? `FY ${first.fiscal_year}–FY ${base.fiscal_year}` : `FY ${base.fiscal_year}`;
  return { all, window, base, label };
}

/**
 * The mean of `ratio` over the window's years where it can be computed, with the years and values
 * used as provenance; `null` when no year has the inputs.
 * @internal
 */
export function averageRatio(history: THistoryWindow, ratio: TYearRatio, formula: string, note?: string) {
  const years: number[] = [];
  const values: number[] = [];
  for (const period of history.window) {
    const prior = history.all.find((p) => p.fiscal_year === period.fiscal_year - 1);
    const value = ratio(period, prior);
    if (value === undefined || !Number.isFinite(value)) continue;
    years.push(period.fiscal_year);
    values.push(value);
  }
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const provenance: TProvenance = { kind: 'history', formula, years, values, ...(note ? { note } : {}) };
  return { value: mean, provenance };
}

/**
 * Σ numerator / Σ denominator over the window's years where both exist and the denominator is
 * positive. Unlike a mean of yearly ratios, one weak year (a small denominator) cannot dominate:
 * buybacks of 10 against net income of 4.4 are 227% that year, but a modest share of three years.
 * @internal
 */
export function ratioOfSums(
  history: THistoryWindow,
  parts: (period: TStatementPeriod) => { numerator: number; denominator: number } | undefined,
  formula: string,
  note?: string,
) {
  const years: number[] = [];
  const values: number[] = [];
  let numerator = 0;
  let denominator = 0;
  for (const period of history.window) {
    const part = parts(period);
    if (!part || !(part.denominator > 0) || !Number.isFinite(part.numerator)) continue;
    years.push(period.fiscal_year);
    values.push(part.numerator / part.denominator);
    numerator += part.numerator;
    denominator += part.denominator;
  }
  if (denominator <= 0) return null;
  const provenance: TProvenance = {
    kind: 'history',
    formula,
    years,
    values,
    note: ['ratio of the sums over these years', note].filter(Boolean).join('; '),
  };
  return { value: numerator / denominator, provenance };
}

/**
 * The path of an operating ratio: the base (latest) fiscal year's own value in forecast year 1,
 * moving in a straight line to its long-run level x̄ by year N,
 *
 *   x_t = x_latest + (x̄ − x_latest) × (t − 1) / (N − 1),   t = 1…N   (N = 1: x_latest)
 *
 * x̄ is the window's years taken together (Σ line ÷ Σ revenue, `ratioOfSums`), so a business that
 * has grown weighs its recent, larger years more and a small year's one-off weighs little. A
 * business that has changed starts where it is now and converges to a stated level instead of
 * jumping to it in year 1. When the base year does not report the ratio, x̄ is held in every year.
 * @internal
 */
export function fadeToMean<T extends number>(
  history: THistoryWindow,
  average: { value: number; provenance: TProvenance },
  count: number,
): TDriver<T> {
  const { provenance } = average;
  if (provenance.kind !== 'history') return constant(average.value, count, provenance);
  const baseYear = history.base.fiscal_year;
  const latest = provenance.years.at(-1) === baseYear ? provenance.values.at(-1) : undefined;
  if (latest === undefined) {
    return constant(average.value, count, {
      ...provenance,
      note: [provenance.note, `FY ${baseYear} does not report it: the long-run level is held`]
        .filter(Boolean)
        .join('; '),
    });
  }
  const fade: TFade = {
    start: { value: latest, basis: 'latest_year', fiscalYear: baseYear },
    end: { value: average.value, basis: 'pooled' },
    byYear: count,
  };
  return { values: linearPath(latest, average.value, count) as T[], provenance: { ...provenance, fade } };
}

/** `count` values from `start` (year 1) to `end` (year `count`) in a straight line. @internal */
export function linearPath(start: number, end: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (count === 1 ? start : start + ((end - start) * i) / (count - 1)));
}

/** The same value in every forecast year. @internal */
export function constant<T extends number>(value: number, count: number, provenance: TProvenance): TDriver<T> {
  return { values: Array.from({ length: count }, () => value as T), provenance };
}

/** @internal */
export const fallback = (reason: string): TProvenance => ({ kind: 'fallback', reason });
/** @internal */
export const convention = (note: string): TProvenance => ({ kind: 'convention', note });

/** A scalar driver. @internal */
export function scalar<T>(value: T, provenance: TProvenance): TScalarDriver<T> {
  return { value, provenance };
}

/** The numerator and denominator of one year's ratio, when both exist. @internal */
export function partsOf(
  numerator: number | undefined,
  denominator: number | undefined,
): { numerator: number; denominator: number } | undefined {
  return numerator === undefined || denominator === undefined ? undefined : { numerator, denominator };
}

/** `a / b` when both exist and b ≠ 0. @internal */
export function ratioOf(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined || b === 0 ? undefined : a / b;
}
