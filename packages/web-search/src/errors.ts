/**
 * What went wrong with a search or a page fetch, as a closed set of codes the server maps to its
 * catalogue messages:
 * - `unauthorized`: the provider refused the key (401/403, Brave's 422 `SUBSCRIPTION_TOKEN_INVALID`).
 * - `rate_limited`: 429 or a spent quota; `retryAfterSeconds` when the provider said how long to wait.
 * - `unreachable`: no connection, a 5xx, or a page's HTTP error.
 * - `timeout`: our time limit passed before the answer ended.
 * - `bad_response`: the answer is not the provider's protocol (not JSON, wrong shape).
 * - `too_large`: the answer is over the size limit.
 * - `forbidden_address`: a page on a private, loopback or link-local address, or not http(s).
 * - `unsupported_content`: a page that is not HTML, plain text or PDF.
 * - `too_many_redirects`: a page redirected more often than allowed.
 * - `aborted`: the caller's own signal stopped it.
 * @public
 */
export type TWebSearchErrorCode =
  | 'unauthorized'
  | 'rate_limited'
  | 'unreachable'
  | 'timeout'
  | 'bad_response'
  | 'too_large'
  | 'forbidden_address'
  | 'unsupported_content'
  | 'too_many_redirects'
  | 'aborted';

/**
 * A failure with its code. `message` never holds an API key: provider text is scrubbed of the
 * key before it is repeated, and request URLs (Bing's and Brave's carry no key, but a user's
 * SearXNG URL may hold credentials) are never copied in.
 * @public
 */
export class WebSearchError extends Error {
  readonly code: TWebSearchErrorCode;
  /** The provider's or site's HTTP status, when it answered. */
  readonly status: number | undefined;
  /** `rate_limited`: seconds the provider asked us to wait (`Retry-After`, Brave's `X-RateLimit-Reset`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: TWebSearchErrorCode,
    message: string,
    options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'WebSearchError';
    this.code = code;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Replaces every occurrence of each secret (and its URL-encoded form) with `***`. @internal */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) scrubbed = scrubbed.split(form).join('***');
  }
  return scrubbed;
}
