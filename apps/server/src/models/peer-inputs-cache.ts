import { getPeerInputs, type TMarketDataSource, type TPeerInputs } from '@app/market-data';

/**
 * How long a company's multiples inputs at a date are reused. Inputs as of a past valuation date
 * rarely change, but a live source can add a late filing or correct a price: a few minutes bounds
 * how stale a reopened Comparables tab can be.
 */
export const PEER_INPUTS_TTL_MS = 10 * 60_000;
/** Companies kept per source; the oldest entry goes first. */
export const PEER_INPUTS_MAX_ENTRIES = 500;

type TEntry = { at: number; inputs: Promise<TPeerInputs> };

/** One cache per data source, so two sources (two test apps, pack and live) never share inputs. */
const caches = new WeakMap<TMarketDataSource, Map<string, TEntry>>();

/**
 * `getPeerInputs`, reused for a while: reading and standardizing one company's filings takes
 * 10–80 ms on the pack, and the Comparables tab reads the subject and every peer on each request.
 * Concurrent asks for the same company share one read; a failure is not kept.
 * @throws whatever `getPeerInputs` throws
 */
export function cachedPeerInputs(
  source: TMarketDataSource,
  ticker: string,
  asOf: string,
  now: () => number = Date.now,
): Promise<TPeerInputs> {
  let cache = caches.get(source);
  if (!cache) {
    cache = new Map();
    caches.set(source, cache);
  }
  const key = `${ticker.toUpperCase()}|${asOf}`;
  const hit = cache.get(key);
  if (hit && now() - hit.at < PEER_INPUTS_TTL_MS) return hit.inputs;
  const inputs = getPeerInputs(source, ticker, asOf);
  const entry = { at: now(), inputs };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > PEER_INPUTS_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  const own = cache;
  inputs.catch(() => {
    if (own.get(key) === entry) own.delete(key);
  });
  return inputs;
}
