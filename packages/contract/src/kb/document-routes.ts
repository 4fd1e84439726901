import { z } from 'zod';
import { defineRoute } from '../route.js';
import { KB_LIMITS, KB_RUN, queryList, ZKbIdSchema, ZListQueryShape, ZOkSchema } from './kb-routes.js';
import { ZParserConfigSchema, ZParserIdSchema } from './parser-config.js';

export const ZDocIdSchema = z.uuid();

/** A non-empty list of document ids ("select a document first"). */
export const ZDocIdsSchema = z
  .array(ZDocIdSchema)
  .min(1, { error: 'document_select_first' })
  .max(KB_LIMITS.idsPerRequest);

const ZDocumentNameSchema = z
  .string({ error: 'document_name_required' })
  .trim()
  .min(1, { error: 'document_name_required' })
  .max(KB_LIMITS.documentNameChars, { error: 'document_name_too_long' });

const ZRunSchema = z.union([
  z.literal(KB_RUN.UNSTART),
  z.literal(KB_RUN.RUNNING),
  z.literal(KB_RUN.CANCEL),
  z.literal(KB_RUN.DONE),
  z.literal(KB_RUN.FAIL),
]);

/** The kinds of file a knowledge base reads, and `virtual` for a document created empty. @public */
export const KB_DOCUMENT_KINDS = ['pdf', 'xlsx', 'xls', 'csv', 'docx', 'html', 'text', 'markdown', 'virtual'] as const;

/**
 * A document of a knowledge base and its last parse. `run`: 0 not started, 1 running, 2 cancelled,
 * 3 done, 4 failed (with `error`). `progress` 0–1 and `progress_msg` (in the reader's language) tell
 * how far a parse is; `process_duration` is its seconds so far or in all.
 * @public
 */
