import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-guard.js';
import { WebSearchError } from './errors.js';
import { fetchPage } from './fetch-page.js';
import { readableText } from './readable-text.js';
import { SHARED_DOCUMENTS, startSearchTestServer, type TSearchTestServer } from './testing/index.js';

const AAPL_10K = `${SHARED_DOCUMENTS}10k_html/aapl-10-k-2024-11-01.html`;
const NKE_PDF = `${SHARED_DOCUMENTS}pdf/nke-10-k-fy2023-2023-05-31.pdf`;
const TEST = { allowPrivateAddresses: true } as const;

let server: TSearchTestServer;
beforeAll(async () => {
  server = await startSearchTestServer({
    pages: {
      '/filings/aapl-10k.html': { file: AAPL_10K, contentType: 'text/html' },
      '/filings/nke-10k.pdf': { file: NKE_PDF, contentType: 'application/pdf' },
      '/pdf-without-type': { file: NKE_PDF, contentType: 'application/octet-stream' },
      '/notes.txt': { body: 'Plain notes: revenue grew.', contentType: 'text/plain; charset=utf-8' },
      '/gbk.html': {
        body: new Uint8Array([
          ...Buffer.from('<html><head><meta charset="gbk"><title>'),
          0xc3,
          0xa9,
          0xcc,
          0xa8,
          ...Buffer.from('</title></head><body>ok</body></html>'),
        ]),
        contentType: 'text/html',
      },
      '/latin1.html': {
        body: new Uint8Array([...Buffer.from('<p>Soci'), 0xe9, ...Buffer.from('t'), 0xe9, ...Buffer.from('</p>')]),
        contentType: 'text/html; charset=ISO-8859-1',
      },
      '/image.png': { body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' },
      '/missing': { body: 'gone', contentType: 'text/html', status: 404 },
      '/hop/1': { redirect: '/hop/2' },
      '/hop/2': { redirect: '/notes.txt' },
      '/loop': { redirect: '/loop' },
      '/to-file': { redirect: 'file:///etc/passwd' },
    },
  });
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<WebSearchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebSearchError);
  return error as WebSearchError;
}

describe('fetchPage', () => {
  it('reads a real 10-K served as HTML, and its readable text keeps the Item headings and the income statement as a table', async () => {
    const page = await fetchPage(`${server.url}/filings/aapl-10k.html`, TEST);
    expect(page.kind).toBe('html');
    if (page.kind === 'pdf') throw new Error('not html');
    const { title, text, isTruncated } = readableText(page.text, page.url, { maxChars: 1_000_000 });
    expect(title).toBe('aapl-20240928');
    expect(isTruncated).toBe(false);
    expect(text).toContain(
      '\n## Item 7. Management’s Discussion and Analysis of Financial Condition and Results of Operations\n',
    );
    expect(text).toContain('\n## Item 1A. Risk Factors\n');
    expect(text).toContain('### CONSOLIDATED STATEMENTS OF OPERATIONS');
    expect(text).toContain('| Total net sales | 391,035 | 383,285 | 394,328 |');
    expect(text).toContain('| Products | $294,866 | $298,085 | $316,199 |');
    expect(text).toContain('| Other income/(expense), net | 269 | (565) | (334) |');
    // The hidden inline-XBRL header is not text; no markup or addresses leak through.
    expect(text).not.toContain('dei:AmendmentFlag');
    expect(text).not.toMatch(/<\/?(div|span|td)\b/);
  });

  it('passes a PDF back as its bytes (declared, or sniffed behind application/octet-stream)', async () => {
    for (const path of ['/filings/nke-10k.pdf', '/pdf-without-type']) {
      const page = await fetchPage(`${server.url}${path}`, TEST);
      expect(page.kind).toBe('pdf');
      if (page.kind !== 'pdf') throw new Error('not pdf');
      expect(Buffer.from(page.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
  });

  it('decodes by the header charset, else the page declaration (GBK title, Latin-1 body)', async () => {
    const gbk = await fetchPage(`${server.url}/gbk.html`, TEST);
    expect(gbk.kind === 'html' && readableText(gbk.text, gbk.url).title).toBe('茅台');
    const latin = await fetchPage(`${server.url}/latin1.html`, TEST);
    expect(latin.kind === 'html' && latin.text).toBe('<p>Société</p>');
    const notes = await fetchPage(`${server.url}/notes.txt`, TEST);
    expect(notes).toMatchObject({ kind: 'text', text: 'Plain notes: revenue grew.' });
  });

  it('follows redirects up to the limit and reports the last URL', async () => {
    const page = await fetchPage(`${server.url}/hop/1`, TEST);
    expect(page.url).toBe(`${server.url}/notes.txt`);
    expect((await failure(fetchPage(`${server.url}/hop/1`, { ...TEST, maxRedirects: 1 }))).code).toBe(
      'too_many_redirects',
    );
    expect((await failure(fetchPage(`${server.url}/loop`, TEST))).code).toBe('too_many_redirects');
  });

  it('refuses loopback without the test option, private targets of a redirect, and schemes other than http(s)', async () => {
    expect((await failure(fetchPage(`${server.url}/notes.txt`))).code).toBe('forbidden_address');
    expect((await failure(fetchPage('http://localhost:9/'))).code).toBe('forbidden_address');
    expect((await failure(fetchPage('file:///etc/passwd'))).code).toBe('forbidden_address');
    expect((await failure(fetchPage(`${server.url}/to-file`, TEST))).code).toBe('forbidden_address');
    // The ranges themselves (the test server can only live on loopback): cloud metadata, mapped private IPv4.
    expect(isPrivateAddress('169.254.169.254')).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
  });

  it('refuses content it does not read, HTTP errors, pages over the size limit, and slow pages', async () => {
    expect((await failure(fetchPage(`${server.url}/image.png`, TEST))).code).toBe('unsupported_content');
    const missing = await failure(fetchPage(`${server.url}/missing`, TEST));
    expect([missing.code, missing.status]).toEqual(['unreachable', 404]);
    expect((await failure(fetchPage(`${server.url}/filings/aapl-10k.html`, { ...TEST, maxBytes: 100_000 }))).code).toBe(
      'too_large',
    );
    const controller = new AbortController();
    controller.abort();
    expect((await failure(fetchPage(`${server.url}/notes.txt`, { ...TEST, signal: controller.signal }))).code).toBe(
      'aborted',
    );
  });

  it('gives up on a page that does not answer within the time limit', async () => {
    const silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      expect((await failure(fetchPage(url, { ...TEST, timeoutMs: 200 }))).code).toBe('timeout');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
