/**
 * Default comparable companies: among the companies the source holds filings AND prices for, those
 * in the subject's industry (same SIC code), then in its sector (the sector of the SIC code), the
 * closest in market cap first. Each peer says which rule picked it.
 */
import { priceAsOf } from '../market/price-as-of.js';
import { classifyFinancialSic } from '../profile/financial-refusal.js';
import { latestSharesOutstanding } from '../profile/shares-outstanding.js';
import { sectorForSic, type TSector } from '../profile/sic-sectors.js';
import { findTicker, type TTickerEntry } from '../sec/ticker-list.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import { orNull } from './get-peer-inputs.js';

/** `same_industry`: the same 4-digit SIC code; `same_sector`: the same sector of the SIC code. @public */
export type TPeerRule = 'same_industry' | 'same_sector';

/** @public */
export type TDefaultPeer = {
  ticker: string;
  cik: number;
  name: string;
  sic: string;
  sector: TSector;
  rule: TPeerRule;
  /** Price on or before the date × cover-page shares outstanding; null when the filings give no share count. */
  marketCap: number | null;
};

/** @public */
export type TDefaultPeers = {
  ticker: string;
  asOf: string;
  sic: string | null;
  sector: TSector | null;
  subjectMarketCap: number | null;
  peers: TDefaultPeer[];
  /** How many companies the source could list (0 for a live-only source: it cannot list companies). */
  universe: number;
};

/** At most this many default peers. @public */
export const MAX_DEFAULT_PEERS = 6;

/**
 * @throws {MarketDataError} TICKER_NOT_FOUND, the providers' PROVIDER_* errors
 * @public
 */
export async function findDefaultPeers(
  source: TMarketDataSource,
  request: { ticker: string; asOf: string; max?: number },
): Promise<TDefaultPeers> {
  const { asOf } = request;
  const entries = (await source.tickers()).entries;
  const subject = findTicker(entries, request.ticker);
  const sic = (await orNull(() => source.submissions(subject.cik)))?.value.sic?.trim() || null;
  const sector = sectorForSic(sic);
  const subjectMarketCap = await marketCapOf(source, subject, asOf);
  const ciks = (await source.companiesWithFacts?.()) ?? [];
  const base = { ticker: subject.ticker, asOf, sic, sector, subjectMarketCap, universe: ciks.length };
  if (!sic || !sector) return { ...base, peers: [] };

  const candidates: TDefaultPeer[] = [];
  for (const cik of ciks) {
    if (cik === subject.cik) continue;
    const submissions = (await orNull(() => source.submissions(cik)))?.value;
    const peerSic = submissions?.sic?.trim() || null;
    const peerSector = sectorForSic(peerSic);
    if (!submissions || !peerSic || peerSector !== sector || classifyFinancialSic(peerSic).isFinancial) continue;
    const entry = await tradedEntry(source, entries, cik, asOf);
    if (!entry) continue;
    candidates.push({
      ticker: entry.ticker,
      cik,
      name: submissions.name,
      sic: peerSic,
      sector: peerSector,
      rule: peerSic === sic ? 'same_industry' : 'same_sector',
      marketCap: await marketCapOf(source, entry, asOf),
    });
  }
  const distance = (peer: TDefaultPeer) =>
    peer.marketCap && subjectMarketCap
      ? Math.abs(Math.log(peer.marketCap / subjectMarketCap))
      : Number.POSITIVE_INFINITY;
  candidates.sort(
    (a, b) =>
      Number(a.rule !== 'same_industry') - Number(b.rule !== 'same_industry') ||
      distance(a) - distance(b) ||
      a.ticker.localeCompare(b.ticker),
  );
  return { ...base, peers: candidates.slice(0, request.max ?? MAX_DEFAULT_PEERS) };
}

/** The company's first ticker that has a price on or before the date (GOOGL before GOOG in the pack). */
async function tradedEntry(
  source: TMarketDataSource,
  entries: readonly TTickerEntry[],
  cik: number,
  asOf: string,
): Promise<TTickerEntry | null> {
  for (const entry of entries.filter((candidate) => candidate.cik === cik)) {
    const prices = await orNull(() => source.prices(entry.ticker, { to: asOf }));
    if (prices && priceAsOf(prices, asOf, { field: 'close_else_adj_close' }).ok) return entry;
  }
  return null;
}

async function marketCapOf(source: TMarketDataSource, entry: TTickerEntry, asOf: string): Promise<number | null> {
  const [facts, prices] = await Promise.all([
    orNull(() => source.companyFacts(entry.cik)),
    orNull(() => source.prices(entry.ticker, { to: asOf })),
  ]);
  const shares = facts ? latestSharesOutstanding(facts.value, asOf) : null;
  const price = prices ? priceAsOf(prices, asOf, { field: 'close_else_adj_close' }) : null;
  if (!shares || !price?.ok || shares.form?.startsWith('20-F')) return null;
  return price.value.price * shares.value;
}
