import { createServer, type Server } from 'node:http';
import { KB_LIMITS, KB_RUN, type TKbDocument } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, financialDocuments } from '../../db/schema.js';
import { createKb, ONE_PIXEL_PNG, uploadText, uploadToKb } from '../../knowledge/kb-api.test-helper.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let site: { url: string; close(): Promise<void> };
beforeAll(async () => {
  // The crawl tests fetch from a server on this machine, which the server refuses unless told.
  t = await startTestApp({ webCrawl: { allowPrivateNetwork: true } });
  site = await startSite();
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const MEMO = 'Revenue grew 12 percent in fiscal 2024. Services reached a record.';

describe('document/upload', () => {
  it('keeps or refuses each file on its own, by its content, with numbered names for repeats', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token, { name: 'Filings', parser_id: 'book' });
    const response = await uploadToKb(t, token, kb.id, [
      { name: 'memo.txt', bytes: Buffer.from(MEMO) },
      { name: 'chart.pdf', bytes: ONE_PIXEL_PNG },
      { name: 'empty.txt', bytes: Buffer.alloc(0) },
      { name: 'huge.txt', bytes: Buffer.alloc(KB_LIMITS.uploadFileBytes + 1, 0x61) },
      { name: 'memo.txt', bytes: Buffer.from(`${MEMO} Again.`) },
    ]);
    expect(response.code, response.message).toBe(0);
    const outcomes = response.data.documents;
    expect(
      outcomes.map((outcome) => [outcome.file_name, outcome.document?.name ?? null, outcome.error?.code ?? null]),
    ).toEqual([
      ['memo.txt', 'memo.txt', null],
      ['chart.pdf', null, 'KB_DOCUMENT_UNSUPPORTED_TYPE'],
      ['empty.txt', null, 'DOCUMENT_EMPTY'],
      ['huge.txt', null, 'KB_DOCUMENT_TOO_LARGE'],
      ['memo.txt', 'memo(1).txt', null],
    ]);
    expect(outcomes[3]?.error?.message).toBe('This file is too large: each file may be at most 10 MB.');
    expect(outcomes[0]?.document).toMatchObject({
      kb_id: kb.id,
      kind: 'text',
      size: MEMO.length,
      parser_id: 'book',
      status: 1,
      run: KB_RUN.UNSTART,
      source_type: 'knowledgebase',
    });
    const list = await t.call<{ docs: TKbDocument[]; total: number }>(
      'GET',
      `/v1/document/list?kb_id=${kb.id}&desc=false`,
      {
        token,
      },
    );
    expect(list.data.docs.map((document) => document.name)).toEqual(['memo.txt', 'memo(1).txt']);
  });

  it('refuses a whole request: another user’s knowledge base, no file, every file refused', async () => {
    const owner = await signInAsTemp(t, 'es');
    const kb = await createKb(t, owner.token);
    const { token } = await signInAsTemp(t);
    const foreign = await uploadToKb(t, token, kb.id, [{ name: 'memo.txt', bytes: Buffer.from(MEMO) }]);
    expect(foreign.status).toBe(404);
    const none = await uploadToKb(t, owner.token, kb.id, []);
    expect(none.data).toMatchObject({ error: 'NO_FILE' });
    const refused = await uploadToKb(t, owner.token, kb.id, [{ name: 'a.png', bytes: ONE_PIXEL_PNG }]);
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ error: 'KB_DOCUMENT_UNSUPPORTED_TYPE' });
    expect(refused.message).toMatch(/^Este tipo de archivo no se puede añadir/);
    const { total } = (
      await t.call<{ total: number }>('GET', `/v1/document/list?kb_id=${kb.id}`, { token: owner.token })
    ).data;
    expect(total).toBe(0);
  });
});

describe('document/upload limits', () => {
  it(`refuses more than ${KB_LIMITS.uploadFiles} files in one request, keeping none of them`, async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const many = Array.from({ length: KB_LIMITS.uploadFiles + 1 }, (_, index) => ({
      name: `note-${index}.txt`,
      bytes: Buffer.from(`Note ${index}: revenue grew.`),
    }));
    const response = await uploadToKb(t, token, kb.id, many);
    expect(response.status).toBe(413);
    expect(response.data).toMatchObject({ error: 'TOO_MANY_FILES' });
    expect(response.message).toContain(String(KB_LIMITS.uploadFiles));
    const { total } = (await t.call<{ total: number }>('GET', `/v1/document/list?kb_id=${kb.id}`, { token })).data;
    expect(total).toBe(0);
  });
});

