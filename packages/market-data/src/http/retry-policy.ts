/** Pure rules for retrying a provider request: which outcomes retry, and how long to wait. */

/** @public */
export type TRetryPolicy = {
  /** Retries after the first attempt (so `maxRetries + 1` attempts at most). */
  maxRetries: number;
  /** Delay before the first retry, doubled on each further retry. */
  baseDelayMs: number;
  /** Cap of the exponential delay. */
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the request fails at once. */
  maxRetryAfterMs: number;
};

/** Defaults: 3 retries, 0.5 s → 1 s → 2 s (with jitter), Retry-After honoured up to 60 s. @public */
export const DEFAULT_RETRY_POLICY: TRetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** 429 and every 5xx are transient; other statuses are final. @internal */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/**
 * "Equal jitter" exponential backoff: d = min(max, base · 2^retry); wait d/2 + U[0,1) · d/2.
 * `retry` is 0 for the first retry. `random` returns a number in [0, 1).
 * @internal
 */
export function backoffDelayMs(retry: number, policy: TRetryPolicy, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * Parses a `Retry-After` header (delta-seconds or an HTTP date) into milliseconds from `now`.
 * Returns null when absent or unreadable.
 * @internal
 */
export function parseRetryAfterMs(header: string | null, now: Date): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}
