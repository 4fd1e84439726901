import type { TCachedResponse, TResponseCache } from '@app/market-data';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { providerCache } from '../db/schema.js';

/**
 * The providers' response cache in the database (`provider_cache`), shared by every server process:
 * a restart serves SEC data from here instead of spending the SEC's rate limit again.
 */
export function createDatabaseResponseCache(db: AppDb): TResponseCache {
  return {
    async get(key: string): Promise<TCachedResponse | null> {
      const [row] = await db
        .select({ body: providerCache.body, fetchedAt: providerCache.fetchedAt })
        .from(providerCache)
        .where(eq(providerCache.key, key))
        .limit(1);
      return row ?? null;
    },
    async set(key: string, body: string, fetchedAt: Date): Promise<void> {
      await db
        .insert(providerCache)
        .values({ key, body, fetchedAt })
        .onConflictDoUpdate({ target: providerCache.key, set: { body, fetchedAt } });
    },
  };
}
