import { KB_RUN, type TChunk } from '@app/contract';
import { countTokens } from '@app/retrieval';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { kbChunks, kbDocuments, knowledgeBases } from '../db/schema.js';
import { fromLlmError } from '../llm/llm-service.js';
import { chunkView } from './chunk-view.js';
import type { TDocumentRow } from './document-view.js';
import { embeddingText } from './embedding-text.js';
import { getOwnedChunk, getOwnedDocument } from './get-owned.js';
import { clientForModel } from './kb-models.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { insertChunks, updateChunk } from './search/chunk-store.js';

type TChunkText = { content: string; keywords: string[]; questions: string[] };

/**
 * `chunk/create`: a chunk written by hand, last in its document, embedded by the knowledge base's
 * model. It covers no page of a file (pages 0). Refused while the document is being parsed (the
 * parse replaces its chunks).
 */
export async function createChunk(
  deps: KnowledgeDeps,
  ownerId: string,
  input: TChunkText & { documentId: string },
): Promise<TChunk> {
  const db = deps.database.db;
  const document = await editableDocument(deps, ownerId, input.documentId);
  const embedding = await embed(deps, ownerId, document, input.content, []);
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${kbChunks.position}), -1)::int` })
    .from(kbChunks)
    .where(eq(kbChunks.documentId, document.id));
  const [id] = await insertChunks(deps.database, [
    {
      kbId: document.kbId,
      documentId: document.id,
      position: Number(last?.position ?? -1) + 1,
      content: input.content,
      contentType: 'text',
      pageFrom: 0,
      pageTo: 0,
      headings: [],
      tokenCount: countTokens(input.content),
      keywords: input.keywords,
      questions: input.questions,
      embedding,
    },
  ]);
  if (!id) throw new Error('chunk not inserted');
  await recount(db, document.id, deps.now());
  const { chunk } = await getOwnedChunk(db, ownerId, id);
  return chunkView(chunk, document.name);
}

/**
 * `chunk/set`: a chunk's text (embedded again when it changed), keywords, questions and state;
 * its search text follows (`updateChunk`).
 */
export async function setChunk(
  deps: KnowledgeDeps,
  ownerId: string,
  input: Partial<Pick<TChunkText, 'keywords' | 'questions'>> & {
    documentId: string;
    chunkId: string;
    content: string;
    available?: boolean | undefined;
  },
): Promise<TChunk> {
  const db = deps.database.db;
  const document = await editableDocument(deps, ownerId, input.documentId);
  const { chunk } = await getOwnedChunk(db, ownerId, input.chunkId, document.id);
  const isNewText = input.content !== chunk.content;
  const embedding = isNewText ? await embed(deps, ownerId, document, input.content, chunk.headings) : undefined;
  await updateChunk(deps.database, chunk.id, {
    content: input.content,
    ...(input.keywords !== undefined && { keywords: input.keywords }),
    ...(input.questions !== undefined && { questions: input.questions }),
    ...(input.available !== undefined && { available: input.available }),
    ...(embedding !== undefined && { embedding }),
  });
  if (isNewText) {
    await db
      .update(kbChunks)
      .set({ tokenCount: countTokens(input.content) })
      .where(eq(kbChunks.id, chunk.id));
    await recount(db, document.id, deps.now());
  }
  const updated = await getOwnedChunk(db, ownerId, chunk.id);
  return chunkView(updated.chunk, document.name);
}

/** `chunk/switch`: chunks of the document on (retrieved) or off. Every id must be a chunk of it. */
export async function switchChunks(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { documentId: string; chunkIds: string[]; isAvailable: boolean },
): Promise<{ ok: true }> {
  const db = deps.database.db;
  const document = await getOwnedDocument(db, ownerId, input.documentId);
  const ids = await chunksOf(db, document.id, input.chunkIds);
  await db
    .update(kbChunks)
    .set({ available: input.isAvailable, updatedAt: deps.now() })
    .where(inArray(kbChunks.id, ids));
  return { ok: true };
}

/** `chunk/rm`: chunks of the document. Every id must be a chunk of it. */
export async function deleteChunks(
  deps: KnowledgeDeps,
  ownerId: string,
  input: { documentId: string; chunkIds: string[] },
): Promise<{ ok: true }> {
  const db = deps.database.db;
  const document = await editableDocument(deps, ownerId, input.documentId);
  const ids = await chunksOf(db, document.id, input.chunkIds);
  await db.delete(kbChunks).where(inArray(kbChunks.id, ids));
  await recount(db, document.id, deps.now());
  return { ok: true };
}

/** A document of the user's that no parse is writing to. */
async function editableDocument(deps: KnowledgeDeps, ownerId: string, documentId: string): Promise<TDocumentRow> {
  const document = await getOwnedDocument(deps.database.db, ownerId, documentId);
  if (document.run === KB_RUN.RUNNING) throw new AppError('KB_DOCUMENT_BUSY');
  return document;
}

/** The ids, each a chunk of the document, or `NOT_FOUND`. */
async function chunksOf(db: AppDb, documentId: string, chunkIds: string[]): Promise<string[]> {
  const unique = [...new Set(chunkIds)];
  const rows = await db
    .select({ id: kbChunks.id })
    .from(kbChunks)
    .where(and(eq(kbChunks.documentId, documentId), inArray(kbChunks.id, unique)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  return unique;
}

/** The vector of a chunk's text by its knowledge base's model (a provider's failure is its catalogue error). */
async function embed(
  deps: KnowledgeDeps,
  ownerId: string,
  document: TDocumentRow,
  content: string,
  headings: string[],
): Promise<number[]> {
  const [kb] = await deps.database.db
    .select({ embdId: knowledgeBases.embdId })
    .from(knowledgeBases)
    .where(eq(knowledgeBases.id, document.kbId));
  if (!kb) throw new AppError('NOT_FOUND');
  try {
    const client = await clientForModel(deps.llm, ownerId, kb.embdId, 'embedding');
    const { embeddings } = await client.embed([embeddingText(content, headings)]);
    const [vector] = embeddings;
    if (!vector) throw new AppError('LLM_BAD_RESPONSE', { params: { provider: client.connection.factory } });
    return vector;
  } catch (error) {
    throw fromLlmError(error);
  }
}

/** The document's chunk and token counts, from its chunks. */
async function recount(db: AppDb, documentId: string, now: Date): Promise<void> {
  await db
    .update(kbDocuments)
    .set({
      chunkCount: sql`(select count(*)::int from ${kbChunks} where ${kbChunks.documentId} = ${documentId})`,
      tokenCount: sql`(select coalesce(sum(${kbChunks.tokenCount}), 0)::int from ${kbChunks} where ${kbChunks.documentId} = ${documentId})`,
      updatedAt: now,
    })
    .where(eq(kbDocuments.id, documentId));
}
