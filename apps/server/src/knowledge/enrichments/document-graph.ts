import type { TKnowledgeGraph as TStoredGraph } from '@app/contract';
import type { TLlmClient } from '@app/llm';
import { extractKnowledgeGraph, graphPassages, type TKnowledgeGraph, topOfGraph } from '@app/retrieval';
import { kbGraphs } from '../../db/schema.js';
import { chunkRow } from '../chunk-row.js';
import { insertChunks } from '../search/chunk-store.js';
import type { TStatusNote, TStoredStatus } from '../status-message.js';
import { chatText } from './chat-text.js';
import { documentChunks } from './document-chunks.js';
import { embedTexts } from './embed-texts.js';
import type { TEnrichmentDeps, TEnrichmentJob, TEnrichmentResult } from './enrichment-job.js';

/**
 * Bounds of one document's graph: the chunks read (one or two chat calls each — at ~5 s a call and
 * three at once, 256 chunks take minutes), the answer's length, and the nodes kept (the heaviest:
 * what a graph view can draw; the stored graph stays well under a few megabytes).
 */
export const GRAPH_LIMITS = { chunks: 256, concurrency: 3, maxOutputTokens: 4096, nodes: 2_000 } as const;

/**
 * The document's knowledge graph: each chunk (in reading order, up to the limit) sent to the chat
 * model with the extraction prompt of the configured method and entity types, the answers parsed
 * and merged, and the graph stored for `chunk/knowledge_graph` (replacing an earlier one) and as
 * `graph` chunks from `firstPosition` on (`graphPassages`: one per entity, embedded by the knowledge
 * base's model), so that search and chat find what the graph says.
 */
export async function buildDocumentGraph(
  deps: TEnrichmentDeps,
  job: TEnrichmentJob,
  chat: TLlmClient,
  firstPosition: number,
): Promise<TEnrichmentResult> {
  const db = deps.database.db;
  const chunks = await documentChunks(db, job.documentId, GRAPH_LIMITS.chunks);
  const notes: TStatusNote[] = [];
  if (job.storedChunks > chunks.length)
    notes.push({ key: 'graph_chunks_limited', params: { used: chunks.length, total: job.storedChunks } });
  // Reports one after another, so a later count is never overwritten by an earlier one.
  let reporting = job.report({ key: 'graph_extracting', params: { done: 0, total: chunks.length } }, 0);
  const report = (status: TStoredStatus, fraction: number) => {
    reporting = reporting.then(() => job.report(status, fraction));
    // A failed report (the run was cancelled) aborts the job's signal; the next chat call stops on it.
    reporting.catch(() => {});
  };
  const { graph } = await extractKnowledgeGraph(
    chunks.map((chunk) => chunk.content),
    (messages) => chatText(chat, messages, { maxOutputTokens: GRAPH_LIMITS.maxOutputTokens, signal: job.signal }),
    {
      entityTypes: job.config.graphrag.entity_types,
      method: job.config.graphrag.method,
      concurrency: GRAPH_LIMITS.concurrency,
      signal: job.signal,
      onChunk: (done, total) => report({ key: 'graph_extracting', params: { done, total } }, done / total),
    },
  );
  await reporting;
  const kept = topOfGraph(graph, GRAPH_LIMITS.nodes);
  const stored = storedGraph(kept);
  await db
    .insert(kbGraphs)
    .values({ documentId: job.documentId, kbId: job.kbId, graph: stored })
    .onConflictDoUpdate({ target: kbGraphs.documentId, set: { kbId: job.kbId, graph: stored } });
  const passages = graphPassages(kept);
  const embeddings = await embedTexts(
    job.embedding,
    passages.map((passage) => passage.content),
    job.signal,
  );
  if (passages.length > 0) {
    await insertChunks(
      deps.database,
      passages.map((passage, index) =>
        chunkRow(job.kbId, job.documentId, firstPosition + index, passage, embeddings[index] ?? null),
      ),
    );
  }
  notes.push({ key: 'graph_done', params: { entities: kept.nodes.length, relations: kept.edges.length } });
  return { chunks: passages.length, tokens: passages.reduce((sum, passage) => sum + passage.tokenCount, 0), notes };
}

/** The graph as the contract shows it: a node's id is its name as most often written. */
function storedGraph(graph: TKnowledgeGraph): TStoredGraph {
  return {
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      name: node.id,
      type: node.type,
      description: node.description,
      weight: node.weight,
    })),
    edges: graph.edges,
  };
}
