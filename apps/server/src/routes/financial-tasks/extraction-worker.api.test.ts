import { errorMessage, type TErrorCode, type TLanguage, type TTaskStatusView } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.js';
import type { TExtractionPoolOptions } from '../../financial/extraction-pool.js';
import {
  AAPL_10K_HTML,
  DOCUMENTS_DIR,
  documentFile,
  NKE_10K_PDF,
  runAndWait,
  uploadOne,
} from '../../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/** The largest 10-K PDF of the shared documents (5.2 MB). */
const ABBV_10K_PDF = `${DOCUMENTS_DIR}/eval/abbv-10-k-2025-02-14.pdf`;
const FAKE_WORKER = new URL('../../test/fake-extraction-worker.mjs', import.meta.url);

/**
 * Documents are read in worker threads with a memory and a time limit: a worker that goes over
 * one, or dies, fails its task with the catalogue's message at once (no retry), and the server goes
 * on answering.
 */
describe('extraction in worker threads', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function failedTask(pool: Partial<TExtractionPoolOptions>, file: string, language: TLanguage) {
    t = await startTestApp({ extractionPool: pool });
    const { token } = await signInAsTemp(t, language);
    const documentId = await uploadOne(t, token, documentFile(file));
    const task = await runAndWait(t, token, documentId);
    return { t, token, task };
  }

  async function expectHealthyAfter(server: TestApp, task: TTaskStatusView, code: TErrorCode, language: TLanguage) {
    expect(task).toMatchObject({
      status: 'failed',
      current_step: 'parsing',
      error: { code, message: errorMessage(code, language) },
    });
    // Failed for good on its first attempt: the queue does not run a dead worker's task again.
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.kind, 'financial_task'));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    const status = await server.call<{ is_healthy: boolean }>('GET', '/v1/system/status');
    expect(status).toMatchObject({ status: 200, data: { is_healthy: true } });
  }

  it('fails a task whose worker runs out of memory on a real PDF as too complex', async () => {
    // A worker starts in about 34 MB of old generation (tsx, pdfjs loaded by Node, the readers);
    // AbbVie's 10-K PDF needs over 40 MB to read. At 38 MB (and a small young generation, so the
    // heap fills sooner) the worker reads some pages, then runs out.
    const { t, task } = await failedTask(
      { maxOldGenerationSizeMb: 38, maxYoungGenerationSizeMb: 2 },
      ABBV_10K_PDF,
      'zh-TRADITIONAL',
    );
    await expectHealthyAfter(t, task, 'DOCUMENT_TOO_COMPLEX', 'zh-TRADITIONAL');
  }, 60_000);

  it('fails a task whose worker runs out of time as too complex', async () => {
    const { t, task } = await failedTask({ timeoutMs: 50 }, NKE_10K_PDF, 'es');
    await expectHealthyAfter(t, task, 'DOCUMENT_TOO_COMPLEX', 'es');
  });

  it('fails a task whose worker dies, once, with its own message; the next task gets a new worker', async () => {
    const { t, token, task } = await failedTask({ workerUrl: FAKE_WORKER }, AAPL_10K_HTML, 'id');
    await expectHealthyAfter(t, task, 'EXTRACTION_CRASHED', 'id');
    const again = await uploadOne(t, token, documentFile(AAPL_10K_HTML));
    expect((await runAndWait(t, token, again)).error?.code).toBe('EXTRACTION_CRASHED');
  });

  it('reads a real PDF in a worker to awaiting_audit, page reports reaching the task', async () => {
    t = await startTestApp();
    const { token } = await signInAsTemp(t);
    const documentId = await uploadOne(t, token, documentFile(NKE_10K_PDF));
    const run = await t.call<{ task_id: string }>('POST', '/v1/financial_tasks/run', {
      token,
      body: { document_id: documentId },
    });
    const seen = new Set<number>();
    for (;;) {
      const status = await t.call<TTaskStatusView>('GET', `/v1/financial_tasks/status?task_id=${run.data.task_id}`, {
        token,
      });
      if (status.data.current_step === 'parsing') seen.add(status.data.progress);
      if (status.data.status !== 'pending' && status.data.status !== 'processing') {
        expect(status.data).toMatchObject({ status: 'awaiting_audit', error: null });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Progress between 5% and 25% exists only through the worker's page reports.
    expect([...seen].some((percent) => percent > 5 && percent < 25)).toBe(true);
  });
});
