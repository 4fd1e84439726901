/**
 * Live FRED series through the keyless CSV download `GET /graph/fredgraph.csv?id=<SERIES>` (host
 * fred.stlouisfed.org), optionally limited with `cosd`/`coed` (start/end dates). Used for the S&P 500
 * (`SP500`, daily close) and the 10-year Treasury constant-maturity yield (`GS10` monthly, `DGS10` daily).
 */
import { HttpTextClient } from '../http/http-text-client.js';
import type { TResponseCache } from '../http/response-cache.js';
import { DEFAULT_RETRY_POLICY, type TRetryPolicy } from '../http/retry-policy.js';
import { TokenBucket, type TRateLimiter } from '../http/token-bucket.js';
import type { TObservationSeries } from '../types.js';
import { FRED_SERIES, parseFredCsv, type TFredSeriesId } from './fred-csv.js';
import type { TDateRange } from './yahoo-client.js';

/** @public */
export const DEFAULT_FRED_BASE_URL = 'https://fred.stlouisfed.org';

/** @public */
export type TFredClientOptions = {
  baseUrl?: string | undefined;
  userAgent?: string | undefined;
  maxRequestsPerSecond?: number;
  timeoutMs?: number;
  retry?: Partial<TRetryPolicy>;
  cache?: TResponseCache | undefined;
  /** Default 12 hours. */
  cacheMaxAgeMs?: number;
  rateLimiter?: TRateLimiter;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  clock?: () => Date;
};

/** @public */
export class FredClient {
  readonly #http: HttpTextClient;
  readonly #base: string;
  readonly #maxAgeMs: number;

  constructor(options: TFredClientOptions = {}) {
    this.#base = (options.baseUrl ?? DEFAULT_FRED_BASE_URL).replace(/\/+$/, '');
    this.#maxAgeMs = options.cacheMaxAgeMs ?? 12 * 60 * 60 * 1000;
    this.#http = new HttpTextClient({
      provider: 'fred',
      userAgent: options.userAgent ?? 'Intrinsic DCF valuation app',
      timeoutMs: options.timeoutMs ?? 20_000,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      rateLimiter: options.rateLimiter ?? new TokenBucket({ ratePerSecond: options.maxRequestsPerSecond ?? 2 }),
      cache: options.cache,
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.sleep && { sleep: options.sleep }),
      ...(options.random && { random: options.random }),
      ...(options.clock && { clock: options.clock }),
    });
  }

  /**
   * The observations of one series, oldest first; missing observations (holidays) are dropped.
   * @throws {MarketDataError} NOT_FOUND (unknown series), PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT, PROVIDER_BAD_RESPONSE
   */
  async series(seriesId: TFredSeriesId, range: TDateRange = {}): Promise<TObservationSeries> {
    const params = new URLSearchParams({ id: seriesId });
    if (range.from) params.set('cosd', range.from);
    if (range.to) params.set('coed', range.to);
    const url = `${this.#base}/graph/fredgraph.csv?${params}`;
    const cache = {
      key: `fred:${seriesId}:${range.from ?? 'start'}:${range.to ?? 'latest'}`,
      maxAgeMs: this.#maxAgeMs,
    };
    const { value, origin } = await this.#http.get(url, (body, where) => parseFredCsv(body, seriesId, where), cache);
    return { id: seriesId, ...FRED_SERIES[seriesId], points: value, origin };
  }
}
