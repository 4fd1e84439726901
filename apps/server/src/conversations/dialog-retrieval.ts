import { PASSAGE_EXCERPT_CHARS, type TChatPassage } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import type { TNumberedPassage, TPassage } from '@app/retrieval';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { kbChunks } from '../db/schema.js';
import type { TDialogRow } from '../dialogs/get-owned-dialog.js';
import { MAX_TOP_K, searchChunks } from '../knowledge/search/search-chunks.js';

/** A retrieved passage with the knowledge base it came from. */
export type TDialogPassage = TPassage & { kbId: string };

/** Pages named for one passage at most (a chunk across more is a table of contents, or a broken page count). */
const MAX_PAGES = 50;

/** What one retrieval needs: the assistant's knowledge bases and settings, its embedding and rerank models. */
export type TDialogSearch = {
  database: Database;
  dialog: TDialogRow;
  kbIds: string[];
  embedder: TLlmClient;
  reranker: TLlmClient | null;
  signal: AbortSignal;
};

/**
 * The assistant's `top_n` best passages for a question, as the retrieval test finds them (RAGFlow's
 * hybrid retrieval): the question embedded by the knowledge bases' model, `top_k` candidates, the
 * assistant's similarity threshold and vector weight, its rerank model's score in the vector's place.
 */
export async function retrievePassages(search: TDialogSearch, question: string): Promise<TDialogPassage[]> {
  const { dialog } = search;
  const [queryEmbedding] = (await search.embedder.embed([question], search.signal)).embeddings;
  const reranker = search.reranker;
  const found = await searchChunks(search.database, {
    kbIds: search.kbIds,
    question,
    queryEmbedding: queryEmbedding ?? null,
    similarityThreshold: dialog.similarityThreshold,
    vectorSimilarityWeight: dialog.vectorSimilarityWeight,
    topK: Math.min(Math.max(1, dialog.topK), MAX_TOP_K),
    page: 1,
    size: Math.max(1, dialog.topN),
    highlight: false,
    ...(reranker && {
      rerank: async (query: string, texts: string[]) => (await reranker.rerank(query, texts, search.signal)).scores,
    }),
  });
  return found.chunks.map((chunk) => ({
    chunkId: chunk.id,
    documentId: chunk.documentId,
    documentName: chunk.documentName,
    kbId: chunk.kbId,
    pages: pagesOf(chunk.pageFrom, chunk.pageTo),
    content: chunk.content,
    similarity: chunk.similarity,
  }));
}

/** Two rounds' passages together (self-RAG): each chunk once with its better similarity, best first, `topN` at most. */
export function mergePassages(
  first: readonly TDialogPassage[],
  second: readonly TDialogPassage[],
  topN: number,
): TDialogPassage[] {
  const byChunk = new Map<string, TDialogPassage>();
  for (const passage of [...first, ...second]) {
    const known = byChunk.get(passage.chunkId);
    if (!known || passage.similarity > known.similarity) byChunk.set(passage.chunkId, passage);
  }
  return [...byChunk.values()].sort((a, b) => b.similarity - a.similarity).slice(0, Math.max(1, topN));
}

/** 1-based pages from a chunk's range; none for a document without pages (page 0). */
function pagesOf(from: number, to: number): number[] {
  if (from < 1) return [];
  const last = Math.min(Math.max(from, to), from + MAX_PAGES - 1);
  return Array.from({ length: last - from + 1 }, (_, i) => from + i);
}

/** The stored embeddings of passages (L2-normalised by the knowledge base's model), by chunk id. */
export async function passageEmbeddings(
  database: Database,
  chunkIds: readonly string[],
): Promise<Map<string, number[]>> {
  if (chunkIds.length === 0) return new Map();
  const rows = await database.db
    .select({ id: kbChunks.id, embedding: kbChunks.embedding })
    .from(kbChunks)
    .where(inArray(kbChunks.id, [...chunkIds]));
  return new Map(rows.flatMap((row) => (row.embedding ? [[row.id, row.embedding]] : [])));
}

/** A numbered passage as the reply's source and the stream's reference. */
export function toChatPassage(passage: TNumberedPassage<TDialogPassage>, citedIds: readonly number[]): TChatPassage {
  return {
    kind: 'passage',
    ref: String(passage.id),
    chunk_id: passage.chunkId,
    document_id: passage.documentId,
    document_name: passage.documentName,
    kb_id: passage.kbId,
    pages: [...passage.pages],
    content: passage.content.slice(0, PASSAGE_EXCERPT_CHARS),
    similarity: passage.similarity,
    is_cited: citedIds.includes(passage.id),
  };
}
