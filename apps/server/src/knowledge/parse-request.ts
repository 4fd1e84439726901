import type { TParserConfig, TParserId } from '@app/contract';
import type { TChunkDraft, TClusterOptions } from '@app/retrieval';

/**
 * What the main thread asks a parse worker: read a file's pages and cut them into chunks, or
 * cluster one RAPTOR layer's embeddings (seconds of arithmetic for a thousand chunks).
 */
export type TParseRequest =
  | { kind: 'parse'; bytes: Uint8Array; parserId: TParserId; parserConfig: TParserConfig }
  | { kind: 'raptor_cluster'; embeddings: number[][]; options: TClusterOptions };

/**
 * A parse worker's answer: the pages read, the chunk drafts in reading order, a picture of the
 * first page (a PNG data URL) where the kind allows one (a PDF, with `pdftoppm` installed), and
 * what the document says it is (`documentCoverTitle`), null when it says nothing.
 */
export type TParsedChunks = {
  pageCount: number;
  drafts: TChunkDraft[];
  thumbnail: string | null;
  coverTitle: string | null;
};
