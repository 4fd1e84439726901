import { KB_RUN, type TErrorCode } from '@app/contract';
import { LlmAbortedError, LlmError } from '@app/llm';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { kbDocuments, knowledgeBases } from '../db/schema.js';
import { readFileBytes } from '../files/file-store.js';
import { type JobContext, JobFailure, type JobHandler } from '../jobs/job-queue.js';
import { chunkRow } from './chunk-row.js';
import { documentFailureCode } from './document-failures.js';
import { embeddingBatches, embeddingText, embedWhileStoring } from './embedding-text.js';
import { runEnrichments } from './enrichments.js';
import { clientForModel } from './kb-models.js';
import { parserConfigOf, parserIdOf } from './kb-view.js';
import type { KnowledgeDeps } from './knowledge-deps.js';
import { deleteParsedData } from './run-documents.js';
import { insertChunks } from './search/chunk-store.js';
import { documentIdentity } from './search/document-identity.js';
import { storedStatus, type TStatusNote, type TStoredStatus } from './status-message.js';

export const KB_PARSE_JOB = 'kb_parse';
export type TKbParsePayload = { document_id: string };

/**
 * Reading and chunking take seconds (a scan's OCR minutes) and end within the parse workers' own
 * 10 minutes; embedding thousands of chunks through a slow provider may take most of an hour.
 */
export const KB_PARSE_TIMEOUT_MS = 60 * 60_000;
/**
 * The most chunks one document may give: about 10 million tokens at the default size, beyond any
 * 10 MB file; a tiny chunk size on a long file is refused rather than embedded for hours.
 */
export const MAX_CHUNKS_PER_DOCUMENT = 20_000;
/** While a worker reads, the job's lease is renewed this often (a file may report no page for seconds). */
const LEASE_RENEWAL_MS = 10_000;

/** Progress shares: reading and chunking up to 30%, embedding and storing to 95%, RAPTOR and the graph after. */
const READ_SHARE = 0.3;
const EMBED_FROM = 0.35;
const EMBED_SHARE = 0.6;
const ENRICH_FROM = 0.95;
const ENRICH_SHARE = 0.04;

/** The `kb_parse` job; `concurrency`: the parse workers, so that parses beyond them wait in the queue. */
export function parseDocumentJob(deps: KnowledgeDeps, options: { concurrency?: number } = {}): JobHandler {
  return {
    run: (payload, context) => parseDocument(deps, payload as TKbParsePayload, context),
    timeoutMs: KB_PARSE_TIMEOUT_MS,
    ...(options.concurrency && { concurrency: options.concurrency }),
  };
}

/**
 * Parses one document: its file read into pages and cut into chunks in a parse worker → its old
 * chunks deleted → the chunks embedded by the knowledge base's model in batches and stored batch
 * by batch (progress after each) → RAPTOR and the knowledge graph (`runEnrichments`) → done, with
 * its chunk and token counts and duration. The run is the document's only while the document
 * names this job and is running: a cancel, a new run or a delete ends it at its next step without
 * touching the document. A failure is the document's `run` 4 with its catalogue code; running it
 * again starts over. A run taken over after its server died starts over too.
 */
