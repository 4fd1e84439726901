/**
 * Pack first, then live: each resource is read from the data pack when the pack holds it, otherwise
 * fetched from the live provider. The origin of every result says which one answered. When neither
 * holds it, the `DATA_NOT_AVAILABLE` error names both places that were tried.
 */
import { isMarketDataError, MarketDataError } from '../errors.js';
import type { TMarketDataSource } from './market-data-source.js';

/** @public */
export function createPackThenLiveSource(pack: TMarketDataSource, live: TMarketDataSource): TMarketDataSource {
  const liveReachability = live.reachability?.bind(live);
  return {
    kind: 'pack-then-live',
    // The pack always answers; whether the providers did is the live source's.
    ...(liveReachability && { reachability: liveReachability }),
    tickers: () =>
      firstAvailable(
        () => pack.tickers(),
        () => live.tickers(),
      ),
    submissions: (cik) =>
      firstAvailable(
        () => pack.submissions(cik),
        () => live.submissions(cik),
      ),
    submissionsPage: (name) =>
      firstAvailable(
        () => pack.submissionsPage(name),
        () => live.submissionsPage(name),
      ),
    companyFacts: (cik) =>
      firstAvailable(
        () => pack.companyFacts(cik),
        () => live.companyFacts(cik),
      ),
    prices: (ticker, range) =>
      firstAvailable(
        () => pack.prices(ticker, range),
        () => live.prices(ticker, range),
      ),
    sp500: (range) =>
      firstAvailable(
        () => pack.sp500(range),
        () => live.sp500(range),
      ),
    treasury10y: (range) =>
      firstAvailable(
        () => pack.treasury10y(range),
        () => live.treasury10y(range),
      ),
    // Only the pack can list its companies; live companies are reachable by ticker.
    companiesWithFacts: async () => (await pack.companiesWithFacts?.()) ?? [],
    gicsConstituents: async () => (await pack.gicsConstituents?.()) ?? [],
  };
}

async function firstAvailable<T>(fromPack: () => Promise<T>, fromLive: () => Promise<T>): Promise<T> {
  let packError: MarketDataError;
  try {
    return await fromPack();
  } catch (error) {
    if (!isMarketDataError(error, 'DATA_NOT_AVAILABLE')) throw error;
    packError = error;
  }
  try {
    return await fromLive();
  } catch (error) {
    if (!isMarketDataError(error, 'DATA_NOT_AVAILABLE')) throw error;
    throw new MarketDataError(
      'DATA_NOT_AVAILABLE',
      `${packError.message}, and ${error.message}`,
      { ...error.details, source: 'pack-then-live', packPath: String(packError.details.path ?? '') },
      { cause: error },
    );
  }
}
