/**
 * Issue 12: requests that were answered 500 are catalogue 4xx answers, and the server stays
 * healthy: a null character (or a lone surrogate) in any free-text field, absurd dates, a body
 * nested 20,000 levels deep, a truncated multipart body.
 */
import { ERRORS, VALIDATION_MESSAGES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAPL_10Q_XLSX, documentFile, upload, uploadOne } from '../test/financial.js';
import { createModelAndWait } from '../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
});
afterAll(() => t.close());

const NUL = '\u0000';
const refusedText = (path: string, language: 'en' | 'es' = 'en') => ({
  status: 422,
  data: { error: 'VALIDATION_FAILED', fields: [{ path, message: VALIDATION_MESSAGES.text_not_allowed[language] }] },
});

async function expectHealthy(): Promise<void> {
  const status = await t.call('GET', '/v1/system/status');
  expect(status.status).toBe(200);
}

describe('a null character in a free-text field', () => {
  it('is refused with 422 naming the field, for a nickname, a model name and a search', async () => {
    expect(await t.call('POST', '/v1/user/setting', { token, body: { nickname: `Ana${NUL}` } })).toMatchObject(
      refusedText('nickname'),
    );
    const modelId = await createModelAndWait(t, token, 'NVDA');
    const renamed = await t.call('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, name: `x${NUL}` },
    });
    expect(renamed).toMatchObject(refusedText('name'));
    // In the user's own language.
    const es = await signInAsTemp(t, 'es');
    expect(await t.call('POST', '/v1/user/setting', { token: es.token, body: { nickname: NUL } })).toMatchObject(
      refusedText('nickname', 'es'),
    );
    expect(await t.call('GET', '/v1/query/search_ticker?keyword=AA%00PL', { token })).toMatchObject(
      refusedText('keyword'),
    );
    // The same for an account name: refused before the statement is even looked up.
    const line = await t.call('POST', '/v1/financial_statements/statement/add_line', {
      token,
      body: { statement_id: '00000000-0000-4000-8000-000000000000', account_name: `Revenue${NUL}`, value: 1 },
    });
    expect(line).toMatchObject(refusedText('account_name'));
    await expectHealthy();
  });

  it('is refused in a document’s company name and stock code, by JSON or as a multipart field', async () => {
    const documentId = await uploadOne(t, token, documentFile(AAPL_10Q_XLSX));
    for (const field of ['company_name', 'stock_code']) {
      const response = await t.call('POST', '/v1/financial_statements/update', {
        token,
        body: { document_id: documentId, [field]: `AAPL${NUL}` },
      });
      expect(response, field).toMatchObject(refusedText(field));
    }
    const before = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    const form = await upload(t, token, [documentFile(AAPL_10Q_XLSX)], { fields: { company_name: `Apple${NUL}` } });
    expect(form).toMatchObject(refusedText('company_name'));
    const after = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    expect(after.data.total).toBe(before.data.total);
  });

  it('refuses a lone surrogate, which jsonb and text cannot hold either', async () => {
    const response = await t.call('POST', '/v1/user/setting', { token, rawBody: '{"nickname":"Ana\\ud800"}' });
    expect(response).toMatchObject(refusedText('nickname'));
  });
});

describe('dates no filing or price can have', () => {
  it('answers market inputs and default peers as of 9999-12-31 (or year 1) with 422', async () => {
    const zh = await signInAsTemp(t, 'zh');
    for (const path of [
      '/v1/market/inputs?ticker=AAPL&as_of=9999-12-31',
      '/v1/market/inputs?ticker=AAPL&as_of=0001-01-01',
      '/v1/market/comps?ticker=AAPL&as_of=9999-12-31',
    ]) {
      const response = await t.call('GET', path, { token: zh.token });
      expect(response, path).toMatchObject({
        status: 422,
        data: {
          error: 'VALIDATION_FAILED',
          fields: [{ path: 'as_of', message: VALIDATION_MESSAGES.date_out_of_range.zh }],
        },
      });
    }
    expect((await t.call('GET', '/v1/market/inputs?ticker=AAPL&as_of=2100-12-31', { token })).status).toBe(200);
    await expectHealthy();
  });
});

describe('a body nested 20,000 levels deep', () => {
  it('is refused with 400 before any schema or the engine walks it', async () => {
    const modelId = '00000000-0000-4000-8000-000000000000';
    for (const nested of [
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      `${'['.repeat(20_000)}1${']'.repeat(20_000)}`,
    ]) {
      const response = await t.call('POST', '/v1/model/dcf/update', {
        token,
        rawBody: `{"model_id":"${modelId}","assumptions":{"drivers":${nested}}}`,
      });
      expect(response).toMatchObject({
        status: 400,
        message: ERRORS.BODY_TOO_DEEP.messages.en.replace('{{max}}', '32'),
        data: { error: 'BODY_TOO_DEEP' },
      });
    }
    await expectHealthy();
  });
});

describe('a truncated multipart body', () => {
  it('is refused with 400, keeps nothing, and the server goes on', async () => {
    const before = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    const boundary = 'hardening-boundary';
    const xlsx = documentFile(AAPL_10Q_XLSX).bytes;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="company_name"\r\n\r\nAcme\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    // The whole first file, then the second one cut off half way, without the closing boundary.
    const body = Buffer.concat([
      head,
      xlsx,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.xlsx"\r\n\r\n`),
      xlsx.subarray(0, xlsx.length / 2),
    ]);
    const response = await fetch(`${t.baseUrl}/v1/financial_statements/document`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: ERRORS.MALFORMED_UPLOAD.messages.en,
      data: { error: 'MALFORMED_UPLOAD' },
    });
    const after = await t.call<{ total: number }>('GET', '/v1/financial_statements/list', { token });
    expect(after.data.total).toBe(before.data.total);
    await expectHealthy();
  });
});
