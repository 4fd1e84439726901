/**
 * A short memory of provider calls that failed for a reason that will not change in seconds, so the
 * next call fails at once with the same error instead of sending its retries again (offline, each
 * search or download would otherwise wait on the same dead host every time).
 *
 * - host unreachable (network error or timeout on every attempt): the whole host (origin), `unreachableMs`;
 * - rate limited (429 or 503 after the retries): the whole host, for its `Retry-After` (at most
 *   `maxRetryAfterMs`) or else `rateLimitedMs`;
 * - another 5xx after the retries: that URL, `unreachableMs`;
 * - 404: that URL, `notFoundMs` (a missing submissions file stays missing).
 *
 * A success on a URL forgets what was remembered for it and for its host. The memory also keeps the
 * last outcome, which the server's status reports. A window of 0 turns its kind off.
 */
import { MarketDataError } from '../errors.js';

/** How long each kind of failure is remembered, in milliseconds. @public */
export type TFailureMemoryPolicy = {
  /** A host that could not be reached (connection refused, DNS, reset, timeout). */
  unreachableMs: number;
  /** A host that answered 429 or 503 without a `Retry-After`. */
  rateLimitedMs: number;
  /** The longest `Retry-After` honoured; a longer one is remembered this long. */
  maxRetryAfterMs: number;
  /** A URL that answered 404. */
  notFoundMs: number;
};

/** 30 s unreachable, 60 s rate limited (or its Retry-After, up to 10 min), 10 min for a 404. @public */
export const DEFAULT_FAILURE_MEMORY_POLICY: TFailureMemoryPolicy = {
  unreachableMs: 30_000,
  rateLimitedMs: 60_000,
  maxRetryAfterMs: 600_000,
  notFoundMs: 600_000,
};

/** Why a call failed, as far as the memory cares. @internal */
export type TFailureKind = 'unreachable' | 'rate_limited' | 'server_error' | 'not_found';

/**
 * Whether the providers answered the last call. `isReachable` is null before any call; a 404 counts
 * as an answer. @public
 */
export type TProviderReachability = {
  isReachable: boolean | null;
  /** The failure that made them unreachable, while it is the last outcome. */
  lastFailure: { code: MarketDataError['code']; provider: string; at: Date; retryAt: Date } | null;
};

type TEntry = { error: MarketDataError; until: number };

/** Entries beyond this count trigger a sweep of the expired ones (404s are kept per URL). */
const SWEEP_ABOVE = 1_000;

/** One memory may be shared by several clients (the server shares one per source). @public */
export class FailureMemory {
  readonly #policy: TFailureMemoryPolicy;
  readonly #clock: () => Date;
  readonly #entries = new Map<string, TEntry>();
  #reachability: TProviderReachability = { isReachable: null, lastFailure: null };

  constructor(policy: Partial<TFailureMemoryPolicy> = {}, clock: () => Date = () => new Date()) {
    this.#policy = { ...DEFAULT_FAILURE_MEMORY_POLICY, ...policy };
    this.#clock = clock;
  }

  /** The failure remembered for `url` or its host, as a new error for this URL; null when none is current. */
  recall(url: string): MarketDataError | null {
    const now = this.#clock().getTime();
    for (const key of [hostKey(url), urlKey(url)]) {
      const entry = this.#entries.get(key);
      if (!entry) continue;
      if (entry.until <= now) {
        this.#entries.delete(key);
        continue;
      }
      const retryAt = new Date(entry.until).toISOString();
      return new MarketDataError(
        entry.error.code,
        `${entry.error.message} (remembered; not asked again before ${retryAt})`,
        { ...entry.error.details, url, attempts: 0, isRemembered: true, retryAt },
        { cause: entry.error },
      );
    }
    return null;
  }

  /** Remembers a final failure of `url`; `retryAfterMs` is the provider's `Retry-After`, if any. */
  remember(url: string, kind: TFailureKind, error: MarketDataError, retryAfterMs: number | null = null): void {
    const now = this.#clock();
    const { unreachableMs, rateLimitedMs, maxRetryAfterMs, notFoundMs } = this.#policy;
    const windowMs = {
      unreachable: unreachableMs,
      rate_limited: retryAfterMs === null ? rateLimitedMs : Math.min(retryAfterMs, maxRetryAfterMs),
      server_error: unreachableMs,
      not_found: notFoundMs,
    }[kind];
    const until = new Date(now.getTime() + windowMs);
    if (kind === 'not_found') {
      this.#reachability = { isReachable: true, lastFailure: null };
    } else {
      const provider = String(error.details.provider ?? '');
      this.#reachability = { isReachable: false, lastFailure: { code: error.code, provider, at: now, retryAt: until } };
    }
    if (windowMs <= 0) return;
    if (this.#entries.size >= SWEEP_ABOVE) this.#sweep(now.getTime());
    const key = kind === 'unreachable' || kind === 'rate_limited' ? hostKey(url) : urlKey(url);
    this.#entries.set(key, { error, until: until.getTime() });
  }

  /** A success: nothing is remembered for `url` or its host any more. */
  succeeded(url: string): void {
    this.#entries.delete(hostKey(url));
    this.#entries.delete(urlKey(url));
    this.#reachability = { isReachable: true, lastFailure: null };
  }

  /** Whether the last call got an answer. */
  reachability(): TProviderReachability {
    return this.#reachability;
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(key);
  }
}

function hostKey(url: string): string {
  try {
    return `host ${new URL(url).origin}`;
  } catch {
    return `host ${url}`;
  }
}

function urlKey(url: string): string {
  return `url ${url}`;
}
