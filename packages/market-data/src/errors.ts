/**
 * Typed failures of the market-data package. The server maps each `code` to its localized catalogue;
 * `details` carries the machine-readable facts (which ticker, which series, which URL, which status).
 */

/** Every failure this package reports. @public */
export const MARKET_DATA_ERROR_CODES = [
  /** The ticker is not in the SEC ticker lists the source holds. */
  'TICKER_NOT_FOUND',
  /** The company is a bank, securities firm, insurer or fund (by SIC code) and is refused for modelling. */
  'FINANCIAL_COMPANY_UNSUPPORTED',
  /** The provider could not be reached, or kept answering 429/5xx, after all retries. */
  'PROVIDER_UNAVAILABLE',
  /** The provider answered, but the payload does not have the documented shape (zod at the edge). */
  'PROVIDER_BAD_RESPONSE',
  /** Every attempt exceeded the per-request timeout. */
  'PROVIDER_TIMEOUT',
  /** The series or document is not held by the source (or not for the requested date); nothing is invented. */
  'DATA_NOT_AVAILABLE',
  /** The provider answered 404 for the resource. */
  'NOT_FOUND',
] as const;

/** @public */
export type TMarketDataErrorCode = (typeof MARKET_DATA_ERROR_CODES)[number];

/**
 * What a `DATA_NOT_AVAILABLE` error says is missing, in `details.series`: a closed list, so the
 * server can name it in the user's language.
 * @public
 */
export const DATA_SERIES = [
  'ticker_list',
  'submissions',
  'fundamentals',
  'prices',
  'sp500',
  'treasury_10y',
  'shares_outstanding',
  'beta',
  // A price exists, but in another currency than the statements' (the server leaves it out).
  'price_in_reporting_currency',
] as const;

/** @public */
export type TDataSeries = (typeof DATA_SERIES)[number];

/** Structured facts about a failure; every value is JSON-serializable. @public */
export type TMarketDataErrorDetails = Record<string, string | number | boolean | null | string[] | undefined>;

/**
 * The one error class of the package.
 *
 * @example
 * throw new MarketDataError('DATA_NOT_AVAILABLE', 'No price series for TSLA in the data pack', { series: 'prices', ticker: 'TSLA' });
 * @public
 */
export class MarketDataError extends Error {
  override readonly name = 'MarketDataError';
  readonly code: TMarketDataErrorCode;
  readonly details: TMarketDataErrorDetails;

  constructor(
    code: TMarketDataErrorCode,
    message: string,
    details: TMarketDataErrorDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.code = code;
    this.details = details;
  }

  /** A plain object for logs and API responses. */
  toJSON(): { code: TMarketDataErrorCode; message: string; details: TMarketDataErrorDetails } {
    return { code: this.code, message: this.message, details: this.details };
  }
}

/** True when `error` is a {@link MarketDataError}, optionally with the given code. @public */
export function isMarketDataError(error: unknown, code?: TMarketDataErrorCode): error is MarketDataError {
  return error instanceof MarketDataError && (code === undefined || error.code === code);
}

/** A domain result: the value, or the typed error that explains why there is none. @public */
export type TResult<T> = { ok: true; value: T } | { ok: false; error: MarketDataError };

/** @internal */
export function ok<T>(value: T): TResult<T> {
  return { ok: true, value };
}

/** @internal */
export function fail<T>(
  code: TMarketDataErrorCode,
  message: string,
  details: TMarketDataErrorDetails = {},
): TResult<T> {
  return { ok: false, error: new MarketDataError(code, message, details) };
}
