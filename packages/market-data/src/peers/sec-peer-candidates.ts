/**
 * Peer candidates where the source cannot list companies (the live SEC source), from the SEC's own
 * data: the listed companies of the ticker list, sized all at once by the XBRL frames of revenue (one
 * request per concept), then read one by one for their SIC code (submissions), closest in size first,
 * until enough share the subject's industry or the read limit is reached.
 */
import { isMarketDataError, MarketDataError } from '../errors.js';
import { US_EXCHANGES } from '../profile/company-profile.js';
import { sectorForSic, type TSector } from '../profile/sic-sectors.js';
import type { TCompanyFacts, TSubmissions, TXbrlFrame } from '../sec/sec-schemas.js';
import type { TTickerEntry } from '../sec/ticker-list.js';
import { frameFact, framePlacement } from '../sec/xbrl-frames.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import { fromDay, toDay } from '../xbrl/dates.js';
import type { TPeerRule } from './default-peers.js';

/**
 * The revenue concepts sized in USD: the ASC 606 one most filers use since 2018 and the generic one.
 * A filer reporting both counts with the larger (the total). @public
 */
export const REVENUE_FRAME_CONCEPTS = ['RevenueFromContractWithCustomerExcludingAssessedTax', 'Revenues'] as const;

/** At most this many submissions documents are read for one subject (about 4 s at the SEC's 10 requests per second). @public */
export const MAX_SUBMISSIONS_READ = 40;

/** Submissions read at once: the SEC client's rate limit spaces them. */
const READ_BATCH = 10;

/** Exchanges of the SEC's list that count as listed; OTC quotations do not. */
const LISTED_EXCHANGES = new Set([...US_EXCHANGES].filter((exchange) => exchange !== 'OTC'));

/** A filer the frames sized and its submissions classified. @internal */
export type TSecCandidate = {
  entry: TTickerEntry;
  name: string;
  sic: string | null;
  sector: TSector | null;
  rule: TPeerRule;
  /** Revenue of the frames' calendar year, USD. */
  revenue: number;
};

/** @internal */
export type TSecCandidates = {
  candidates: TSecCandidate[];
  /** Listed filers (the subject left out) the frames gave a revenue for: the companies ranked. */
  universe: number;
  period: string;
  subjectRevenue: number | null;
  /** Why there may be fewer peers: a frame or submissions the source did not give, the read limit. */
  gaps: string[];
};

/** @internal */
export type TSecCandidatesRequest = {
  subject: TTickerEntry;
  entries: readonly TTickerEntry[];
  subjectFacts: TCompanyFacts | null;
  asOf: string;
  /** The rule a company with this SIC code meets, or null (another industry, or refused as financial). */
  ruleFor: (sic: string | null) => TPeerRule | null;
  /** Whether the candidates found so far make reading more submissions pointless. */
  isEnough: (found: readonly TSecCandidate[]) => boolean;
};

/**
 * Reads the frames of `REVENUE_FRAME_CONCEPTS` for the last calendar year ended 90 days or more
 * before `asOf` (`frameYearFor`), ranks the listed filers by |ln(revenue / subject's revenue)|, and
 * reads the submissions of the closest (at most `MAX_SUBMISSIONS_READ`). A frame or submissions the
 * source does not give (or an outage) leaves fewer candidates and a gap; it never throws a
 * `MarketDataError`.
 * @internal
 */
