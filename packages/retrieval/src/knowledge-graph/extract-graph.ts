/**
 * A document's knowledge graph from its chunks: each chunk is sent to the chat model (injected) with the
 * extraction prompt, `general` asking again for what was missed, and the answers are parsed and merged.
 */
import { buildExtractionMessages, GLEANING_REQUEST, type TChatMessage } from './extraction-prompt.js';
import { mergeGraph } from './merge-graph.js';
import { parseExtraction } from './parse-extraction.js';
import type { TGraphExtraction, TGraphMethod, TKnowledgeGraph } from './types.js';

/** @public */
export type TGraphExtractionOptions = {
  entityTypes?: readonly string[];
  method?: TGraphMethod;
  /** `general` only: follow-up requests for missed records (RAGFlow: up to 2); stops early when one adds nothing. */
  gleanings?: number;
  /** Chunks sent at once. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Called after each chunk (for the document's progress). */
  onChunk?: (done: number, total: number) => void;
};

/** The chat model: the conversation so far → its answer. @public */
export type TGraphChat = (messages: TChatMessage[]) => Promise<string>;

/**
 * The merged graph of `chunks` and what each chunk gave.
 * @throws whatever `chat` throws, or the abort reason of `signal`.
 * @public
 */
export async function extractKnowledgeGraph(
  chunks: readonly string[],
  chat: TGraphChat,
  options: TGraphExtractionOptions = {},
): Promise<{ graph: TKnowledgeGraph; extractions: TGraphExtraction[] }> {
  const extractions = new Array<TGraphExtraction>(chunks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      options.signal?.throwIfAborted();
      extractions[index] = await extractChunk(chunks[index]!, chat, options);
      options.onChunk?.(++done, chunks.length);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, chunks.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { graph: mergeGraph(extractions), extractions };
}

async function extractChunk(
  text: string,
  chat: TGraphChat,
  options: TGraphExtractionOptions,
): Promise<TGraphExtraction> {
  const messages = buildExtractionMessages(text, options);
  let answer = await chat(messages);
  const result = parseExtraction(answer, options.entityTypes);
  const rounds = options.method === 'light' ? 0 : Math.max(0, Math.min(options.gleanings ?? 1, 4));
  for (let round = 0; round < rounds; round++) {
    options.signal?.throwIfAborted();
    messages.push({ role: 'assistant', content: answer }, { role: 'user', content: GLEANING_REQUEST });
    answer = await chat(messages);
    const more = parseExtraction(answer, options.entityTypes);
    if (more.entities.length === 0 && more.relations.length === 0) break;
    result.entities.push(...more.entities);
    result.relations.push(...more.relations);
  }
  return result;
}
