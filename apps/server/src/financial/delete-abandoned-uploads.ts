import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDb, TServerLiveness } from '../db/database.js';
import { financialDocuments } from '../db/schema.js';

/**
 * Deletes the documents (their files and pieces with them) of uploads that will never finish, so
 * the client never saw them: their server process has died (PGlite: any process before this one;
 * PostgreSQL, shared by several servers: one whose advisory lock is free), or their lease ran out.
 * @returns how many documents were deleted
 */
export async function deleteAbandonedUploads(db: AppDb, liveness: TServerLiveness, now: Date): Promise<number> {
  const owners = await db
    .selectDistinct({ owner: financialDocuments.uploadOwner })
    .from(financialDocuments)
    .where(isNotNull(financialDocuments.uploadExpiresAt));
  if (owners.length === 0) return 0;
  const dead: number[] = [];
  for (const { owner } of owners) if (owner !== null && !(await liveness.isAlive(owner))) dead.push(owner);
  const deleted = await db
    .delete(financialDocuments)
    .where(
      and(
        isNotNull(financialDocuments.uploadExpiresAt),
        or(
          isNull(financialDocuments.uploadOwner),
          dead.length > 0 ? inArray(financialDocuments.uploadOwner, dead) : undefined,
          lt(financialDocuments.uploadExpiresAt, now),
        ),
      ),
    )
    .returning({ id: financialDocuments.id });
  return deleted.length;
}
