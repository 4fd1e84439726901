import type { TKbStatusMessageKey, TParserConfig } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import { AppError } from '../app-error.js';
import { defaultClientFor } from '../llm/llm-service.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/** Whether a document gets a knowledge graph: the knowledge-graph method, or GraphRAG turned on. */
export function wantsGraph(parserId: string, config: TParserConfig): boolean {
  return parserId === 'knowledge_graph' || config.graphrag.use_graphrag;
}

/** The user's chat model, or null when none is set up (RAPTOR and the knowledge graph then say so). */
export async function chatModelOrNull(deps: KnowledgeDeps, ownerId: string): Promise<TLlmClient | null> {
  try {
    return await defaultClientFor(deps.llm, ownerId, 'chat');
  } catch (error) {
    if (error instanceof AppError && error.code === 'LLM_NOT_CONFIGURED') return null;
    throw error;
  }
}

/**
 * The steps after a document's chunks are stored: RAPTOR summaries (`raptor.use_raptor`) and the
 * knowledge graph (`wantsGraph`), both by the user's chat model. This is the hook where they run;
 * this build has neither yet, so a document that asks for one gets a note saying why it has none
 * (no chat model, or not built by this version) — never a made-up summary or graph. Returns the
 * notes for the document's progress message.
 */
export async function runEnrichments(
  deps: KnowledgeDeps,
  job: { ownerId: string; documentId: string; parserId: string; config: TParserConfig; signal: AbortSignal },
): Promise<TKbStatusMessageKey[]> {
  const isRaptor = job.config.raptor.use_raptor;
  const isGraph = wantsGraph(job.parserId, job.config);
  if (!isRaptor && !isGraph) return [];
  const chat = await chatModelOrNull(deps, job.ownerId);
  const notes: TKbStatusMessageKey[] = [];
  if (isRaptor) notes.push(chat ? 'raptor_not_available' : 'raptor_no_chat_model');
  if (isGraph) notes.push(chat ? 'graph_not_available' : 'graph_no_chat_model');
  return notes;
}
