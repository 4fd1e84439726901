/**
 * The I/O shell every live provider client uses: rate limit, per-request timeout, retries with
 * exponential backoff and jitter (honouring `Retry-After`), a short memory of failures that will not
 * change in seconds (`FailureMemory`), an optional response cache, and parsing of the body by the
 * caller's edge parser (zod), so that only valid payloads are cached.
 */
import { MarketDataError } from '../errors.js';
import type { TOrigin, TSourced } from '../types.js';
import { FailureMemory, type TFailureKind } from './failure-memory.js';
import { isFresh, type TCachePolicy, type TResponseCache } from './response-cache.js';
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRetryAfterMs,
  type TRetryPolicy,
} from './retry-policy.js';
import { sleepMs, TokenBucket, type TRateLimiter } from './token-bucket.js';

/** @public */
export type THttpTextClientOptions = {
  provider: Exclude<TOrigin['provider'], 'pack'>;
  userAgent: string;
  timeoutMs: number;
  retry: TRetryPolicy;
  rateLimiter: TRateLimiter;
  cache?: TResponseCache | undefined;
  /** Called when the cache itself fails; the request then goes to the provider. */
  onCacheError?: ((error: unknown) => void) | undefined;
  /** Failures remembered across calls; by default the client's own, with the default windows and its clock. */
  failureMemory?: FailureMemory | undefined;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  clock?: () => Date;
};

/** Options every provider client takes; the injection points (`fetch`, `sleep`, `random`, `clock`) serve tests. @public */
export type TProviderClientOptions = {
  baseUrl?: string | undefined;
  userAgent?: string | undefined;
  maxRequestsPerSecond?: number;
  timeoutMs?: number;
  retry?: Partial<TRetryPolicy>;
  cache?: TResponseCache | undefined;
  onCacheError?: (error: unknown) => void;
  rateLimiter?: TRateLimiter;
  /** Share one memory between clients (the server's source does), or set its windows and clock. */
  failureMemory?: FailureMemory | undefined;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  clock?: () => Date;
};

/** The HTTP shell of one provider client, the provider's defaults filled in where the caller set nothing. @internal */
export function providerHttpClient(
  provider: THttpTextClientOptions['provider'],
  options: TProviderClientOptions,
  defaults: { userAgent: string; requestsPerSecond: number },
): HttpTextClient {
  return new HttpTextClient({
    provider,
    userAgent: options.userAgent ?? defaults.userAgent,
    timeoutMs: options.timeoutMs ?? 20_000,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    rateLimiter:
      options.rateLimiter ??
      new TokenBucket({ ratePerSecond: options.maxRequestsPerSecond ?? defaults.requestsPerSecond }),
    cache: options.cache,
    onCacheError: options.onCacheError,
    failureMemory: options.failureMemory,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.sleep && { sleep: options.sleep }),
    ...(options.random && { random: options.random }),
    ...(options.clock && { clock: options.clock }),
  });
}

type TAttemptFailure = { kind: 'timeout' | 'network' | 'status'; status?: number; retryAfterMs?: number | null };

/**
 * Where a streamed body goes: one sink per attempt (a retry starts a fresh one), fed each chunk as it
 * arrives, asked for its value at the end. @internal
 */
export type TBodySink<T> = { write(chunk: Uint8Array): void; finish(): T };

/** Limits of a streamed body: a hard byte limit, and optionally a longer timeout than the client's. @internal */
export type TStreamLimits = { maxBytes: number; timeoutMs?: number };

/** @internal */
export class HttpTextClient {
  readonly #o: THttpTextClientOptions;
  readonly #failures: FailureMemory;

  constructor(options: THttpTextClientOptions) {
    this.#o = options;
    this.#failures = options.failureMemory ?? new FailureMemory({}, options.clock);
  }

