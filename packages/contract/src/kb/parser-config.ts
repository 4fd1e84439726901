import { z } from 'zod';

/**
 * The chunk methods (`parser_id`), RAGFlow's names: `naive` is "General". Each is a pure function
 * of `@app/retrieval` over a document's pages.
 * @public
 */
export const PARSER_IDS = [
  'naive',
  'book',
  'laws',
  'manual',
  'paper',
  'presentation',
  'qa',
  'resume',
  'table',
  'picture',
  'one',
  'knowledge_graph',
] as const;
/** @public */
export type TParserId = (typeof PARSER_IDS)[number];

/** The bounds of a parser configuration (each has its catalogue message). @public */
export const PARSER_CONFIG_LIMITS = {
  chunkTokenNum: { min: 1, max: 2048, default: 512 },
  delimiterChars: 64,
  overlappedPercent: { min: 0, max: 90 },
  pageRanges: 64,
  /** The largest page number a range may name (a "to the end" range uses it). */
  maxPage: 100_000,
  autoKeywords: { min: 0, max: 30 },
  autoQuestions: { min: 0, max: 10 },
  raptorPromptChars: 4_000,
  raptorMaxToken: { min: 1, max: 2048 },
  raptorMaxCluster: { min: 1, max: 1024 },
  entityTypes: 32,
  entityTypeChars: 64,
} as const;

/** RAGFlow's default delimiters: newline and sentence ends, Latin and CJK. @public */
export const DEFAULT_DELIMITER = '\n!?。；！？';

/** RAGFlow's RAPTOR summary prompt; `{cluster_content}` is replaced by the chunks of one cluster. @public */
export const DEFAULT_RAPTOR_PROMPT =
  'Please summarize the following paragraphs. Be careful with the numbers, do not make things up. Paragraphs as following:\n      {cluster_content}\nThe above is the content you need to summarize.';

/** RAGFlow's default entity types of the knowledge-graph method. @public */
export const DEFAULT_ENTITY_TYPES = ['organization', 'person', 'geo', 'event', 'category'] as const;

const int = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ error: message }).min(range.min, { error: message }).max(range.max, {
    error: message,
  });

const ZPageNumberSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(PARSER_CONFIG_LIMITS.maxPage, { error: message });

/**
 * One page range `[from, to]`, 1-based, both required and `to > from`. A form's half-filled range
 * (`[3]`, `[3, null]`) gets the message of the missing end, not a shape error.
 */
const ZPageRangeSchema = z.preprocess(
  (value) => (Array.isArray(value) && value.length < 2 ? [value[0], value[1]] : value),
  z.tuple([ZPageNumberSchema('kb_page_from_required'), ZPageNumberSchema('kb_page_to_required')]),
);

/**
 * Page ranges, in order: each ends after it starts, and starts after the previous one ends.
 * @public
 */
export const ZPageRangesSchema = z
  .array(ZPageRangeSchema)
  .max(PARSER_CONFIG_LIMITS.pageRanges, { error: 'kb_page_ranges_too_many' })
  .superRefine((ranges, context) => {
    ranges.forEach(([from, to], index) => {
      if (to <= from) context.addIssue({ code: 'custom', message: 'kb_page_to_after_from', path: [index, 1] });
      const previous = ranges[index - 1];
      if (previous && from <= previous[1])
        context.addIssue({ code: 'custom', message: 'kb_page_from_after_previous', path: [index, 0] });
    });
  });

const RAPTOR_FIELDS = ['prompt', 'max_token', 'threshold', 'max_cluster', 'random_seed'] as const;

/**
 * RAPTOR: recursive summaries of clustered chunks, by the chat model. Every field is required when
 * `use_raptor` is on (a form may leave them out while it is off).
 * @public
 */
export const ZRaptorConfigSchema = z
  .object({
    use_raptor: z.boolean().default(false),
    prompt: z
      .string()
      .trim()
      .min(1, { error: 'kb_raptor_field_required' })
      .max(PARSER_CONFIG_LIMITS.raptorPromptChars, { error: 'kb_raptor_prompt_too_long' })
      .optional(),
    max_token: int(PARSER_CONFIG_LIMITS.raptorMaxToken, 'kb_raptor_max_token_range').optional(),
    threshold: z
      .number({ error: 'kb_raptor_threshold_range' })
      .min(0, { error: 'kb_raptor_threshold_range' })
      .max(1, { error: 'kb_raptor_threshold_range' })
      .optional(),
    max_cluster: int(PARSER_CONFIG_LIMITS.raptorMaxCluster, 'kb_raptor_max_cluster_range').optional(),
    random_seed: z
      .number({ error: 'kb_raptor_random_seed_range' })
      .int({ error: 'kb_raptor_random_seed_range' })
      .min(0, { error: 'kb_raptor_random_seed_range' })
      .max(2 ** 31 - 1, { error: 'kb_raptor_random_seed_range' })
      .optional(),
  })
  .superRefine((raptor, context) => {
    if (!raptor.use_raptor) return;
    for (const field of RAPTOR_FIELDS) {
      if (raptor[field] === undefined)
        context.addIssue({ code: 'custom', message: 'kb_raptor_field_required', path: [field] });
    }
  });
