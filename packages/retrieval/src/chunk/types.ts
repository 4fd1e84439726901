/**
 * What chunking produces and the part of a knowledge base's `parser_config` it reads. Field names are
 * RAGFlow's (snake_case), so the contract's validated config passes straight in.
 */

/** RAGFlow's chunk methods (`parser_id`). @public */
export const CHUNK_METHODS = [
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
export type TChunkMethod = (typeof CHUNK_METHODS)[number];

/** One chunk, before it is embedded and stored. @public */
export type TChunkDraft = {
  /** What is embedded, searched and shown; a table is Markdown (or HTML), header rows kept. */
  content: string;
  /** `summary` = a RAPTOR summary. */
  contentType: 'text' | 'table' | 'image' | 'summary';
  /** 1-based pages of the source the chunk covers. */
  pageFrom: number;
  pageTo: number;
  /** The section path above the chunk (book/laws/manual/paper), may be []. */
  headings: string[];
  /** cl100k tokens of `content`. */
  tokenCount: number;
  /** qa method: the question of a Q&A pair. */
  questions?: string[];
};

/**
 * The `parser_config` fields chunking reads (the contract validates them; other fields pass through
 * unread). Missing fields take RAGFlow's defaults.
 * @public
 */
export type TChunkConfig = {
  /** Token budget of one chunk (1–2048, default 512). */
  chunk_token_num?: number;
  /** Characters that end a piece of text; a backtick-quoted string (`` `##` ``) is one multi-character delimiter. */
  delimiter?: string;
  /** Share of a chunk's budget repeated from the end of the previous chunk (0–90, default 0). */
  overlapped_percent?: number;
  /** Tables of spreadsheets (xlsx, xls, csv) stay HTML tables instead of Markdown. */
  html4excel?: boolean;
  /** 1-based inclusive page ranges to chunk; all pages when absent or empty. */
  pages?: ReadonlyArray<readonly [number, number]>;
};

/** RAGFlow's defaults. @public */
export const DEFAULT_CHUNK_TOKEN_NUM = 512;
/** @public */
export const DEFAULT_DELIMITER = '\n!?。；！？';
