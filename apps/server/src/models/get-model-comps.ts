import type { TComps, TCompsPeer } from '@app/contract';
import {
  findDefaultPeers,
  isMarketDataError,
  peerMultiples,
  type TMarketDataSource,
  type TPeerInputs,
} from '@app/market-data';
import type { TStatementPeriod } from '@app/statements';
import { runMultiples, shareCount } from '@app/valuation';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { dcfModels, type TStoredDefaultPeers } from '../db/schema.js';
import { compsSubject, privateCompsInputs } from './comps-subject.js';
import { toModelValues } from './get-model.js';
import { type DcfModelRow, getOwnedModel } from './get-owned-model.js';
import { cachedPeerInputs } from './peer-inputs-cache.js';

/** What the comparables need: the database and the market-data source. */
export type CompsDeps = { db: AppDb; source: TMarketDataSource };

type TCompsInputs = TCompsPeer['inputs'];
type TPeerRef = { ticker: string; rule: TCompsPeer['rule'] };
type TMissingPeer = TComps['missing_peers'][number];
type TSubjectView = Pick<TComps['subject'], 'inputs' | 'multiples'>;

/** The Comparables tab of a model of this owner (someone else's model is `NOT_FOUND`). */
export async function getModelComps(deps: CompsDeps, ownerId: string, modelId: string): Promise<TComps> {
  return modelComps(deps, await getOwnedModel(deps.db, ownerId, modelId));
}

/**
 * The saved peers (or the default ones) with their inputs and multiples at the model's valuation
 * date, and per multiple the statistics over the peers and the subject's implied price
 * (`runMultiples`). The subject's inputs and multiples are read the same way as the peers' (and
 * reused for a few minutes, `cachedPeerInputs`); it is shown, never counted. A saved set stores
 * tickers only: a saved peer that is one of the model's default peers keeps the rule that picked
 * it, and only the others are the user's. A peer the data source no longer resolves (or now
 * classes as a financial company) is left out and listed in `missing_peers`, so one stale ticker
 * does not take the tab down.
 */
export async function modelComps(deps: CompsDeps, row: DcfModelRow): Promise<TComps> {
  const values = toModelValues(row, 'en');
  const asOf = String(values.model_input.valuationDate);
  const saved = row.compsTickers ?? null;
  const isPrivate = row.documentId !== null;
  // A private company has no listed industry to search: its default peer is the one its beta came from.
  const privatePeer = values.market.ticker ? [{ ticker: values.market.ticker, rule: 'user' as const }] : [];
  const defaults: TPeerRef[] = isPrivate ? privatePeer : await defaultPeersOf(deps, row, asOf);
  const refs: TPeerRef[] = saved ? saved.map((ticker) => ruleOf(ticker, defaults)) : defaults;
  const [subject, ...outcomes] = await Promise.all([
    isPrivate ? privateSubject(values.model_input.history as TStatementPeriod[]) : publicSubject(deps, row, asOf),
    ...refs.map((ref) => peerInputsOrMissing(deps.source, ref.ticker, asOf)),
  ]);
  if (!subject) throw new AppError('MODEL_NOT_READY');
  const subjectInputs = subject.inputs;
  const peers: TCompsPeer[] = [];
  const missing: TMissingPeer[] = [];
  outcomes.forEach((outcome, index) => {
    const ref = refs[index];
    if (!ref) return;
    if ('reason' in outcome) {
      missing.push({ ticker: ref.ticker, reason: outcome.reason });
      return;
    }
    peers.push({
      ticker: outcome.ticker,
      name: outcome.name,
      sic: outcome.sic,
      rule: ref.rule,
      inputs: toInputsView(outcome),
      multiples: peerMultiples(outcome),
    });
  });
  return {
    model_id: row.id,
    ticker: row.ticker,
    as_of: asOf,
    is_saved: saved !== null,
    subject: { ticker: row.ticker, name: values.company.name, ...subject },
    peers,
    missing_peers: missing,
    summary: summaryOf(subjectInputs, peers),
  };
}

/**
 * The model's default peers: the ones stored with it for its valuation date, else found now
 * (`findDefaultPeers` reads every company the source holds, about half a second on the pack) and
 * stored. Storing them is a cache of the data source, not an edit: `updated_at` stays.
 */