export async function findSecPeerCandidates(
  source: TMarketDataSource,
  request: TSecCandidatesRequest,
): Promise<TSecCandidates> {
  const { subject, asOf } = request;
  const period = frameYearFor(asOf);
  const gaps: string[] = [];
  const revenue = await frameRevenues(source, period, gaps);
  const subjectRevenue = subjectRevenueOf(request.subjectFacts, period, asOf) ?? revenue.get(subject.cik) ?? null;
  if (subjectRevenue === null) {
    gaps.push(`no revenue of ${subject.ticker} for ${period}: the largest filers come first`);
  }

  const distance = (value: number) => (subjectRevenue ? Math.abs(Math.log(value / subjectRevenue)) : -value);
  const ranked = listedEntries(request.entries, subject.cik)
    .filter((entry) => revenue.has(entry.cik))
    .map((entry) => ({ entry, revenue: revenue.get(entry.cik) as number }))
    .sort((a, b) => distance(a.revenue) - distance(b.revenue) || a.entry.cik - b.entry.cik);

  const candidates: TSecCandidate[] = [];
  const toRead = ranked.slice(0, MAX_SUBMISSIONS_READ);
  let read = 0;
  while (read < toRead.length && !request.isEnough(candidates)) {
    const batch = toRead.slice(read, read + READ_BATCH);
    read += batch.length;
    const documents = await Promise.all(batch.map(({ entry }) => submissionsOrFailure(source, entry)));
    batch.forEach(({ entry, revenue: value }, index) => {
      const submissions = documents[index];
      if (!submissions || submissions instanceof MarketDataError) return;
      const sic = submissions.sic?.trim() || null;
      const rule = request.ruleFor(sic);
      if (!rule) return;
      candidates.push({ entry, name: submissions.name, sic, sector: sectorForSic(sic), rule, revenue: value });
    });
    // An outage: the next reads would fail the same way (and wait on it), so stop here.
    const failure = documents.find((document) => document instanceof MarketDataError);
    if (failure) {
      gaps.push(`submissions not available (${failure.code}): ${failure.message}`);
      break;
    }
  }
  if (read < ranked.length && !request.isEnough(candidates)) {
    gaps.push(`SIC codes read for the ${read} filers closest in size of ${ranked.length}`);
  }
  return { candidates, universe: ranked.length, period, subjectRevenue, gaps };
}

/**
 * `CY####` of the last calendar year that ended at least 90 days before `asOf`: most filers have filed
 * its annual report by then, so its frame is nearly complete (2025-12-31 → CY2024, 2026-03-31 → CY2025).
 * @internal
 */
export function frameYearFor(asOf: string): string {
  return `CY${Number(fromDay(toDay(asOf) - 89).slice(0, 4)) - 1}`;
}

/** Per CIK, the larger revenue of the frames; a frame the source does not give is a gap. @internal */
export async function frameRevenues(
  source: TMarketDataSource,
  period: string,
  gaps: string[],
): Promise<Map<number, number>> {
  const frames = await Promise.all(
    REVENUE_FRAME_CONCEPTS.map(async (concept): Promise<TXbrlFrame | null> => {
      if (!source.frames) return null;
      try {
        return (await source.frames({ taxonomy: 'us-gaap', concept, unit: 'USD', period })).value;
      } catch (error) {
        if (!isMarketDataError(error)) throw error;
        gaps.push(`frame us-gaap/${concept}/USD/${period} not available (${error.code}): ${error.message}`);
        return null;
      }
    }),
  );
  const revenue = new Map<number, number>();
  for (const row of frames.flatMap((frame) => frame?.data ?? [])) {
    if (row.val > 0 && row.val > (revenue.get(row.cik) ?? 0)) revenue.set(row.cik, row.val);
  }
  return revenue;
}

/**
 * The subject's revenue as it was known at `asOf` (facts filed by then): for the frames' year, else
 * for its latest calendar year filed by then; the larger of the concepts.
 */
function subjectRevenueOf(facts: TCompanyFacts | null, period: string, asOf: string): number | null {
  if (!facts) return null;
  const series = REVENUE_FRAME_CONCEPTS.map((concept) => facts.facts['us-gaap']?.[concept]?.units.USD ?? []);
  const valueFor = (year: string) => {
    const values = series.map((facts) => frameFact(facts, year, { filedOnOrBefore: asOf })?.val ?? 0);
    const value = Math.max(...values);
    return value > 0 ? value : null;
  };
  const latestYear = series
    .flat()
    .filter((fact) => fact.filed && fact.filed <= asOf)
    .map((fact) => framePlacement(fact)?.period ?? '')
    .filter((year) => /^CY\d{4}$/.test(year))
    .sort()
    .at(-1);
  return valueFor(period) ?? (latestYear ? valueFor(latestYear) : null);
}

/** Per listed company (not the subject), its first ticker on an exchange, in the SEC list's order. @internal */
export function listedEntries(entries: readonly TTickerEntry[], subjectCik: number): TTickerEntry[] {
  const byCik = new Map<number, TTickerEntry>();
  for (const entry of entries) {
    if (entry.cik === subjectCik || byCik.has(entry.cik)) continue;
    if (entry.exchange && LISTED_EXCHANGES.has(entry.exchange)) byCik.set(entry.cik, entry);
  }
  return [...byCik.values()];
}

/** The submissions document, null when the source lacks it, the error on an outage. */
async function submissionsOrFailure(
  source: TMarketDataSource,
  entry: TTickerEntry,
): Promise<TSubmissions | null | MarketDataError> {
  try {
    return (await source.submissions(entry.cik)).value;
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return null;
    if (!isMarketDataError(error)) throw error;
    return error;
  }
}
