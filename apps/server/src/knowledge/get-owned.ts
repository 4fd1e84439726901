import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { kbChunks, kbDocuments, knowledgeBases } from '../db/schema.js';
import type { TDocumentRow } from './document-view.js';
import type { TKbRow } from './kb-view.js';

export type TChunkRow = typeof kbChunks.$inferSelect;

/*
 * Rows of one owner. Someone else's id is `NOT_FOUND` exactly like a missing one, so an id does not
 * reveal that a knowledge base, document or chunk exists.
 */

export async function getOwnedKb(db: AppDb, ownerId: string, kbId: string): Promise<TKbRow> {
  const [row] = await db
    .select()
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.id, kbId), eq(knowledgeBases.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getOwnedDocument(db: AppDb, ownerId: string, documentId: string): Promise<TDocumentRow> {
  const [row] = await db
    .select()
    .from(kbDocuments)
    .where(and(eq(kbDocuments.id, documentId), eq(kbDocuments.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Every one of the ids, or `NOT_FOUND` when any is not the owner's (nothing is done to the others then). */
export async function getOwnedDocuments(
  db: AppDb,
  ownerId: string,
  documentIds: readonly string[],
): Promise<TDocumentRow[]> {
  const unique = [...new Set(documentIds)];
  const rows = await db
    .select()
    .from(kbDocuments)
    .where(and(inArray(kbDocuments.id, unique), eq(kbDocuments.ownerId, ownerId)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  return rows;
}

/** A chunk of the owner's, and of `documentId` when given. */
export async function getOwnedChunk(
  db: AppDb,
  ownerId: string,
  chunkId: string,
  documentId?: string,
): Promise<{ chunk: TChunkRow; document: TDocumentRow }> {
  const [row] = await db
    .select({ chunk: kbChunks, document: kbDocuments })
    .from(kbChunks)
    .innerJoin(kbDocuments, eq(kbDocuments.id, kbChunks.documentId))
    .where(
      and(
        eq(kbChunks.id, chunkId),
        eq(kbDocuments.ownerId, ownerId),
        documentId ? eq(kbChunks.documentId, documentId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
