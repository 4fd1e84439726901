import type { TTaskStep } from '@app/contract';
import { findCompanyName } from '@app/extraction/company-name';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import {
  financialDocumentFiles,
  financialDocuments,
  financialStatementLines,
  financialStatements,
  financialTasks,
  jobs,
} from '../db/schema.js';
import { type JobContext, JobFailure, type JobHandler, type JobRow } from '../jobs/job-queue.js';
import { documentFactsOf } from './categorize.js';
import {
  READ_FAILURE_CODES,
  readFailureOf,
  type TParsedDocument,
  WORKER_FAILURE_CODES,
  workerFailureOf,
} from './extraction.js';
import { readFileBytes } from './file-bytes.js';
import type { FinancialDeps } from './financial-deps.js';
import { applyChecks, prepareStatement } from './prepare-statements.js';

export const FINANCIAL_TASK_JOB = 'financial_task';
/**
 * A 10 MB text PDF reads and extracts in seconds, but OCR of a scanned one takes about 5 s a page:
 * 15 minutes covers a scanned annual report of ~150 pages; longer means something is stuck.
 */
export const FINANCIAL_TASK_TIMEOUT_MS = 15 * 60_000;
/**
 * While a worker reads, the job's lease (30 s) is renewed this often: a PDF reports its pages, but a
 * spreadsheet or the statements step report nothing for seconds, and the free main thread would
 * otherwise take its own job over as dead.
 */
const LEASE_RENEWAL_MS = 10_000;

/** `reread`: read the bytes again (a re-extraction) instead of the tables an earlier task read. */
export type TFinancialTaskPayload = { task_id: string; reread?: boolean };

/**
 * The `financial_task` job: extracts the statements of the task's document. `concurrency`: the
 * extraction workers, so that tasks beyond them wait in the queue (`pending`) rather than for a worker.
 */
export function extractDocumentJob(deps: FinancialDeps, options: { concurrency?: number } = {}): JobHandler {
  return {
    run: (payload, context) => extractDocument(deps, payload as TFinancialTaskPayload, context),
    timeoutMs: FINANCIAL_TASK_TIMEOUT_MS,
    ...(options.concurrency && { concurrency: options.concurrency }),
  };
}

/**
 * parsing (the bytes read into tables by `readDocument` in a worker thread, kept for later tasks; a
 * re-extraction reads them again with the current readers) → extracting (`extractStatements`, in a
 * worker too)
 * → categorizing (reason codes, standard accounts of the right statement, the document's report
 * type, fiscal year, period end and company name) → validating (formula checks) → statements
 * stored, document `awaiting_audit`. Progress is reported per step; between steps the run stops if it was
 * cancelled or taken over. Writing is one transaction that first checks the job is still this
 * run's, so a cancelled or superseded run stores nothing.
 */
export async function extractDocument(deps: FinancialDeps, payload: TFinancialTaskPayload, context: JobContext) {
  const [task] = await deps.db.select().from(financialTasks).where(eq(financialTasks.id, payload.task_id)).limit(1);
  if (!task) return { skipped: 'task deleted' };
  const [document] = await deps.db
    .select()
    .from(financialDocuments)
    .where(eq(financialDocuments.id, task.documentId))
    .limit(1);
  if (!document) return { skipped: 'document deleted' };
  const { step, inWorker } = taskRun(deps.db, context);
  await step('parsing', 5);
  const extraction = await deps.extraction();
  // Parsing runs from 5% to 25% as the worker reads pages (OCR takes seconds a page). A report is
  // two queries on the server's thread, so only a new percent is stored; the lease is renewed
  // meanwhile by `inWorker`, which keeps a long scan from being taken over by another server.
  let percent = 5;
  const onPage = async (done: number, total: number) => {
    const reached = 5 + Math.floor((20 * done) / total);
    if (reached === percent) return;
    percent = reached;
    await step('parsing', reached);
  };
  const parsed = await parsedDocument(deps, task.documentId, payload.reread === true, (bytes) =>
    inWorker((signal) => extraction.readDocument(bytes, { onPage, signal })),
  );
  await step('extracting', 25);
  const hints = {
    ...(document.fiscalYear && { fiscalYear: document.fiscalYear }),
    ...(document.companyName && { companyName: document.companyName }),
  };
  const found = await inWorker((signal) => extraction.extractStatements(parsed, hints, { signal }));
  if (found.length === 0) throw new JobFailure('EXTRACTION_NO_STATEMENTS', 'no statement tables found');
  await step('categorizing', 70);
  const prepared = found.map(prepareStatement);
  const facts = documentFactsOf(found);
  const companyName = findCompanyName(parsed);
  await step('validating', 85);
  for (const statement of prepared) applyChecks(statement);
  await step('validating', 95);

  const stored = await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.id, context.job.id))
      .for('update');
    const [current] = await tx
      .select({ taskId: financialDocuments.currentTaskId })
      .from(financialDocuments)
      .where(eq(financialDocuments.id, task.documentId))
      .for('update');
    if (held?.status !== 'running' || held.attempts !== context.job.attempts || current?.taskId !== task.id)
      return false;
    await tx.delete(financialStatements).where(eq(financialStatements.documentId, task.documentId));
    for (const [position, statement] of prepared.entries()) {
      const [row] = await tx
        .insert(financialStatements)
        .values({ ...statement.row, documentId: task.documentId, taskId: task.id, position })
        .returning({ id: financialStatements.id });
      if (!row) throw new Error('statement not inserted');
      if (statement.lines.length > 0)
        await tx
          .insert(financialStatementLines)
          .values(statement.lines.map((line, index) => ({ ...line, statementId: row.id, position: index })));
    }
    await tx
      .update(financialDocuments)
      .set({
        reviewStatus: 'awaiting_audit',
        // The user's own record fields win; empty ones are filled from the statements. The name is
        // read at write time: the user may have typed one while the document was being read.
        companyName: sql`coalesce(${financialDocuments.companyName}, ${companyName})`,
        reportType: document.reportType ?? facts.reportType,
        fiscalYear: document.fiscalYear ?? facts.fiscalYear,
        periodEndDate: document.periodEndDate ?? facts.periodEndDate,
        updatedAt: deps.now(),
      })
      .where(eq(financialDocuments.id, task.documentId));
    return true;
  });
  if (!stored) return { skipped: 'cancelled or taken over' };
  await context.reportProgress({ step: 'validating', percent: 100 });
  return { statements: prepared.length };
}

