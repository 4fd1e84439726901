import { z } from 'zod';
import { parseLlmModelId } from '../llm/factories.js';
import { defineRoute } from '../route.js';
import { ZDocIdSchema, ZKbDocumentSchema } from './document-routes.js';
import {
  KB_LIMITS,
  ZKbIdSchema,
  ZOkSchema,
  ZSimilarityThresholdSchema,
  ZVectorSimilarityWeightSchema,
} from './kb-routes.js';

export const ZChunkIdSchema = z.uuid();

/** A non-empty list of chunk ids: a chunk action needs a chunk selected first. */
const ZChunkIdsSchema = z.array(ZChunkIdSchema).min(1, { error: 'chunk_select_first' }).max(KB_LIMITS.idsPerRequest);

const ZAvailableSchema = z.union([z.literal(0), z.literal(1)]);

const ZChunkContentSchema = z
  .string({ error: 'chunk_content_required' })
  .trim()
  .min(1, { error: 'chunk_content_required' })
  .max(KB_LIMITS.chunkContentChars, { error: 'chunk_content_too_long' });

/** Important keywords (weighted in keyword search): blanks dropped, duplicates kept once. */
const ZKeywordsSchema = z
  .array(z.string().trim().max(KB_LIMITS.keywordChars, { error: 'chunk_keywords_invalid' }))
  .max(KB_LIMITS.keywordsPerChunk, { error: 'chunk_keywords_invalid' })
  .transform((words) => [...new Set(words.filter((word) => word !== ''))]);

/** Questions the chunk answers (searched with it). */
const ZQuestionsSchema = z
  .array(z.string().trim().max(KB_LIMITS.questionChars, { error: 'chunk_questions_invalid' }))
  .max(KB_LIMITS.questionsPerChunk, { error: 'chunk_questions_invalid' })
  .transform((questions) => [...new Set(questions.filter((question) => question !== ''))]);

/**
 * Chunk kinds: a table is Markdown with its header rows; `summary` is a RAPTOR summary; `graph` an
 * entity of the document's knowledge graph with its relations. @public
 */
export const CHUNK_CONTENT_TYPES = ['text', 'table', 'image', 'summary', 'graph'] as const;

/** A chunk (RAGFlow's field names): a passage of a document that retrieval finds and chat cites. @public */
export const ZChunkSchema = z.object({
  chunk_id: z.string(),
  doc_id: z.string(),
  kb_id: z.string(),
  /** The document's name. */
  docnm_kwd: z.string(),
  content_with_weight: z.string(),
  content_type: z.enum(CHUNK_CONTENT_TYPES),
  important_kwd: z.array(z.string()),
  question_kwd: z.array(z.string()),
  /** 1: retrieved; 0: switched off (`chunk/switch`). */
  available_int: ZAvailableSchema,
  /** The 1-based pages of the document it covers (0 for a chunk written by hand). */
  page_from: z.number().int(),
  page_to: z.number().int(),
  /** The section path above it (may be empty). */
  headings: z.array(z.string()),
  token_num: z.number().int(),
  /** Its place in the document, from 0. */
  position: z.number().int(),
});
export type TChunk = z.infer<typeof ZChunkSchema>;

/** A chunk a retrieval test found, with its scores (0–1) and the question's terms highlighted. @public */
export const ZRetrievedChunkSchema = ZChunkSchema.extend({
  /** The fused score: keyword weight × `term_similarity` + vector weight × `vector_similarity` (or the rerank score). */
  similarity: z.number(),
  vector_similarity: z.number(),
  term_similarity: z.number(),
  /** With `highlight`: the content as HTML-escaped text with `<em>` around the question's terms; else null. */
  highlight: z.string().nullable(),
});
export type TRetrievedChunk = z.infer<typeof ZRetrievedChunkSchema>;

/**
 * `chunk/retrieval_test`: the question searched in one or more knowledge bases (same embedding
 * model) the way chat retrieves. `similarity_threshold` and `vector_similarity_weight` default to
 * the (first) knowledge base's; `top_k` chunks are taken by vector similarity before fusion;
 * `rerank_id` (one of the user's rerank models) replaces the vector score with the reranker's;
 * `keyword` first asks the chat model for the question's keywords and adds them to the keyword search.
 * @public
 */
