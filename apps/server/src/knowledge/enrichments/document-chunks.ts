import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { kbChunks } from '../../db/schema.js';

/** A stored chunk as RAPTOR and the knowledge graph read it. */
export type TStoredChunk = { content: string; pageFrom: number; pageTo: number; embedding: number[] | null };

/**
 * The document's chunks as the chunk method cut them (RAPTOR's summaries and the graph's passages
 * left out), in reading order, at most `limit` of them.
 */
export async function documentChunks(db: AppDb, documentId: string, limit: number): Promise<TStoredChunk[]> {
  return db
    .select({
      content: kbChunks.content,
      pageFrom: kbChunks.pageFrom,
      pageTo: kbChunks.pageTo,
      embedding: kbChunks.embedding,
    })
    .from(kbChunks)
    .where(and(eq(kbChunks.documentId, documentId), notInArray(kbChunks.contentType, ['summary', 'graph'])))
    .orderBy(asc(kbChunks.position))
    .limit(limit);
}
