import { getAccount, type TAccountKey, type TReportedSource } from '@app/statements';
import type { TXbrlCompanyFacts, TXbrlFact } from './companyfacts-schema.js';
import { toDay } from './dates.js';
import { parseTagRef, type TTagMap } from './tag-map.js';

/** 10-K, 20-F, 40-F, 10-KT and their amendments: the annual reports. @internal */
export const ANNUAL_FORM = /^(10-K|10-KT|20-F|40-F)(\/A)?$/;
/** 10-Q and its amendment. @internal */
export const QUARTERLY_FORM = /^10-Q(\/A)?$/;

/** Length ranges, in days from `start` to `end`, of the durations the standardizer reads. @internal */
export const DURATION_DAYS = {
  year: [350, 380],
  quarter: [80, 100],
  half: [170, 200],
  nineMonths: [260, 290],
} as const satisfies Record<string, readonly [number, number]>;

/** One fact of a mapped tag, in the unit the line needs, with its sign already applied. @internal */
export type TFact = {
  start: string | null;
  end: string;
  /** `end − start` in days; 0 for an instant. */
  days: number;
  value: number;
  source: TReportedSource;
};

/**
 * The facts of one tag, restatements resolved: for each period, the fact of the latest filing
 * (max `filed`, ties broken by the larger accession number).
 * @internal
 */
export type TTagFacts = {
  tag: string;
  /** Annual forms: durations of about a year keyed by `end`, and instants keyed by `end`. */
  annualByEnd: Map<string, TFact>;
  /** 10-Q durations keyed by `start|end` (3, 6 and 9 months). */
  quarterlyByRange: Map<string, TFact>;
  /** 10-Q instants keyed by `end`. */
  quarterlyInstantByEnd: Map<string, TFact>;
};

/** The latest year-long period end of one annual filing, and the filing's fiscal year (`fy`). @internal */
export type TFilingYear = { end: string; fy: number | null };

/**
 * The index the standardizer works from.
 * - `lines`: per standard line, its tags' facts, in the tiers of the tag map (tags without facts
 *   and lines without tags left out);
 * - `filingYears`: per annual filing, its latest year-long period;
 * - `linesByFiling`: per filing, per end date, the lines it reports for that date.
 * Filings are keyed by `filingKey`.
 * @internal
 */
export type TFactIndex = {
  lines: Map<TAccountKey, TTagFacts[][]>;
  filingYears: Map<string, TFilingYear>;
  linesByFiling: Map<string, Map<string, Set<TAccountKey>>>;
};

/**
 * Indexes the facts of every mapped tag of one taxonomy, keeping only the unit each line needs:
 * the reporting currency, `shares`, or `<currency>/shares`. Facts in other currencies are dropped
 * here, so one period never mixes currencies.
 * @internal
 */
export function buildFactIndex(
  facts: TXbrlCompanyFacts,
  taxonomy: string,
  tagMap: TTagMap,
  currency: string,
): TFactIndex {
  const concepts = facts.facts[taxonomy] ?? {};
  const index: TFactIndex = { lines: new Map(), filingYears: new Map(), linesByFiling: new Map() };
  for (const [key, tiers] of Object.entries(tagMap) as [TAccountKey, readonly (readonly string[])[]][]) {
    const account = getAccount(key);
    const unit =
      account.unit_kind === 'currency' ? currency : account.unit_kind === 'shares' ? 'shares' : `${currency}/shares`;
    const indexed: TTagFacts[][] = [];
    for (const tier of tiers) {
      const tags: TTagFacts[] = [];
      for (const ref of tier) {
        const { tag, sign } = parseTagRef(ref);
        const rows = concepts[tag]?.units[unit];
        if (!rows?.length) continue;
        const source = { taxonomy, tag, sign, unit, isInstant: account.period_type === 'instant' };
        tags.push(indexTag(key, source, rows, index));
      }
      if (tags.length > 0) indexed.push(tags);
    }
    if (indexed.length > 0) index.lines.set(key, indexed);
  }
  return index;
}