async function parseDocument(deps: KnowledgeDeps, payload: TKbParsePayload, context: JobContext) {
  const db = deps.database.db;
  const [found] = await db
    .select({ document: kbDocuments, kb: knowledgeBases })
    .from(kbDocuments)
    .innerJoin(knowledgeBases, eq(knowledgeBases.id, kbDocuments.kbId))
    .where(eq(kbDocuments.id, payload.document_id))
    .limit(1);
  if (!found || found.document.jobId !== context.job.id || found.document.run !== KB_RUN.RUNNING)
    return { skipped: 'not this run' };
  const { document, kb } = found;
  const run = documentRun(deps, document.id, context);
  try {
    if (!document.fileId) throw new JobFailure('KB_DOCUMENT_NO_FILE', 'the document has no file');
    const parserId = parserIdOf(document.parserId);
    const config = parserConfigOf(document.parserConfig);
    // The last run's picture goes with it: this run draws its own (or none, when it cannot).
    // No page count yet: the reader says how many pages it finds (an HTML filing has none until read).
    await run.step(0, { key: 'parse_opening' }, { thumbnail: null });
    const bytes = await readFileBytes(db, document.fileId);
    const parsed = await run.inWorker((signal) =>
      deps.work.parse(
        { bytes, parserId, parserConfig: config },
        {
          signal,
          onPage: (done, total) =>
            run.step(READ_SHARE * (done / Math.max(total, 1)), { key: 'parse_reading', params: { done, total } }),
        },
      ),
    );
    // Kept before the chunks are checked: a scan without text still shows what it is.
    if (parsed.thumbnail) {
      const pages = { done: parsed.pageCount, total: parsed.pageCount };
      await run.step(READ_SHARE, { key: 'parse_reading', params: pages }, { thumbnail: parsed.thumbnail });
    }
    if (parsed.drafts.length === 0) throw new JobFailure('KB_PARSE_NO_CHUNKS', 'no chunk in the document');
    if (parsed.drafts.length > MAX_CHUNKS_PER_DOCUMENT)
      throw new JobFailure('KB_DOCUMENT_TOO_COMPLEX', `${parsed.drafts.length} chunks`);
    const total = parsed.drafts.length;
    await deleteParsedData(db, document.id);
    await run.step(
      EMBED_FROM,
      { key: 'parse_chunked', params: { chunks: total, pages: parsed.pageCount } },
      {
        pageCount: parsed.pageCount,
        chunkCount: 0,
        tokenCount: 0,
      },
    );
    const client = await clientForModel(deps.llm, kb.ownerId, kb.embdId, 'embedding');
    let stored = 0;
    let tokens = 0;
    // Indexed with every chunk, not embedded: prefixed to each chunk's text, a cover's words made
    // the built-in model's vectors of one document alike (dev hit@5 of the vector 0.10 → 0.07).
    const identity = documentIdentity(document.name, parsed.coverTitle);
    const numbered = parsed.drafts.map((draft, position) => ({
      draft,
      position,
      text: embeddingText(draft.content, draft.headings),
    }));
    await embedWhileStoring(
      embeddingBatches(numbered, ({ text }) => text),
      (batch) =>
        client.embed(
          batch.map(({ text }) => text),
          run.signal,
        ),
      async (batch, { embeddings }) => {
        if (embeddings.length !== batch.length)
          throw new LlmError('LLM_BAD_RESPONSE', { provider: client.connection.factory });
        await insertChunks(
          deps.database,
          batch.map(({ draft, position }, index) => ({
            ...chunkRow(kb.id, document.id, position, draft, embeddings[index] ?? null),
            documentTitle: identity,
          })),
        );
        stored += batch.length;
        tokens += batch.reduce((sum, { draft }) => sum + draft.tokenCount, 0);
        await run.step(
          EMBED_FROM + EMBED_SHARE * (stored / total),
          { key: 'parse_embedding', params: { done: stored, total } },
          { chunkCount: stored, tokenCount: tokens },
        );
      },
    );
    // The chat model's calls may each take a minute: the lease is renewed meanwhile, as for a worker.
    const added = await run.inWorker((signal) =>
      runEnrichments(deps, {
        ownerId: kb.ownerId,
        kbId: kb.id,
        documentId: document.id,
        parserId,
        config,
        embedding: client,
        storedChunks: stored,
        report: (status, fraction = 0) => run.step(ENRICH_FROM + ENRICH_SHARE * fraction, status),
        signal,
      }),
    );
    await run.finish(stored + added.chunks, tokens + added.tokens, added.notes);
    return { chunks: stored + added.chunks, tokens: tokens + added.tokens };
  } catch (error) {
    return run.fail(error);
  }
}

type TDocumentFields = Partial<
  Pick<typeof kbDocuments.$inferInsert, 'pageCount' | 'chunkCount' | 'tokenCount' | 'thumbnail'>
>;

/**
 * One run's hold on its document: every write is conditional on the document still naming this
 * job and running, and a write that finds it no longer does stops the run (`JOB_SUPERSEDED`).
 */