describe('document/list, create, rename, change_status, get, thumbnails, infos', () => {
  it('filters by name and parse state', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    await uploadText(t, token, kb.id, 'q3-results.txt', MEMO);
    const empty = await t.call<TKbDocument>('POST', '/v1/document/create', {
      token,
      body: { kb_id: kb.id, name: 'Analyst notes' },
    });
    expect(empty.data).toMatchObject({ kind: 'virtual', source_type: 'virtual', size: 0, run: KB_RUN.UNSTART });
    const byName = await t.call<{ docs: TKbDocument[] }>('GET', `/v1/document/list?kb_id=${kb.id}&keywords=RESULTS`, {
      token,
    });
    expect(byName.data.docs.map((document) => document.name)).toEqual(['q3-results.txt']);
    const byRun = await t.call<{ total: number }>('GET', `/v1/document/list?kb_id=${kb.id}&run=1,3`, { token });
    expect(byRun.data.total).toBe(0);
    const unstarted = await t.call<{ total: number }>('GET', `/v1/document/list?kb_id=${kb.id}&run=0`, { token });
    expect(unstarted.data.total).toBe(2);
    const duplicate = await t.call('POST', '/v1/document/create', {
      token,
      body: { kb_id: kb.id, name: 'Analyst notes' },
    });
    expect(duplicate.data).toMatchObject({ error: 'KB_DOCUMENT_NAME_TAKEN' });
    const blank = await t.call('POST', '/v1/document/create', { token, body: { kb_id: kb.id, name: ' ' } });
    expect(blank.data).toMatchObject({ fields: [{ path: 'name', message: 'Enter a name for the document.' }] });
  });

  it('renames within the knowledge base, keeping a file’s extension', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const memo = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    await uploadText(t, token, kb.id, 'other.txt', MEMO);
    const renamed = await t.call<TKbDocument>('POST', '/v1/document/rename', {
      token,
      body: { doc_id: memo.id, name: 'Q3 memo.TXT' },
    });
    expect(renamed.data.name).toBe('Q3 memo.TXT');
    const extension = await t.call('POST', '/v1/document/rename', {
      token,
      body: { doc_id: memo.id, name: 'memo.pdf' },
    });
    expect(extension.data).toMatchObject({ error: 'KB_DOCUMENT_EXTENSION_CHANGED' });
    expect(extension.message).toContain('“.txt”');
    const taken = await t.call('POST', '/v1/document/rename', { token, body: { doc_id: memo.id, name: 'other.txt' } });
    expect(taken.data).toMatchObject({ error: 'KB_DOCUMENT_NAME_TAKEN' });
  });

  it('disables and enables documents, serves a file as stored, and has no page pictures', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const memo = await uploadText(t, token, kb.id, 'memo.txt', MEMO);
    const disabled = await t.call<TKbDocument[]>('POST', '/v1/document/change_status', {
      token,
      body: { doc_ids: [memo.id], status: 0 },
    });
    expect(disabled.data.map((document) => document.status)).toEqual([0]);
    const none = await t.call('POST', '/v1/document/change_status', { token, body: { doc_ids: [], status: 1 } });
    expect(none.data).toMatchObject({ fields: [{ path: 'doc_ids', message: 'Select a document first.' }] });

    const file = await fetch(`${t.baseUrl}/v1/document/get?doc_id=${memo.id}`, { headers: { authorization: token } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('memo.txt');
    expect(await file.text()).toBe(MEMO);
    const empty = await t.call<TKbDocument>('POST', '/v1/document/create', {
      token,
      body: { kb_id: kb.id, name: 'Notes' },
    });
    const noFile = await t.call('GET', `/v1/document/get?doc_id=${empty.data.id}`, { token });
    expect(noFile.data).toMatchObject({ error: 'KB_DOCUMENT_NO_FILE' });

    const thumbnails = await t.call('GET', `/v1/document/thumbnails?doc_ids=${memo.id},${empty.data.id}`, { token });
    expect(thumbnails.data).toEqual({ [memo.id]: null, [empty.data.id]: null });
  });

  it('answers another user’s documents as not found, everywhere', async () => {
    const owner = await signInAsTemp(t);
    const kb = await createKb(t, owner.token);
    const memo = await uploadText(t, owner.token, kb.id, 'memo.txt', MEMO);
    const { token } = await signInAsTemp(t);
    const calls = [
      t.call('POST', '/v1/document/infos', { token, body: { doc_ids: [memo.id] } }),
      t.call('POST', '/v1/document/rename', { token, body: { doc_id: memo.id, name: 'x.txt' } }),
      t.call('POST', '/v1/document/rm', { token, body: { doc_id: memo.id } }),
      t.call('POST', '/v1/document/change_status', { token, body: { doc_ids: [memo.id], status: 0 } }),
      t.call('POST', '/v1/document/change_parser', { token, body: { doc_id: memo.id, parser_id: 'one' } }),
      t.call('POST', '/v1/document/run', { token, body: { doc_ids: [memo.id], run: 1 } }),
      t.call('GET', `/v1/document/get?doc_id=${memo.id}`, { token }),
      t.call('GET', `/v1/document/thumbnails?doc_ids=${memo.id}`, { token }),
      t.call('POST', '/v1/document/extract_statements', { token, body: { doc_id: memo.id } }),
      t.call('GET', `/v1/chunk/list?doc_id=${memo.id}`, { token }),
      t.call('POST', '/v1/chunk/create', { token, body: { doc_id: memo.id, content_with_weight: 'x' } }),
      t.call('GET', `/v1/chunk/knowledge_graph?doc_id=${memo.id}`, { token }),
    ];
    for (const response of await Promise.all(calls))
      expect(response.data, JSON.stringify(response)).toMatchObject({ error: 'NOT_FOUND' });
    const infos = await t.call<TKbDocument[]>('POST', '/v1/document/infos', {
      token: owner.token,
      body: { doc_ids: [memo.id] },
    });
    expect(infos.data[0]).toMatchObject({ id: memo.id, run: KB_RUN.UNSTART });
  });
});