type TTaskRun = {
  /** Stops unless the job is still this run's, then records the step (which renews the lease). */
  step(name: TTaskStep, percent: number): Promise<void>;
  /**
   * Work in an extraction worker: the signal ends the worker when the queue aborts the run (time
   * limit, cancel) or a step finds the run is no longer ours; the lease is renewed meanwhile; a
   * file the readers refuse or a worker out of memory, out of time or dead fails the task with its
   * catalogue code, at once (the same file would fail the same way again).
   */
  inWorker<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
};

function taskRun(db: AppDb, context: JobContext): TTaskRun {
  const stop = new AbortController();
  context.signal.addEventListener('abort', () => stop.abort(context.signal.reason), { once: true });
  let reached: { step: TTaskStep; percent: number } = { step: 'parsing', percent: 0 };
  const step = async (name: TTaskStep, percent: number) => {
    reached = { step: name, percent };
    try {
      await assertStillOurs(db, context.job);
      await context.reportProgress(reached);
    } catch (error) {
      stop.abort(error);
      throw error;
    }
  };
  return {
    step,
    async inWorker(work) {
      const renewal = setInterval(() => step(reached.step, reached.percent).catch(() => {}), LEASE_RENEWAL_MS);
      try {
        return await work(stop.signal);
      } catch (error) {
        throw catalogueFailure(error);
      } finally {
        clearInterval(renewal);
      }
    },
  };
}

function catalogueFailure(error: unknown): unknown {
  const read = readFailureOf(error);
  if (read) return new JobFailure(READ_FAILURE_CODES[read], (error as Error).message);
  const worker = workerFailureOf(error);
  if (worker) return new JobFailure(WORKER_FAILURE_CODES[worker], (error as Error).message);
  return error;
}

/**
 * The tables an earlier task read, or the bytes read now (the first task after the upload, or a
 * re-extraction) and kept, with the page count, for the audit and later tasks.
 */
async function parsedDocument(
  deps: FinancialDeps,
  documentId: string,
  isReread: boolean,
  read: (bytes: Uint8Array) => Promise<TParsedDocument>,
): Promise<TParsedDocument> {
  const [file] = await deps.db
    .select({ parsed: financialDocumentFiles.parsed })
    .from(financialDocumentFiles)
    .where(eq(financialDocumentFiles.documentId, documentId))
    .limit(1);
  if (!file) throw new JobFailure('EXTRACTION_FAILED', 'the document file is missing');
  if (file.parsed && !isReread) return file.parsed as TParsedDocument;
  const parsed = await read(await readFileBytes(deps.db, documentId));
  await deps.db.update(financialDocumentFiles).set({ parsed }).where(eq(financialDocumentFiles.documentId, documentId));
  await deps.db
    .update(financialDocuments)
    .set({ pageCount: parsed.pageCount })
    .where(eq(financialDocuments.id, documentId));
  return parsed;
}

/** Throws (without retry) when the job was cancelled or another server took it over. */
async function assertStillOurs(db: AppDb, job: JobRow): Promise<void> {
  const [row] = await db
    .select({ status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(and(eq(jobs.id, job.id)))
    .limit(1);
  if (row?.status !== 'running' || row.attempts !== job.attempts)
    throw new JobFailure('JOB_SUPERSEDED', 'the run was cancelled or taken over');
}
