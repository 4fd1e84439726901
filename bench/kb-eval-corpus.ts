import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { embeddingText } from '../apps/server/src/knowledge/embedding-text.js';
import { documentCoverTitle, documentIdentity } from '../apps/server/src/knowledge/search/document-identity.js';
import { BUILTIN_EMBEDDING } from '../packages/contract/src/index.js';
import { readDocumentPages } from '../packages/extraction/src/index.js';
import { createLlmClient, type TLlmConnection } from '../packages/llm/src/index.js';
import { chunkDocument, type TChunkDraft } from '../packages/retrieval/src/index.js';

/** The real documents of the evaluation, read in place. */
export const DOCUMENTS_DIR = new URL('../../shared/data/documents/', import.meta.url).pathname;
/**
 * A model of the model layer named by `<PREFIX>_FACTORY` (a factory's name: `OpenAI`,
 * `OpenAI-API-Compatible`, `Ollama`…), `<PREFIX>_MODEL`, `<PREFIX>_BASE_URL` and `<PREFIX>_API_KEY`,
 * or undefined when the factory is not set. The evaluation measures the built-in model unless told
 * otherwise; a developer with a provider measures theirs with the same questions.
 */
export function modelFromEnv(prefix: string, modelType: TLlmConnection['modelType']): TLlmConnection | undefined {
  const factory = process.env[`${prefix}_FACTORY`];
  if (!factory) return undefined;
  const model = process.env[`${prefix}_MODEL`];
  if (!model) throw new Error(`${prefix}_MODEL names the ${factory} model to use`);
  return {
    factory,
    model,
    modelType,
    baseUrl: process.env[`${prefix}_BASE_URL`],
    apiKey: process.env[`${prefix}_API_KEY`],
  };
}

/** The model chunks and questions are embedded with: `KB_EVAL_EMBEDDING_*`, else the built-in one. */
export const EVAL_EMBEDDING: TLlmConnection = modelFromEnv('KB_EVAL_EMBEDDING', 'embedding') ?? {
  factory: BUILTIN_EMBEDDING.factory,
  model: BUILTIN_EMBEDDING.model,
  modelType: 'embedding',
};

/** Whether the evaluation measures the built-in model (the figures `npm run bench` prints). */
export const IS_BUILTIN_EVAL_EMBEDDING = EVAL_EMBEDDING.factory === BUILTIN_EMBEDDING.factory;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Embeddings computed once are kept here, by the SHA-256 of their text: reruns embed only what
 * changed. Each model other than the built-in one has a folder of its own.
 */
const CACHE_DIR = join(
  tmpdir(),
  `intrinsic-bench-kb-eval-embeddings-${IS_BUILTIN_EVAL_EMBEDDING ? 'v1' : sha256(`${EVAL_EMBEDDING.factory}\n${EVAL_EMBEDDING.model}\n${EVAL_EMBEDDING.baseUrl ?? ''}`).slice(0, 16)}`,
);

/** A document as the parse job leaves it: its identity (name, cover title), its chunks (naive, 512 tokens) and their embeddings. */
export type TEvalDocument = {
  path: string;
  identity: string;
  pageCount: number;
  drafts: TChunkDraft[];
  embeddings: number[][];
};

/** Reads, chunks (the naive method with RAGFlow's defaults) and embeds one document, as the kb_parse job does. */
export async function parseEvalDocument(path: string): Promise<TEvalDocument> {
  const bytes = readFileSync(join(DOCUMENTS_DIR, path));
  const pages = await readDocumentPages(bytes);
  const drafts = chunkDocument(pages, 'naive', { chunk_token_num: 512 });
  const identity = documentIdentity(basename(path), documentCoverTitle(pages));
  // The identity is indexed with each chunk, not embedded with it, as the parse job does.
  const embeddings = await cachedEmbeddings(drafts.map((draft) => embeddingText(draft.content, draft.headings)));
  return { path, identity, pageCount: pages.pages.length, drafts, embeddings };
}

const embedder = createLlmClient(EVAL_EMBEDDING);

/** The evaluation model's embeddings of `texts`, from the cache where it has them. */
export async function cachedEmbeddings(texts: readonly string[]): Promise<number[][]> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const keys = texts.map(sha256);
  const result: (number[] | undefined)[] = keys.map((key) => {
    const file = join(CACHE_DIR, `${key}.f32`);
    if (!existsSync(file)) return undefined;
    const bytes = readFileSync(file);
    return [...new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)];
  });
  const missing = result.flatMap((embedding, i) => (embedding ? [] : [i]));
  for (let start = 0; start < missing.length; start += 32) {
    const batch = missing.slice(start, start + 32);
    const { embeddings } = await embedder.embed(batch.map((i) => texts[i]!));
    batch.forEach((i, k) => {
      const embedding = embeddings[k]!;
      result[i] = embedding;
      writeFileSync(join(CACHE_DIR, `${keys[i]}.f32`), Buffer.from(new Float32Array(embedding).buffer));
    });
  }
  return result as number[][];
}
