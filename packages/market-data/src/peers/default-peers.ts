/**
 * Default comparable companies: among the companies the source holds filings AND prices for, those
 * in the subject's GICS sub-industry (when the source has the S&P 500 list), then its SIC industry,
 * then its GICS sector, then its SIC sector, the closest in market cap first. A source that cannot
 * list its companies (live) takes them from the SEC's data instead: the listed companies, sized by
 * revenue in the XBRL frames, classified by their submissions' SIC code (`findSecPeerCandidates`).
 * Each peer says which rule picked it.
 */
import { priceAsOf } from '../market/price-as-of.js';
import { classifyFinancialSic } from '../profile/financial-refusal.js';
import { latestSharesOutstanding } from '../profile/shares-outstanding.js';
import { sectorForSic, type TSector } from '../profile/sic-sectors.js';
import type { TCompanyFacts } from '../sec/sec-schemas.js';
import { findTicker, type TTickerEntry } from '../sec/ticker-list.js';
import type { TMarketDataSource } from '../source/market-data-source.js';
import type { TPriceSeries } from '../types.js';
import { orNull } from './get-peer-inputs.js';
import type { TGicsConstituent } from './gics-constituents.js';
import { MAX_LYR_AGE_DAYS } from './peer-inputs.js';
import { findSecPeerCandidates, frameYearFor } from './sec-peer-candidates.js';

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
  /**
   * Price on or before the date × cover-page shares outstanding; null when the filings give no share
   * count, and on the SEC path (sized by `revenue`; the comparables read each peer's market cap).
   */
  marketCap: number | null;
  /** On the SEC path: the revenue (USD) of the frames' calendar year that ranked it; else null. */
  revenue: number | null;
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
  /**
   * How many companies were considered: those the source lists, or on the SEC path the listed
   * filers the revenue frames sized.
   */
  universe: number;
  /**
   * What "closest in size" compares: market cap among the companies the source lists, or revenue of
   * one calendar year (`CY2024`) in the SEC's XBRL frames where the source cannot list companies.
   */
  size: { measure: 'market_cap' } | { measure: 'revenue'; period: string; subjectRevenue: number | null };
  /** Why there may be fewer peers than `max` (a frame or document the source did not give, a read limit). */
  gaps: string[];
};

/** At most this many default peers. @public */
export const MAX_DEFAULT_PEERS = 6;

