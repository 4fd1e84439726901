/**
 * Issue 12: an upload's quick look ran on the server's thread (a 2,000-page blank PDF stalled
 * `system/status` 4.6 s, the first encrypted-PDF check 0.9 s while pdfjs loaded), and 20 uploads on
 * PGlite pushed its p99 to 1.1 s while their bytes were stored. Now uploads are looked at in a
 * worker, a PDF over the page limit is refused with the catalogue's message, and bytes are stored
 * in pieces that let other requests through.
 */
import { errorMessage, type TUploadResult } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPdf } from '../../../../packages/extraction/src/read/bomb-documents.test-helper.js';
import { encryptedPdf } from '../../../../packages/extraction/src/read/documents.test-helper.js';
import { type TUploadFile, upload } from '../test/financial.js';
import { type ApiResponse, signInAsTemp, startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** `GET /v1/system/status` called back to back while `work` runs: every answer's milliseconds. */
async function statusLatenciesDuring<T>(work: Promise<T>): Promise<{ result: T; latencies: number[] }> {
  let isDone = false;
  const latencies: number[] = [];
  const watched = work.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    const started = performance.now();
    const status = await t.call<{ is_healthy: boolean }>('GET', '/v1/system/status');
    expect(status.data.is_healthy).toBe(true);
    latencies.push(performance.now() - started);
  }
  return { result: await watched, latencies };
}

describe('uploads looked at off the server’s thread', () => {
  it('refuses a PDF over the page limit and an encrypted one with their messages, the status answering meanwhile', async () => {
    const { token } = await signInAsTemp(t, 'id');
    // 90,000 blank pages in 9.4 MB: pdfjs takes about a second to count them.
    const files: TUploadFile[] = [
      { name: 'blank.pdf', bytes: blankPdf(90_000) },
      { name: 'locked.pdf', bytes: encryptedPdf() },
    ];
    const { result, latencies } = await statusLatenciesDuring<ApiResponse<TUploadResult>>(
      upload(t, token, files, { language: 'id' }),
    );
    expect(result.status).toBe(422);
    expect(result.data).toMatchObject({
      error: 'DOCUMENT_TOO_MANY_PAGES',
    });
    expect(result.message).toBe(errorMessage('DOCUMENT_TOO_MANY_PAGES', 'id', { max: 500 }));
    // Answered again and again while the upload ran: nothing held the server's thread until it ended.
    expect(latencies.length).toBeGreaterThan(1);
    // pdfjs was never loaded in this thread: the looks ran in the inspection worker.
    expect((globalThis as { pdfjsWorker?: unknown }).pdfjsWorker).toBeUndefined();
    const second = await upload(t, token, [files[1] as TUploadFile, { name: 'ok.csv', bytes: csv(1) }], {
      language: 'id',
    });
    expect(second.data.documents.map((document) => document.error?.code ?? null)).toEqual([
      'DOCUMENT_PASSWORD_PROTECTED',
      null,
    ]);
  });

  it('stores 20 uploads at once while the status keeps answering', async () => {
    const { token } = await signInAsTemp(t);
    const uploads = Array.from({ length: 20 }, (_, index) =>
      upload(t, token, [{ name: `statements-${index}.csv`, bytes: csv(3 * 1024 * 1024) }]),
    );
    const { result, latencies } = await statusLatenciesDuring(Promise.all(uploads));
    for (const response of result) expect(response.code, response.message).toBe(0);
    // The latency itself is `npm run bench`'s figure (bench/server-load.ts); a test asserts no timing.
    expect(latencies.length).toBeGreaterThan(1);
  }, 120_000);
});

/** A CSV of about `bytes` bytes whose numbers differ, so it compresses like a real one. */
function csv(bytes: number): Uint8Array {
  const lines = ['Account,2024,2023'];
  let size = lines[0]?.length ?? 0;
  for (let row = 0; size < bytes; row++) {
    const line = `Line ${row},${(row * 7919) % 1_000_003},${(row * 104_729) % 999_983}`;
    lines.push(line);
    size += line.length + 1;
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}
