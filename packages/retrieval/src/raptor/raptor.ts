/**
 * RAPTOR (recursive abstractive processing for tree-organised retrieval), as RAGFlow runs it
 * (`rag/raptor.py`): the chunks are clustered by their embeddings, each cluster is summarised by the chat
 * model with the user's prompt, the summaries are embedded and clustered again, layer after layer,
 * until one node is left. The summaries become chunks of their own (`summary`), spanning their members'
 * pages. Pure: the model calls are injected, and the same inputs and seed give the same clusters.
 */
import type { TChunkDraft } from '../chunk/types.js';
import { countTokens, truncateToTokens } from '../tokens.js';
import { clusterEmbeddings, type TClusterOptions } from './cluster.js';

/** RAGFlow's `raptor` parser-config fields (all required when `use_raptor`). @public */
export type TRaptorConfig = {
  /** The summarising prompt; `{cluster_content}` is replaced by the cluster's texts. */
  prompt: string;
  /** Most tokens of one summary. */
  max_token: number;
  /** Probability above which a chunk also joins a cluster other than its most probable one (0–1). */
  threshold: number;
  /** Most clusters in one layer. */
  max_cluster: number;
  random_seed: number;
};

/** A chunk RAPTOR starts from; its embedding when the caller has it already. @public */
export type TRaptorSource = Pick<TChunkDraft, 'content' | 'pageFrom' | 'pageTo'> & { embedding?: number[] };

/** @public */
export type TRaptorCallbacks = {
  /** One vector per text, in order (the knowledge base's embedding model). */
  embed: (texts: string[]) => Promise<number[][]>;
  /**
   * The chat model's summary. `prompt` is the user's prompt with `{cluster_content}` filled in; `texts`
   * are the cluster's texts as put in it; the answer should stay within `maxTokens`.
   */
  summarize: (prompt: string, texts: string[], maxTokens: number) => Promise<string>;
  /** Called as each layer is clustered (for the document's progress message). */
  onLayer?: (layer: { layer: number; nodes: number; clusters: number }) => void;
  signal?: AbortSignal;
};

/** @public */
export type TRaptorOptions = {
  /** The chat model's context in tokens: the cluster's texts are cut to share what the summary leaves. */
  contextTokens?: number;
  /** Summaries requested at once. */
  concurrency?: number;
  /** A bound on layers, however the clusters fall (each layer has fewer nodes than the one below). */
  maxLayers?: number;
  /**
   * Where clustering runs: {@link clusterEmbeddings} in this thread by default; a server passes one that
   * runs it in a worker (about 3 s for 1,000 chunks of 512 dimensions on one core).
   */
  cluster?: (embeddings: number[][], options: TClusterOptions) => Promise<number[][]>;
  /**
   * The most summaries (chat model calls) in all: a layer whose clusters would pass it is not summarised,
   * and the summaries of the layers below are returned (a tree without its top).
   */
  maxSummaries?: number;
};

/** A summary chunk, its embedding (already computed for clustering) and its layer (1 = over the chunks). @public */
export type TRaptorSummary = { draft: TChunkDraft; embedding: number[]; layer: number };

type TNode = { content: string; pageFrom: number; pageTo: number; embedding: number[] };

/**
 * The summary chunks of `chunks`, lowest layer first.
 * @throws {Error} when the model gives an empty summary, the embedding callback a wrong number of
 * vectors, or `signal` aborts.
 * @public
 */
