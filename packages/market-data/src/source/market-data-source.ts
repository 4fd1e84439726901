/**
 * The one interface the app reads market data through. Implementations: the data pack
 * (`createPackSource`), the live providers (`createLiveSource`) and pack-first-then-live
 * (`createPackThenLiveSource`). A resource the source does not hold is a `DATA_NOT_AVAILABLE` error
 * naming it; nothing is substituted.
 */

import type { TProviderReachability } from '../http/failure-memory.js';
import type { TGicsConstituent } from '../peers/gics-constituents.js';
import type { TDateRange } from '../prices/yahoo-client.js';
import type { TCompanyFacts, TFilingIndex, TSubmissions, TXbrlFrame } from '../sec/sec-schemas.js';
import type { TTickerList } from '../sec/ticker-list.js';
import type { TFrameQuery } from '../sec/xbrl-frames.js';
import type { TObservationSeries, TPriceSeries, TSourced } from '../types.js';

/** @public */
export type TMarketDataSource = {
  readonly kind: 'pack' | 'live' | 'pack-then-live';
  /** The SEC ticker list (`company_tickers.json`) with exchanges from `company_tickers_exchange.json`. */
  tickers(): Promise<TTickerList>;
  /** The SEC submissions document of a company (SIC, fiscal year end, tickers, addresses, recent filings). */
  submissions(cik: number | string): Promise<TSourced<TSubmissions>>;
  /** An overflow page of older filings, named in `submissions.filings.files[].name`. */
  submissionsPage(name: string): Promise<TSourced<TFilingIndex>>;
  /** The SEC companyfacts document, as parsed JSON (input of `standardizeCompanyFacts`). */
  companyFacts(cik: number | string): Promise<TSourced<TCompanyFacts>>;
  /** Daily prices of a ticker (SEC spelling, e.g. `BRK-B`). */
  prices(ticker: string, range?: TDateRange): Promise<TPriceSeries>;
  /** S&P 500 daily close (FRED `SP500`). */
  sp500(range?: TDateRange): Promise<TObservationSeries>;
  /** 10-year Treasury constant-maturity yield in percent, monthly average (FRED `GS10`). */
  treasury10y(range?: TDateRange): Promise<TObservationSeries>;
  /**
   * The CIKs whose companyfacts the source holds, when it can list them (the data pack can; the
   * live SEC API cannot). The universe of default comparable companies.
   */
  companiesWithFacts?(): Promise<number[]>;
  /**
   * The pack's S&P 500 constituents with their GICS sector and sub-industry (list dated 2026-08),
   * when the source has it; used only to choose peers.
   */
  gicsConstituents?(): Promise<TGicsConstituent[]>;
  /**
   * The SEC's XBRL frame of one concept, unit and calendar period: one fact per filer. Only the live
   * SEC source has it; it sizes every filer at once where the source cannot list companies.
   */
  frames?(query: TFrameQuery): Promise<TSourced<TXbrlFrame>>;
  /**
   * Whether the live providers answered the last call (a remembered failure included), when the
   * source tracks it: the live source given a `failureMemory`, and pack-then-live over one. The pack
   * needs no network and has none.
   */
  reachability?(): TProviderReachability;
};

/** Keeps the observations inside `range` (both ends included). @internal */
export function inRange<T extends { date: string }>(points: readonly T[], range: TDateRange = {}): T[] {
  if (!range.from && !range.to) return [...points];
  return points.filter((p) => (!range.from || p.date >= range.from) && (!range.to || p.date <= range.to));
}
