import type { TParserConfig } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import { AppError } from '../app-error.js';
import { defaultClientFor } from '../llm/llm-service.js';
import { buildDocumentGraph } from './enrichments/document-graph.js';
import type { TEnrichmentDeps, TEnrichmentJob, TEnrichmentResult } from './enrichments/enrichment-job.js';
import { addRaptorSummaries } from './enrichments/raptor-summaries.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

export type { TEnrichmentJob, TEnrichmentResult } from './enrichments/enrichment-job.js';

/** Whether a document gets a knowledge graph: the knowledge-graph method, or GraphRAG turned on. */
export function wantsGraph(parserId: string, config: TParserConfig): boolean {
  return parserId === 'knowledge_graph' || config.graphrag.use_graphrag;
}

/** The user's chat model, or null when none is set up (RAPTOR and the knowledge graph then say so). */
export async function chatModelOrNull(deps: Pick<KnowledgeDeps, 'llm'>, ownerId: string): Promise<TLlmClient | null> {
  try {
    return await defaultClientFor(deps.llm, ownerId, 'chat');
  } catch (error) {
    if (error instanceof AppError && error.code === 'LLM_NOT_CONFIGURED') return null;
    throw error;
  }
}

/**
 * The steps after a document's chunks are stored, both by the user's chat model: RAPTOR summaries
 * (`raptor.use_raptor`), stored as chunks, then the knowledge graph (`wantsGraph`), stored for the
 * graph view and as passages (one chunk per entity). Without a chat model a document that asks for either gets a note saying so — never a
 * made-up summary or graph. A chat model's failure ends the parse with its `LlmError` (the document
 * fails with that code and can be parsed again). Returns the chunks added and the notes for the
 * document's final message.
 */
export async function runEnrichments(
  deps: TEnrichmentDeps & Pick<KnowledgeDeps, 'llm'>,
  job: TEnrichmentJob,
): Promise<TEnrichmentResult> {
  const isRaptor = job.config.raptor.use_raptor;
  const isGraph = wantsGraph(job.parserId, job.config);
  const result: TEnrichmentResult = { chunks: 0, tokens: 0, notes: [] };
  if (!isRaptor && !isGraph) return result;
  const chat = await chatModelOrNull(deps, job.ownerId);
  if (!chat) {
    if (isRaptor) result.notes.push('raptor_no_chat_model');
    if (isGraph) result.notes.push('graph_no_chat_model');
    return result;
  }
  const steps = [isRaptor && addRaptorSummaries, isGraph && buildDocumentGraph].filter((step) => step !== false);
  for (const step of steps) {
    job.signal.throwIfAborted();
    // Each step's chunks go after the document's and an earlier step's.
    const added = await step(deps, job, chat, job.storedChunks + result.chunks);
    result.chunks += added.chunks;
    result.tokens += added.tokens;
    result.notes.push(...added.notes);
  }
  return result;
}
