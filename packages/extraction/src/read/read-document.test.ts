import { readFileSync } from 'node:fs';
import { CFB } from '@e965/xlsx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from '../types.js';
import { DOCUMENTS, encryptedPdf } from './documents.test-helper.js';
import { readDocument } from './read-document.js';

const reason = async (bytes: Uint8Array) => {
  try {
    await readDocument(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentReadError);
    return (error as DocumentReadError).reason;
  }
  return 'read';
};

describe('readDocument failures', () => {
  it('rejects a PNG, an empty file, plain text and a ZIP that is not an Office document as unsupported', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await reason(png)).toBe('unsupported_type');
    expect(await reason(new Uint8Array())).toBe('unsupported_type');
    expect(await reason(new TextEncoder().encode('hello world'))).toBe('unsupported_type');
    const zip = new JSZip();
    zip.file('notes.txt', 'hello');
    expect(await reason(await zip.generateAsync({ type: 'uint8array' }))).toBe('unsupported_type');
  });

  it('reports a corrupt ZIP, a truncated PDF and a broken workbook as corrupt', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(200).fill(7)]);
    expect(await reason(zip)).toBe('corrupt');
    const pdf = readFileSync(`${DOCUMENTS}pdf/nke-10-k-fy2023-2023-05-31.pdf`);
    expect(await reason(new Uint8Array(pdf.subarray(0, Math.floor(pdf.length / 3))))).toBe('corrupt');
    const broken = new JSZip();
    broken.file('xl/workbook.xml', '<not a workbook');
    expect(await reason(await broken.generateAsync({ type: 'uint8array' }))).toBe('corrupt');
  });

  it('reports an encrypted PDF and an encrypted OOXML file as password protected', async () => {
    expect(await reason(encryptedPdf())).toBe('password_protected');
    const cfb = CFB.utils.cfb_new();
    CFB.utils.cfb_add(cfb, 'EncryptionInfo', new Uint8Array(64).fill(1));
    CFB.utils.cfb_add(cfb, 'EncryptedPackage', new Uint8Array(4096).fill(2));
    const bytes = new Uint8Array(CFB.write(cfb, { type: 'array' }) as ArrayLike<number>);
    expect(await reason(bytes)).toBe('password_protected');
    expect(await reason(bytes.subarray(0, 600))).toBe('corrupt');
  });

  it('rejects a Word 97 (.doc) compound file as unsupported', async () => {
    const cfb = CFB.utils.cfb_new();
    CFB.utils.cfb_add(cfb, 'WordDocument', new Uint8Array(4096).fill(3));
    expect(await reason(new Uint8Array(CFB.write(cfb, { type: 'array' }) as ArrayLike<number>))).toBe(
      'unsupported_type',
    );
  });
});
