import { KB_LIMITS } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { kbDocuments } from '../db/schema.js';

/** `KB_DOCUMENTS_TOO_MANY` when the knowledge base holds as many documents as it may already. */
export async function assertRoomForDocument(db: AppDb, kbId: string): Promise<void> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kbDocuments)
    .where(eq(kbDocuments.kbId, kbId));
  if (Number(count?.n ?? 0) >= KB_LIMITS.documentsPerKb)
    throw new AppError('KB_DOCUMENTS_TOO_MANY', { params: { max: KB_LIMITS.documentsPerKb } });
}

/** `KB_DOCUMENT_NAME_TAKEN` when another document of the knowledge base (not `exceptId`) has this name. */
export async function assertDocumentNameFree(db: AppDb, kbId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: kbDocuments.id })
    .from(kbDocuments)
    .where(
      and(eq(kbDocuments.kbId, kbId), eq(kbDocuments.name, name), exceptId ? ne(kbDocuments.id, exceptId) : undefined),
    )
    .limit(1);
  if (taken) throw new AppError('KB_DOCUMENT_NAME_TAKEN', { params: { name } });
}
