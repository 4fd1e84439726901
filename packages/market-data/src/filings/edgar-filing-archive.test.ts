import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MarketDataError } from '../errors.js';
import { MemoryResponseCache } from '../http/response-cache.js';
import { SecClient } from '../sec/sec-client.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { createIxbrlScanner } from '../xbrl/dimensional/ixbrl-scanner.js';
import { SHARED_DATA } from '../xbrl/shared-data.test-helper.js';
import { createEdgarFilingArchive } from './edgar-filing-archive.js';
import { createIxbrlFilingFolder } from './ixbrl-filing-folder.js';

/**
 * The live path of revenue breakdowns against the local protocol server, which serves the pack's
 * submissions and the shared data's 10-K HTMLs at their EDGAR archive paths (read in place).
 */
const DOCUMENTS = [`${SHARED_DATA}documents/10k_html`, `${SHARED_DATA}documents/eval`];
const NVDA_FOLDER = '/Archives/edgar/data/1045810/000104581025000023/';
const noWait = { baseDelayMs: 1, maxDelayMs: 2 };

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: `${SHARED_DATA}pack`, filingsDirs: DOCUMENTS });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const archiveWith = (options: { cache?: MemoryResponseCache; maxBytes?: number } = {}) =>
  createEdgarFilingArchive({
    sec: new SecClient({ baseUrl: server.url, userAgent: 'Intrinsic tests qa@intrinsic.example', retry: noWait }),
    ...options,
  });

const reasonOf = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketDataError);
  return { code: (error as MarketDataError).code, ...(error as MarketDataError).details };
};

