import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { researchSessions } from '../db/schema.js';
import type { ResearchDeps } from './research-deps.js';

/** `research/rm`: every id the owner's, or nothing deleted. A running job finds its session gone and stops. */
export async function deleteResearch(
  deps: Pick<ResearchDeps, 'database'>,
  ownerId: string,
  ids: readonly string[],
): Promise<{ ok: true }> {
  const unique = [...new Set(ids)];
  await deps.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(researchSessions)
      .where(and(eq(researchSessions.ownerId, ownerId), inArray(researchSessions.id, unique)))
      .returning({ id: researchSessions.id });
    if (deleted.length !== unique.length) throw new AppError('NOT_FOUND');
  });
  return { ok: true };
}