  /**
   * GETs `url`, parses the body with `parse` (which throws `PROVIDER_BAD_RESPONSE` on a mismatch) and
   * returns the value with its origin. A fresh cached body skips the request; a failure remembered
   * for the URL or its host is thrown again without one.
   * @throws {MarketDataError} NOT_FOUND (404), PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT, PROVIDER_BAD_RESPONSE
   */
  async get<T>(url: string, parse: (body: string, url: string) => T, cache?: TCachePolicy): Promise<TSourced<T>> {
    const clock = this.#o.clock ?? (() => new Date());
    if (cache && this.#o.cache) {
      const hit = await this.#cacheGet(cache.key);
      if (hit && isFresh(hit.fetchedAt, clock(), cache.maxAgeMs)) {
        try {
          return { value: parse(hit.body, url), origin: this.#origin(url, hit.fetchedAt) };
        } catch {
          // A cached body that no longer validates is refetched rather than served.
        }
      }
    }
    const remembered = this.#failures.recall(url);
    if (remembered) throw remembered;
    const body = await this.#fetchText(url, (response) => response.text());
    const fetchedAt = clock();
    const value = parse(body, url);
    if (cache && this.#o.cache) await this.#cacheSet(cache.key, body, fetchedAt);
    return { value, origin: this.#origin(url, fetchedAt) };
  }

  /**
   * GETs `url` and streams the body into a sink made for each attempt, never holding it whole; the
   * body is refused past `limits.maxBytes` — on its `Content-Length` before reading, else while
   * counting — as `DATA_NOT_AVAILABLE` with `details.reason: 'document_too_large'` (not retried, not
   * remembered). Not cached: the caller caches what it made of the body.
   * @throws {MarketDataError} NOT_FOUND (404), PROVIDER_UNAVAILABLE, PROVIDER_TIMEOUT, DATA_NOT_AVAILABLE (too large)
   */
  async stream<T>(url: string, createSink: () => TBodySink<T>, limits: TStreamLimits): Promise<TSourced<T>> {
    const clock = this.#o.clock ?? (() => new Date());
    const remembered = this.#failures.recall(url);
    if (remembered) throw remembered;
    const read = async (response: Response) => {
      const sink = createSink();
      await readLimited(response, url, limits.maxBytes, (chunk) => sink.write(chunk));
      return sink.finish();
    };
    const value = await this.#fetchText(url, read, limits.timeoutMs);
    return { value, origin: this.#origin(url, clock()) };
  }

  /** The body, after the retries; the outcome is remembered (success clears, a lasting failure is kept). */
  async #fetchText<T>(url: string, read: (response: Response) => Promise<T>, timeoutMs?: number): Promise<T> {
    try {
      const body = await this.#fetchWithRetries(url, read, timeoutMs ?? this.#o.timeoutMs);
      this.#failures.succeeded(url);
      return body;
    } catch (error) {
      if (error instanceof MarketDataError) {
        const kind = failureKind(error);
        if (kind) this.#failures.remember(url, kind, error, numberOrNull(error.details.retryAfterMs));
      }
      throw error;
    }
  }

  async #fetchWithRetries<T>(url: string, read: (response: Response) => Promise<T>, timeoutMs: number): Promise<T> {
    const { retry, rateLimiter, provider } = this.#o;
    const sleep = this.#o.sleep ?? sleepMs;
    let failure: TAttemptFailure = { kind: 'network' };
    let attempts = 0;
    for (let attempt = 0; attempt <= retry.maxRetries; attempt++) {
      await rateLimiter.take();
      attempts += 1;
      const outcome = await this.#attempt(url, read, timeoutMs);
      if (outcome.kind === 'ok') return outcome.value;
      failure = outcome;
      if (attempt === retry.maxRetries) break;
      const retryAfter = failure.retryAfterMs ?? null;
      if (retryAfter !== null && retryAfter > retry.maxRetryAfterMs) break;
      await sleep(retryAfter ?? backoffDelayMs(attempt, retry, this.#o.random ?? Math.random));
    }
    const details = {
      provider,
      url,
      attempts,
      status: failure.status ?? null,
      retryAfterMs: failure.retryAfterMs ?? null,
    };
    if (failure.kind === 'timeout') {
      throw new MarketDataError('PROVIDER_TIMEOUT', `${provider} did not answer within ${timeoutMs} ms`, {
        ...details,
        timeoutMs,
      });
    }
    throw new MarketDataError('PROVIDER_UNAVAILABLE', `${provider} is unavailable (${describe(failure)})`, details);
  }

  /** One request: the body read on 200, a failure to retry, or a thrown final error. */
  async #attempt<T>(
    url: string,
    read: (response: Response) => Promise<T>,
    timeoutMs: number,
  ): Promise<{ kind: 'ok'; value: T } | TAttemptFailure> {
    const doFetch = this.#o.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { 'User-Agent': this.#o.userAgent, Accept: '*/*' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return { kind: 'ok', value: await read(response) };
    } catch (error) {
      // The reader's own refusals (a body past its limit) are final; a broken or slow body is retried.
      if (error instanceof MarketDataError) throw error;
      return { kind: isTimeout(error) ? 'timeout' : 'network' };
    }
    await response.body?.cancel().catch(() => undefined);
    const { status } = response;
    if (status === 404) {
      throw new MarketDataError('NOT_FOUND', `${this.#o.provider} has no resource at ${url}`, {
        provider: this.#o.provider,
        url,
        status,
      });
    }
    if (!isRetryableStatus(status)) {
      throw new MarketDataError('PROVIDER_UNAVAILABLE', `${this.#o.provider} refused the request (HTTP ${status})`, {
        provider: this.#o.provider,
        url,
        status,
      });
    }
    const clock = this.#o.clock ?? (() => new Date());
    return { kind: 'status', status, retryAfterMs: parseRetryAfterMs(response.headers.get('retry-after'), clock()) };
  }

  #origin(url: string, fetchedAt: Date): TOrigin {
    return { provider: this.#o.provider, location: url, retrievedAt: fetchedAt.toISOString() };
  }

  async #cacheGet(key: string) {
    try {
      return (await this.#o.cache?.get(key)) ?? null;
    } catch (error) {
      this.#o.onCacheError?.(error);
      return null;
    }
  }

  async #cacheSet(key: string, body: string, fetchedAt: Date): Promise<void> {
    try {
      await this.#o.cache?.set(key, body, fetchedAt);
    } catch (error) {
      this.#o.onCacheError?.(error);
    }
  }
}

/**
 * Reads a response body chunk by chunk into `write`, refusing it past `maxBytes`: at once on a
 * `Content-Length` above the limit, else as soon as the bytes counted pass it (the body is cancelled).
 */
async function readLimited(
  response: Response,
  url: string,
  maxBytes: number,
  write: (chunk: Uint8Array) => void,
): Promise<void> {
  const tooLarge = (bytes: number | null) => {
    void response.body?.cancel().catch(() => undefined);
    return new MarketDataError('DATA_NOT_AVAILABLE', `${url} is larger than ${maxBytes} bytes`, {
      series: 'fundamentals',
      reason: 'document_too_large',
      url,
      maxBytes,
      bytes,
    });
  };
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(declared);
  if (!response.body) return;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw tooLarge(null);
    write(chunk);
  }
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'))
  );
}

/** Which failures are remembered: not answered, rate limited, 5xx, 404 (other 4xx are not). */
function failureKind(error: MarketDataError): TFailureKind | null {
  const status = numberOrNull(error.details.status);
  if (error.code === 'NOT_FOUND') return 'not_found';
  if (error.code === 'PROVIDER_TIMEOUT') return 'unreachable';
  if (error.code !== 'PROVIDER_UNAVAILABLE') return null;
  if (status === null) return 'unreachable';
  if (status === 429 || status === 503) return 'rate_limited';
  return status >= 500 ? 'server_error' : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function describe(failure: TAttemptFailure): string {
  return failure.kind === 'status' ? `HTTP ${failure.status}` : 'network error';
}
