import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BUILTIN_EMBEDDING } from '../packages/contract/src/index.js';
import { closeBuiltinEmbeddings, createLlmClient, loadBuiltinEmbeddings } from '../packages/llm/src/index.js';

/** A real 10-K, read in place: its words make the chunks. `EMBEDDING_BENCH_HTML` points elsewhere. */
const FILING = resolve(
  process.env.EMBEDDING_BENCH_HTML ??
    new URL('../../shared/data/documents/10k_html/aapl-10-k-2024-11-01.html', import.meta.url).pathname,
);
const CHUNK_WORDS = 190;
const CHUNKS = 48;
const BATCH = 16;

/** The filing's visible words, in order (tags, scripts, styles and entities dropped). */
function filingWords(path: string): string[] {
  const html = readFileSync(path, 'utf8');
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#?\w+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The built-in embedding model (Universal Sentence Encoder lite in its worker thread): the time to
 * start the worker and load the model, the process's memory before and after, and the time per
 * 190-word chunk of a real 10-K, one chunk per request and in batches of 16.
 */
export async function benchEmbeddings(): Promise<void> {
  const words = filingWords(FILING);
  const chunks = Array.from({ length: CHUNKS }, (_, i) =>
    words.slice((i + 10) * CHUNK_WORDS, (i + 11) * CHUNK_WORDS).join(' '),
  ).filter((chunk) => chunk.split(' ').length === CHUNK_WORDS);
  const before = process.memoryUsage();
  // How long the main thread (the server's) is held up while the worker loads and embeds.
  const loadDelay = monitorEventLoopDelay({ resolution: 5 });
  loadDelay.enable();
  const startedAt = performance.now();
  const loadMs = await loadBuiltinEmbeddings();
  const readyMs = performance.now() - startedAt;
  loadDelay.disable();
  const loaded = process.memoryUsage();

  const client = createLlmClient({
    factory: BUILTIN_EMBEDDING.factory,
    model: BUILTIN_EMBEDDING.model,
    modelType: 'embedding',
  });
  // The first run compiles the graph's kernels, in each worker: a request of 16 texts is split
  // between two, and a worker first used by the timed batches would count its own start in them.
  await client.embed(chunks.slice(0, BATCH));
  const single: number[] = [];
  for (const chunk of chunks) {
    const at = performance.now();
    await client.embed([chunk]);
    single.push(performance.now() - at);
  }
  let batchedMs = 0;
  for (let i = 0; i < chunks.length; i += BATCH) {
    const at = performance.now();
    await client.embed(chunks.slice(i, i + BATCH));
    batchedMs += performance.now() - at;
  }
  const after = process.memoryUsage();

  // The largest request allowed: as many 150-word pieces as fit in `maxChars`.
  const largest: string[] = [];
  let chars = 0;
  for (let i = 0; largest.length < BUILTIN_EMBEDDING.maxTexts; i += 1) {
    const piece = words.slice(i * 150, (i + 1) * 150).join(' ');
    if (!piece || chars + piece.length > BUILTIN_EMBEDDING.maxChars) break;
    largest.push(piece);
    chars += piece.length;
  }
  const largestDelay = monitorEventLoopDelay({ resolution: 5 });
  largestDelay.enable();
  const largestAt = performance.now();
  const largestResult = await client.embed(largest);
  const largestMs = performance.now() - largestAt;
  largestDelay.disable();
  const afterLargest = process.memoryUsage();
  await closeBuiltinEmbeddings();

  single.sort((a, b) => a - b);
  const median = single[Math.floor(single.length / 2)] ?? 0;
  const p95 = single[Math.floor(single.length * 0.95)] ?? 0;
  console.info(`built-in embedding model (${BUILTIN_EMBEDDING.model}, ${BUILTIN_EMBEDDING.dimensions} dims)`);
  console.info(
    `  load: ${readyMs.toFixed(0)} ms to start the worker and load (${loadMs.toFixed(0)} ms loading in the worker); the main thread's longest stall meanwhile ${(loadDelay.max / 1e6).toFixed(0)} ms`,
  );
  console.info(
    `  memory (process RSS): ${mb(before.rss)} before, ${mb(loaded.rss)} loaded (+${mb(loaded.rss - before.rss)}), ${mb(after.rss)} after ${chunks.length * 2 + BATCH} chunks`,
  );
  console.info(
    `  the largest request (${largest.length} texts, ${chars} characters, ${largestResult.usage.inputTokens} word pieces): ${largestMs.toFixed(0)} ms, the main thread's longest stall ${(largestDelay.max / 1e6).toFixed(0)} ms, process RSS then ${mb(afterLargest.rss)}`,
  );
  console.info(
    `  per ${CHUNK_WORDS}-word chunk of ${FILING.split('/').at(-1)}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms one per request; ${(batchedMs / chunks.length).toFixed(0)} ms each in batches of ${BATCH}`,
  );
}
