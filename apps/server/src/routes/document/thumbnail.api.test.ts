import { KB_RUN, type TKbDocument } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbDocuments } from '../../db/schema.js';
import { MOCK_PROVIDER_KEY, parseAndWait, signInWithMockKb, uploadToKb } from '../../knowledge/kb-api.test-helper.js';
import { tinyPdf } from '../../knowledge/tiny-pdf.test-helper.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const DATA_URL_PREFIX = 'data:image/png;base64,';
let t: TestApp;
let provider: TMockProviderServer;
beforeAll(async () => {
  provider = await startMockProviderServer({ apiKey: MOCK_PROVIDER_KEY });
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const MEMO_LINES = [
  'Quarterly memo',
  'Net sales in the segment grew 12 percent, driven by services and wearables.',
  'Operating margin held near 30 percent, as it did a year before.',
];
const PAGE_HTML =
  '<html><head><title>Segment note</title></head><body><h1>Segment note</h1><p>Net sales grew 12 percent.</p></body></html>';

async function upload(token: string, kbId: string, name: string, bytes: Uint8Array): Promise<TKbDocument> {
  const response = await uploadToKb(t, token, kbId, [{ name, bytes }]);
  expect(response.code, response.message).toBe(0);
  const document = response.data.documents[0]?.document;
  if (!document) throw new Error(`not kept: ${JSON.stringify(response.data.documents[0]?.error)}`);
  return document;
}

function thumbnails(token: string, ids: string[]) {
  return t.call<Record<string, string | null>>('GET', `/v1/document/thumbnails?doc_ids=${ids.join(',')}`, { token });
}

describe('document/thumbnails', () => {
  it('gives a parsed PDF a PNG of its first page at most 160 px wide, an HTML document none', async () => {
    const { token, kb } = await signInWithMockKb(t, provider.url);
    const pdf = await upload(token, kb.id, 'memo.pdf', tinyPdf(MEMO_LINES));
    const html = await upload(token, kb.id, 'note.html', Buffer.from(PAGE_HTML));
    expect([pdf.kind, html.kind]).toEqual(['pdf', 'html']);

    // Nothing is drawn before a parse.
    expect((await thumbnails(token, [pdf.id, html.id])).data).toEqual({ [pdf.id]: null, [html.id]: null });

    // A picture left by an earlier run goes when a new parse starts, whatever the kind.
    await t.database.db
      .update(kbDocuments)
      .set({ thumbnail: `${DATA_URL_PREFIX}c3RhbGU=` })
      .where(eq(kbDocuments.id, html.id));
    const parsed = await parseAndWait(t, token, [pdf.id, html.id]);
    expect(parsed.map((document) => document.run)).toEqual([KB_RUN.DONE, KB_RUN.DONE]);

    const response = await thumbnails(token, [pdf.id, html.id]);
    expect(response.code, response.message).toBe(0);
    expect(response.data[html.id]).toBeNull();
    const dataUrl = response.data[pdf.id] ?? '';
    expect(dataUrl.startsWith(DATA_URL_PREFIX)).toBe(true);
    const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
    expect(png.length).toBeLessThanOrEqual(64 * 1024);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBeGreaterThan(100);
    expect(width).toBeLessThanOrEqual(160);
    // An A4 page keeps its proportions.
    expect(Math.abs(height / width - 842 / 595)).toBeLessThan(0.02);

    // Another user cannot read them.
    const other = await signInAsTemp(t);
    const refused = await thumbnails(other.token, [pdf.id]);
    expect(refused.data).toEqual({ error: 'NOT_FOUND' });
  });
});
