/**
 * Live SEC EDGAR client: the ticker files on www.sec.gov, submissions, companyfacts and XBRL frames on
 * data.sec.gov. The SEC asks for a User-Agent naming the product and a contact address and for at most
 * 10 requests per second; both are enforced here, per client instance.
 */
import {
  type HttpTextClient,
  providerHttpClient,
  type TBodySink,
  type TProviderClientOptions,
  type TStreamLimits,
} from '../http/http-text-client.js';
import type { TSourced } from '../types.js';
import { cikFileName, isSubmissionsPageName } from './cik.js';
import {
  archiveFolderPath,
  isArchiveDocumentName,
  parseFilingFolderIndex,
  type TFilingFolderIndex,
} from './edgar-archives.js';
import {
  parseCompanyFacts,
  parseCompanyTickers,
  parseCompanyTickersExchange,
  parseSubmissions,
  parseSubmissionsPage,
  parseXbrlFrame,
} from './sec-parse.js';
import type {
  TCompanyFacts,
  TCompanyTickers,
  TCompanyTickersExchange,
  TFilingIndex,
  TSubmissions,
  TXbrlFrame,
} from './sec-schemas.js';
import { framePath, type TFrameQuery } from './xbrl-frames.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Default User-Agent; the SEC requires one naming the product and a contact address. @public */
export const DEFAULT_SEC_USER_AGENT = 'Intrinsic DCF valuation app contact@intrinsic.example';

/** How long each SEC resource may be served from the cache. @public */
export type TSecCacheMaxAge = {
  tickers: number;
  submissions: number;
  companyFacts: number;
  frames: number;
  /** A filing's folder listing: a filing, once disseminated, does not change. */
  archives: number;
};

/** @public */
export const DEFAULT_SEC_CACHE_MAX_AGE: TSecCacheMaxAge = {
  tickers: DAY_MS,
  submissions: DAY_MS,
  companyFacts: DAY_MS,
  frames: DAY_MS,
  archives: 30 * DAY_MS,
};

/** @public */
export type TSecClientOptions = TProviderClientOptions & {
  cacheMaxAgeMs?: Partial<TSecCacheMaxAge>;
};

/** @public */
export class SecClient {
  readonly #http: HttpTextClient;
  readonly #www: string;
  readonly #data: string;
  readonly #maxAge: TSecCacheMaxAge;

  constructor(options: TSecClientOptions = {}) {
    const base = options.baseUrl?.replace(/\/+$/, '');
    this.#www = base ?? 'https://www.sec.gov';
    this.#data = base ?? 'https://data.sec.gov';
    this.#maxAge = { ...DEFAULT_SEC_CACHE_MAX_AGE, ...options.cacheMaxAgeMs };
    this.#http = providerHttpClient('sec', options, { userAgent: DEFAULT_SEC_USER_AGENT, requestsPerSecond: 10 });
  }

  /** `GET /files/company_tickers.json` */
  companyTickers(): Promise<TSourced<TCompanyTickers>> {
    const url = `${this.#www}/files/company_tickers.json`;
    return this.#http.get(url, parseCompanyTickers, { key: 'sec:company_tickers', maxAgeMs: this.#maxAge.tickers });
  }

  /** `GET /files/company_tickers_exchange.json` */
  companyTickersExchange(): Promise<TSourced<TCompanyTickersExchange>> {
    const url = `${this.#www}/files/company_tickers_exchange.json`;
    const cache = { key: 'sec:company_tickers_exchange', maxAgeMs: this.#maxAge.tickers };
    return this.#http.get(url, parseCompanyTickersExchange, cache);
  }

  /** `GET /submissions/CIK##########.json` */
  submissions(cik: number | string): Promise<TSourced<TSubmissions>> {
    const file = cikFileName(cik);
    const cache = { key: `sec:submissions:${file}`, maxAgeMs: this.#maxAge.submissions };
    return this.#http.get(`${this.#data}/submissions/${file}`, parseSubmissions, cache);
  }

  /**
   * An overflow page listed in `filings.files`, e.g. `CIK0000320193-submissions-001.json`.
   * @throws {RangeError} for a name that is not such a page
   */
  submissionsPage(name: string): Promise<TSourced<TFilingIndex>> {
    if (!isSubmissionsPageName(name)) throw new RangeError(`Not a submissions page: ${name}`);
    const cache = { key: `sec:submissions:${name}`, maxAgeMs: this.#maxAge.submissions };
    return this.#http.get(`${this.#data}/submissions/${name}`, parseSubmissionsPage, cache);
  }

  /** `GET /api/xbrl/companyfacts/CIK##########.json` (up to ~4 MB; parsed once with JSON.parse, then zod). */
  companyFacts(cik: number | string): Promise<TSourced<TCompanyFacts>> {
    const file = cikFileName(cik);
    const cache = { key: `sec:companyfacts:${file}`, maxAgeMs: this.#maxAge.companyFacts };
    return this.#http.get(`${this.#data}/api/xbrl/companyfacts/${file}`, parseCompanyFacts, cache);
  }

  /**
   * `GET /api/xbrl/frames/{taxonomy}/{concept}/{unit}/{period}.json`: one concept for one calendar
   * period, one fact per filer (e.g. `us-gaap/Revenues/USD/CY2024`). An unknown concept or period is a
   * 404 (`NOT_FOUND`).
   * @throws {RangeError} for a query that is not a frame (see `framePath`)
   */
  frames(query: TFrameQuery): Promise<TSourced<TXbrlFrame>> {
    const path = framePath(query);
    const cache = { key: `sec:frames:${path}`, maxAgeMs: this.#maxAge.frames };
    return this.#http.get(`${this.#data}/api/xbrl/frames/${path}`, parseXbrlFrame, cache);
  }

  /**
   * `GET /Archives/edgar/data/{cik}/{accession without dashes}/index.json`: the filing folder's listing.
   * An accession EDGAR does not hold is a 404 (`NOT_FOUND`).
   * @throws {RangeError} for an accession number that is not one
   */
  filingIndex(cik: number | string, accessionNumber: string): Promise<TSourced<TFilingFolderIndex>> {
    const folder = archiveFolderPath(cik, accessionNumber);
    const cache = {
      key: `sec:archives:${folder.slice('/Archives/edgar/data/'.length)}index.json`,
      maxAgeMs: this.#maxAge.archives,
    };
    return this.#http.get(`${this.#www}${folder}index.json`, parseFilingFolderIndex, cache);
  }

  /**
   * `GET /Archives/edgar/data/{cik}/{accession without dashes}/{name}`, streamed into a sink made per
   * attempt and refused past `limits.maxBytes` (`DATA_NOT_AVAILABLE`, `details.reason:
   * 'document_too_large'`). Not cached here: a 10-K's HTML runs to tens of megabytes, so the caller
   * caches what it read from it.
   * @throws {RangeError} for an accession number or document name that is not one
   */
  archiveDocument<T>(
    cik: number | string,
    accessionNumber: string,
    name: string,
    createSink: () => TBodySink<T>,
    limits: TStreamLimits,
  ): Promise<TSourced<T>> {
    if (!isArchiveDocumentName(name)) throw new RangeError(`Not a document name: ${name}`);
    return this.#http.stream(`${this.#www}${archiveFolderPath(cik, accessionNumber)}${name}`, createSink, limits);
  }
}
