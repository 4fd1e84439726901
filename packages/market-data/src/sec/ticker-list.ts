/** Pure: the SEC's two ticker files merged into one list, and ticker lookup. */
import { MarketDataError } from '../errors.js';
import type { TOrigin } from '../types.js';
import type { TCompanyTickers, TCompanyTickersExchange } from './sec-schemas.js';

/** One listed security. `exchange` is null when `company_tickers_exchange.json` does not list the pair. @public */
export type TTickerEntry = { cik: number; ticker: string; name: string; exchange: string | null };

/** The merged ticker list with the origins of both files. @public */
export type TTickerList = { entries: TTickerEntry[]; origins: TOrigin[] };

/** `brk.b`, `BRK/B` → `BRK-B` (the SEC's spelling). @public */
export function normalizeTicker(ticker: string): string {
  return ticker.trim().toUpperCase().replace(/[./]/g, '-');
}

/**
 * Every row of `company_tickers.json`, in its order (the SEC orders by market value), with the
 * exchange of the same CIK and ticker from `company_tickers_exchange.json` (an empty exchange is null).
 * Tickers found only in the exchange file are left out: it is the older of the two lists.
 * @public
 */
export function mergeTickerLists(tickers: TCompanyTickers, exchange: TCompanyTickersExchange): TTickerEntry[] {
  const exchangeByKey = new Map<string, string | null>();
  for (const [cik, , ticker, venue] of exchange.data) exchangeByKey.set(`${cik}:${ticker}`, venue ? venue : null);
  return Object.values(tickers).map((row) => ({
    cik: row.cik_str,
    ticker: row.ticker,
    name: row.title,
    exchange: exchangeByKey.get(`${row.cik_str}:${row.ticker}`) ?? null,
  }));
}

/**
 * Finds a ticker (case-insensitive, `.` or `/` read as `-`).
 * @throws {MarketDataError} TICKER_NOT_FOUND
 * @public
 */
export function findTicker(entries: readonly TTickerEntry[], ticker: string): TTickerEntry {
  const wanted = normalizeTicker(ticker);
  const entry = entries.find((candidate) => candidate.ticker === wanted);
  if (!entry) {
    throw new MarketDataError('TICKER_NOT_FOUND', `No company with ticker ${wanted} in the SEC ticker list`, {
      ticker: wanted,
    });
  }
  return entry;
}
