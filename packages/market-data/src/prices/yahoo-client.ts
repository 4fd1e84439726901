/**
 * Live daily prices from the Yahoo Finance chart API: unadjusted close AND adjusted close per day, for
 * stocks (`AAPL`, `BRK-B`) and indices (`^GSPC`). Keyless and unofficial: no published rate limit, so
 * requests are spaced conservatively (2/s by default).
 */
import { type HttpTextClient, providerHttpClient, type TProviderClientOptions } from '../http/http-text-client.js';
import { parseJsonPayload } from '../http/json-payload.js';
import type { TPriceSeries } from '../types.js';
import { readYahooChart, ZYahooChartSchema } from './yahoo-chart.js';

/** @public */
export const DEFAULT_PRICES_BASE_URL = 'https://query1.finance.yahoo.com';

/** @public */
export type TYahooClientOptions = TProviderClientOptions & {
  /** Default 12 hours. */
  cacheMaxAgeMs?: number;
};

/** A date range, ISO `YYYY-MM-DD`, both ends included. @public */
export type TDateRange = { from?: string | undefined; to?: string | undefined };

/** @public */
export class YahooChartClient {
  readonly #http: HttpTextClient;
  readonly #base: string;
  readonly #clock: () => Date;
  readonly #maxAgeMs: number;

  constructor(options: TYahooClientOptions = {}) {
    this.#base = (options.baseUrl ?? DEFAULT_PRICES_BASE_URL).replace(/\/+$/, '');
    this.#clock = options.clock ?? (() => new Date());
    this.#maxAgeMs = options.cacheMaxAgeMs ?? 12 * 60 * 60 * 1000;
    this.#http = providerHttpClient(
      'yahoo',
      { ...options, clock: this.#clock },
      { userAgent: 'Mozilla/5.0 (compatible; Intrinsic DCF valuation app)', requestsPerSecond: 2 },
    );
  }

  /**
   * Daily closes of `symbol` within `range` (default: all history up to now).
   * @throws {MarketDataError} NOT_FOUND (unknown symbol), PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT, PROVIDER_BAD_RESPONSE
   */
  async daily(symbol: string, range: TDateRange = {}): Promise<TPriceSeries> {
    const period1 = range.from ? Date.parse(`${range.from}T00:00:00Z`) / 1000 : 0;
    // period2 is exclusive: the day after `to`, so that the `to` session is included.
    const period2 = range.to
      ? Date.parse(`${range.to}T00:00:00Z`) / 1000 + 86_400
      : Math.floor(this.#clock().getTime() / 1000);
    const query = `period1=${period1}&period2=${period2}&interval=1d&events=div%2Csplit&includeAdjustedClose=true`;
    const url = `${this.#base}/v8/finance/chart/${encodeURIComponent(symbol)}?${query}`;
    const cache = {
      key: `yahoo:chart:${symbol}:${range.from ?? 'start'}:${range.to ?? 'latest'}`,
      maxAgeMs: this.#maxAgeMs,
    };
    const { value, origin } = await this.#http.get(
      url,
      (body, where) => readYahooChart(parseJsonPayload(body, ZYahooChartSchema, 'yahoo chart', where), where),
      cache,
    );
    const points = value.points.filter(
      (p) => (!range.from || p.date >= range.from) && (!range.to || p.date <= range.to),
    );
    return { ...value, points, origin };
  }
}
