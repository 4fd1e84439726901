/**
 * Default comparable companies: among the companies the source holds filings AND prices for, those
 * in the subject's GICS sub-industry (when the source has the S&P 500 list), then its SIC industry,
 * then its GICS sector, then its SIC sector, the closest in market cap first. Each peer says which
 * rule picked it.
 */
import { priceAsOf } from '../market/price-as-of.js';
import { classifyFinancialSic } from '../profile/financial-refusal.js';
import { latestSharesOutstanding } from '../profile/shares-outstanding.js';
import { sectorForSic, type TSector } from '../profile/sic-sectors.js';
import { findTicker, type TTickerEntry } from '../sec/ticker-list.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import { orNull } from './get-peer-inputs.js';
import type { TGicsConstituent } from './gics-constituents.js';
import { MAX_LYR_AGE_DAYS } from './peer-inputs.js';

/**
 * In order of preference: the same GICS sub-industry (S&P 500 list), the same 4-digit SIC code, the
 * same GICS sector, the same sector of the SIC code. @public
 */
export const PEER_RULES = ['same_gics_sub_industry', 'same_industry', 'same_gics_sector', 'same_sector'] as const;
/** @public */
export type TPeerRule = (typeof PEER_RULES)[number];

/** @public */
export type TDefaultPeer = {
  ticker: string;
  cik: number;
  name: string;
  sic: string | null;
  sector: TSector | null;
  gicsSector: string | null;
  gicsSubIndustry: string | null;
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
  gicsSector: string | null;
  gicsSubIndustry: string | null;
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
  const gics = new Map(((await source.gicsConstituents?.()) ?? []).map((row) => [row.cik, row]));
  const subjectGics = gics.get(subject.cik) ?? null;
  const subjectMarketCap = await marketCapOf(source, subject, asOf);
  const ciks = (await source.companiesWithFacts?.()) ?? [];
  const base = {
    ticker: subject.ticker,
    asOf,
    sic,
    sector,
    gicsSector: subjectGics?.sector ?? null,
    gicsSubIndustry: subjectGics?.subIndustry ?? null,
    subjectMarketCap,
    universe: ciks.length,
  };

  const candidates: TDefaultPeer[] = [];
  for (const cik of ciks) {
    if (cik === subject.cik) continue;
    const submissions = (await orNull(() => source.submissions(cik)))?.value;
    const peerSic = submissions?.sic?.trim() || null;
    const peerSector = sectorForSic(peerSic);
    const peerGics = gics.get(cik) ?? null;
    const rule = ruleOf({ sic, sector, gics: subjectGics }, { sic: peerSic, sector: peerSector, gics: peerGics });
    if (!rule || classifyFinancialSic(peerSic).isFinancial) continue;
    const entry = await tradedEntry(source, entries, cik, asOf);
    if (!entry) continue;
    candidates.push({
      ticker: entry.ticker,
      cik,
      name: submissions?.name ?? peerGics?.name ?? entry.name,
      sic: peerSic,
      sector: peerSector,
      gicsSector: peerGics?.sector ?? null,
      gicsSubIndustry: peerGics?.subIndustry ?? null,
      rule,
      marketCap: await marketCapOf(source, entry, asOf),
    });
  }
  const distance = (peer: TDefaultPeer) =>
    peer.marketCap && subjectMarketCap
      ? Math.abs(Math.log(peer.marketCap / subjectMarketCap))
      : Number.POSITIVE_INFINITY;
  candidates.sort(
    (a, b) =>
      PEER_RULES.indexOf(a.rule) - PEER_RULES.indexOf(b.rule) ||
      distance(a) - distance(b) ||
      a.ticker.localeCompare(b.ticker),
  );
  return { ...base, peers: candidates.slice(0, request.max ?? MAX_DEFAULT_PEERS) };
}

type TClass = { sic: string | null; sector: TSector | null; gics: TGicsConstituent | null };

/** The first rule both companies meet, or null. */
function ruleOf(subject: TClass, peer: TClass): TPeerRule | null {
  if (subject.gics && peer.gics && subject.gics.subIndustry === peer.gics.subIndustry) return 'same_gics_sub_industry';
  if (subject.sic && peer.sic === subject.sic) return 'same_industry';
  if (subject.gics && peer.gics && subject.gics.sector === peer.gics.sector) return 'same_gics_sector';
  if (subject.sector && peer.sector === subject.sector) return 'same_sector';
  return null;
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
  // A share count from long before the date would mix two eras (the pack's MSFT filings end in 2015).
  if (Date.parse(asOf) - Date.parse(shares.asOf) > MAX_LYR_AGE_DAYS * 86_400_000) return null;
  return price.value.price * shares.value;
}