/** @public */
export type TRaptorConfig = z.output<typeof ZRaptorConfigSchema>;

/** The knowledge-graph settings: entities of these types and their relations, by the chat model. @public */
export const ZGraphragConfigSchema = z.object({
  use_graphrag: z.boolean().default(false),
  entity_types: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'kb_entity_types_invalid' })
        .max(PARSER_CONFIG_LIMITS.entityTypeChars, { error: 'kb_entity_types_invalid' }),
    )
    .max(PARSER_CONFIG_LIMITS.entityTypes, { error: 'kb_entity_types_invalid' })
    .default([...DEFAULT_ENTITY_TYPES]),
  /** `light`: one extraction pass; `general`: extraction with gleaning passes (RAGFlow's two methods). */
  method: z.enum(['light', 'general']).default('light'),
});
/** @public */
export type TGraphragConfig = z.output<typeof ZGraphragConfigSchema>;

/**
 * How a document is chunked (RAGFlow's `parser_config`); every field has a default, so `{}` is the
 * General method's defaults. A knowledge base's config is the default of its new documents; a
 * document's own config (`document/change_parser`) wins.
 * @public
 */
export const ZParserConfigSchema = z.object({
  /** Tokens (cl100k) a chunk grows to before a new one starts. */
  chunk_token_num: int(PARSER_CONFIG_LIMITS.chunkTokenNum, 'kb_chunk_token_num_range').default(
    PARSER_CONFIG_LIMITS.chunkTokenNum.default,
  ),
  /** Characters text is split at (each one a delimiter; RAGFlow also takes `` `multi-char` `` in backticks). */
  delimiter: z
    .string({ error: 'kb_delimiter_invalid' })
    .min(1, { error: 'kb_delimiter_invalid' })
    .max(PARSER_CONFIG_LIMITS.delimiterChars, { error: 'kb_delimiter_invalid' })
    .default(DEFAULT_DELIMITER),
  /** Percent of a chunk repeated at the start of the next one. */
  overlapped_percent: int(PARSER_CONFIG_LIMITS.overlappedPercent, 'kb_overlapped_percent_range').default(0),
  /** Read a PDF's layout (columns, tables) rather than its plain text order. */
  layout_recognize: z.boolean().default(true),
  /** A spreadsheet's sheets as HTML tables rather than one row per line. */
  html4excel: z.boolean().default(false),
  /** The pages to read, as 1-based `[from, to]` ranges; left out: every page. */
  pages: ZPageRangesSchema.optional(),
  /** Keywords the chat model adds to each chunk (0: none). */
  auto_keywords: int(PARSER_CONFIG_LIMITS.autoKeywords, 'kb_auto_keywords_range').default(0),
  /** Questions the chat model adds to each chunk (0: none). */
  auto_questions: int(PARSER_CONFIG_LIMITS.autoQuestions, 'kb_auto_questions_range').default(0),
  raptor: ZRaptorConfigSchema.default({ use_raptor: false }),
  graphrag: ZGraphragConfigSchema.default({
    use_graphrag: false,
    entity_types: [...DEFAULT_ENTITY_TYPES],
    method: 'light',
  }),
});
/** The config as stored and used (defaults filled). @public */
export type TParserConfig = z.output<typeof ZParserConfigSchema>;
/** The config as a client may send it (any field may be left out). @public */
export type TParserConfigInput = z.input<typeof ZParserConfigSchema>;

/** The chunk-method enum with its catalogue message. @public */
export const ZParserIdSchema = z.enum(PARSER_IDS, { error: 'kb_parser_id_invalid' });

/** The General method's defaults, as stored for a knowledge base created without a config. @public */
export function defaultParserConfig(): TParserConfig {
  return ZParserConfigSchema.parse({});
}
