import { DEFAULT_RAPTOR_PROMPT, type TParserConfig } from '@app/contract';
import { LlmError, type TLlmClient } from '@app/llm';
import { buildRaptorSummaries, normalizeVector, type TRaptorConfig } from '@app/retrieval';
import { chunkRow } from '../chunk-row.js';
import { insertChunks } from '../search/chunk-store.js';
import type { TStatusNote } from '../status-message.js';
import { chatText } from './chat-text.js';
import { documentChunks } from './document-chunks.js';
import { embedTexts } from './embed-texts.js';
import type { TEnrichmentDeps, TEnrichmentJob, TEnrichmentResult } from './enrichment-job.js';

/**
 * Bounds of one document's RAPTOR: the chunks clustered (a 10-K cuts into ~400 at the default size;
 * clustering 1,000 takes seconds in a parse worker) and the chat model's calls, one per summary
 * (a tree over 1,000 chunks usually needs a few dozen; a model slow at 10 s a call then takes minutes).
 */
export const RAPTOR_LIMITS = { chunks: 1_000, summaries: 300, concurrency: 3 } as const;

/**
 * RAPTOR over the document's stored chunks (their stored embeddings): each layer clustered in a
 * parse worker, each cluster summarised by the chat model with the user's prompt, the summaries
 * embedded by the knowledge base's model and stored as `summary` chunks from `firstPosition` on. The progress message follows the layers; the final notes say what was added and what a
 * limit cut.
 */
export async function addRaptorSummaries(
  deps: TEnrichmentDeps,
  job: TEnrichmentJob,
  chat: TLlmClient,
  firstPosition: number,
): Promise<TEnrichmentResult> {
  const chunks = await documentChunks(deps.database.db, job.documentId, RAPTOR_LIMITS.chunks);
  const notes: TStatusNote[] = [];
  if (job.storedChunks > chunks.length)
    notes.push({ key: 'raptor_chunks_limited', params: { used: chunks.length, total: job.storedChunks } });
  if (chunks.length < 2) return { chunks: 0, tokens: 0, notes: [...notes, 'raptor_too_few_chunks'] };

  const signal = job.signal;
  let layer = { number: 0, clusters: 0, summarised: 0 };
  const summaries = await buildRaptorSummaries(
    chunks.map(({ content, pageFrom, pageTo, embedding }) => ({
      content,
      pageFrom,
      pageTo,
      ...(embedding && embedding.length > 0 ? { embedding } : {}),
    })),
    raptorConfigOf(job.config.raptor),
    {
      // Normalised as the stored chunks are, so that every layer clusters unit vectors.
      embed: async (texts) => (await embedTexts(job.embedding, texts, signal)).map(normalizeVector),
      summarize: async (prompt, _texts, maxTokens) => {
        const answer = await chatText(chat, [{ role: 'user', content: prompt }], {
          maxOutputTokens: maxTokens,
          signal,
        });
        if (withoutThinking(answer) === '')
          throw new LlmError('LLM_BAD_RESPONSE', { provider: chat.connection.factory });
        layer.summarised++;
        await job.report({
          key: 'raptor_summarising',
          params: { layer: layer.number, done: layer.summarised, total: layer.clusters },
        });
        return answer;
      },
      onLayer: ({ layer: number, clusters }) => {
        layer = { number, clusters, summarised: 0 };
      },
      signal,
    },
    {
      concurrency: RAPTOR_LIMITS.concurrency,
      maxSummaries: RAPTOR_LIMITS.summaries,
      cluster: async (embeddings, options) => {
        await job.report({ key: 'raptor_clustering', params: { layer: layer.number + 1, nodes: embeddings.length } });
        return deps.work.clusterEmbeddings(embeddings, options, { signal });
      },
    },
  );

  if (summaries.length > 0) {
    await insertChunks(
      deps.database,
      summaries.map(({ draft, embedding }, index) =>
        chunkRow(job.kbId, job.documentId, firstPosition + index, draft, embedding),
      ),
    );
  }
  const layers = Math.max(0, ...summaries.map((summary) => summary.layer));
  notes.push({ key: 'raptor_done', params: { summaries: summaries.length, layers } });
  // A whole tree ends in one root; a budget that stopped it leaves a wider top layer (or none).
  const isWhole = summaries.filter((summary) => summary.layer === layers).length === 1;
  if (!isWhole) notes.push({ key: 'raptor_summaries_limited', params: { limit: RAPTOR_LIMITS.summaries } });
  return {
    chunks: summaries.length,
    tokens: summaries.reduce((sum, summary) => sum + summary.draft.tokenCount, 0),
    notes,
  };
}

/** The stored RAPTOR settings; the contract requires every field when RAPTOR is on, RAGFlow's defaults otherwise. */
function raptorConfigOf(raptor: TParserConfig['raptor']): TRaptorConfig {
  return {
    prompt: raptor.prompt ?? DEFAULT_RAPTOR_PROMPT,
    max_token: raptor.max_token ?? 256,
    threshold: raptor.threshold ?? 0.1,
    max_cluster: raptor.max_cluster ?? 64,
    random_seed: raptor.random_seed ?? 0,
  };
}

/** A reasoning model's answer without its thinking (which RAPTOR drops too). */
function withoutThinking(answer: string): string {
  const end = answer.lastIndexOf('</think>');
  return (end >= 0 ? answer.slice(end + '</think>'.length) : answer).trim();
}
