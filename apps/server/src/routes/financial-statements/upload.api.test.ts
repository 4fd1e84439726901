import { readFileSync } from 'node:fs';
import { errorMessage, type TFinancialDocument, type TTaskStatusView } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AAPL_10K_HTML,
  AAPL_10Q_XLSX,
  documentFile,
  NKE_10K_PDF,
  runAndWait,
  type TUploadFile,
  upload,
  uploadOne,
} from '../../test/financial.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const PNG: TUploadFile = {
  name: 'statements.pdf',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
/** A ZIP header followed by garbage, named like a workbook. */
const CORRUPT_ZIP: TUploadFile = {
  name: 'report.xlsx',
  bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2_000, 0x41)]),
};
/** The first 64 KB of a real 10-K PDF: the header is right, the rest is missing. */
const TRUNCATED_PDF: TUploadFile = { name: 'nke-10-k.pdf', bytes: readFileSync(NKE_10K_PDF).subarray(0, 65_536) };
/** A real workbook whose first sheet's compressed data is overwritten: its ZIP directory is intact. */
const BROKEN_SHEET: TUploadFile = (() => {
  const bytes = Buffer.from(readFileSync(AAPL_10Q_XLSX));
  const name = bytes.indexOf('xl/worksheets/sheet1.xml');
  // The local file header is 30 bytes, then the name and the extra field, then the data.
  const data = name + bytes.readUInt16LE(name - 4) + bytes.readUInt16LE(name - 2);
  bytes.fill(0xff, data, data + 64);
  return { name: 'report.xlsx', bytes };
})();
/** One byte over the 10 MB limit. */
const OVERSIZE: TUploadFile = { name: 'huge.csv', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x31) };

/**
 * A bad file is refused with its catalogue code: at upload when a quick look tells (its type, its
 * encryption, a PDF or ZIP whose structure is broken), else by the task's parsing step, which
 * reads the file (a workbook whose parts are damaged).
 */
async function expectRefused(
  file: TUploadFile,
  code: string,
  where: 'upload' | 'parsing',
  language = 'en',
): Promise<string> {
  const { token } = await signInAsTemp(t, language);
  const response = await upload(t, token, [file]);
  if (where === 'upload') {
    expect(response.data).toMatchObject({ error: code });
    return response.message;
  }
  expect(response.code, response.message).toBe(0);
  const state = await runAndWait(t, token, response.data.document_id);
  expect(state).toMatchObject({ status: 'failed', current_step: 'parsing', error: { code } });
  return state.error?.message ?? '';
}

