/**
 * The live implementation of {@link TMarketDataSource}: SEC EDGAR for filings, Yahoo Finance for daily
 * prices, FRED for the S&P 500 and the 10-year Treasury yield. A 404 from a provider (no such CIK, no
 * such symbol) becomes `DATA_NOT_AVAILABLE` naming what is missing and where it was looked for.
 */
import { isMarketDataError, MarketDataError, type TDataSeries } from '../errors.js';
import type { FailureMemory } from '../http/failure-memory.js';
import type { FredClient } from '../prices/fred-client.js';
import type { YahooChartClient } from '../prices/yahoo-client.js';
import type { SecClient } from '../sec/sec-client.js';
import { mergeTickerLists, normalizeTicker } from '../sec/ticker-list.js';
import type { TMarketDataSource } from './market-data-source.js';

/**
 * The three clients; `failureMemory`, when they share one (option `failureMemory` of each), lets the
 * source report whether the providers answered the last call.
 * @public
 */
export type TLiveClients = {
  sec: SecClient;
  prices: YahooChartClient;
  fred: FredClient;
  failureMemory?: FailureMemory;
};

/** @public */
export function createLiveSource(clients: TLiveClients): TMarketDataSource {
  const { sec, prices, fred, failureMemory } = clients;
  return {
    kind: 'live',
    ...(failureMemory && { reachability: () => failureMemory.reachability() }),
    async tickers() {
      const [tickers, exchange] = await Promise.all([sec.companyTickers(), sec.companyTickersExchange()]);
      return { entries: mergeTickerLists(tickers.value, exchange.value), origins: [tickers.origin, exchange.origin] };
    },
    submissions: (cik) => missingAsUnavailable('submissions', `submissions of CIK ${cik}`, () => sec.submissions(cik)),
    submissionsPage: (name) =>
      missingAsUnavailable('submissions', `submissions page ${name}`, () => sec.submissionsPage(name)),
    companyFacts: (cik) =>
      missingAsUnavailable('fundamentals', `companyfacts of CIK ${cik}`, () => sec.companyFacts(cik)),
    prices(ticker, range) {
      const symbol = normalizeTicker(ticker);
      return missingAsUnavailable('prices', `price series for ${symbol}`, () => prices.daily(symbol, range));
    },
    sp500: (range) => missingAsUnavailable('sp500', 'S&P 500 series', () => fred.series('SP500', range)),
    treasury10y: (range) =>
      missingAsUnavailable('treasury_10y', '10-year Treasury series (GS10)', () => fred.series('GS10', range)),
    frames(query) {
      const what = `XBRL frame ${query.taxonomy}/${query.concept}/${query.unit}/${query.period}`;
      return missingAsUnavailable('fundamentals', what, () => sec.frames(query));
    },
  };
}

/** A provider's NOT_FOUND means the source does not hold the resource. @internal */
export async function missingAsUnavailable<T>(series: TDataSeries, what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isMarketDataError(error, 'NOT_FOUND')) throw error;
    throw new MarketDataError(
      'DATA_NOT_AVAILABLE',
      `${String(error.details.provider)} has no ${what}`,
      { ...error.details, source: 'live', series, resource: what },
      { cause: error },
    );
  }
}
