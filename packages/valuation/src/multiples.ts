import type { TBridgeInput } from './bridge.js';
import { fail, invalid, ok, type TResult } from './result.js';
import type { Money, PerShare, ShareCount } from './units.js';

/** The multiples compared across peers. LYR = last reported fiscal year, TTM = trailing twelve months. @public */
export const MULTIPLE_KINDS = [
  'pe_lyr',
  'pe_ttm',
  'pe_forward',
  'pb_lyr',
  'ps_lyr',
  'ps_ttm',
  'ps_forward',
  'ev_ebitda_lyr',
] as const;
/** @public */
export type TMultipleKind = (typeof MULTIPLE_KINDS)[number];

/** A peer and its multiples (missing or `null` when not available). @public */
export type TPeer = { ticker: string; multiples: Partial<Record<TMultipleKind, number | null>> };

/** The company being valued: the metric each multiple applies to. @public */
export type TMultiplesSubject = {
  shares: ShareCount;
  price?: PerShare;
  epsLyr?: PerShare;
  epsTtm?: PerShare;
  epsForward?: PerShare;
  bookValuePerShareLyr?: PerShare;
  revenueLyr?: Money;
  revenueTtm?: Money;
  revenueForward?: Money;
  ebitdaLyr?: Money;
  /** Enterprise value to equity for EV/EBITDA (missing items count as 0). */
  bridge?: TBridgeInput;
};

/** Four statistics of the peers' values, and the subject's price at each. @public */
export type TStats = { mean: number; median: number; low: number; high: number };

/** One multiple across the peer set. @public */
export type TMultipleResult = {
  kind: TMultipleKind;
  peers: { ticker: string; value: number }[];
  /** Peers left out and why (missing, or not positive: a negative P/E is not meaningful). */
  excluded: { ticker: string; reason: string }[];
  stats: TStats | null;
  /** The subject's metric the multiple applies to (EPS, book value per share, revenue, EBITDA). */
  subjectMetric: number | null;
  impliedPrice: TStats | null;
  /** Why there is no implied price. */
  reason: string | null;
  /** Implied price at the median / current price − 1. */
  upsideAtMedian: number | null;
};

/**
 * Relative valuation. For each multiple, over the peers with a positive value: mean, median, low and
 * high, and the subject's implied price per share at each statistic m:
 *
 *   P/E:       price = m × EPS
 *   P/B:       price = m × book value per share
 *   P/S:       price = m × revenue / shares
 *   EV/EBITDA: price = (m × EBITDA − debt − leases + cash + investments − minority − preferred) / shares
 *
 * A non-positive subject metric has no meaningful implied price (`reason` says so).
 * @example
 * runMultiples({ subject: { shares: shareCount(21), epsLyr: perShare(1.65) }, peers: [{ ticker: 'FOSL', multiples: { pe_lyr: 18.4 } }] });
 * // pe_lyr implied price 30.36
 * @public
 */
export function runMultiples(input: {
  subject: TMultiplesSubject;
  peers: readonly TPeer[];
}): TResult<TMultipleResult[]> {
  const { subject, peers } = input;
  if (!(subject.shares > 0)) return fail('NON_POSITIVE_SHARES', `Shares must be positive (got ${subject.shares})`);
  if (subject.price !== undefined && !(subject.price > 0)) return invalid('price', 'must be positive');
  return ok(MULTIPLE_KINDS.map((kind) => oneMultiple(kind, subject, peers)));
}

const METRIC: Record<TMultipleKind, { key: keyof TMultiplesSubject; label: string }> = {
  pe_lyr: { key: 'epsLyr', label: 'EPS (LYR)' },
  pe_ttm: { key: 'epsTtm', label: 'EPS (TTM)' },
  pe_forward: { key: 'epsForward', label: 'EPS (forward)' },
  pb_lyr: { key: 'bookValuePerShareLyr', label: 'book value per share (LYR)' },
  ps_lyr: { key: 'revenueLyr', label: 'revenue (LYR)' },
  ps_ttm: { key: 'revenueTtm', label: 'revenue (TTM)' },
  ps_forward: { key: 'revenueForward', label: 'revenue (forward)' },
  ev_ebitda_lyr: { key: 'ebitdaLyr', label: 'EBITDA (LYR)' },
};

function oneMultiple(kind: TMultipleKind, subject: TMultiplesSubject, peers: readonly TPeer[]): TMultipleResult {
  const used: { ticker: string; value: number }[] = [];
  const excluded: { ticker: string; reason: string }[] = [];
  for (const peer of peers) {
    const value = peer.multiples[kind];
    if (value === undefined || value === null || !Number.isFinite(value)) {
      excluded.push({ ticker: peer.ticker, reason: 'not available' });
    } else if (value <= 0) excluded.push({ ticker: peer.ticker, reason: 'not positive: not meaningful' });
    else used.push({ ticker: peer.ticker, value });
  }
  const stats = statsOf(used.map((p) => p.value));
  const { key, label } = METRIC[kind];
  const metric = subject[key] as number | undefined;
  const base = { kind, peers: used, excluded, stats, subjectMetric: metric ?? null };
  const none = (reason: string) => ({ ...base, impliedPrice: null, reason, upsideAtMedian: null });
  if (!stats) return none('no peer has a positive value');
  if (metric === undefined || !Number.isFinite(metric)) return none(`the subject's ${label} is not available`);
  if (metric <= 0) return none(`the subject's ${label} is not positive: the multiple is not meaningful`);
  const price = (m: number) => priceAt(kind, m, metric, subject);
  const impliedPrice = {
    mean: price(stats.mean),
    median: price(stats.median),
    low: price(stats.low),
    high: price(stats.high),
  };
  const upsideAtMedian = subject.price === undefined ? null : impliedPrice.median / subject.price - 1;
  return { ...base, impliedPrice, reason: null, upsideAtMedian };
}

function priceAt(kind: TMultipleKind, m: number, metric: number, subject: TMultiplesSubject): number {
  if (kind.startsWith('pe_') || kind === 'pb_lyr') return m * metric;
  if (kind.startsWith('ps_')) return (m * metric) / subject.shares;
  const b = subject.bridge ?? {};
  const equity =
    m * metric -
    (b.debt ?? 0) -
    (b.leases ?? 0) +
    (b.cash ?? 0) +
    (b.investments ?? 0) -
    (b.minorityInterest ?? 0) -
    (b.preferred ?? 0);
  return equity / subject.shares;
}

/** Mean, median (mean of the middle two for an even count), low and high; `null` for no values. @internal */
export function statsOf(values: readonly number[]): TStats | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    median,
    low: sorted[0] as number,
    high: sorted.at(-1) as number,
  };
}
