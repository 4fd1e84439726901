import { isNotNull, lt } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { financialDocuments } from '../db/schema.js';

/**
 * Deletes the documents (their files and pieces with them) of uploads that never finished: the
 * server stopped mid-request, so the client never saw them. `all`: every unfinished upload, when no
 * other process can be uploading (PGlite, whose folder this process holds alone, on start);
 * otherwise only those whose lease ran out (PostgreSQL may be shared by several servers).
 * @returns how many documents were deleted
 */
export async function deleteAbandonedUploads(db: AppDb, now: Date, options: { all: boolean }): Promise<number> {
  const deleted = await db
    .delete(financialDocuments)
    .where(options.all ? isNotNull(financialDocuments.uploadExpiresAt) : lt(financialDocuments.uploadExpiresAt, now))
    .returning({ id: financialDocuments.id });
  return deleted.length;
}
