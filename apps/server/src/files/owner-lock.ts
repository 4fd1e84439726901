import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';

/**
 * Runs `work` in a transaction that holds a lock of the owner's file tree, so that its checks and
 * its change are one step for every server process: two moves at once could otherwise each pass
 * the "not into itself" check and put two folders inside each other, and two conversions add the
 * same file to a knowledge base twice. The work is a few short queries (PGlite holds every other
 * query while a transaction runs, so nothing slow goes in here).
 */
export async function withFileTreeLock<T>(db: AppDb, ownerId: string, work: (db: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${ownerId}`}))`);
    return work(tx as unknown as AppDb);
  });
}
