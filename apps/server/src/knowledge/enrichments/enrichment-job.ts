import type { TParserConfig, TParserId } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import type { TStatusNote, TStoredStatus } from '../status-message.js';

/** One document's enrichment run, as the parse job hands it over once the chunks are stored. */
export type TEnrichmentJob = {
  ownerId: string;
  kbId: string;
  documentId: string;
  parserId: TParserId;
  config: TParserConfig;
  /** The knowledge base's embedding model (RAPTOR's summaries are embedded like the chunks). */
  embedding: TLlmClient;
  /** Chunks the chunk method stored. */
  storedChunks: number;
  /** The document's progress message; `fraction` (0–1) of the enrichments done, when known. */
  report(status: TStoredStatus, fraction?: number): Promise<void>;
  signal: AbortSignal;
};

/** What an enrichment added: chunks (counted in the document's totals) and sentences for the final message. */
export type TEnrichmentResult = { chunks: number; tokens: number; notes: TStatusNote[] };

export type TEnrichmentDeps = Pick<KnowledgeDeps, 'database' | 'work'>;