/**
 * @throws {MarketDataError} TICKER_NOT_FOUND, the providers' PROVIDER_* errors (reading the subject, or
 * the companies the source lists; on the SEC path an unavailable frame or submissions is a gap instead)
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
  const [subjectFacts, subjectPrices] = await Promise.all([
    orNull(() => source.companyFacts(subject.cik)),
    orNull(() => source.prices(subject.ticker, { to: asOf })),
  ]);
  const subjectMarketCap = marketCapFrom(subjectFacts?.value ?? null, subjectPrices, asOf);
  const context: TSearch = {
    subject,
    entries,
    asOf,
    max: request.max ?? MAX_DEFAULT_PEERS,
    subjectClass: { sic, sector, gics: subjectGics },
    subjectFacts: subjectFacts?.value ?? null,
    subjectMarketCap,
    gics,
  };
  const found =
    !source.companiesWithFacts && source.frames
      ? await peersFromSecData(source, context)
      : await peersAmongListedCompanies(source, context);
  return {
    ticker: subject.ticker,
    asOf,
    sic,
    sector,
    gicsSector: subjectGics?.sector ?? null,
    gicsSubIndustry: subjectGics?.subIndustry ?? null,
    subjectMarketCap,
    ...found,
  };
}

type TSearch = {
  subject: TTickerEntry;
  entries: readonly TTickerEntry[];
  asOf: string;
  max: number;
  subjectClass: TClass;
  subjectFacts: TCompanyFacts | null;
  subjectMarketCap: number | null;
  gics: ReadonlyMap<number, TGicsConstituent>;
};
type TFound = Pick<TDefaultPeers, 'universe' | 'size' | 'gaps' | 'peers'>;

/** Among the companies the source lists (the pack's companyfacts) that have a price at the date. */
async function peersAmongListedCompanies(source: TMarketDataSource, context: TSearch): Promise<TFound> {
  const { subject, entries, asOf, gics, subjectMarketCap } = context;
  const ciks = (await source.companiesWithFacts?.()) ?? [];
  const candidates: TDefaultPeer[] = [];
  for (const cik of ciks) {
    if (cik === subject.cik) continue;
    const submissions = (await orNull(() => source.submissions(cik)))?.value;
    const peerSic = submissions?.sic?.trim() || null;
    const peerSector = sectorForSic(peerSic);
    const peerGics = gics.get(cik) ?? null;
    const rule = ruleOf(context.subjectClass, { sic: peerSic, sector: peerSector, gics: peerGics });
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
      revenue: null,
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
  return {
    universe: ciks.length,
    size: { measure: 'market_cap' },
    gaps: source.companiesWithFacts ? [] : ['the data source cannot list companies'],
    peers: candidates.slice(0, context.max),
  };
}

/** From the SEC's data, where the source cannot list companies: see `findSecPeerCandidates`. */
async function peersFromSecData(source: TMarketDataSource, context: TSearch): Promise<TFound> {
  const { subject, max, subjectClass } = context;
  if (!subjectClass.sic) {
    return {
      universe: 0,
      size: { measure: 'revenue', period: frameYearFor(context.asOf), subjectRevenue: null },
      gaps: [`no SIC code of ${subject.ticker} in its submissions: no industry to match`],
      peers: [],
    };
  }
  const found = await findSecPeerCandidates(source, {
    subject,
    entries: context.entries,
    subjectFacts: context.subjectFacts,
    asOf: context.asOf,
    ruleFor: (sic) =>
      classifyFinancialSic(sic).isFinancial
        ? null
        : ruleOf(subjectClass, { sic, sector: sectorForSic(sic), gics: null }),
    // Read in order of size, the first `max` of the best rule are its closest: nothing better can follow.
    isEnough: (candidates) => candidates.filter((candidate) => candidate.rule === 'same_industry').length >= max,
  });
  const distance = (revenue: number) =>
    found.subjectRevenue ? Math.abs(Math.log(revenue / found.subjectRevenue)) : -revenue;
  const peers = found.candidates
    .sort(
      (a, b) =>
        PEER_RULES.indexOf(a.rule) - PEER_RULES.indexOf(b.rule) ||
        distance(a.revenue) - distance(b.revenue) ||
        a.entry.cik - b.entry.cik,
    )
    .slice(0, max)
    .map(
      (candidate): TDefaultPeer => ({
        ticker: candidate.entry.ticker,
        cik: candidate.entry.cik,
        name: candidate.name,
        sic: candidate.sic,
        sector: candidate.sector,
        gicsSector: null,
        gicsSubIndustry: null,
        rule: candidate.rule,
        marketCap: null,
        revenue: candidate.revenue,
      }),
    );
  return {
    universe: found.universe,
    size: { measure: 'revenue', period: found.period, subjectRevenue: found.subjectRevenue },
    gaps: found.gaps,
    peers,
  };
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
  return marketCapFrom(facts?.value ?? null, prices, asOf);
}

function marketCapFrom(facts: TCompanyFacts | null, prices: TPriceSeries | null, asOf: string): number | null {
  const shares = facts ? latestSharesOutstanding(facts, asOf) : null;
  const price = prices ? priceAsOf(prices, asOf, { field: 'close_else_adj_close' }) : null;
  if (!shares || !price?.ok || shares.form?.startsWith('20-F')) return null;
  // A share count from long before the date would mix two eras (the pack's MSFT filings end in 2015).
  if (Date.parse(asOf) - Date.parse(shares.asOf) > MAX_LYR_AGE_DAYS * 86_400_000) return null;
  return price.value.price * shares.value;
}