/** Identifies a filing: its accession number, or its form and date when the accession is unknown. @internal */
export function filingKey(source: { accession: string | null; form: string | null; filed: string | null }): string {
  return source.accession ?? `${source.form}|${source.filed}`;
}

type TRow = TXbrlFact;
type TTagSource = { taxonomy: string; tag: string; sign: 1 | -1; unit: string; isInstant: boolean };

const ANNUAL = 1;
const QUARTERLY = 2;
const formKinds = new Map<string, number>();

function formKind(form: string): number {
  let kind = formKinds.get(form);
  if (kind === undefined) {
    kind = ANNUAL_FORM.test(form) ? ANNUAL : QUARTERLY_FORM.test(form) ? QUARTERLY : 0;
    formKinds.set(form, kind);
  }
  return kind;
}

function indexTag(key: TAccountKey, source: TTagSource, rows: readonly TRow[], index: TFactIndex): TTagFacts {
  const result: TTagFacts = {
    tag: source.tag,
    annualByEnd: new Map(),
    quarterlyByRange: new Map(),
    quarterlyInstantByEnd: new Map(),
  };
  const [minYear, maxYear] = DURATION_DAYS.year;
  for (const row of rows) {
    if (source.isInstant !== (row.start === undefined)) continue;
    const kind = row.form ? formKind(row.form) : 0;
    if (kind === 0) continue;
    const filing = filingKey({ accession: row.accn ?? null, form: row.form ?? null, filed: row.filed ?? null });
    noteLine(index.linesByFiling, filing, row.end, key);
    const days = row.start === undefined ? 0 : toDay(row.end) - toDay(row.start);
    if (kind === ANNUAL) {
      const isYear = days >= minYear && days <= maxYear;
      if (isYear) noteFilingYear(index.filingYears, filing, row);
      if (source.isInstant || isYear) keepLatest(result.annualByEnd, row.end, row, days, source);
    } else if (source.isInstant) {
      keepLatest(result.quarterlyInstantByEnd, row.end, row, days, source);
    } else {
      keepLatest(result.quarterlyByRange, `${row.start}|${row.end}`, row, days, source);
    }
  }
  return result;
}

function noteLine(linesByFiling: TFactIndex['linesByFiling'], filing: string, end: string, key: TAccountKey): void {
  let byEnd = linesByFiling.get(filing);
  if (!byEnd) {
    byEnd = new Map();
    linesByFiling.set(filing, byEnd);
  }
  let keys = byEnd.get(end);
  if (!keys) {
    keys = new Set();
    byEnd.set(end, keys);
  }
  keys.add(key);
}

/** Keeps, per annual filing, its latest year-long period end: that period is the filing's own year. */
function noteFilingYear(filingYears: Map<string, TFilingYear>, filing: string, row: TRow): void {
  const current = filingYears.get(filing);
  if (!current || row.end > current.end) filingYears.set(filing, { end: row.end, fy: row.fy ?? null });
}

/** Keeps, per period, the fact of the latest filing: max `filed`, then max accession number. */
function keepLatest(map: Map<string, TFact>, period: string, row: TRow, days: number, tag: TTagSource): void {
  const current = map.get(period)?.source;
  if (current && !isLaterFiling(row.filed ?? null, row.accn ?? null, current.filed, current.accession)) return;
  map.set(period, {
    start: row.start ?? null,
    end: row.end,
    days,
    value: tag.sign < 0 && row.val !== 0 ? -row.val : row.val,
    source: {
      kind: 'reported',
      taxonomy: tag.taxonomy,
      tag: tag.tag,
      form: row.form ?? null,
      accession: row.accn ?? null,
      filed: row.filed ?? null,
      unit: tag.unit,
    },
  });
}

/** Whether filing A supersedes filing B (restatements: the latest filing wins). */
function isLaterFiling(filedA: string | null, accnA: string | null, filedB: string | null, accnB: string | null) {
  if ((filedA ?? '') !== (filedB ?? '')) return (filedA ?? '') > (filedB ?? '');
  return (accnA ?? '') > (accnB ?? '');
}
