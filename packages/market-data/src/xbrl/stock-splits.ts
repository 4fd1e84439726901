import { getAccount, type TAccountKey, type TReportedSource } from '@app/statements';
import type { TXbrlCompanyFacts, TXbrlFact } from './companyfacts-schema.js';
import { toDay } from './dates.js';
import { filingKey } from './fact-index.js';
import { parseTagRef, type TSupportedTaxonomy, type TTagMap } from './tag-map.js';

/** A filing, named as in a value's source. @public */
export type TFilingRef = Pick<TReportedSource, 'form' | 'accession'> & { filed: string };

/**
 * A stock split found in the facts: a later filing restated share counts or per-share values of
 * periods an earlier filing had reported, by exactly `ratio`. @public
 */
export type TStockSplit = {
  /** New shares per old share: 4 for a 4-for-1 split, 0.1 for a 1-for-10 reverse split. */
  ratio: number;
  /**
   * Values filed before this date are on the old share basis. The date the filer tagged with
   * `StockholdersEquityNoteStockSplitConversionRatio1` when one falls between the two filings below
   * (an instant before a duration's end), else the filing date of `first_filing_after`.
   */
  date: string;
  date_source: 'ratio_fact' | 'first_filing_after';
  /** The latest filing known to be on the old basis. */
  last_filing_before: TFilingRef;
  /** The first filing known to be on the new basis. */
  first_filing_after: TFilingRef;
  /** How many (concept, period) values a later filing restated by `ratio`, and their concepts. */
  restated_facts: number;
  concepts: string[];
  /** The split-ratio fact dating the split, when the filer tagged one. */
  ratio_fact: (TFilingRef & { tag: string; end: string; value: number }) | null;
};

/** Concepts restated for splits besides the tag map's share and per-share lines. */
const EXTRA_CONCEPTS: Record<TSupportedTaxonomy, readonly string[]> = {
  'us-gaap': [
    'CommonStockDividendsPerShareDeclared',
    'CommonStockDividendsPerShareCashPaid',
    'IncomeLossFromContinuingOperationsPerBasicShare',
    'IncomeLossFromContinuingOperationsPerDilutedShare',
  ],
  'ifrs-full': ['DividendsRecognisedAsDistributionsToOwnersPerShare'],
};

/** Where filers tag the split ratio (any taxonomy). */
const RATIO_CONCEPTS = [
  'StockholdersEquityNoteStockSplitConversionRatio1',
  'StockholdersEquityNoteStockSplitConversionRatio',
];

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
/** Ratios a split can have: N-for-1 and 1-for-N up to 50, and 5-for-4, 4-for-3, 3-for-2, 5-for-2. */
const SPLIT_RATIOS = [1.25, 4 / 3, 1.5, 2.5, ...range(2, 50), ...range(2, 50).map((n) => 1 / n)];
/** Shares are rounded to thousands or millions by the filers: 0.5% covers it. */
const RELATIVE_TOLERANCE = 0.005;
/** Per-share values are rounded to cents, before and after the split. */
const HALF_CENT = 0.005;

/** Two reports of one (concept, unit, period) by consecutive filings, related by `ratio` (1: same basis). */
type TComparison = { ratio: number; before: TFilingRef; after: TFilingRef; concept: string; isShareCount: boolean };
type TWindow = { before: TFilingRef; after: TFilingRef; comparisons: TComparison[] };

/**
 * Finds the stock splits of a company from its facts. For every share-count and per-share concept
 * of the standard lines (plus dividends per share), the reports of each period by consecutive
 * filings are compared: a later value that is the earlier one × r (shares) or ÷ r (per share) for
 * a split ratio r is a restatement for a split between the two filing dates. Restatements of one
 * ratio whose date windows overlap make one split, dated as narrowly as the filings allow (reports
 * of the same basis on both sides narrow it further). A split needs two restated values including
 * a share count (EPS alone also moves with accounting restatements), or a split-ratio fact.
 * @internal
 */
