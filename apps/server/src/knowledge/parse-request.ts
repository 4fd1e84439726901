import type { TParserConfig, TParserId } from '@app/contract';
import type { TChunkDraft } from '@app/retrieval';

/** What the main thread asks a parse worker: read a file's pages and cut them into chunks. */
export type TParseRequest = { kind: 'parse'; bytes: Uint8Array; parserId: TParserId; parserConfig: TParserConfig };

/** A parse worker's answer: the pages read and the chunk drafts, in reading order. */
export type TParsedChunks = { pageCount: number; drafts: TChunkDraft[] };
