import type { TChunk, TKbDocument, TLanguage } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { kbChunks } from '../db/schema.js';
import { chunkView } from './chunk-view.js';
import { documentViews } from './find-documents.js';
import { containsPattern } from './find-kbs.js';
import { getOwnedChunk, getOwnedDocument } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/** `chunk/list`: a page of a document's chunks in document order, with the document. */
export async function findChunks(
  deps: KnowledgeDeps,
  ownerId: string,
  query: {
    doc_id: string;
    page: number;
    size: number;
    keywords?: string | undefined;
    available_int?: 0 | 1 | undefined;
  },
  language: TLanguage,
): Promise<{ total: number; chunks: TChunk[]; doc: TKbDocument }> {
  const db = deps.database.db;
  const document = await getOwnedDocument(db, ownerId, query.doc_id);
  const where = and(
    eq(kbChunks.documentId, document.id),
    query.keywords ? sql`${kbChunks.content} ilike ${containsPattern(query.keywords)}` : undefined,
    query.available_int === undefined ? undefined : eq(kbChunks.available, query.available_int === 1),
  );
  const [rows, [total], [doc]] = await Promise.all([
    db
      .select()
      .from(kbChunks)
      .where(where)
      .orderBy(asc(kbChunks.position), asc(kbChunks.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(kbChunks).where(where),
    documentViews(deps, [document.id], language),
  ]);
  if (!doc) throw new Error('document vanished');
  return { total: Number(total?.n ?? 0), chunks: rows.map((row) => chunkView(row, document.name)), doc };
}

/** `chunk/get`: one chunk of the user's. */
export async function getChunk(deps: KnowledgeDeps, ownerId: string, chunkId: string): Promise<TChunk> {
  const { chunk, document } = await getOwnedChunk(deps.database.db, ownerId, chunkId);
  return chunkView(chunk, document.name);
}