export function detectStockSplits(
  facts: TXbrlCompanyFacts,
  taxonomy: TSupportedTaxonomy,
  tagMap: TTagMap,
): TStockSplit[] {
  const comparisons = compareReports(facts, taxonomy, conceptsOf(taxonomy, tagMap));
  const sameBasis = comparisons.filter((comparison) => comparison.ratio === 1);
  const ratioFacts = splitRatioFacts(facts);
  const candidates: TStockSplit[] = [];
  for (const window of mergeWindows(comparisons.filter((comparison) => comparison.ratio !== 1))) {
    const ratio = window.comparisons[0]?.ratio ?? 1;
    narrow(window, sameBasis);
    const contradictions = sameBasis.filter(
      (pair) => pair.before.filed <= window.before.filed && pair.after.filed >= window.after.filed,
    ).length;
    const ratioFact = datingFact(ratioFacts, ratio, window);
    const hasShareCount = window.comparisons.some((comparison) => comparison.isShareCount);
    const isConfirmed = ratioFact !== null || (window.comparisons.length >= 2 && hasShareCount);
    if (!isConfirmed || contradictions >= window.comparisons.length) continue;
    candidates.push({
      ratio,
      date: ratioFact?.end ?? window.after.filed,
      date_source: ratioFact ? 'ratio_fact' : 'first_filing_after',
      last_filing_before: window.before,
      first_filing_after: window.after,
      restated_facts: window.comparisons.length,
      concepts: [...new Set(window.comparisons.map((comparison) => comparison.concept))].sort(),
      ratio_fact: ratioFact,
    });
  }
  // Best supported (then narrowest) first; a window overlapping a kept split is that split seen
  // across another (a value reported before a 4-for-1 and next after a 10-for-1 shows 40) or noise.
  const kept: TStockSplit[] = [];
  const span = (split: TStockSplit) => toDay(split.first_filing_after.filed) - toDay(split.last_filing_before.filed);
  for (const split of candidates.sort((a, b) => b.restated_facts - a.restated_facts || span(a) - span(b))) {
    if (!kept.some((other) => overlaps(other, split))) kept.push(split);
  }
  return kept.sort((a, b) => (a.date < b.date ? -1 : 1));
}

function conceptsOf(taxonomy: TSupportedTaxonomy, tagMap: TTagMap): string[] {
  const concepts = new Set(EXTRA_CONCEPTS[taxonomy]);
  for (const [key, tiers] of Object.entries(tagMap) as [TAccountKey, string[][]][]) {
    if (getAccount(key).unit_kind === 'currency') continue;
    for (const ref of tiers.flat()) concepts.add(parseTagRef(ref).tag);
  }
  return [...concepts];
}

function compareReports(facts: TXbrlCompanyFacts, taxonomy: string, concepts: readonly string[]): TComparison[] {
  const comparisons: TComparison[] = [];
  for (const concept of concepts) {
    for (const [unit, rows] of Object.entries(facts.facts[taxonomy]?.[concept]?.units ?? {})) {
      const isShareCount = unit === 'shares';
      if (!isShareCount && !unit.endsWith('/shares')) continue;
      for (const reports of reportsByPeriod(rows)) {
        for (let i = 1; i < reports.length; i++) {
          const [before, after] = [reports[i - 1]!, reports[i]!];
          if (before.filing.filed === after.filing.filed) continue;
          const ratio = matchRatio(before.value, after.value, isShareCount);
          if (ratio === undefined) continue;
          comparisons.push({ ratio, before: before.filing, after: after.filing, concept, isShareCount });
        }
      }
    }
  }
  return comparisons;
}

type TReport = { filing: TFilingRef; value: number };

/** Per period, one value per filing, oldest filing first (a filing with two values for a period is left out). */
function reportsByPeriod(rows: readonly TXbrlFact[]): TReport[][] {
  const periods = new Map<string, Map<string, TReport | null>>();
  for (const row of rows) {
    if (!row.form || !row.filed) continue;
    const period = `${row.start ?? ''}|${row.end}`;
    const filings = periods.get(period) ?? new Map<string, TReport | null>();
    periods.set(period, filings);
    const filing = { form: row.form, filed: row.filed, accession: row.accn ?? null };
    const key = filingKey(filing);
    const current = filings.get(key);
    filings.set(key, current === undefined || current?.value === row.val ? { filing, value: row.val } : null);
  }
  return [...periods.values()].map((filings) =>
    [...filings.values()]
      .filter((report): report is TReport => report !== null)
      .sort((a, b) => compareFilings(a.filing, b.filing)),
  );
}

function compareFilings(a: TFilingRef, b: TFilingRef): number {
  if (a.filed !== b.filed) return a.filed < b.filed ? -1 : 1;
  return (a.accession ?? '') < (b.accession ?? '') ? -1 : 1;
}

/**
 * The one ratio r (1 or a split ratio) with later ≈ earlier × r for shares, earlier ÷ r per share;
 * `undefined` when none or several fit (a 0.02 EPS restated from 0.17 fits both 8 and 10).
 */
