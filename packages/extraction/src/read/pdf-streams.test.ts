import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inflatingPdf } from './bomb-documents.test-helper.js';
import { DOCUMENTS } from './documents.test-helper.js';
import { READ_LIMITS } from './limits.js';
import { checkPdfStreams, lzwDecodedLength, runLengthDecodedLength } from './pdf-streams.js';
import { readDocument } from './read-document.js';

const MB = 1024 * 1024;

/** 9-bit LZW codes, most significant bit first, as PDF writes them. */
function lzwCodes(codes: number[]): Uint8Array {
  const bits = codes.map((code) => code.toString(2).padStart(9, '0')).join('');
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return new Uint8Array(padded.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
}

describe('PDF stream decompression limit', () => {
  it('refuses a content stream that decodes past the limit before pdfjs inflates it', async () => {
    const pdf = await inflatingPdf(24 * MB);
    expect(pdf.length).toBeLessThan(100 * 1024);
    const limits = { maxPdfStreamBytes: 16 * MB };
    await expect(readDocument(pdf, { limits })).rejects.toMatchObject({
      name: 'DocumentReadError',
      reason: 'content_too_large',
    });
    await expect(checkPdfStreams(pdf, { ...READ_LIMITS, maxPdfStreamBytes: 32 * MB })).resolves.toBeUndefined();
    // A small one is only a blank page: read (no tables), not refused.
    await expect(readDocument(await inflatingPdf(64 * 1024), { limits })).resolves.toMatchObject({
      kind: 'pdf',
      pageCount: 1,
      tables: [],
    });
  });

  it('counts every stage of a FlateDecode chain', async () => {
    const pdf = await inflatingPdf(8 * MB, 2);
    await expect(checkPdfStreams(pdf, { ...READ_LIMITS, maxPdfStreamBytes: 9 * MB })).resolves.toBeUndefined();
    await expect(checkPdfStreams(pdf, { ...READ_LIMITS, maxPdfStreamBytes: 6 * MB })).rejects.toMatchObject({
      reason: 'content_too_large',
    });
  });

  it('measures LZW and RunLength data by the lengths their codes produce', () => {
    // clear, A, A, then the code just added (KwKwK: "AA"), "AA" again, end: AAAAAA.
    expect(lzwDecodedLength(lzwCodes([256, 65, 65, 258, 258, 257]), 1, 100)).toBe(6);
    expect(lzwDecodedLength(lzwCodes([256, 65, 65, 258, 258, 257]), 1, 4)).toBe(5);
    // 3 literal bytes, then one byte repeated 128 times, then the end.
    expect(runLengthDecodedLength(new Uint8Array([2, 1, 2, 3, 129, 7, 128]), 1_000)).toBe(131);
    expect(runLengthDecodedLength(new Uint8Array(20_000).fill(129), 1_000_000)).toBe(1_000_000 + 1);
  });

  it('lets real annual reports through in milliseconds', async () => {
    for (const path of ['pdf/nke-10-k-fy2023-2023-05-31.pdf', 'pdf/600519_kweichow_moutai_2021_annual_report_zh.pdf']) {
      const bytes = new Uint8Array(readFileSync(`${DOCUMENTS}${path}`));
      await expect(checkPdfStreams(bytes, { ...READ_LIMITS, maxPdfStreamBytes: 32 * MB })).resolves.toBeUndefined();
    }
  });
});
