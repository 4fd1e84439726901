import type { TAccountKey } from '@app/statements';
import { fromDay, toDay, yearOf } from './dates.js';
import type { TFactIndex } from './fact-index.js';

/** One fiscal year of the company: its label and its first and last day. @internal */
export type TFiscalYear = { fiscal_year: number; start: string; end: string };

/**
 * Lines whose annual facts define the company's fiscal years. A year is standardized when at least
 * one of them is reported for it; a year-long duration that only appears in a note (a tax
 * reconciliation three years back) does not make a year.
 * @internal
 */
export const CORE_FLOW_KEYS: readonly TAccountKey[] = [
  'revenue',
  'net_income',
  'net_income_including_minority',
  'operating_income',
  'pretax_income',
  'operating_cash_flow',
];

/** @internal */
export type TFiscalCalendar = { years: TFiscalYear[]; offsets: Map<number, number> };

/**
 * Finds the fiscal years from the year-long facts of the core lines and labels them.
 *
 * The label is NOT a fact's `fy`, which is the fiscal year of the filing that carried it (a FY2024
 * 10-K also reports FY2023 and FY2022). Each year is labelled `base(end) + offset`, where
 * `base(end)` is the calendar year of the day 14 days before the period end (so 52/53-week years
 * ending in the first days of January count as the previous year), and `offset` is learned from
 * the filings: for each annual filing, `fy − base(latest period end in that filing)`; the most
 * common value wins (0 for Apple or NVIDIA, −1 for Home Depot, whose year ending 2025-02-02 is
 * its fiscal 2024).
 * @internal
 */
export function findFiscalYears(index: TFactIndex): TFiscalCalendar {
  const startsByEnd = new Map<string, Map<string, number>>();
  for (const key of CORE_FLOW_KEYS) {
    for (const tag of (index.lines.get(key) ?? []).flat()) {
      for (const fact of tag.annualByEnd.values()) {
        if (fact.start === null) continue;
        const starts = startsByEnd.get(fact.end) ?? new Map<string, number>();
        starts.set(fact.start, (starts.get(fact.start) ?? 0) + 1);
        startsByEnd.set(fact.end, starts);
      }
    }
  }
  const offsets = new Map<number, number>();
  for (const filing of index.filingYears.values()) {
    if (filing.fy === null) continue;
    const offset = filing.fy - baseYear(filing.end);
    offsets.set(offset, (offsets.get(offset) ?? 0) + 1);
  }
  const offset = [...offsets].sort((a, b) => b[1] - a[1] || Math.abs(a[0]) - Math.abs(b[0]))[0]?.[0] ?? 0;
  const years = [...startsByEnd]
    .map(([end, starts]) => ({ fiscal_year: baseYear(end) + offset, start: mostCommon(starts), end }))
    .sort((a, b) => (a.end < b.end ? -1 : 1));
  return { years, offsets };
}

/** The calendar year 14 days before `end`: a 52/53-week year ending 2023-01-01 is 2022. @internal */
export function baseYear(end: string): number {
  return yearOf(fromDay(toDay(end) - 14));
}

function mostCommon(counts: ReadonlyMap<string, number>): string {
  let best = '';
  for (const [value, count] of counts) if (!best || count > (counts.get(best) ?? 0)) best = value;
  return best;
}