function matchRatio(earlier: number, later: number, isShareCount: boolean): number | undefined {
  if (earlier === 0 || later === 0 || Math.sign(earlier) !== Math.sign(later)) return undefined;
  let match: number | undefined;
  for (const ratio of [1, ...SPLIT_RATIOS]) {
    const expected = isShareCount ? earlier * ratio : earlier / ratio;
    const rounding = isShareCount ? 0 : HALF_CENT * (1 + 1 / ratio);
    if (Math.abs(later - expected) > RELATIVE_TOLERANCE * Math.abs(later) + rounding) continue;
    if (match !== undefined) return undefined;
    match = ratio;
  }
  return match;
}

/** Groups restatements of one ratio whose windows (before.filed, after.filed] overlap; each window is their intersection. */
function mergeWindows(restatements: readonly TComparison[]): TWindow[] {
  const windows: TWindow[] = [];
  const sorted = [...restatements].sort((a, b) => a.ratio - b.ratio || compareFilings(a.before, b.before));
  for (const comparison of sorted) {
    const window = windows.find(
      (candidate) =>
        candidate.comparisons[0]?.ratio === comparison.ratio &&
        maxFiled(candidate.before, comparison.before).filed < minFiled(candidate.after, comparison.after).filed,
    );
    if (window) {
      window.before = maxFiled(window.before, comparison.before);
      window.after = minFiled(window.after, comparison.after);
      window.comparisons.push(comparison);
    } else {
      windows.push({ before: comparison.before, after: comparison.after, comparisons: [comparison] });
    }
  }
  return windows;
}

const maxFiled = (a: TFilingRef, b: TFilingRef) => (compareFilings(a, b) >= 0 ? a : b);
const minFiled = (a: TFilingRef, b: TFilingRef) => (compareFilings(a, b) <= 0 ? a : b);

/**
 * Narrows a window with reports on the same basis: a filing inside the window that repeats an
 * old-basis filing's value is on the old basis too (a 10-Q filed before the split whose own
 * quarter nobody has restated yet), and likewise on the new side.
 */
function narrow(window: TWindow, sameBasis: readonly TComparison[]): void {
  let isChanged = true;
  while (isChanged) {
    isChanged = false;
    for (const { before, after } of sameBasis) {
      const isInside = (filing: TFilingRef) => filing.filed > window.before.filed && filing.filed < window.after.filed;
      if (before.filed <= window.before.filed && isInside(after)) {
        window.before = after;
        isChanged = true;
      } else if (after.filed >= window.after.filed && isInside(before)) {
        window.after = before;
        isChanged = true;
      }
    }
  }
}

type TRatioFact = NonNullable<TStockSplit['ratio_fact']> & { isInstant: boolean };

function splitRatioFacts(facts: TXbrlCompanyFacts): TRatioFact[] {
  const found: TRatioFact[] = [];
  for (const [taxonomy, concepts] of Object.entries(facts.facts)) {
    for (const tag of RATIO_CONCEPTS) {
      for (const rows of Object.values(concepts[tag]?.units ?? {})) {
        for (const row of rows) {
          if (!row.form || !row.filed) continue;
          const filing = { form: row.form, filed: row.filed, accession: row.accn ?? null };
          found.push({ ...filing, tag: `${taxonomy}:${tag}`, end: row.end, value: row.val, isInstant: !row.start });
        }
      }
    }
  }
  return found;
}

/** The ratio fact dating a split: its date inside the window; instants first, then the latest. */
function datingFact(ratioFacts: readonly TRatioFact[], ratio: number, window: TWindow): TStockSplit['ratio_fact'] {
  const isSameRatio = (value: number) =>
    Math.abs(value - ratio) <= 0.01 * ratio || (ratio < 1 && Math.abs(value - 1 / ratio) <= 0.01 / ratio);
  const dating = ratioFacts
    .filter((fact) => isSameRatio(fact.value) && fact.end > window.before.filed && fact.end <= window.after.filed)
    .sort((a, b) => Number(a.isInstant) - Number(b.isInstant) || (a.end < b.end ? -1 : 1))
    .at(-1);
  if (!dating) return null;
  const { isInstant: _, ...fact } = dating;
  return fact;
}

function overlaps(a: TStockSplit, b: TStockSplit): boolean {
  const start = a.last_filing_before.filed > b.last_filing_before.filed ? a : b;
  const end = a.first_filing_after.filed < b.first_filing_after.filed ? a : b;
  return start.last_filing_before.filed < end.first_filing_after.filed;
}
