import { errorMessage, type TFinancialStatement, type TTaskStatusView } from '@app/contract';
import { DocumentReadError } from '@app/extraction';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { jobs } from '../../db/schema.js';
import { type TExtraction, workerExtraction } from '../../financial/extraction.js';
import { ExtractionPool } from '../../financial/extraction-pool.js';
import { AAPL_10K_HTML, documentFile, runAndWait, uploadOne, waitForTask } from '../../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';

const pool = new ExtractionPool({ size: 1 });
afterAll(() => pool.close());

/**
 * The real extraction (in a worker thread, as the server runs it), which can be held where the task first asks for it (its parsing step) so
 * a test can look at, cancel or abandon a run in progress; and made to fail a read once.
 */
function controlledExtraction() {
  let gate: Promise<void> | null = null;
  let open = () => {};
  let arrived = () => {};
  let arrival = Promise.resolve();
  let failNextRead = false;
  return {
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      arrival = new Promise((resolve) => {
        arrived = resolve;
      });
    },
    /** Resolves once a run is waiting at the gate. */
    reached: () => arrival,
    release() {
      gate = null;
      open();
    },
    failNextRead() {
      failNextRead = true;
    },
    async extraction(): Promise<TExtraction> {
      const real = workerExtraction(pool);
      if (gate) {
        arrived();
        await gate;
      }
      return {
        ...real,
        async readDocument(bytes, options) {
          if (!failNextRead) return real.readDocument(bytes, options);
          failNextRead = false;
          throw new DocumentReadError('password_protected', 'encrypted');
        },
      };
    },
  };
}

const status = async (t: TestApp, token: string, taskId: string) =>
  (await t.call<TTaskStatusView>('GET', `/v1/financial_tasks/status?task_id=${taskId}`, { token })).data;
const run = (t: TestApp, token: string, documentId: string) =>
  t.call<{ task_id: string; status: string }>('POST', '/v1/financial_tasks/run', {
    token,
    body: { document_id: documentId },
  });
const statementCount = async (t: TestApp, token: string, documentId: string) =>
  (
    await t.call<{ statements: TFinancialStatement[] }>(
      'GET',
      `/v1/financial_statements/statements?document_id=${documentId}`,
      { token },
    )
  ).data.statements.length;

describe('financial_tasks', () => {
  const control = controlledExtraction();
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ extraction: () => control.extraction() });
    ({ token } = await signInAsTemp(t, 'zh'));
  });
  afterAll(() => t.close());

  it('goes pending → processing step by step → awaiting_audit, and a second run is refused', async () => {
    const documentId = await uploadOne(t, token, documentFile(AAPL_10K_HTML));
    control.hold();
    const started = await run(t, token, documentId);
    expect(started.data.status).toBe('pending');
    await control.reached();
    expect(await status(t, token, started.data.task_id)).toMatchObject({
      status: 'processing',
      current_step: 'parsing',
      progress: 5,
      document_id: documentId,
      error: null,
    });
    // Asking again while it runs gives the same task.
    expect((await run(t, token, documentId)).data).toEqual({ task_id: started.data.task_id, status: 'processing' });
    control.release();
    const finished = await waitForTask(t, token, started.data.task_id);
    // The whole state in the message: a run once ended otherwise here under load, and said only "status".
    expect(finished, JSON.stringify(finished)).toMatchObject({
      status: 'awaiting_audit',
      current_step: 'validating',
      progress: 100,
    });
    expect(await run(t, token, documentId)).toMatchObject({
      status: 400,
      message: errorMessage('STATEMENTS_ALREADY_EXTRACTED', 'zh'),
    });
    const cancel = await t.call('POST', '/v1/financial_tasks/cancel', {
      token,
      body: { task_id: started.data.task_id },
    });
    expect(cancel).toMatchObject({ status: 400, data: { error: 'TASK_NOT_CANCELLABLE' } });
  });

  it('cancels a run in progress, which then stores nothing; the document can be run again', async () => {
    const documentId = await uploadOne(t, token, documentFile(AAPL_10K_HTML));
    control.hold();
    const started = await run(t, token, documentId);
    await control.reached();
    const cancelled = await t.call<TTaskStatusView>('POST', '/v1/financial_tasks/cancel', {
      token,
      body: { task_id: started.data.task_id },
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', current_step: 'parsing' });
    control.release();
    expect(await waitForTask(t, token, started.data.task_id)).toMatchObject({ status: 'cancelled' });
    // Give the released run time to reach the point where it would have stored statements.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await statementCount(t, token, documentId)).toBe(0);
    const again = await runAndWait(t, token, documentId);
    expect(again.task_id).not.toBe(started.data.task_id);
    expect(again.status).toBe('awaiting_audit');
    expect(await status(t, token, started.data.task_id)).toMatchObject({ status: 'cancelled' });
  });

  it('fails with the reason in the user’s language, and a failed document runs again as a new task', async () => {
    const documentId = await uploadOne(t, token, documentFile(AAPL_10K_HTML));
    // A re-extraction reads the file again; this time the reader finds it encrypted.
    control.failNextRead();
    const reextract = await t.call<{ task_id: string }>('POST', '/v1/financial_statements/reextract', {
      token,
      body: { document_id: documentId },
    });
    const failed = await waitForTask(t, token, reextract.data.task_id);
    expect(failed).toMatchObject({
      status: 'failed',
      current_step: 'parsing',
      error: { code: 'DOCUMENT_PASSWORD_PROTECTED', message: errorMessage('DOCUMENT_PASSWORD_PROTECTED', 'zh') },
    });
    const again = await runAndWait(t, token, documentId);
    expect(again).toMatchObject({ status: 'awaiting_audit', error: null });
    expect(again.task_id).not.toBe(failed.task_id);
    expect(await status(t, token, failed.task_id)).toMatchObject({ status: 'failed' });
  });

  it('fails a document in which no statement is found', async () => {
    const csv = { name: 'people.csv', bytes: Buffer.from('Name,Age\nAnn,31\nBo,42\n') };
    const documentId = await uploadOne(t, token, csv);
    expect(await runAndWait(t, token, documentId)).toMatchObject({
      status: 'failed',
      current_step: 'extracting',
      error: { code: 'EXTRACTION_NO_STATEMENTS', message: errorMessage('EXTRACTION_NO_STATEMENTS', 'zh') },
    });
  });

  it('marks a finished task the document has since re-extracted as completed', async () => {
    const documentId = await uploadOne(t, token, documentFile(AAPL_10K_HTML));
    const first = await runAndWait(t, token, documentId);
    const reextract = await t.call<{ task_id: string }>('POST', '/v1/financial_statements/reextract', {
      token,
      body: { document_id: documentId },
    });
    expect((await waitForTask(t, token, reextract.data.task_id)).status).toBe('awaiting_audit');
    expect(await status(t, token, first.task_id)).toMatchObject({ status: 'completed', progress: 100 });
  });
});

