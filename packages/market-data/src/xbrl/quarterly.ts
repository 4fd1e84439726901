import {
  deriveLines,
  getAccount,
  getLine,
  isAdditive,
  setLine,
  type TAccountKey,
  type TLineValue,
  type TStatementPeriod,
} from '@app/statements';
import { annualOnly, emptyPeriod } from './annual.js';
import { fromDay, toDay } from './dates.js';
import { DURATION_DAYS, type TFactIndex, type TTagFacts } from './fact-index.js';
import { CORE_FLOW_KEYS, type TFiscalYear } from './fiscal-calendar.js';
import { pickFact, pickPair, type TLookup } from './select.js';
import { reportedInSourceOf } from './source-lines.js';

/**
 * A quarter, with the keys of the facts it reads: `range` (the three months), `toDate` (year to
 * date at its end) and `toPrevious` (year to date at the end of the previous quarter).
 */
type TQuarter = { n: 1 | 2 | 3 | 4; start: string; end: string; range: string; toDate: string; toPrevious: string };
/** A fiscal year whose quarters are built; `end` is `null` for the year in progress (no 10-K yet). */
type TYearWindow = { fiscal_year: number; start: string; end: string | null };

/**
 * Quarterly periods from the 10-Qs. Q1–Q3 durations come from three-month facts when reported,
 * otherwise from year-to-date differences (Q2 = 6M − 3M, Q3 = 9M − 6M: 10-Q cash-flow statements
 * are year-to-date only); Q4 = FY − 9M, both of the same tag. Shares and per-share values do not
 * subtract, so they exist only where a three-month fact is reported (never for Q4). Balances are
 * the 10-Q instants at the quarter end, and for Q4 the 10-K balance at the fiscal year end.
 * Includes the quarters of the fiscal year in progress after the latest annual report.
 * @internal
 */
export function buildQuarterlyPeriods(
  years: readonly TFiscalYear[],
  index: TFactIndex,
  currency: string,
): TStatementPeriod[] {
  const candidates = collectQuarterEnds(index);
  const last = years.at(-1);
  const windows: TYearWindow[] = [...years];
  if (last) windows.push({ fiscal_year: last.fiscal_year + 1, start: fromDay(toDay(last.end) + 1), end: null });
  const periods: TStatementPeriod[] = [];
  for (const year of windows) {
    for (const quarter of quartersOf(year, candidates)) {
      const period = emptyPeriod(year.fiscal_year, `Q${quarter.n}`, quarter.start, quarter.end, currency);
      for (const [key, tiers] of index.lines) {
        const line = quarterLine(key, tiers, quarter, year);
        if (line) setLine(period, key, line);
      }
      if (CORE_FLOW_KEYS.some((key) => getLine(period, key))) {
        periods.push(deriveLines(period, { reportedInSource: reportedInSourceOf(period, index) }));
      }
    }
  }
  return periods;
}

function quarterLine(
  key: TAccountKey,
  tiers: readonly (readonly TTagFacts[])[],
  quarter: TQuarter,
  year: TYearWindow,
): TLineValue | undefined {
  const account = getAccount(key);
  if (account.period_type === 'instant') {
    const lookup: TLookup =
      quarter.n === 4 ? annualOnly(quarter.end) : (tag) => tag.quarterlyInstantByEnd.get(quarter.end);
    const fact = pickFact(tiers, lookup);
    return fact && { value: fact.value, source: fact.source };
  }
  const direct = pickFact(tiers, (tag) => tag.quarterlyByRange.get(quarter.range));
  if (direct) return { value: direct.value, source: direct.source };
  if (!isAdditive(account) || quarter.n === 1) return undefined;
  const toDate: TLookup = quarter.n === 4 ? annualOnly(quarter.end) : (tag) => tag.quarterlyByRange.get(quarter.toDate);
  const pair = pickPair(tiers, toDate, (tag) => tag.quarterlyByRange.get(quarter.toPrevious));
  if (!pair) return undefined;
  const [total, part] = pair;
  return {
    value: total.value - part.value,
    source: {
      kind: 'derived',
      formula: `${key}[${year.start}..${quarter.end}] - ${key}[${year.start}..${part.end}]`,
      inputs: [key],
      facts: [total.source, part.source],
    },
  };
}

/** Quarter ends seen in 10-Q facts of the core lines: `start → [end, days]` pairs. */
type TQuarterEnds = Map<string, { end: string; days: number }[]>;

function collectQuarterEnds(index: TFactIndex): TQuarterEnds {
  const byStart: TQuarterEnds = new Map();
  for (const key of CORE_FLOW_KEYS) {
    for (const tag of (index.lines.get(key) ?? []).flat()) {
      for (const fact of tag.quarterlyByRange.values()) {
        if (fact.start === null) continue;
        const list = byStart.get(fact.start) ?? [];
        list.push({ end: fact.end, days: fact.days });
        byStart.set(fact.start, list);
      }
    }
  }
  return byStart;
}

/**
 * The quarters of one fiscal year: Q1–Q3 ends from the year-to-date facts that start on the
 * year's first day (3, 6 and 9 months long), Q4 ending at the fiscal year end. A quarter starts
 * the day after the previous one ends, so a quarter is built only when the previous end is known.
 */
function quartersOf(year: TYearWindow, candidates: TQuarterEnds): TQuarter[] {
  const ends = new Map<number, Map<string, number>>();
  const ranges = [DURATION_DAYS.quarter, DURATION_DAYS.half, DURATION_DAYS.nineMonths];
  for (const { end, days } of candidates.get(year.start) ?? []) {
    const n = ranges.findIndex(([min, max]) => days >= min && days <= max) + 1;
    if (n === 0 || (year.end !== null && end >= year.end)) continue;
    const counts = ends.get(n) ?? new Map<string, number>();
    counts.set(end, (counts.get(end) ?? 0) + 1);
    ends.set(n, counts);
  }
  const quarters: TQuarter[] = [];
  let previousEnd = fromDay(toDay(year.start) - 1);
  for (const n of [1, 2, 3, 4] as const) {
    const end = n === 4 ? year.end : mostCommon(ends.get(n));
    if (end === null || end === undefined) break;
    const start = fromDay(toDay(previousEnd) + 1);
    const toPrevious = `${year.start}|${previousEnd}`;
    quarters.push({ n, start, end, range: `${start}|${end}`, toDate: `${year.start}|${end}`, toPrevious });
    previousEnd = end;
  }
  return quarters;
}

function mostCommon(counts: ReadonlyMap<string, number> | undefined): string | undefined {
  let best: string | undefined;
  for (const [value, count] of counts ?? []) if (best === undefined || count > (counts?.get(best) ?? 0)) best = value;
  return best;
}