describe('createEdgarFilingArchive', () => {
  it('reads NVIDIA’s 10-K filed by a date from the archives: submissions → index.json → the inline document', async () => {
    const { value, origin } = await archiveWith().revenueBreakdowns(1045810, { filedBy: '2025-12-31' });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/submissions/CIK0001045810.json',
      `${NVDA_FOLDER}index.json`,
      `${NVDA_FOLDER}nvda-20250126.htm`,
    ]);
    expect(server.requests.every((r) => r.userAgent === 'Intrinsic tests qa@intrinsic.example')).toBe(true);
    expect(origin).toMatchObject({ provider: 'sec', location: `${server.url}${NVDA_FOLDER}nvda-20250126.htm` });
    expect(value).toMatchObject({ cik: '0001045810', documentType: '10-K', documentPeriodEnd: '2025-01-26' });
    // The same parser as the folder source: the same breakdowns from the same document.
    const fromFolder = await createIxbrlFilingFolder(DOCUMENTS).revenueBreakdowns(1045810);
    expect(value).toEqual(fromFolder.value);
    const segments = value.breakdowns.find((b) => b.axisKind === 'segment');
    expect(segments?.status).toBe('adds_up');
    for (const check of segments?.checks ?? []) expect(check.isComplete).toBe(true);
  });

  it('takes Apple’s FY2024 10-K by its primary document; its products add up with Products as a subtotal', async () => {
    const { value } = await archiveWith().revenueBreakdowns('0000320193', { filedBy: '2025-06-30' });
    expect(value.documentPeriodEnd).toBe('2024-09-28');
    const products = value.breakdowns.find((b) => b.axisKind === 'product_or_service');
    expect(products?.status).toBe('adds_up');
    expect(products?.members.filter((m) => m.role === 'subtotal').map((m) => m.label)).toEqual(['Products']);
  });

  it('keeps what it read per filing: the second read asks EDGAR only for the submissions', async () => {
    const cache = new MemoryResponseCache();
    const first = await archiveWith({ cache }).revenueBreakdowns(1045810, { filedBy: '2025-12-31' });
    server.reset();
    const second = await archiveWith({ cache }).revenueBreakdowns(1045810, { filedBy: '2025-12-31' });
    expect(server.requests.map((r) => r.path)).toEqual(['/submissions/CIK0001045810.json']);
    expect(second.value).toEqual(first.value);
    expect(second.origin.location).toBe(first.origin.location);
    expect(await cache.get('sec:breakdowns:v1:1045810/000104581025000023')).not.toBeNull();
  });

  it('refuses a document past the byte limit from its listed size, before downloading it', async () => {
    const details = await reasonOf(
      archiveWith({ maxBytes: 1_000_000 }).revenueBreakdowns(1045810, { filedBy: '2025-12-31' }),
    );
    expect(details).toMatchObject({ code: 'DATA_NOT_AVAILABLE', reason: 'document_too_large', bytes: 2_067_520 });
    expect(server.requests.map((r) => r.path)).not.toContain(`${NVDA_FOLDER}nvda-20250126.htm`);
  });

  it('stops reading a streamed document (no Content-Length) once it passes the limit', async () => {
    const sec = new SecClient({ baseUrl: server.url, retry: noWait });
    let written = 0;
    const sink = () => {
      const scanner = createIxbrlScanner();
      return {
        write: (chunk: Uint8Array) => {
          written += chunk.byteLength;
          scanner.write(chunk);
        },
        finish: () => scanner.finish(),
      };
    };
    const read = sec.archiveDocument(1045810, '0001045810-25-000023', 'nvda-20250126.htm', sink, { maxBytes: 500_000 });
    expect(await reasonOf(read)).toMatchObject({ code: 'DATA_NOT_AVAILABLE', reason: 'document_too_large' });
    expect(written).toBeLessThanOrEqual(500_000);
    // Refused once, not retried.
    expect(server.requests).toHaveLength(1);
  });

  it('says DATA_NOT_AVAILABLE for a filing the archives do not hold (Apple’s FY2025 10-K is not served here)', async () => {
    const details = await reasonOf(archiveWith().revenueBreakdowns(320193));
    expect(details).toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      reason: 'filing_not_found',
      accessionNumber: '0000320193-25-000079',
    });
  });

  it('says no_inline_xbrl for a folder with neither the primary document nor an XBRL instance', async () => {
    // The pack's constructed submissions of Alphabet name the accession but no primary document, and
    // the local folder lists only the HTML under its own name: no inline document can be told apart.
    const details = await reasonOf(archiveWith().revenueBreakdowns(1652044, { filedBy: '2025-12-31' }));
    expect(details).toMatchObject({ reason: 'no_inline_xbrl', accessionNumber: '0001652044-25-000014' });
  });

  it('says no_annual_report without a 10-K with an accession number, or none filed by the date', async () => {
    expect(await reasonOf(archiveWith().revenueBreakdowns(21344))).toMatchObject({ reason: 'no_annual_report' });
    expect(await reasonOf(archiveWith().revenueBreakdowns(1045810, { filedBy: '2000-01-01' }))).toMatchObject({
      reason: 'no_annual_report',
    });
    expect(await reasonOf(archiveWith().revenueBreakdowns(1))).toMatchObject({ series: 'submissions' });
  });

  it('refuses a document that is not an annual report, and one without inline XBRL facts', async () => {
    // What the archive would answer if the folder's document were a quarterly report (a minimal
    // inline-XBRL body injected in place of the 10-K), then a plain HTML page.
    const quarterly = [
      '<html xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:xbrli="http://www.xbrl.org/2003/instance"><body>',
      '<ix:header><ix:resources><xbrli:context id="q"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0001045810</xbrli:identifier></xbrli:entity>',
      '<xbrli:period><xbrli:startDate>2024-10-28</xbrli:startDate><xbrli:endDate>2025-01-26</xbrli:endDate></xbrli:period></xbrli:context>',
      '<xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit></ix:resources></ix:header>',
      '<ix:nonNumeric name="dei:DocumentType" contextRef="q">10-Q</ix:nonNumeric>',
      '<ix:nonFraction name="us-gaap:Revenues" contextRef="q" unitRef="usd" decimals="-6" scale="6">39,331</ix:nonFraction>',
      '</body></html>',
    ].join('');
    server.inject({ path: `${NVDA_FOLDER}nvda-20250126.htm`, body: quarterly });
    const notAnnual = await reasonOf(archiveWith().revenueBreakdowns(1045810, { filedBy: '2025-12-31' }));
    expect(notAnnual).toMatchObject({ reason: 'not_annual_report', documentType: '10-Q' });
    server.inject({ path: `${NVDA_FOLDER}nvda-20250126.htm`, body: '<html><body><p>Annual report</p></body></html>' });
    const plain = await reasonOf(archiveWith().revenueBreakdowns(1045810, { filedBy: '2025-12-31' }));
    expect(plain).toMatchObject({ reason: 'no_inline_xbrl' });
  });

  it('passes a provider outage on as PROVIDER_UNAVAILABLE after the retries', async () => {
    server.inject({ path: `${NVDA_FOLDER}nvda-20250126.htm`, status: 503, times: 4 });
    const details = await reasonOf(archiveWith().revenueBreakdowns(1045810, { filedBy: '2025-12-31' }));
    expect(details).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 503, attempts: 4 });
  });
});
