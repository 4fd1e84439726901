import { z } from 'zod';
import { ZLanguageSchema } from '../languages.js';
import { parseLlmModelId } from '../llm/factories.js';
import { defineRoute } from '../route.js';
import { ZParserConfigSchema, ZParserIdSchema } from './parser-config.js';

/** Every size a user controls in the knowledge-base areas is bounded here. @public */
export const KB_LIMITS = {
  knowledgeBasesPerUser: 200,
  documentsPerKb: 10_000,
  nameChars: 128,
  descriptionChars: 2_000,
  /** The picture's bytes (decoded from its data URL). */
  avatarBytes: 256 * 1024,
  /** Characters of a search box (`keywords` of the lists). */
  keywordsChars: 128,
  pageSize: 100,
  /** Ids one request may name (`doc_ids`, `chunk_ids`). */
  idsPerRequest: 1_000,
  documentNameChars: 255,
  uploadFileBytes: 10 * 1024 * 1024,
  uploadFiles: 128,
  urlChars: 2_048,
  chunkContentChars: 65_536,
  keywordsPerChunk: 32,
  keywordChars: 64,
  questionsPerChunk: 16,
  questionChars: 512,
  retrievalQuestionChars: 2_000,
  /** Knowledge bases one retrieval test searches together. */
  retrievalKbs: 20,
  topK: 2_048,
} as const;

/** The run states of a document's parse (RAGFlow's codes). @public */
export const KB_RUN = { UNSTART: 0, RUNNING: 1, CANCEL: 2, DONE: 3, FAIL: 4 } as const;
/** @public */
export type TKbRun = (typeof KB_RUN)[keyof typeof KB_RUN];

export const ZKbIdSchema = z.uuid();
export const ZOkSchema = z.object({ ok: z.literal(true) });

/** A query-string boolean: `true`/`1` or `false`/`0` (a bare `z.coerce.boolean` reads "false" as true). */
export const ZQueryBooleanSchema = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

/** A list in a query string: repeated (`?a=1&a=2`) or comma-separated (`?a=1,2`). */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (typeof value === 'string') return value === '' ? [] : value.split(',');
    return value;
  }, z.array(item));
}

/** Paging and order of a list, RAGFlow's names: `orderby` `create_time` or `update_time`, newest first unless `desc` is false. */
export const ZListQueryShape = {
  keywords: z.string().trim().max(KB_LIMITS.keywordsChars).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(KB_LIMITS.pageSize).default(30),
  orderby: z.enum(['create_time', 'update_time']).default('create_time'),
  desc: ZQueryBooleanSchema.default(true),
};

const ZKbNameSchema = z
  .string({ error: 'kb_name_required' })
  .trim()
  .min(1, { error: 'kb_name_required' })
  .max(KB_LIMITS.nameChars, { error: 'kb_name_too_long' });

/** A picture as a `data:` URL of a PNG, JPEG, GIF or WebP image of at most `KB_LIMITS.avatarBytes`. @public */
export function isAvatarDataUrl(value: string): boolean {
  const match = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match?.[2]) return false;
  const base64 = match[2];
  const bytes = (base64.length * 3) / 4 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  return bytes <= KB_LIMITS.avatarBytes;
}

const ZAvatarSchema = z
  .string()
  .max(Math.ceil((KB_LIMITS.avatarBytes * 4) / 3) + 64, { error: 'kb_avatar_invalid' })
  .refine(isAvatarDataUrl, { error: 'kb_avatar_invalid' });

const ZEmbeddingIdSchema = z
  .string({ error: 'kb_embd_id_invalid' })
  .trim()
  .max(200, { error: 'kb_embd_id_invalid' })
  .refine((id) => parseLlmModelId(id) !== null, { error: 'kb_embd_id_invalid' });

const ZUnitIntervalSchema = (message: string) =>
  z.number({ error: message }).min(0, { error: message }).max(1, { error: message });

/** Similarity threshold and vector weight of retrieval (RAGFlow's defaults 0.2 and 0.3). @public */
export const ZSimilarityThresholdSchema = ZUnitIntervalSchema('kb_similarity_threshold_range');
export const ZVectorSimilarityWeightSchema = ZUnitIntervalSchema('kb_vector_similarity_weight_range');

/** Only the user (`me`) or the user's team (`team`) sees a knowledge base. @public */
export const KB_PERMISSIONS = ['me', 'team'] as const;

const kbFields = {
  description: z.string().trim().max(KB_LIMITS.descriptionChars, { error: 'kb_description_too_long' }),
  avatar: ZAvatarSchema.nullable(),
  language: ZLanguageSchema,
  permission: z.enum(KB_PERMISSIONS),
  /** `name@factory` of one of the user's embedding models (the built-in one included). */
  embd_id: ZEmbeddingIdSchema,
  parser_id: ZParserIdSchema,
  parser_config: ZParserConfigSchema,
  similarity_threshold: ZSimilarityThresholdSchema,
  vector_similarity_weight: ZVectorSimilarityWeightSchema,
};

