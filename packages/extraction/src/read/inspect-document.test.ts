import { readFileSync } from 'node:fs';
import { CFB } from '@e965/xlsx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from '../types.js';
import { DOCUMENTS, encryptedPdf } from './documents.test-helper.js';
import { inspectDocument } from './inspect-document.js';
import { readDocument } from './read-document.js';

const real = (path: string) => new Uint8Array(readFileSync(`${DOCUMENTS}${path}`));
const refusal = async (bytes: Uint8Array) => {
  try {
    await inspectDocument(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentReadError);
    return (error as DocumentReadError).reason;
  }
  return 'kept';
};

describe('inspectDocument', () => {
  it('tells the kind and page count the read finds, without reading the tables', async () => {
    for (const path of [
      'pdf/nke-10-k-fy2023-2023-05-31.pdf',
      '10k_html/aapl-10-k-2024-11-01.html',
      'xlsx/aapl-10-q-2025-03-29-Financial_Report.xlsx',
    ]) {
      const bytes = real(path);
      const read = await readDocument(bytes);
      expect(await inspectDocument(bytes), path).toEqual({ kind: read.kind, pageCount: read.pageCount });
    }
    expect(await inspectDocument(new TextEncoder().encode('Revenue,100\nCost of revenue,40\n'))).toEqual({
      kind: 'csv',
      pageCount: 1,
    });
    // Reading a 104-page PDF in full takes a few seconds on a loaded 2-core machine.
  }, 60_000);

  it('refuses what is not a document, a truncated PDF, a broken ZIP and encrypted files', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await refusal(png)).toBe('unsupported_type');
    expect(await refusal(new Uint8Array())).toBe('unsupported_type');
    const pdf = real('pdf/nke-10-k-fy2023-2023-05-31.pdf');
    expect(await refusal(pdf.subarray(0, 65_536))).toBe('corrupt');
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(200).fill(7)]))).toBe('corrupt');
    expect(await refusal(encryptedPdf())).toBe('password_protected');
    const cfb = CFB.utils.cfb_new();
    CFB.utils.cfb_add(cfb, 'EncryptionInfo', new Uint8Array(64).fill(1));
    CFB.utils.cfb_add(cfb, 'EncryptedPackage', new Uint8Array(4096).fill(2));
    expect(await refusal(new Uint8Array(CFB.write(cfb, { type: 'array' }) as ArrayLike<number>))).toBe(
      'password_protected',
    );
  });

  it('leaves to the read what only the read finds: a workbook whose parts are broken', async () => {
    const broken = new JSZip();
    broken.file('xl/workbook.xml', '<not a workbook');
    const bytes = await broken.generateAsync({ type: 'uint8array' });
    expect(await inspectDocument(bytes)).toEqual({ kind: 'xlsx', pageCount: 0 });
    await expect(readDocument(bytes)).rejects.toMatchObject({ reason: 'corrupt' });
  });
});
