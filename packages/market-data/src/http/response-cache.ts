/**
 * The pluggable cache of raw provider responses. The server implements it in its database (a table
 * keyed by `key` with the body and the fetch time); {@link MemoryResponseCache} serves tests and scripts.
 */

/** A cached response body and when it was fetched from the provider. @public */
export type TCachedResponse = { body: string; fetchedAt: Date };

/** @public */
export type TResponseCache = {
  get(key: string): Promise<TCachedResponse | null>;
  set(key: string, body: string, fetchedAt: Date): Promise<void>;
};

/** How long a cached body may be served, per resource. @public */
export type TCachePolicy = { key: string; maxAgeMs: number };

/** In-memory cache (no eviction): for tests and short-lived processes. @public */
export class MemoryResponseCache implements TResponseCache {
  readonly #entries = new Map<string, TCachedResponse>();

  async get(key: string): Promise<TCachedResponse | null> {
    return this.#entries.get(key) ?? null;
  }

  async set(key: string, body: string, fetchedAt: Date): Promise<void> {
    this.#entries.set(key, { body, fetchedAt });
  }

  /** Number of cached entries. */
  get size(): number {
    return this.#entries.size;
  }
}

/** True when a body fetched at `fetchedAt` is still fresh at `now`. @internal */
export function isFresh(fetchedAt: Date, now: Date, maxAgeMs: number): boolean {
  const age = now.getTime() - fetchedAt.getTime();
  return age >= 0 && age < maxAgeMs;
}