/**
 * `kb/create`. Left out: no description or picture, the user's language, only me, the user's
 * default embedding model (the built-in one when none is chosen), General with its defaults,
 * threshold 0.2, vector weight 0.3.
 * @public
 */
export const ZCreateKbRequestSchema = z.object({
  name: ZKbNameSchema,
  description: kbFields.description.optional(),
  avatar: kbFields.avatar.optional(),
  language: kbFields.language.optional(),
  permission: kbFields.permission.default('me'),
  embd_id: kbFields.embd_id.optional(),
  parser_id: kbFields.parser_id.default('naive'),
  parser_config: kbFields.parser_config.optional(),
  similarity_threshold: kbFields.similarity_threshold.default(0.2),
  vector_similarity_weight: kbFields.vector_similarity_weight.default(0.3),
});
export type TCreateKbRequest = z.input<typeof ZCreateKbRequestSchema>;

const UPDATE_FIELDS = ['name', ...Object.keys(kbFields)] as const;

/**
 * `kb/update`: the fields given change (at least one). `parser_config` replaces the whole config
 * (fields left out take their defaults) and is the default of documents added from now on.
 * `embd_id` cannot change once the knowledge base has chunks (`KB_EMBEDDING_LOCKED`).
 * @public
 */
export const ZUpdateKbRequestSchema = z
  .object({
    kb_id: ZKbIdSchema,
    name: ZKbNameSchema.optional(),
    description: kbFields.description.optional(),
    avatar: kbFields.avatar.optional(),
    language: kbFields.language.optional(),
    permission: kbFields.permission.optional(),
    embd_id: kbFields.embd_id.optional(),
    parser_id: kbFields.parser_id.optional(),
    parser_config: kbFields.parser_config.optional(),
    similarity_threshold: kbFields.similarity_threshold.optional(),
    vector_similarity_weight: kbFields.vector_similarity_weight.optional(),
  })
  .refine((input) => UPDATE_FIELDS.some((key) => input[key as keyof typeof input] !== undefined), {
    error: 'nothing_to_change',
  });
export type TUpdateKbRequest = z.input<typeof ZUpdateKbRequestSchema>;

/** A knowledge base with its counts (documents, chunks and their tokens). @public */
export const ZKnowledgeBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  description: z.string(),
  language: ZLanguageSchema,
  permission: z.enum(KB_PERMISSIONS),
  embd_id: z.string(),
  parser_id: ZParserIdSchema,
  parser_config: ZParserConfigSchema,
  similarity_threshold: z.number(),
  vector_similarity_weight: z.number(),
  doc_num: z.number().int(),
  chunk_num: z.number().int(),
  token_num: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TKnowledgeBase = z.infer<typeof ZKnowledgeBaseSchema>;

/** A knowledge base as a picker (chat, retrieval) lists it. @public */
export const ZKbChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  embd_id: z.string(),
  doc_num: z.number().int(),
  /** Documents whose parse is done (run 3): the ones retrieval finds anything in. */
  parsed_doc_num: z.number().int(),
  chunk_num: z.number().int(),
});
export type TKbChoice = z.infer<typeof ZKbChoiceSchema>;

/**
 * The `kb` area: a user's knowledge bases. Every knowledge base belongs to the user who created it;
 * another user's id is answered `NOT_FOUND`, exactly like an unknown one.
 * @public
 */
export const kbRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/v1/kb/create',
    summary: 'Create a knowledge base (name unique per user: KB_NAME_TAKEN; at most 200: KB_TOO_MANY)',
    access: 'user',
    input: ZCreateKbRequestSchema,
    output: ZKnowledgeBaseSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/v1/kb/update',
    summary:
      'Change a knowledge base’s name, picture, description, language, permission, embedding model (only while it has no chunks), chunk method or retrieval settings',
    access: 'user',
    input: ZUpdateKbRequestSchema,
    output: ZKnowledgeBaseSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/v1/kb/detail',
    summary: 'One knowledge base with its settings and counts',
    access: 'user',
    input: z.object({ kb_id: ZKbIdSchema }),
    output: ZKnowledgeBaseSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/kb/list',
    summary: 'The user’s knowledge bases, a page at a time; `keywords` filters by name',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object(ZListQueryShape),
    output: z.object({ kbs: z.array(ZKnowledgeBaseSchema), total: z.number().int() }),
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/kb/rm',
    summary:
      'Delete a knowledge base with its documents, chunks and graphs (parses are cancelled; files uploaded to it are deleted, files linked from the file manager stay)',
    access: 'user',
    input: z.object({ kb_id: ZKbIdSchema }),
    output: ZOkSchema,
  }),
  one: defineRoute({
    method: 'GET',
    path: '/v1/kb/one',
    summary:
      'Every knowledge base of the user in short (id, name, picture, embedding model, documents, parsed documents, chunks), by name, without paging: what a knowledge-base picker lists',
    access: 'user',
    input: z.object({}),
    output: z.array(ZKbChoiceSchema),
  }),
};