describe('document/rm', () => {
  it('deletes documents and the files uploaded for them', async () => {
    const { token, id } = await signInAsTemp(t);
    const kb = await createKb(t, token, { name: 'Deletions' });
    const first = await uploadText(t, token, kb.id, 'first.txt', MEMO);
    const second = await uploadText(t, token, kb.id, 'second.txt', MEMO);
    const removed = await t.call('POST', '/v1/document/rm', { token, body: { doc_ids: [first.id, second.id] } });
    expect(removed.code, removed.message).toBe(0);
    const left = await t.database.db
      .select({ name: files.name })
      .from(files)
      .where(and(eq(files.ownerId, id), eq(files.type, 'text')));
    expect(left).toEqual([]);
    expect((await t.call('POST', '/v1/document/rm', { token, body: {} })).status).toBe(422);
  });
});

describe('document/web_crawl', () => {
  it('fetches a page (through a redirect) and adds it as an HTML document that remembers its address', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const response = await t.call<TKbDocument>('POST', '/v1/document/web_crawl', {
      token,
      body: { kb_id: kb.id, name: 'Investor page', url: `${site.url}/moved` },
    });
    expect(response.code, response.message).toBe(0);
    expect(response.data).toMatchObject({
      name: 'Investor page',
      kind: 'html',
      source_type: 'web',
      source_url: `${site.url}/investors`,
      run: KB_RUN.UNSTART,
    });
    const file = await fetch(`${t.baseUrl}/v1/document/get?doc_id=${response.data.id}`, {
      headers: { authorization: token },
    });
    expect(await file.text()).toContain('Quarterly results');
  });

  it('says why a page could not be added: an HTTP error, a bad address', async () => {
    const { token } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const missing = await t.call('POST', '/v1/document/web_crawl', {
      token,
      body: { kb_id: kb.id, name: 'Missing', url: `${site.url}/missing` },
    });
    expect(missing.status).toBe(502);
    expect(missing.data).toMatchObject({ error: 'KB_WEB_PAGE_ERROR' });
    expect(missing.message).toBe('The site answered with an error (HTTP 404), so nothing was added.');
    const invalid = await t.call('POST', '/v1/document/web_crawl', {
      token,
      body: { kb_id: kb.id, name: 'Bad', url: 'ftp://example.com/file' },
    });
    expect(invalid.data).toMatchObject({
      fields: [{ path: 'url', message: 'Enter a web address starting with http:// or https://.' }],
    });
  });
});

describe('document/extract_statements', () => {
  it('starts the statements flow on a copy of the document’s file', async () => {
    const { token, id } = await signInAsTemp(t);
    const kb = await createKb(t, token);
    const uploaded = await uploadToKb(t, token, kb.id, [
      { name: 'statements.csv', bytes: Buffer.from('Item,2024,2023\nRevenue,1200,1100\nNet income,300,250\n') },
    ]);
    const document = uploaded.data.documents[0]?.document;
    const response = await t.call<{ financial_document_id: string; task_id: string }>(
      'POST',
      '/v1/document/extract_statements',
      {
        token,
        body: { doc_id: document?.id },
      },
    );
    expect(response.code, response.message).toBe(0);
    const [financial] = await t.database.db
      .select()
      .from(financialDocuments)
      .where(eq(financialDocuments.id, response.data.financial_document_id));
    expect(financial).toMatchObject({ ownerId: id, fileName: 'statements.csv', kind: 'csv', uploadExpiresAt: null });
    const status = await t.call('GET', `/v1/financial_tasks/status?task_id=${response.data.task_id}`, { token });
    expect(status.code, status.message).toBe(0);

    const markdown = await uploadText(t, token, kb.id, 'notes.md', '# Notes\n\nRevenue rose.');
    const refused = await t.call('POST', '/v1/document/extract_statements', { token, body: { doc_id: markdown.id } });
    expect(refused.data).toMatchObject({ error: 'DOCUMENT_UNSUPPORTED_TYPE' });
  });
});

/** A small web site: a page, a redirect to it, and 404 for anything else. */
async function startSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/investors') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<html><head><title>Investors</title></head><body><h1>Quarterly results</h1><p>Revenue rose.</p></body></html>',
      );
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: '/investors' });
      response.end();
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