export async function buildRaptorSummaries(
  chunks: readonly TRaptorSource[],
  config: TRaptorConfig,
  callbacks: TRaptorCallbacks,
  options: TRaptorOptions = {},
): Promise<TRaptorSummary[]> {
  const sources = chunks.filter((chunk) => chunk.content.trim() !== '');
  if (sources.length <= 1) return [];
  let layer = await embedMissing(sources, callbacks);
  const summaries: TRaptorSummary[] = [];
  const maxLayers = options.maxLayers ?? 16;
  for (let depth = 1; layer.length > 1 && depth <= maxLayers; depth++) {
    callbacks.signal?.throwIfAborted();
    const clusterOptions = { maxClusters: config.max_cluster, threshold: config.threshold, seed: config.random_seed };
    const embeddings = layer.map((node) => node.embedding);
    const clusters = options.cluster
      ? await options.cluster(embeddings, clusterOptions)
      : clusterEmbeddings(embeddings, clusterOptions);
    callbacks.onLayer?.({ layer: depth, nodes: layer.length, clusters: clusters.length });
    // Each layer must shrink (an injected clusterer could break that and loop for ever).
    const isValid =
      clusters.length > 0 &&
      clusters.length < layer.length &&
      clusters.every(
        (indices) => indices.length > 0 && indices.every((i) => Number.isInteger(i) && i >= 0 && i < layer.length),
      );
    if (!isValid) throw new Error('RAPTOR: clustering gave no smaller layer');
    if (summaries.length + clusters.length > (options.maxSummaries ?? Number.POSITIVE_INFINITY)) break;
    const members = clusters.map((indices) => indices.map((i) => layer[i]!));
    const contents = await mapLimited(members, options.concurrency ?? 4, (nodes) =>
      summarise(nodes, config, callbacks, options.contextTokens ?? 8192),
    );
    callbacks.signal?.throwIfAborted();
    const summaryEmbeddings = await embedChecked(contents, callbacks);
    layer = members.map((nodes, c) => ({
      content: contents[c]!,
      pageFrom: Math.min(...nodes.map((node) => node.pageFrom)),
      pageTo: Math.max(...nodes.map((node) => node.pageTo)),
      embedding: summaryEmbeddings[c]!,
    }));
    for (const node of layer) {
      summaries.push({
        draft: {
          content: node.content,
          contentType: 'summary',
          pageFrom: node.pageFrom,
          pageTo: node.pageTo,
          headings: [],
          tokenCount: countTokens(node.content),
        },
        embedding: node.embedding,
        layer: depth,
      });
    }
  }
  return summaries;
}

async function summarise(
  nodes: readonly TNode[],
  config: TRaptorConfig,
  callbacks: TRaptorCallbacks,
  contextTokens: number,
): Promise<string> {
  callbacks.signal?.throwIfAborted();
  const template = config.prompt.includes('{cluster_content}') ? config.prompt : `${config.prompt}\n{cluster_content}`;
  // As RAGFlow does: each text gets an equal share of what the prompt and the answer leave of the context.
  const room = contextTokens - config.max_token - countTokens(template);
  const perText = Math.max(1, Math.floor(room / nodes.length));
  const texts = nodes.map((node) => truncateToTokens(node.content, perText));
  const content = texts.join('\n');
  // A function replacement: text such as "$'" in a filing must not be read as a replacement pattern.
  const prompt = template.replaceAll('{cluster_content}', () => content);
  const answer = cleanAnswer(await callbacks.summarize(prompt, texts, config.max_token));
  if (answer === '') throw new Error('RAPTOR: the chat model returned an empty summary');
  return answer;
}

/** Reasoning models put their thinking before `</think>`: only what follows is the summary. */
function cleanAnswer(answer: string): string {
  const end = answer.lastIndexOf('</think>');
  return (end >= 0 ? answer.slice(end + '</think>'.length) : answer).trim();
}

async function embedMissing(sources: readonly TRaptorSource[], callbacks: TRaptorCallbacks): Promise<TNode[]> {
  const missing = sources.flatMap((source, i) => (source.embedding?.length ? [] : [i]));
  const vectors =
    missing.length > 0
      ? await embedChecked(
          missing.map((i) => sources[i]!.content),
          callbacks,
        )
      : [];
  const byIndex = new Map(missing.map((index, j) => [index, vectors[j]!]));
  return sources.map((source, i) => ({
    content: source.content,
    pageFrom: source.pageFrom,
    pageTo: source.pageTo,
    embedding: source.embedding?.length ? source.embedding : byIndex.get(i)!,
  }));
}

async function embedChecked(texts: string[], callbacks: TRaptorCallbacks): Promise<number[][]> {
  const vectors = await callbacks.embed(texts);
  if (vectors.length !== texts.length || vectors.some((vector) => vector.length === 0)) {
    throw new Error(`RAPTOR: the embedding model gave ${vectors.length} vectors for ${texts.length} texts`);
  }
  return vectors;
}

/** `work` over `items` with at most `limit` at once; results in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
