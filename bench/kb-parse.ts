import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPgliteDatabase } from '../apps/server/src/db/client.pglite.js';
import type { Database } from '../apps/server/src/db/database.js';
import { kbDocuments, knowledgeBases, users } from '../apps/server/src/db/schema.js';
import { chunkRow } from '../apps/server/src/knowledge/chunk-row.js';
import { embeddingBatches, embeddingText, embedWhileStoring } from '../apps/server/src/knowledge/embedding-text.js';
import { insertChunks } from '../apps/server/src/knowledge/search/chunk-store.js';
import { BUILTIN_EMBEDDING } from '../packages/contract/src/index.js';
import { readDocumentPages } from '../packages/extraction/src/index.js';
import {
  closeBuiltinEmbeddings,
  createLlmClient,
  loadBuiltinEmbeddings,
  type TLlmClient,
} from '../packages/llm/src/index.js';
import { chunkDocument } from '../packages/retrieval/src/index.js';
import { DOCUMENTS_DIR } from './kb-eval-corpus.js';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Real 10-K PDFs, read in place: Nike's FY2023 (104 pages, the "100-page 10-K"), then
 * Adobe's (157 pages). `KB_PARSE_BENCH_PDF` (paths under shared/data/documents, comma-separated)
 * names others.
 */
const PDFS = (process.env.KB_PARSE_BENCH_PDF ?? 'pdf/nke-10-k-fy2023-2023-05-31.pdf,eval/adbe-10-k-2025-01-13.pdf')
  .split(',')
  .filter(Boolean);

/**
 * 10-K PDFs through the knowledge-base parse as the kb_parse job runs it: pages read
 * (readDocumentPages), naive chunks of 512 tokens, embeddings by the built-in model in the job's
 * batches, each batch stored in PGlite (insertChunks, HNSW index) while the next is embedded
 * (embedWhileStoring). Seconds per step, pages per second and the process's peak memory. The
 * built-in model and the database are ready before the clock starts (a server has both long before
 * a parse); the PDF reader is not: the first file pays for loading it, as a parse worker's first file
 * does, and for the first chunks stored and the model's first full-length runs. The files after it
 * are parsed by a process that has parsed one already (Adobe's 10-K: 11.5 s first, 8.0–8.3 s second).
 */
export async function benchKbParse(): Promise<void> {
  await loadBuiltinEmbeddings();
  const embedder = createLlmClient({
    factory: BUILTIN_EMBEDDING.factory,
    model: BUILTIN_EMBEDDING.model,
    modelType: 'embedding',
  });
  // Warm-up of every worker (a request of 16 texts is split between two): each loads its copy of the
  // model and compiles the graph on its first run, as a server's workers have long before a parse.
  await embedder.embed(Array.from({ length: 16 }, (_, i) => `warm-up ${i}: the first run compiles the graph`));
  const database = await openPgliteDatabase(undefined);
  try {
    await database.migrate();
    for (const [index, pdf] of PDFS.entries()) {
      await parseOne(database, embedder, pdf, index === 0 ? 'reader loaded for it' : 'reader already loaded');
    }
  } finally {
    await database.close();
    await closeBuiltinEmbeddings();
  }
}

async function parseOne(database: Database, embedder: TLlmClient, pdf: string, readerNote: string): Promise<void> {
  const bytes = readFileSync(join(DOCUMENTS_DIR, pdf));
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const { kbId, documentId } = await emptyDocument(database, pdf);
    const startedAt = performance.now();
    const pages = await readDocumentPages(bytes);
    const readAt = performance.now();
    const drafts = chunkDocument(pages, 'naive', { chunk_token_num: 512 });
    const chunkedAt = performance.now();
    const numbered = drafts.map((draft, position) => ({
      draft,
      position,
      text: embeddingText(draft.content, draft.headings),
    }));
    await embedWhileStoring(
      embeddingBatches(numbered, ({ text }) => text),
      (batch) => embedder.embed(batch.map(({ text }) => text)),
      (batch, { embeddings }) =>
        insertChunks(
          database,
          batch.map(({ draft, position }, index) =>
            chunkRow(kbId, documentId, position, draft, embeddings[index] ?? null),
          ),
        ),
    );
    const storedAt = performance.now();
    const seconds = (at: number, from: number) => (at - from) / 1000;
    const total = seconds(storedAt, startedAt);
    const tokens = drafts.reduce((sum, draft) => sum + draft.tokenCount, 0);
    console.info(
      `knowledge-base parse (issue 16): ${pdf}, ${pages.pages.length} pages, ${drafts.length} chunks (${tokens.toLocaleString('en-US')} tokens), ${readerNote}`,
    );
    console.info(
      `  read ${seconds(readAt, startedAt).toFixed(1)} s, chunk ${seconds(chunkedAt, readAt).toFixed(1)} s, embed (built-in model) and store in PGlite ${seconds(storedAt, chunkedAt).toFixed(1)} s → ${total.toFixed(1)} s, ${(pages.pages.length / total).toFixed(1)} pages/s (goal: a 100-page 10-K in < 10 s on 2 cores); peak RSS ${mb(peakRss)} (${mb(baseRss)} before)`,
    );
  } finally {
    clearInterval(sampler);
  }
}

/** A knowledge base with one document and no chunk, in a migrated database. */
async function emptyDocument(database: Database, pdf: string): Promise<{ kbId: string; documentId: string }> {
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
    .values({ kbId: kb!.id, ownerId: user!.id, name: pdf, kind: 'pdf', parserId: 'naive', parserConfig: {} })
    .returning({ id: kbDocuments.id });
  return { kbId: kb!.id, documentId: document!.id };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchKbParse();