describe('a server restart during a task', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is resumed by the next server once the lease runs out, and the first run stores nothing', async () => {
    const control = controlledExtraction();
    const first = await startTestApp({ database, extraction: () => control.extraction() });
    const { token } = await signInAsTemp(first);
    const documentId = await uploadOne(first, token, documentFile(AAPL_10K_HTML));
    control.hold();
    const started = await run(first, token, documentId);
    await control.reached();
    // The first server is stuck mid-task (as good as dead); a second one starts on the same database.
    const second = await startTestApp({ database });
    try {
      expect((await status(second, token, started.data.task_id)).status).toBe('processing');
      second.clock.advance(31_000);
      const resumed = await waitForTask(second, token, started.data.task_id);
      expect(resumed).toMatchObject({ status: 'awaiting_audit', progress: 100 });
      // The task reads awaiting_audit once its statements are stored, a moment before its job is finished.
      await expect
        .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.status, 'succeeded')))[0]?.attempts)
        .toBe(2);
      // The first server wakes up: its stale run must not store a second set of statements.
      control.release();
      await first.app.close();
      expect(await statementCount(second, token, documentId)).toBe(8);
      expect((await status(second, token, started.data.task_id)).status).toBe('awaiting_audit');
    } finally {
      control.release();
      await second.app.close();
    }
  });

  it('fails cleanly with the catalogue’s message when every attempt died with its server', async () => {
    const control = controlledExtraction();
    // Two tasks at once: the held run keeps one, and this same server takes the job over in the other.
    const server = await startTestApp({
      database,
      extraction: () => control.extraction(),
      extractionPool: { size: 2 },
    });
    try {
      const { token } = await signInAsTemp(server, 'id');
      const documentId = await uploadOne(server, token, documentFile(AAPL_10K_HTML));
      control.hold();
      const started = await run(server, token, documentId);
      await control.reached();
      // Its last attempt's server died too: the lease ran out with no attempt left.
      await database.db
        .update(jobs)
        .set({ attempts: 2, lockedUntil: new Date(Date.now() - 1_000) })
        .where(eq(jobs.status, 'running'));
      const failed = await waitForTask(server, token, started.data.task_id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: { code: 'EXTRACTION_FAILED', message: errorMessage('EXTRACTION_FAILED', 'id') },
      });
      control.release();
      expect(await statementCount(server, token, documentId)).toBe(0);
    } finally {
      control.release();
      await server.app.close();
    }
  });
});
