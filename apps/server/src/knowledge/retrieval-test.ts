import type { TLanguage, TRetrievalTestResult, ZRetrievalTestRequestSchema } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import { kbChunks, knowledgeBases } from '../db/schema.js';
import { defaultClientFor, fromLlmError } from '../llm/llm-service.js';
import { getOwnedDocuments } from './get-owned.js';
import { clientForModel, fieldError, isOwnModel } from './kb-models.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { searchChunks } from './search/search-chunks.js';

/** RAGFlow's keyword prompt: the question's few most important keywords, in its own language. */
const KEYWORD_PROMPT = `Role: You are a text analyzer.
Task: Extract the most important keywords or phrases of the given text.
Requirements:
- Give the top 3 important keywords or phrases.
- The keywords must be in the language of the text.
- Separate the keywords with commas.
- Output only the keywords.`;

/**
 * `chunk/retrieval_test`: the question searched in the user's knowledge bases as chat retrieves.
 * The knowledge bases must share one embedding model (`KB_MIXED_EMBEDDINGS`): the question is
 * embedded once by it. The threshold and vector weight default to the first knowledge base's. With
 * `keyword`, the chat model's keywords for the question join the keyword search; with `rerank_id`,
 * the rerank model's score takes the vector similarity's place.
 */
export async function retrievalTest(
  deps: KnowledgeDeps,
  ownerId: string,
  input: z.output<typeof ZRetrievalTestRequestSchema>,
  language: TLanguage,
): Promise<TRetrievalTestResult> {
  const db = deps.database.db;
  const kbIds = [...new Set(Array.isArray(input.kb_id) ? input.kb_id : [input.kb_id])];
  const kbs = await db
    .select()
    .from(knowledgeBases)
    .where(and(inArray(knowledgeBases.id, kbIds), eq(knowledgeBases.ownerId, ownerId)));
  if (kbs.length !== kbIds.length) throw new AppError('NOT_FOUND');
  const first = kbs.find((kb) => kb.id === kbIds[0]) ?? kbs[0];
  if (!first) throw new AppError('NOT_FOUND');
  if (kbs.some((kb) => kb.embdId !== first.embdId)) throw new AppError('KB_MIXED_EMBEDDINGS');
  if (input.doc_ids && input.doc_ids.length > 0) await getOwnedDocuments(db, ownerId, input.doc_ids);
  if (input.rerank_id && !(await isOwnModel(db, ownerId, input.rerank_id, 'rerank')))
    throw fieldError('rerank_id', 'retrieval_rerank_id_invalid', language);

  try {
    const question = input.keyword ? await withKeywords(deps, ownerId, input.question) : input.question;
    const embedder = await clientForModel(deps.llm, ownerId, first.embdId, 'embedding');
    const [queryEmbedding] = (await embedder.embed([question])).embeddings;
    const reranker = input.rerank_id ? await clientForModel(deps.llm, ownerId, input.rerank_id, 'rerank') : null;
    const found = await searchChunks(deps.database, {
      kbIds,
      ...(input.doc_ids && input.doc_ids.length > 0 ? { documentIds: input.doc_ids } : {}),
      question,
      queryEmbedding: queryEmbedding ?? null,
      similarityThreshold: input.similarity_threshold ?? first.similarityThreshold,
      vectorSimilarityWeight: input.vector_similarity_weight ?? first.vectorSimilarityWeight,
      topK: input.top_k,
      page: input.page,
      size: input.size,
      highlight: input.highlight,
      ...(reranker && {
        rerank: async (query: string, texts: string[]) => (await reranker.rerank(query, texts)).scores,
      }),
    });
    const extra = await chunkDetails(
      deps,
      found.chunks.map((chunk) => chunk.id),
    );
    return {
      total: found.total,
      chunks: found.chunks.map((chunk) => {
        const detail = extra.get(chunk.id);
        return {
          chunk_id: chunk.id,
          doc_id: chunk.documentId,
          kb_id: chunk.kbId,
          docnm_kwd: chunk.documentName,
          content_with_weight: chunk.content,
          content_type: chunk.contentType,
          important_kwd: chunk.keywords,
          question_kwd: chunk.questions,
          available_int: detail?.available === false ? 0 : 1,
          page_from: chunk.pageFrom,
          page_to: chunk.pageTo,
          headings: detail?.headings ?? [],
          token_num: detail?.tokenCount ?? 0,
          position: detail?.position ?? 0,
          similarity: chunk.similarity,
          vector_similarity: chunk.vectorSimilarity,
          term_similarity: chunk.termSimilarity,
          highlight: chunk.highlight ?? null,
        };
      }),
      doc_aggs: found.docAggs.map((aggregate) => ({
        doc_id: aggregate.documentId,
        doc_name: aggregate.name,
        count: aggregate.count,
      })),
    };
  } catch (error) {
    throw fromLlmError(error);
  }
}

/** The question and the chat model's keywords for it. */
async function withKeywords(deps: KnowledgeDeps, ownerId: string, question: string): Promise<string> {
  const chat = await defaultClientFor(deps.llm, ownerId, 'chat');
  const reply = await chat.chat({
    system: KEYWORD_PROMPT,
    messages: [{ role: 'user', content: question }],
    maxOutputTokens: 64,
    temperature: 0,
  });
  const keywords = reply.text
    .split(/[,，、\n]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0 && keyword.length <= 64)
    .slice(0, 8);
  return keywords.length > 0 ? `${question} ${keywords.join(' ')}` : question;
}

/** What a search result lacks for the chunk's view: its headings, tokens, place and state. */
async function chunkDetails(deps: KnowledgeDeps, ids: string[]) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await deps.database.db
    .select({
      id: kbChunks.id,
      headings: kbChunks.headings,
      tokenCount: kbChunks.tokenCount,
      position: kbChunks.position,
      available: kbChunks.available,
    })
    .from(kbChunks)
    .where(inArray(kbChunks.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
