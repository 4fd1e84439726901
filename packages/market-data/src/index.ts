/**
 * @app/market-data: providers (SEC EDGAR, Yahoo Finance prices, FRED index and Treasury yields), the
 * offline data pack, company profiles with the financial-company refusal, and market inputs
 * (price, market cap, beta, risk-free rate). See README.md. Test support (the local protocol server)
 * is a separate entry point: `@app/market-data/testing`.
 */

// ── Errors and shared types ─────────────────────────────────────────────────────────────────────────

export * from './errors.js';
export type * from './types.js';

// ── Configuration and the source interface ──────────────────────────────────────────────────────────

export {
  createEdgarFilingArchiveFor,
  createMarketDataSource,
  readMarketDataConfig,
  type TMarketDataConfig,
  type TSharedProviderOptions,
} from './config.js';
export { createPackSource } from './pack/pack-source.js';
export { createLiveSource, type TLiveClients } from './source/live-source.js';
export type { TMarketDataSource } from './source/market-data-source.js';
export { createPackThenLiveSource } from './source/pack-then-live-source.js';

// ── HTTP shell: cache, retries, rate limit ──────────────────────────────────────────────────────────

export {
  DEFAULT_FAILURE_MEMORY_POLICY,
  FailureMemory,
  type TFailureMemoryPolicy,
  type TProviderReachability,
} from './http/failure-memory.js';
export {
  MemoryResponseCache,
  type TCachedResponse,
  type TCachePolicy,
  type TResponseCache,
} from './http/response-cache.js';
export { DEFAULT_RETRY_POLICY, type TRetryPolicy } from './http/retry-policy.js';
export { TokenBucket, type TRateLimiter, type TTokenBucketOptions } from './http/token-bucket.js';

// ── SEC EDGAR ───────────────────────────────────────────────────────────────────────────────────────

export { cikFileName, formatCik } from './sec/cik.js';
export {
  DEFAULT_SEC_CACHE_MAX_AGE,
  DEFAULT_SEC_USER_AGENT,
  SecClient,
  type TSecCacheMaxAge,
  type TSecClientOptions,
} from './sec/sec-client.js';
export {
  parseCompanyFacts,
  parseCompanyTickers,
  parseCompanyTickersExchange,
  parseSubmissions,
  parseSubmissionsPage,
  parseXbrlFrame,
} from './sec/sec-parse.js';
export * from './sec/sec-schemas.js';
export { findTicker, mergeTickerLists, type TTickerEntry, type TTickerList } from './sec/ticker-list.js';
export { framePath, type TFrameQuery } from './sec/xbrl-frames.js';

// ── Prices, S&P 500, Treasury yields ────────────────────────────────────────────────────────────────

export { DEFAULT_FRED_BASE_URL, FredClient, type TFredClientOptions } from './prices/fred-client.js';
export { FRED_SERIES, parseFredCsv, type TFredSeriesId } from './prices/fred-csv.js';
export { readYahooChart, type TYahooChart, type TYahooDaily, ZYahooChartSchema } from './prices/yahoo-chart.js';
export {
  DEFAULT_PRICES_BASE_URL,
  type TDateRange,
  type TYahooClientOptions,
  YahooChartClient,
} from './prices/yahoo-client.js';

// ── Company profile and refusals ────────────────────────────────────────────────────────────────────

export {
  buildCompanyProfile,
  type TCompanyProfile,
  type TDataGap,
  type TProfileInputs,
  US_EXCHANGES,
} from './profile/company-profile.js';
export { domicileFromSubmissions, type TDomicile } from './profile/domicile.js';
export {
  ALLOWED_SIC_EXCEPTIONS,
  classifyFinancialSic,
  REFUSED_SIC_RANGES,
  type TFinancialCategory,
  type TFinancialClassification,
} from './profile/financial-refusal.js';
export { getCompanyProfile, type TCompanyRef, type TGetCompanyProfileOptions } from './profile/get-company-profile.js';
export { reportingCurrency, type TReportingCurrency } from './profile/reporting-currency.js';
export { latestSharesOutstanding, type TSharesOutstanding } from './profile/shares-outstanding.js';
export { SECTORS, SIC_SECTOR_RANGES, sectorForSic, type TSector } from './profile/sic-sectors.js';

// ── Market inputs ───────────────────────────────────────────────────────────────────────────────────

export { monthlyBeta, type TBeta, type TBetaOptions } from './market/beta.js';
export { getMarketInputs, type TMarketInputs, type TMarketInputsRequest } from './market/get-market-inputs.js';
export { marketCap, type TMarketCap } from './market/market-cap.js';
export { monthEndValues, type TMonthEnd } from './market/month-end.js';
export { olsFit, type TOlsFit } from './market/ols.js';
export { priceAsOf, type TPriceAsOf, type TPriceAsOfOptions, type TPriceField } from './market/price-as-of.js';
export { type TRiskFreeRate, treasuryYieldAsOf } from './market/treasury-yield.js';

// ── XBRL → standard accounts ──────────────────────────────────────────────────────────────────────

export * from './xbrl/index.js';

// ── Revenue breakdowns from a filing's inline XBRL ───────────────────────────────────────────────

export {
  createEdgarFilingArchive,
  DEFAULT_EDGAR_DOCUMENT_MAX_BYTES,
  DEFAULT_EDGAR_DOCUMENT_TIMEOUT_MS,
  type TEdgarFilingArchive,
  type TEdgarFilingArchiveOptions,
} from './filings/edgar-filing-archive.js';
export {
  createIxbrlFilingFolder,
  readBreakdownsFile,
  type TIxbrlFilingFolder,
  type TIxbrlFilingRef,
} from './filings/ixbrl-filing-folder.js';
export {
  ANNUAL_REPORT_FORMS,
  accessionFolder,
  annualReports,
  archiveFolderPath,
  inlineXbrlDocument,
  isArchiveDocumentName,
  parseFilingFolderIndex,
  type TArchivedDocument,
  type TArchivedFiling,
  type TFilingFolderIndex,
  ZFilingFolderIndexSchema,
} from './sec/edgar-archives.js';
export * from './xbrl/dimensional/index.js';

// ── Ticker search ──────────────────────────────────────────────────────────────────────────────────

export { TickerIndex, type TMatchKind, type TSearchHit } from './search/ticker-search.js';

// ── Comparable companies ────────────────────────────────────────────────────────────────────────────

export {
  findDefaultPeers,
  MAX_DEFAULT_PEERS,
  PEER_RULES,
  type TDefaultPeer,
  type TDefaultPeers,
  type TPeerRule,
} from './peers/default-peers.js';
export { getPeerInputs } from './peers/get-peer-inputs.js';
export { parseGicsConstituents, type TGicsConstituent } from './peers/gics-constituents.js';
export { peerInputs, type TPeerGap, type TPeerInputs, type TPeerInputsRequest } from './peers/peer-inputs.js';
export {
  MULTIPLE_GAP_REASONS,
  PEER_MULTIPLE_KINDS,
  peerMultiples,
  type TMultipleGapReason,
  type TMultiplesInputs,
  type TPeerMultiple,
  type TPeerMultipleKind,
} from './peers/peer-multiples.js';
export {
  MAX_SCREEN_READS,
  screenCompanies,
  type TScreenedCompany,
  type TScreenRequest,
  type TScreenResult,
} from './peers/screen-companies.js';
