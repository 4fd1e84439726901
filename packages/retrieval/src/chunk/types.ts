/**
 * What chunking produces and the part of a knowledge base's `parser_config` it reads. Field names are
 * RAGFlow's (snake_case), so the contract's validated config passes straight in.
 */
import type { TParserConfig, TParserId } from '@app/contract/parser-config';

/** RAGFlow's chunk methods (`parser_id`), as the contract lists them. @public */
export type TChunkMethod = TParserId;

/** One chunk, before it is embedded and stored. @public */
export type TChunkDraft = {
  /** What is embedded, searched and shown; a table is Markdown (or HTML), header rows kept. */
  content: string;
  /** `summary` = a RAPTOR summary; `graph` = an entity of the knowledge graph and its relations. */
  contentType: 'text' | 'table' | 'image' | 'summary' | 'graph';
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
 * The `parser_config` fields chunking reads (the contract validates them and documents each; other
 * fields pass through unread). Missing fields take the contract's defaults.
 * @public
 */
export type TChunkConfig = Partial<
  Pick<TParserConfig, 'chunk_token_num' | 'delimiter' | 'overlapped_percent' | 'html4excel' | 'pages'>
>;
