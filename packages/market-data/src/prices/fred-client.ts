/**
 * Live FRED series through the keyless CSV download `GET /graph/fredgraph.csv?id=<SERIES>` (host
 * fred.stlouisfed.org), optionally limited with `cosd`/`coed` (start/end dates). Used for the S&P 500
 * (`SP500`, daily close) and the 10-year Treasury constant-maturity yield (`GS10` monthly, `DGS10` daily).
 */
import { type HttpTextClient, providerHttpClient, type TProviderClientOptions } from '../http/http-text-client.js';
import type { TObservationSeries } from '../types.js';
import { FRED_SERIES, parseFredCsv, type TFredSeriesId } from './fred-csv.js';
import type { TDateRange } from './yahoo-client.js';

/** @public */
export const DEFAULT_FRED_BASE_URL = 'https://fred.stlouisfed.org';

/** @public */
export type TFredClientOptions = TProviderClientOptions & {
  /** Default 12 hours. */
  cacheMaxAgeMs?: number;
};

/** @public */
export class FredClient {
  readonly #http: HttpTextClient;
  readonly #base: string;
  readonly #maxAgeMs: number;

  constructor(options: TFredClientOptions = {}) {
    this.#base = (options.baseUrl ?? DEFAULT_FRED_BASE_URL).replace(/\/+$/, '');
    this.#maxAgeMs = options.cacheMaxAgeMs ?? 12 * 60 * 60 * 1000;
    this.#http = providerHttpClient('fred', options, {
      userAgent: 'Intrinsic DCF valuation app',
      requestsPerSecond: 2,
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
