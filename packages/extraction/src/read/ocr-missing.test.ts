import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.test-helper.js';
import { readDocument } from './read-document.js';
import { scanOf } from './scanned-pdf.test-helper.js';

describe('readDocument without OCR tools', () => {
  it('fails a PDF that is all scans with no_text', async () => {
    const scan = scanOf(`${DOCUMENTS}pdf/nke-10-k-fy2023-2023-05-31.pdf`, 60, 72);
    // No `tesseract` or `pdftoppm` on the PATH: the OCR check runs (once) during this read.
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(readDocument(scan)).rejects.toMatchObject({ reason: 'no_text' });
    } finally {
      process.env.PATH = path;
    }
  });
});
