import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { deflatedPart, hugePart, inflatingDocx, inflatingXlsx, zipOf } from './bomb-documents.test-helper.js';
import { DOCUMENTS } from './documents.test-helper.js';
import { READ_LIMITS } from './limits.js';
import { readDocument } from './read-document.js';
import { checkZipLimits, listZipEntries } from './zip-limits.js';

const MB = 1024 * 1024;
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: { reason?: string }) => error.reason ?? String(error),
  );

describe('ZIP decompression limits (XLSX, DOCX)', () => {
  it('refuses the review’s DOCX (0.9 MB at most, word/document.xml inflating to 300 MB) from its directory, inflating nothing', async () => {
    const docx = await inflatingDocx();
    expect(docx.length).toBeLessThan(0.9 * MB);
    await expect(readDocument(docx)).rejects.toMatchObject({ name: 'DocumentReadError', reason: 'content_too_large' });
    // Declared 300 MB: refused before mammoth (which would spend seconds and gigabytes on it) starts.
  });

  it('counts the real inflated bytes when the directory lies, stopping at the declared size', async () => {
    const docx = await inflatingDocx({ size: 64 * MB, declaredSize: 10_000 });
    const [, , body] = listZipEntries(docx);
    expect(body).toMatchObject({ name: 'word/document.xml', unpackedSize: 10_000 });
    expect(await reasonOf(readDocument(docx))).toBe('corrupt');
    // The inflater stopped a few chunks past 10 kB; inflating all 64 MB takes far longer.
  });

  it('refuses a part packed more tightly than documents are, even when the total is small', async () => {
    const sheet = await hugePart('xl/worksheets/sheet1.xml', { size: 4 * MB, fill: '<row/>' });
    expect(sheet.size / sheet.packed.length).toBeGreaterThan(READ_LIMITS.maxZipRatio);
    const xlsx = zipOf([deflatedPart('xl/workbook.xml', '<workbook/>'), sheet]);
    expect(await reasonOf(readDocument(xlsx))).toBe('content_too_large');
    // Below the size where the ratio is checked, a dense part is fine (styles, relationships).
    const small = zipOf([await hugePart('xl/styles.xml', { size: 512 * 1024, fill: '<xf/>' })]);
    await expect(checkZipLimits(small, READ_LIMITS)).resolves.toBeUndefined();
  });

  it('refuses more unpacked bytes or more parts than the limits', async () => {
    const xlsx = await inflatingXlsx(3 * MB);
    const limits = { ...READ_LIMITS, maxUnpackedBytes: 2 * MB, maxZipRatio: 10_000 };
    await expect(checkZipLimits(xlsx, limits)).rejects.toMatchObject({ reason: 'content_too_large' });
    await expect(readDocument(xlsx, { limits: { maxUnpackedBytes: 2 * MB } })).rejects.toMatchObject({
      reason: 'content_too_large',
    });
    const parts = zipOf(Array.from({ length: 5 }, (_, index) => deflatedPart(`word/part${index}.xml`, '<p/>')));
    await expect(checkZipLimits(parts, { ...READ_LIMITS, maxZipEntries: 4 })).rejects.toMatchObject({
      reason: 'content_too_large',
    });
  });

  it('takes a size of 0xFFFFFFFF from the ZIP64 extra field, and refuses it when that is missing', () => {
    const part = deflatedPart('word/document.xml', '<w:document/>');
    const zip = zipOf([{ ...part, declaredSize: 0xffffffff }]);
    const [entry] = listZipEntries(zip);
    expect(entry?.unpackedSize).toBe(0xffffffff);
    return expect(checkZipLimits(zip, READ_LIMITS)).rejects.toMatchObject({ reason: 'content_too_large' });
  });

  it('lets real workbooks and Word files through', async () => {
    const workbook = new Uint8Array(readFileSync(`${DOCUMENTS}xlsx/aapl-10-q-2025-03-29-Financial_Report.xlsx`));
    await expect(checkZipLimits(workbook, READ_LIMITS)).resolves.toBeUndefined();
    const word = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Revenue')] }] }));
    await expect(checkZipLimits(new Uint8Array(word), READ_LIMITS)).resolves.toBeUndefined();
  });
});