async function defaultPeersOf(deps: CompsDeps, row: DcfModelRow, asOf: string): Promise<TPeerRef[]> {
  const stored = row.compsDefaultPeers;
  if (stored && stored.as_of === asOf) return stored.peers;
  const found = await findDefaultPeers(deps.source, { ticker: row.ticker, asOf });
  const defaults: TStoredDefaultPeers = {
    as_of: asOf,
    peers: found.peers.map(({ ticker, rule }) => ({ ticker, rule })),
  };
  await deps.db.update(dcfModels).set({ compsDefaultPeers: defaults }).where(eq(dcfModels.id, row.id));
  return defaults.peers;
}

/** A saved ticker's place in the set: the rule of the default peer it is, else added by the user. */
function ruleOf(ticker: string, defaults: readonly TPeerRef[]): TPeerRef {
  const wanted = ticker.toUpperCase();
  return defaults.find((ref) => ref.ticker.toUpperCase() === wanted) ?? { ticker, rule: 'user' };
}

/** A listed company's own inputs and multiples, read as a peer's are. */
async function publicSubject(deps: CompsDeps, row: DcfModelRow, asOf: string): Promise<TSubjectView> {
  const inputs = await cachedPeerInputs(deps.source, row.ticker, asOf);
  return { inputs: toInputsView(inputs), multiples: peerMultiples(inputs) };
}

/** A private company's inputs from its statements, and the multiples they allow: none without a price. */
function privateSubject(history: readonly TStatementPeriod[]): TSubjectView | null {
  const inputs = privateCompsInputs(history);
  if (!inputs) return null;
  const multiples = peerMultiples({
    price: null,
    marketCap: inputs.market_cap,
    enterpriseValue: inputs.enterprise_value,
    epsLyr: inputs.eps_lyr,
    epsTtm: inputs.eps_ttm,
    bookValue: inputs.book_value,
    revenueLyr: inputs.revenue_lyr,
    revenueTtm: inputs.revenue_ttm,
    ebitdaLyr: inputs.ebitda_lyr,
  });
  return { inputs, multiples };
}

/** A peer's inputs, or why it is left out; anything else (an outage) is thrown. */
async function peerInputsOrMissing(
  source: TMarketDataSource,
  ticker: string,
  asOf: string,
): Promise<TPeerInputs | Pick<TMissingPeer, 'reason'>> {
  try {
    return await cachedPeerInputs(source, ticker, asOf);
  } catch (error) {
    if (isMarketDataError(error, 'TICKER_NOT_FOUND')) return { reason: 'not_found' };
    if (isMarketDataError(error, 'FINANCIAL_COMPANY_UNSUPPORTED')) return { reason: 'financial_company' };
    throw error;
  }
}

function summaryOf(subject: TCompsInputs, peers: TCompsPeer[]): TComps['summary'] {
  const shares = subject.shares;
  const multiplePeers = peers.map((peer) => ({
    ticker: peer.ticker,
    multiples: Object.fromEntries(Object.entries(peer.multiples).map(([kind, m]) => [kind, m.value])),
  }));
  // Without a share count the statistics still stand; only the implied prices need it.
  const result = runMultiples({
    subject: { ...compsSubject(subject), shares: shareCount(shares || 1) },
    peers: multiplePeers,
  });
  if (!result.ok) return [];
  const noShares = "the subject's share count is not available";
  return result.value.map((m) => ({
    kind: m.kind,
    count: m.peers.length,
    peer_tickers: m.peers.map((peer) => peer.ticker),
    stats: m.stats,
    subject_metric: m.subjectMetric,
    implied_price: shares ? m.impliedPrice : null,
    reason: shares ? m.reason : (m.reason ?? noShares),
    upside_at_median: shares ? m.upsideAtMedian : null,
  }));
}

function toInputsView(inputs: TPeerInputs): TCompsPeer['inputs'] {
  return {
    price: inputs.price?.value ?? null,
    price_date: inputs.price?.date ?? null,
    shares: inputs.shares?.value ?? null,
    shares_basis: inputs.shares?.basis ?? null,
    market_cap: inputs.marketCap,
    fiscal_year: inputs.lyr?.fiscalYear ?? null,
    fiscal_year_end: inputs.lyr?.periodEnd ?? null,
    ttm_end: inputs.ttm?.periodEnd ?? null,
    eps_lyr: inputs.epsLyr,
    eps_ttm: inputs.epsTtm,
    book_value: inputs.bookValue,
    revenue_lyr: inputs.revenueLyr,
    revenue_ttm: inputs.revenueTtm,
    ebitda_lyr: inputs.ebitdaLyr,
    debt: inputs.debt,
    cash: inputs.cash,
    short_term_investments: inputs.shortTermInvestments,
    minority_interest: inputs.minorityInterest,
    enterprise_value: inputs.enterpriseValue,
    currency: inputs.currency,
    gaps: inputs.gaps,
  };
}
