/**
 * Companies of the SEC data for a search by structured filters (the Comparables tab without a chat
 * model). A source that lists its companies (the data pack) gives them all, each with its
 * submissions; one that cannot (the live SEC API) gives the listed filers its XBRL frames size
 * within the revenue bounds, closest to a target size first, read one by one for their submissions
 * until enough are accepted or the read limit is reached. The caller checks every company it keeps
 * (financial refusal, revenue from its own filings): this only narrows the field.
 */
import { isMarketDataError } from '../errors.js';
import { priceAsOf } from '../market/price-as-of.js';
import type { TSubmissions } from '../sec/sec-schemas.js';
import type { TTickerEntry } from '../sec/ticker-list.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import { orNull } from './get-peer-inputs.js';
import { frameRevenues, frameYearFor, listedEntries } from './sec-peer-candidates.js';

/** At most this many submissions documents are read for one search on the live SEC API (about 6 s at 10 a second). @public */
export const MAX_SCREEN_READS = 60;

/** Submissions read at once: the SEC client's rate limit spaces them. */
const READ_BATCH = 10;

/** @public */
export type TScreenRequest = {
  asOf: string;
  /** Left out of the search (the model's own company). */
  excludeCik: number | null;
  /** Revenue bounds (USD): where the source cannot list its companies, only filers the frames put inside them are read. */
  revenue: { min: number | null; max: number | null };
  /** Read first where the source cannot list its companies: the filers closest to this revenue (USD); null for the largest. */
  sizeTarget: number | null;
  /** Whether a company's submissions (null: the source has none) make it a candidate: its SIC code, its country. */
  accepts: (submissions: TSubmissions | null) => boolean;
  /** Where reads are limited, stop once this many are accepted. */
  enough: number;
};

/** @public */
export type TScreenedCompany = { entry: TTickerEntry; submissions: TSubmissions | null };

/** @public */
export type TScreenResult = {
  companies: TScreenedCompany[];
  /** Companies whose submissions were read. */
  searched: number;
  /** True when the read limit (or a frame the source did not give) left companies unread. */
  isPartial: boolean;
};

/**
 * @throws {MarketDataError} the providers' PROVIDER_* errors (the ticker list, a listed company's
 * submissions on the pack); on the live path a frame or submissions not given ends the search early
 * (`isPartial`)
 * @public
 */
export async function screenCompanies(source: TMarketDataSource, request: TScreenRequest): Promise<TScreenResult> {
  const entries = (await source.tickers()).entries;
  if (source.companiesWithFacts) return screenListedCompanies(source, entries, request);
  if (source.frames) return screenByFrames(source, entries, request);
  return { companies: [], searched: 0, isPartial: true };
}

async function screenListedCompanies(
  source: TMarketDataSource,
  entries: readonly TTickerEntry[],
  request: TScreenRequest,
): Promise<TScreenResult> {
  const ciks = ((await source.companiesWithFacts?.()) ?? []).filter((cik) => cik !== request.excludeCik);
  const companies: TScreenedCompany[] = [];
  for (const cik of ciks) {
    const entry = await tradedEntryOf(source, entries, cik, request.asOf);
    if (!entry) continue;
    const submissions = (await orNull(() => source.submissions(cik)))?.value ?? null;
    if (request.accepts(submissions)) companies.push({ entry, submissions });
  }
  return { companies, searched: ciks.length, isPartial: false };
}

async function screenByFrames(
  source: TMarketDataSource,
  entries: readonly TTickerEntry[],
  request: TScreenRequest,
): Promise<TScreenResult> {
  const gaps: string[] = [];
  const revenue = await frameRevenues(source, frameYearFor(request.asOf), gaps);
  const { min, max } = request.revenue;
  const target = request.sizeTarget;
  const order = (value: number) => (target && target > 0 ? Math.abs(Math.log(value / target)) : -value);
  const ranked = listedEntries(entries, request.excludeCik ?? -1)
    .flatMap((entry) => {
      const value = revenue.get(entry.cik);
      if (value === undefined || (min !== null && value < min) || (max !== null && value > max)) return [];
      return [{ entry, value }];
    })
    .sort((a, b) => order(a.value) - order(b.value) || a.entry.cik - b.entry.cik);
  const companies: TScreenedCompany[] = [];
  const toRead = ranked.slice(0, MAX_SCREEN_READS);
  let read = 0;
  let isCut = gaps.length > 0;
  while (read < toRead.length && companies.length < request.enough) {
    const batch = toRead.slice(read, read + READ_BATCH);
    read += batch.length;
    const documents = await Promise.all(batch.map(({ entry }) => submissionsOrFailure(source, entry.cik)));
    batch.forEach(({ entry }, index) => {
      const document = documents[index];
      if (document === 'failed') return;
      if (request.accepts(document ?? null)) companies.push({ entry, submissions: document ?? null });
    });
    // An outage: the next reads would fail the same way, so stop here.
    if (documents.includes('failed')) {
      isCut = true;
      break;
    }
  }
  return {
    companies: companies.slice(0, request.enough),
    searched: read,
    isPartial: isCut || (read < ranked.length && companies.length < request.enough),
  };
}

/** The company's first ticker with a price on or before the date, else its first ticker; null when it has none. */
async function tradedEntryOf(
  source: TMarketDataSource,
  entries: readonly TTickerEntry[],
  cik: number,
  asOf: string,
): Promise<TTickerEntry | null> {
  const own = entries.filter((candidate) => candidate.cik === cik);
  for (const entry of own) {
    const prices = await orNull(() => source.prices(entry.ticker, { to: asOf }));
    if (prices && priceAsOf(prices, asOf, { field: 'close_else_adj_close' }).ok) return entry;
  }
  return own[0] ?? null;
}

async function submissionsOrFailure(source: TMarketDataSource, cik: number): Promise<TSubmissions | null | 'failed'> {
  try {
    return (await source.submissions(cik)).value;
  } catch (error) {
    if (isMarketDataError(error, 'DATA_NOT_AVAILABLE')) return null;
    if (isMarketDataError(error)) return 'failed';
    throw error;
  }
}
