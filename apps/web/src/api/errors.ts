import type { TFieldError } from '@app/contract';

/**
 * The server answered with an error envelope. `message` is the server's text, already in the
 * language sent in `Accept-Language`; `status` is the envelope code (the HTTP status).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The envelope `code`: the HTTP status of the error. */
    readonly status: number,
    /** The catalogue code from `data.error`, e.g. `INVALID_CREDENTIALS`. */
    readonly errorCode: string,
    /** Field messages from `data.fields` (validation errors). */
    readonly fields: readonly TFieldError[] = [],
  ) {
    super(message);
  }
}

/** Why a request got no usable answer. */
export type TNetworkFailure = 'unreachable' | 'timeout' | 'bad_response';

/**
 * No usable answer: the server could not be reached, did not answer in time, or answered with
 * something that is not an envelope of the expected shape. The UI words it itself.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    readonly reason: TNetworkFailure,
    options?: { cause?: unknown },
  ) {
    super(`Request failed: ${reason}`, options);
  }
}

/**
 * Catalogue codes of a market-data provider that failed after the server's own retries; the server
 * then remembers the failure for a while, so asking again at once gets the same answer.
 */
export const PROVIDER_FAILURE_CODES: ReadonlySet<string> = new Set(['PROVIDER_UNAVAILABLE', 'GATEWAY_TIMEOUT']);

/** Whether `error` says a market-data provider could not be reached (see `PROVIDER_FAILURE_CODES`). */
export function isProviderFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && PROVIDER_FAILURE_CODES.has(error.errorCode);
}

/**
 * Whether a failed query should be tried again: network failures and 5xx, up to 3 retries; never a
 * 401 (the session is gone) or any other 4xx (the same request would fail the same way), nor a
 * provider failure (the server has retried it already and answers the same until its window ends).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (error instanceof NetworkError) return error.reason !== 'bad_response';
  if (isProviderFailure(error)) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return false;
}