export const ZKbDocumentSchema = z.object({
  id: z.string(),
  kb_id: z.string(),
  name: z.string(),
  kind: z.enum(KB_DOCUMENT_KINDS),
  size: z.number().int(),
  page_count: z.number().int().nullable(),
  /** Where its bytes came from: uploaded here, linked from the file manager, fetched from the web, or none. */
  source_type: z.enum(['knowledgebase', 'local', 'web', 'virtual']),
  source_url: z.string().nullable(),
  parser_id: ZParserIdSchema,
  parser_config: ZParserConfigSchema,
  /** `change_status`: 1 enabled, 0 disabled (its chunks are not retrieved). */
  status: z.union([z.literal(0), z.literal(1)]),
  run: ZRunSchema,
  progress: z.number(),
  progress_msg: z.string(),
  process_begin_at: z.string().nullable(),
  process_duration: z.number(),
  chunk_num: z.number().int(),
  token_num: z.number().int(),
  /** Why the last parse failed (run 4): a catalogue code and its message. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TKbDocument = z.infer<typeof ZKbDocumentSchema>;

/** One file of an upload: its document, or why it was refused (each file is kept or refused on its own). @public */
export const ZKbUploadResultSchema = z.object({
  documents: z.array(
    z.object({
      file_name: z.string(),
      document: ZKbDocumentSchema.nullable(),
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});
export type TKbUploadResult = z.infer<typeof ZKbUploadResultSchema>;

/** The form field of an upload's files. @public */
export const KB_UPLOAD_FILE_FIELD = 'file';

const upload = {
  field: KB_UPLOAD_FILE_FIELD,
  maxFiles: KB_LIMITS.uploadFiles,
  maxFileBytes: KB_LIMITS.uploadFileBytes,
} as const;

/** `document/rm`: one document (`doc_id`) or several (`doc_ids`), at least one. @public */
export const ZRemoveDocumentsRequestSchema = z
  .object({ doc_id: ZDocIdSchema.optional(), doc_ids: z.array(ZDocIdSchema).max(KB_LIMITS.idsPerRequest).optional() })
  .transform(({ doc_id, doc_ids }) => ({ doc_ids: [...new Set([...(doc_id ? [doc_id] : []), ...(doc_ids ?? [])])] }))
  .refine((input) => input.doc_ids.length > 0, { error: 'document_select_first', path: ['doc_ids'] });

/** `document/web_crawl`: the page at `url` fetched by the server and added as an HTML document named `name`. @public */
export const ZWebCrawlRequestSchema = z.object({
  kb_id: ZKbIdSchema,
  name: ZDocumentNameSchema,
  url: z
    .string({ error: 'document_url_invalid' })
    .trim()
    .max(KB_LIMITS.urlChars, { error: 'document_url_invalid' })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
      },
      { error: 'document_url_invalid' },
    ),
});

/**
 * The `document` area: the documents of a knowledge base, their files and their parses (`run`). Ids
 * of documents of another user are answered `NOT_FOUND`, like unknown ones.
 * @public
 */
export const documentRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/document/list',
    summary:
      'A knowledge base’s documents, a page at a time; `keywords` filters by name, `run` by parse state (repeated or comma-separated)',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({
      kb_id: ZKbIdSchema,
      ...ZListQueryShape,
      run: queryList(z.coerce.number().pipe(ZRunSchema)).optional(),
    }),
    output: z.object({ docs: z.array(ZKbDocumentSchema), total: z.number().int() }),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/v1/document/upload',
    summary:
      'Upload files to a knowledge base (multipart: `kb_id` first, then one `file` part per file, 10 MB each, 128 at most); each is checked by its content and kept (stored in the file manager’s .knowledgebase folder) or refused on its own',
    access: 'user',
    upload,
    input: z.object({ kb_id: ZKbIdSchema }),
    output: ZKbUploadResultSchema,
  }),
  upload_and_parse: defineRoute({
    method: 'POST',
    path: '/v1/document/upload_and_parse',
    summary: 'Upload files as `document/upload` does, and start parsing every file kept',
    access: 'user',
    upload,
    input: z.object({ kb_id: ZKbIdSchema }),
    output: ZKbUploadResultSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/document/create',
    summary: 'Create an empty document (no file) whose chunks the user writes (`chunk/create`)',
    access: 'user',
    input: z.object({ kb_id: ZKbIdSchema, name: ZDocumentNameSchema }),
    output: ZKbDocumentSchema,
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/v1/document/rename',
    summary:
      'Rename a document (unique in its knowledge base: KB_DOCUMENT_NAME_TAKEN; a file keeps its extension: KB_DOCUMENT_EXTENSION_CHANGED)',
    access: 'user',
    input: z.object({ doc_id: ZDocIdSchema, name: ZDocumentNameSchema }),
    output: ZKbDocumentSchema,
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/document/rm',
    summary:
      'Delete documents with their chunks (a running parse is cancelled; a file uploaded to the knowledge base is deleted, a linked one stays)',
    access: 'user',
    input: ZRemoveDocumentsRequestSchema,
    output: ZOkSchema,
  }),
  change_status: defineRoute({
    method: 'POST',
    path: '/v1/document/change_status',
    summary: 'Enable (1) or disable (0) documents: a disabled document’s chunks are not retrieved',
    access: 'user',
    input: z.object({ doc_ids: ZDocIdsSchema, status: z.union([z.literal(0), z.literal(1)]) }),
    output: z.array(ZKbDocumentSchema),
  }),
  change_parser: defineRoute({
    method: 'POST',
    path: '/v1/document/change_parser',
    summary:
      'Set a document’s chunk method and settings; its chunks are deleted and it must be parsed again (refused while parsing: KB_DOCUMENT_BUSY)',
    access: 'user',
    input: z.object({
      doc_id: ZDocIdSchema,
      parser_id: ZParserIdSchema,
      parser_config: ZParserConfigSchema.optional(),
    }),
    output: ZKbDocumentSchema,
  }),
  run: defineRoute({
    method: 'POST',
    path: '/v1/document/run',
    summary:
      'Start (run 1) or cancel (run 2) parsing documents. A parse replaces the document’s chunks (the old ones are deleted once the file is read and cut; a cancel keeps the chunks stored so far); `delete` removes them at once',
    access: 'user',
    input: z.object({
      doc_ids: ZDocIdsSchema,
      run: z.union([z.literal(KB_RUN.RUNNING), z.literal(KB_RUN.CANCEL)]),
      delete: z.boolean().default(false),
    }),
    output: z.array(ZKbDocumentSchema),
  }),
  thumbnails: defineRoute({
    method: 'GET',
    path: '/v1/document/thumbnails',
    summary:
      'A picture of each document’s first page as a PNG data URL (at most 160 px wide), drawn when a PDF is parsed; null for other kinds, a PDF not parsed yet, or a server without pdftoppm (the screen shows the kind’s icon)',
    access: 'user',
    input: z.object({ doc_ids: queryList(ZDocIdSchema).pipe(ZDocIdsSchema) }),
    output: z.record(z.string(), z.string().nullable()),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/document/get',
    summary:
      'A document’s file as stored, with its own content type (a document created empty has none: KB_DOCUMENT_NO_FILE)',
    access: 'user',
    input: z.object({ doc_id: ZDocIdSchema }),
    output: z.object({}),
    file: { contentType: 'application/octet-stream' },
  }),
  infos: defineRoute({
    method: 'POST',
    path: '/v1/document/infos',
    summary: 'Several documents by id (the ones the user owns), e.g. to poll parses in progress',
    access: 'user',
    input: z.object({ doc_ids: ZDocIdsSchema }),
    output: z.array(ZKbDocumentSchema),
  }),
  web_crawl: defineRoute({
    method: 'POST',
    path: '/v1/document/web_crawl',
    summary:
      'Fetch a public web page (http or https, 10 MB at most, 5 redirects, 20 s) and add it to a knowledge base as an HTML document; private network addresses are refused (KB_WEB_ADDRESS_FORBIDDEN)',
    access: 'user',
    // The fetch may take its whole 20 s, then the page is inspected and stored.
    clientTimeoutMs: 60_000,
    input: ZWebCrawlRequestSchema,
    output: ZKbDocumentSchema,
  }),
  extract_statements: defineRoute({
    method: 'POST',
    path: '/v1/document/extract_statements',
    summary:
      'Financial statement extraction: copy a document’s file into the private-company statements flow and start its extraction; poll financial_tasks/status with the task id',
    access: 'user',
    input: z.object({ doc_id: ZDocIdSchema }),
    output: z.object({ financial_document_id: z.string(), task_id: z.string() }),
  }),
};
