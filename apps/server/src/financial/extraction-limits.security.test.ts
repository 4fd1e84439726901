/**
 * Issue 12: a 0.9 MB DOCX whose `word/document.xml` inflates to 300 MB killed the server (out of
 * memory, on both databases), and its retried job killed it again after each restart. Now the read
 * refuses it from its ZIP directory before anything inflates: the task fails at once, for good, with
 * the catalogue's message, and the server goes on answering.
 */
import { errorMessage, type TTaskStatusView } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingDocx, inflatingPdf } from '../../../../packages/extraction/src/read/bomb-documents.test-helper.js';
import { jobs } from '../db/schema.js';
import { runAndWait, uploadOne } from '../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** `GET /v1/system/status` called back to back while `work` runs: whether every answer was healthy. */
async function statusDuring<T>(work: Promise<T>): Promise<{ result: T; healthy: boolean }> {
  let isDone = false;
  let healthy = true;
  const watched = work.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    const status = await t.call<{ is_healthy: boolean }>('GET', '/v1/system/status');
    healthy &&= status.status === 200 && status.data.is_healthy;
  }
  return { result: await watched, healthy };
}

describe('a document that inflates to far more than it weighs', () => {
  it('fails its task with the catalogue’s message, at once and for good, while the server stays healthy', async () => {
    const { token, id } = await signInAsTemp(t, 'zh');
    const docx = await inflatingDocx();
    expect(docx.length).toBeLessThan(0.9 * 1024 * 1024);
    const documentId = await uploadOne(t, token, { name: 'statements.docx', bytes: docx });
    const { result: task, healthy } = await statusDuring<TTaskStatusView>(runAndWait(t, token, documentId));
    expect(task).toMatchObject({
      status: 'failed',
      current_step: 'parsing',
      error: { code: 'DOCUMENT_CONTENT_TOO_LARGE', message: errorMessage('DOCUMENT_CONTENT_TOO_LARGE', 'zh') },
    });
    expect(healthy).toBe(true);
    const after = await t.call<{ is_healthy: boolean }>('GET', '/v1/system/status');
    expect(after).toMatchObject({ status: 200, data: { is_healthy: true } });
    // One attempt: the same file would end the same way, so the job is not tried again.
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.ownerId, id));
    expect(job).toMatchObject({ kind: 'financial_task', status: 'failed', attempts: 1 });
  });

  it('refuses a DOCX whose directory understates the inflated size, and a PDF whose stream inflates past the limit', async () => {
    const { token } = await signInAsTemp(t, 'es');
    const lying = await uploadOne(t, token, {
      name: 'lying.docx',
      bytes: await inflatingDocx({ size: 64 * 1024 * 1024, declaredSize: 10_000 }),
    });
    expect((await runAndWait(t, token, lying)).error).toEqual({
      code: 'DOCUMENT_CORRUPT',
      message: errorMessage('DOCUMENT_CORRUPT', 'es'),
    });
    // 600 MB of page content in 0.6 MB: over the 512 MB the streams of one PDF may decode to.
    const pdf = await uploadOne(t, token, { name: 'content.pdf', bytes: await inflatingPdf(600 * 1024 * 1024) });
    expect((await runAndWait(t, token, pdf)).error).toEqual({
      code: 'DOCUMENT_CONTENT_TOO_LARGE',
      message: errorMessage('DOCUMENT_CONTENT_TOO_LARGE', 'es'),
    });
  }, 120_000);
});