describe('POST financial_statements/document', () => {
  it('keeps an HTML 10-K, recognised by its content, with the fields given', async () => {
    const response = await upload(t, token, [{ ...documentFile(AAPL_10K_HTML), name: 'apple.bin' }], {
      fields: { company_name: 'Apple Inc.', stock_code: 'AAPL', fiscal_year: '2024' },
    });
    expect(response.status).toBe(200);
    expect(response.data.documents).toEqual([
      { file_name: 'apple.bin', document_id: response.data.document_id, error: null },
    ]);
    const info = await t.call<TFinancialDocument>(
      'GET',
      `/v1/financial_statements/info?document_id=${response.data.document_id}`,
      { token },
    );
    expect(info.data).toMatchObject({
      file_name: 'apple.bin',
      kind: 'html',
      size_bytes: 1_503_780,
      company_name: 'Apple Inc.',
      stock_code: 'AAPL',
      fiscal_year: 2024,
      status: 'not_started',
      current_step: null,
      task_id: null,
      statements_count: 0,
    });
  });

  it('sends the file back as uploaded, with the type it was read as, never to be run as a page', async () => {
    const bytes = readFileSync(AAPL_10Q_XLSX);
    const documentId = await uploadOne(t, token, { name: '苹果 10-Q.xlsx', bytes });
    const response = await fetch(`${t.baseUrl}/v1/financial_statements/file?document_id=${documentId}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="__ 10-Q.xlsx"; filename*=UTF-8''${encodeURIComponent('苹果 10-Q.xlsx')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a PNG by its content, whatever its name, in the user’s language', async () => {
    const message = await expectRefused(
      { ...PNG, name: 'statements.xlsx' },
      'DOCUMENT_UNSUPPORTED_TYPE',
      'upload',
      'es',
    );
    expect(message).toBe(errorMessage('DOCUMENT_UNSUPPORTED_TYPE', 'es'));
  });

  it('says a file is empty, and that a file named .pdf is not a PDF, in the user’s language', async () => {
    expect(await expectRefused({ name: 'report.pdf', bytes: Buffer.alloc(0) }, 'DOCUMENT_EMPTY', 'upload', 'es')).toBe(
      errorMessage('DOCUMENT_EMPTY', 'es'),
    );
    const text = { name: 'annual report.PDF', bytes: Buffer.from('Revenue,100\nCost of revenue,60\n') };
    expect(await expectRefused(text, 'DOCUMENT_NOT_PDF', 'upload', 'zh')).toBe(errorMessage('DOCUMENT_NOT_PDF', 'zh'));
    expect(await expectRefused(PNG, 'DOCUMENT_NOT_PDF', 'upload')).toBe(errorMessage('DOCUMENT_NOT_PDF', 'en'));
    // The same text under its own name is a CSV and is kept.
    const { token } = await signInAsTemp(t);
    const kept = await upload(t, token, [{ ...text, name: 'annual report.csv' }]);
    expect(kept.code, kept.message).toBe(0);
  });

  it('refuses a broken ZIP and a truncated PDF as corrupt at once', async () => {
    expect(await expectRefused(CORRUPT_ZIP, 'DOCUMENT_CORRUPT', 'upload', 'id')).toBe(
      errorMessage('DOCUMENT_CORRUPT', 'id'),
    );
    expect(await expectRefused(TRUNCATED_PDF, 'DOCUMENT_CORRUPT', 'upload', 'zh-TRADITIONAL')).toBe(
      errorMessage('DOCUMENT_CORRUPT', 'zh-TRADITIONAL'),
    );
  });

  it('keeps a workbook whose sheets are damaged, and its task fails reading it, as corrupt', async () => {
    expect(await expectRefused(BROKEN_SHEET, 'DOCUMENT_CORRUPT', 'parsing', 'es')).toBe(
      errorMessage('DOCUMENT_CORRUPT', 'es'),
    );
  });

  it('keeps a 100-page PDF after a quick look, with its page count, leaving its tables to the task', async () => {
    const documentId = await uploadOne(t, token, documentFile(NKE_10K_PDF));
    const info = await t.call<TFinancialDocument>('GET', `/v1/financial_statements/info?document_id=${documentId}`, {
      token,
    });
    expect(info.data).toMatchObject({ kind: 'pdf', page_count: 104, status: 'not_started', size_bytes: 1_630_454 });
  });

  it('answers a lone file over 10 MB with 413 and the catalogue’s message', async () => {
    const { token } = await signInAsTemp(t, 'zh');
    const response = await upload(t, token, [OVERSIZE]);
    expect(response.status).toBe(413);
    expect(response).toMatchObject({
      code: 413,
      message: errorMessage('PAYLOAD_TOO_LARGE', 'zh'),
      data: { error: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('keeps the good files of a multi-file upload and says why each bad one was refused', async () => {
    const before = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    const response = await upload(t, token, [PNG, documentFile(AAPL_10Q_XLSX), OVERSIZE, documentFile(AAPL_10K_HTML)]);
    expect(response.status).toBe(200);
    const [png, xlsx, oversize, html] = response.data.documents;
    expect(png).toMatchObject({ document_id: null, error: { code: 'DOCUMENT_NOT_PDF' } }); // named statements.pdf
    expect(oversize).toMatchObject({
      file_name: 'huge.csv',
      document_id: null,
      error: { code: 'DOCUMENT_TOO_LARGE', message: errorMessage('DOCUMENT_TOO_LARGE', 'en', { limit_mb: 10 }) },
    });
    expect(xlsx).toMatchObject({ file_name: 'aapl-10-q-2025-03-29-Financial_Report.xlsx', error: null });
    expect(html?.error).toBeNull();
    expect(response.data.document_id).toBe(xlsx?.document_id);
    const after = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    expect(after.data.total).toBe(before.data.total + 2);
  });

  it('refuses more than 128 files at once and keeps none of them', async () => {
    const { token } = await signInAsTemp(t, 'es');
    const before = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    const csv = { name: 'a.csv', bytes: Buffer.from('Revenue,100\nCost of revenue,40\n') };
    const response = await upload(
      t,
      token,
      Array.from({ length: 129 }, () => csv),
    );
    expect(response).toMatchObject({
      status: 413,
      message: errorMessage('TOO_MANY_FILES', 'es', { max: 128 }),
      data: { error: 'TOO_MANY_FILES' },
    });
    const after = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    expect(after.data.total).toBe(before.data.total);
  });

  it('refuses invalid fields, a form without a file and a JSON body, keeping nothing', async () => {
    const before = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    const badYear = await upload(t, token, [documentFile(AAPL_10K_HTML)], { fields: { fiscal_year: '20x4' } });
    expect(badYear).toMatchObject({
      status: 422,
      data: { error: 'VALIDATION_FAILED', fields: [{ path: 'fiscal_year' }] },
    });
    const empty = await upload(t, token, [], { fields: { company_name: 'Nothing' } });
    expect(empty).toMatchObject({ status: 422, data: { error: 'NO_FILE' } });
    const json = await t.call('POST', '/v1/financial_statements/document', { token, body: { file: 'x' } });
    expect(json).toMatchObject({ status: 422, data: { error: 'NO_FILE' } });
    const after = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    expect(after.data.total).toBe(before.data.total);
  });

  it('needs a session', async () => {
    const response = await fetch(`${t.baseUrl}/v1/financial_statements/document`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(401);
  });

  it('lists the user’s documents newest first, paged and filtered by status', async () => {
    const { token: own } = await signInAsTemp(t);
    const first = await uploadOne(t, own, documentFile(AAPL_10K_HTML));
    const second = await uploadOne(t, own, documentFile(AAPL_10Q_XLSX));
    const run = await runAndWait(t, own, second);
    expect(run.status).toBe('awaiting_audit');
    const page = await t.call<{ items: TFinancialDocument[]; total: number }>(
      'GET',
      '/v1/financial_statements/list?page=1&page_size=1',
      { token: own },
    );
    expect(page.data.total).toBe(2);
    expect(page.data.items.map((item) => item.document_id)).toEqual([second]);
    // Uploaded without a company name: the extraction names the company its cover sheet names.
    expect(page.data.items[0]?.company_name).toBe('Apple Inc.');
    const waiting = await t.call<{ items: TFinancialDocument[] }>(
      'GET',
      '/v1/financial_statements/list?status=not_started',
      { token: own },
    );
    expect(waiting.data.items.map((item) => item.document_id)).toEqual([first]);
    expect(waiting.data.items[0]?.company_name).toBeNull();
    const done = await t.call<TTaskStatusView>('GET', `/v1/financial_tasks/status?task_id=${run.task_id}`, {
      token: own,
    });
    expect(done.data.document_id).toBe(second);
  });
});