export const ZRetrievalTestRequestSchema = z.object({
  kb_id: z.union([ZKbIdSchema, z.array(ZKbIdSchema).min(1, { error: 'kb_select_first' }).max(KB_LIMITS.retrievalKbs)]),
  question: z
    .string({ error: 'retrieval_question_required' })
    .trim()
    .min(1, { error: 'retrieval_question_required' })
    .max(KB_LIMITS.retrievalQuestionChars, { error: 'retrieval_question_too_long' }),
  doc_ids: z.array(ZDocIdSchema).max(KB_LIMITS.idsPerRequest).optional(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(KB_LIMITS.pageSize).default(30),
  similarity_threshold: ZSimilarityThresholdSchema.optional(),
  vector_similarity_weight: ZVectorSimilarityWeightSchema.optional(),
  top_k: z
    .number({ error: 'retrieval_top_k_range' })
    .int({ error: 'retrieval_top_k_range' })
    .min(1, { error: 'retrieval_top_k_range' })
    .max(KB_LIMITS.topK, { error: 'retrieval_top_k_range' })
    .default(1024),
  rerank_id: z
    .string()
    .trim()
    .max(200, { error: 'retrieval_rerank_id_invalid' })
    .refine((id) => id === '' || parseLlmModelId(id) !== null, { error: 'retrieval_rerank_id_invalid' })
    .transform((id) => (id === '' ? null : id))
    .nullable()
    .optional(),
  keyword: z.boolean().default(false),
  highlight: z.boolean().default(false),
});
export type TRetrievalTestRequest = z.input<typeof ZRetrievalTestRequestSchema>;

/** The answer of a retrieval test: a page of chunks, best first, and how many chunks each document gave. @public */
export const ZRetrievalTestResultSchema = z.object({
  chunks: z.array(ZRetrievedChunkSchema),
  doc_aggs: z.array(z.object({ doc_id: z.string(), doc_name: z.string(), count: z.number().int() })),
  /** Chunks over the threshold in all (the pages of `chunks`). */
  total: z.number().int(),
});
export type TRetrievalTestResult = z.infer<typeof ZRetrievalTestResultSchema>;

/** A document's knowledge graph: entities (nodes) and their relations (edges), by the chat model. @public */
export const ZKnowledgeGraphSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      description: z.string(),
      /** How central the entity is (e.g. PageRank), for the graph's layout. */
      weight: z.number(),
    }),
  ),
  edges: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      description: z.string(),
      weight: z.number(),
    }),
  ),
});
export type TKnowledgeGraph = z.infer<typeof ZKnowledgeGraphSchema>;

/** Why a document has no knowledge graph (`KB_STATUS_MESSAGES` keys). @public */
export const KNOWLEDGE_GRAPH_REASONS = ['graph_no_chat_model', 'graph_not_enabled', 'graph_not_built'] as const;

/**
 * The `chunk` area: a document's chunks (list, edit, switch off, delete), the retrieval test and
 * the knowledge graph. Writing a chunk embeds it again with its knowledge base's model.
 * @public
 */
export const chunkRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/chunk/list',
    summary:
      'A document’s chunks in document order, a page at a time (`size`); `keywords` filters by text, `available_int` by state',
    access: 'user',
    input: z.object({
      doc_id: ZDocIdSchema,
      page: z.coerce.number().int().min(1).default(1),
      size: z.coerce.number().int().min(1).max(KB_LIMITS.pageSize).default(30),
      keywords: z.string().trim().max(KB_LIMITS.keywordsChars).optional(),
      available_int: z.coerce.number().pipe(ZAvailableSchema).optional(),
    }),
    output: z.object({ total: z.number().int(), chunks: z.array(ZChunkSchema), doc: ZKbDocumentSchema }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/chunk/create',
    summary: 'Add a chunk to a document (embedded with the knowledge base’s model); it comes last',
    access: 'user',
    input: z.object({
      doc_id: ZDocIdSchema,
      content_with_weight: ZChunkContentSchema,
      important_kwd: ZKeywordsSchema.default([]),
      question_kwd: ZQuestionsSchema.default([]),
    }),
    output: ZChunkSchema,
  }),
  set: defineRoute({
    method: 'POST',
    path: '/v1/chunk/set',
    summary: 'Change a chunk’s text, keywords, questions or state (its text is embedded again)',
    access: 'user',
    input: z.object({
      doc_id: ZDocIdSchema,
      chunk_id: ZChunkIdSchema,
      content_with_weight: ZChunkContentSchema,
      important_kwd: ZKeywordsSchema.optional(),
      question_kwd: ZQuestionsSchema.optional(),
      available_int: ZAvailableSchema.optional(),
    }),
    output: ZChunkSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/chunk/get',
    summary: 'One chunk',
    access: 'user',
    input: z.object({ chunk_id: ZChunkIdSchema }),
    output: ZChunkSchema,
  }),
  switch: defineRoute({
    method: 'POST',
    path: '/v1/chunk/switch',
    summary: 'Switch chunks of a document on (1, retrieved) or off (0)',
    access: 'user',
    input: z.object({ doc_id: ZDocIdSchema, chunk_ids: ZChunkIdsSchema, available_int: ZAvailableSchema }),
    output: ZOkSchema,
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/chunk/rm',
    summary: 'Delete chunks of a document',
    access: 'user',
    input: z.object({ doc_id: ZDocIdSchema, chunk_ids: ZChunkIdsSchema }),
    output: ZOkSchema,
  }),
  retrieval_test: defineRoute({
    method: 'POST',
    path: '/v1/chunk/retrieval_test',
    summary:
      'Search knowledge bases with a question as chat does (hybrid keyword and vector), with each chunk’s scores and highlighted terms, and chunks per document',
    access: 'user',
    input: ZRetrievalTestRequestSchema,
    output: ZRetrievalTestResultSchema,
  }),
  knowledge_graph: defineRoute({
    method: 'GET',
    path: '/v1/chunk/knowledge_graph',
    summary:
      'A document’s knowledge graph, or null with the reason (no chat model, not enabled, not built yet) in the reader’s language',
    access: 'user',
    input: z.object({ doc_id: ZDocIdSchema }),
    output: z.object({
      graph: ZKnowledgeGraphSchema.nullable(),
      reason: z.object({ code: z.enum(KNOWLEDGE_GRAPH_REASONS), message: z.string() }).nullable(),
    }),
  }),
};