function documentRun(deps: KnowledgeDeps, documentId: string, context: JobContext) {
  const db = deps.database.db;
  const stop = new AbortController();
  context.signal.addEventListener('abort', () => stop.abort(context.signal.reason), { once: true });
  const ours = and(
    eq(kbDocuments.id, documentId),
    eq(kbDocuments.jobId, context.job.id),
    eq(kbDocuments.run, KB_RUN.RUNNING),
  );
  const beganAt = deps.now();
  let last: { progress: number; status: TStoredStatus } = { progress: 0, status: { key: 'parse_queued' } };
  let storedPercent = -1;
  let lastMessage = '';

  async function write(fields: Partial<typeof kbDocuments.$inferInsert>): Promise<void> {
    const [held] = await db
      .update(kbDocuments)
      .set({ ...fields, updatedAt: deps.now() })
      .where(ours)
      .returning({ id: kbDocuments.id });
    if (!held) throw new JobFailure('JOB_SUPERSEDED', 'the parse was cancelled or replaced');
  }

  async function step(progress: number, status: TStoredStatus, fields: TDocumentFields = {}): Promise<void> {
    last = { progress, status };
    const percent = Math.floor(progress * 100);
    const message = storedStatus(status);
    // A page report is two queries on the server's thread: only a new percent (or new counts) is stored.
    if (percent === storedPercent && message === lastMessage && Object.keys(fields).length === 0) return;
    storedPercent = percent;
    lastMessage = message;
    try {
      await write({ progress, progressMsg: message, ...fields });
      await context.reportProgress({ progress });
    } catch (error) {
      stop.abort(error);
      throw error;
    }
  }

  return {
    signal: stop.signal,
    step,
    /** Long work (in a parse worker, or calls to a model), the lease renewed meanwhile; the signal ends it on a stop. */
    async inWorker<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const renewal = setInterval(() => {
        storedPercent = -1;
        step(last.progress, last.status).catch(() => {});
      }, LEASE_RENEWAL_MS);
      try {
        return await work(stop.signal);
      } finally {
        clearInterval(renewal);
      }
    },
    async finish(chunks: number, tokens: number, notes: TStatusNote[]) {
      const seconds = secondsSince(beganAt, deps.now());
      await write({
        run: KB_RUN.DONE,
        progress: 1,
        progressMsg: storedStatus({
          key: 'parse_done',
          params: { chunks, seconds: Math.round(seconds * 10) / 10 },
          notes,
        }),
        processDuration: seconds,
        chunkCount: chunks,
        tokenCount: tokens,
        errorCode: null,
      });
      await context.reportProgress({ progress: 1 });
    },
    /** Records a failure on the document (if the run is still its own) and ends the job without retry. */
    async fail(error: unknown): Promise<never> {
      stop.abort(error);
      const failure = failureOf(error);
      if (failure.code === 'JOB_SUPERSEDED') throw new JobFailure('JOB_SUPERSEDED', failure.message);
      if (failure.code === 'KB_PARSE_FAILED') deps.log.error({ err: error, documentId }, 'knowledge-base parse failed');
      await db
        .update(kbDocuments)
        .set({
          run: KB_RUN.FAIL,
          errorCode: failure.code,
          progressMsg: storedStatus({ error: failure.code, ...(failure.params && { params: failure.params }) }),
          processDuration: secondsSince(beganAt, deps.now()),
          updatedAt: deps.now(),
        })
        .where(ours);
      throw new JobFailure(failure.code, failure.message);
    },
  };
}

function secondsSince(start: Date, end: Date): number {
  return Math.max(0, (end.getTime() - start.getTime()) / 1000);
}

/** A failure as the document keeps it: a catalogue code, its parameters and a message for the log. */
function failureOf(error: unknown): {
  code: TErrorCode | 'JOB_SUPERSEDED';
  params?: Record<string, string | number>;
  message: string;
} {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof JobFailure) {
    if (error.code === 'JOB_SUPERSEDED' || error.code === 'JOB_CANCELLED') return { code: 'JOB_SUPERSEDED', message };
    // The whole parse ran past its hour (a slow provider, most often): worth running again.
    if (error.code === 'JOB_TIMEOUT') return { code: 'KB_PARSE_FAILED', message };
    return { code: error.code as TErrorCode, message };
  }
  if (error instanceof LlmAbortedError || (error instanceof Error && error.name === 'AbortError'))
    return { code: 'JOB_SUPERSEDED', message };
  if (error instanceof LlmError) return { code: error.code, params: error.params, message };
  if (error instanceof AppError) {
    const params = Object.fromEntries(
      Object.entries(error.params ?? {}).filter(
        (entry): entry is [string, string | number] => typeof entry[1] !== 'object',
      ),
    );
    return { code: error.code, params, message };
  }
  const document = documentFailureCode(error);
  if (document) return { code: document, message };
  return { code: 'KB_PARSE_FAILED', message };
}
