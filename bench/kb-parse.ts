import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPgliteDatabase } from '../apps/server/src/db/client.pglite.js';
import { kbDocuments, knowledgeBases, users } from '../apps/server/src/db/schema.js';
import { embeddingBatches, embeddingText } from '../apps/server/src/knowledge/embedding-text.js';
import { insertChunks } from '../apps/server/src/knowledge/search/chunk-store.js';
import { BUILTIN_EMBEDDING } from '../packages/contract/src/index.js';
import { readDocumentPages } from '../packages/extraction/src/index.js';
import { closeBuiltinEmbeddings, createLlmClient, loadBuiltinEmbeddings } from '../packages/llm/src/index.js';
import { chunkDocument } from '../packages/retrieval/src/index.js';
import { DOCUMENTS_DIR } from './kb-eval-corpus.js';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A real 10-K as a PDF, read in place. `KB_PARSE_BENCH_PDF` (a path under shared/data/documents) points elsewhere. */
const PDF = process.env.KB_PARSE_BENCH_PDF ?? 'eval/adbe-10-k-2025-01-13.pdf';

/**
 * A 10-K PDF through the knowledge-base parse as the kb_parse job runs it: pages read
 * (readDocumentPages), naive chunks of 512 tokens, embeddings by the built-in model in the job's
 * batches, then the chunks stored in PGlite (insertChunks, HNSW index). Seconds per step, pages per
 * second and the process's peak memory. The built-in model is loaded before the clock starts (a
 * server loads it once).
 */
export async function benchKbParse(): Promise<void> {
  const bytes = readFileSync(join(DOCUMENTS_DIR, PDF));
  await loadBuiltinEmbeddings();
  const embedder = createLlmClient({
    factory: BUILTIN_EMBEDDING.factory,
    model: BUILTIN_EMBEDDING.model,
    modelType: 'embedding',
  });
  // Warm-up of every worker (a request of 16 texts is split between two): each loads its copy of the
  // model and compiles the graph on its first run, as a server's workers have long before a parse.
  await embedder.embed(Array.from({ length: 16 }, (_, i) => `warm-up ${i}: the first run compiles the graph`));
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const startedAt = performance.now();
    const pages = await readDocumentPages(bytes);
    const readAt = performance.now();
    const drafts = chunkDocument(pages, 'naive', { chunk_token_num: 512 });
    const chunkedAt = performance.now();
    const embeddings: number[][] = [];
    for (const batch of embeddingBatches(drafts, (draft) => embeddingText(draft.content, draft.headings))) {
      const result = await embedder.embed(batch.map((draft) => embeddingText(draft.content, draft.headings)));
      embeddings.push(...result.embeddings);
    }
    const embeddedAt = performance.now();
    const parsePeakRss = peakRss;
    const database = await openPgliteDatabase(undefined);
    let storeSeconds = 0;
    try {
      await database.migrate();
      const [user] = await database.db.insert(users).values({ isTemp: true }).returning({ id: users.id });
      const [kb] = await database.db
        .insert(knowledgeBases)
        .values({
          ownerId: user!.id,
          name: 'bench',
          language: 'English',
          embdId: 'builtin',
          parserId: 'naive',
          parserConfig: {},
        })
        .returning({ id: knowledgeBases.id });
      const [document] = await database.db
        .insert(kbDocuments)
        .values({ kbId: kb!.id, ownerId: user!.id, name: PDF, kind: 'pdf', parserId: 'naive', parserConfig: {} })
        .returning({ id: kbDocuments.id });
      const storeAt = performance.now();
      await insertChunks(
        database,
        drafts.map((draft, position) => ({
          kbId: kb!.id,
          documentId: document!.id,
          position,
          content: draft.content,
          contentType: draft.contentType,
          pageFrom: draft.pageFrom,
          pageTo: draft.pageTo,
          headings: draft.headings,
          tokenCount: draft.tokenCount,
          keywords: [],
          questions: [],
          embedding: embeddings[position] ?? null,
        })),
      );
      storeSeconds = (performance.now() - storeAt) / 1000;
    } finally {
      await database.close();
    }
    const seconds = (at: number, from: number) => (at - from) / 1000;
    const total = seconds(embeddedAt, startedAt);
    const tokens = drafts.reduce((sum, draft) => sum + draft.tokenCount, 0);
    console.info(
      `knowledge-base parse (issue 16): ${PDF}, ${pages.pages.length} pages, ${drafts.length} chunks (${tokens.toLocaleString('en-US')} tokens)`,
    );
    console.info(
      `  read ${seconds(readAt, startedAt).toFixed(1)} s, chunk ${seconds(chunkedAt, readAt).toFixed(1)} s, embed ${seconds(embeddedAt, chunkedAt).toFixed(1)} s (built-in model) → ${total.toFixed(1)} s, ${(pages.pages.length / total).toFixed(1)} pages/s (goal: < 10 s on 2 cores); then stored in PGlite in ${storeSeconds.toFixed(1)} s; peak RSS ${mb(parsePeakRss)} while parsing and embedding (${mb(baseRss)} before, model loaded), ${mb(peakRss)} with PGlite`,
    );
  } finally {
    clearInterval(sampler);
    await closeBuiltinEmbeddings();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchKbParse();
