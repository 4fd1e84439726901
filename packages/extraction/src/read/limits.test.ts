import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blankPdf } from './bomb-documents.test-helper.js';
import { DOCUMENTS } from './documents.test-helper.js';
import { inspectDocument } from './inspect-document.js';
import { READ_LIMITS } from './limits.js';
import { readDocument } from './read-document.js';

describe('PDF page and work limits', () => {
  it('refuses the review’s 2,000-page blank PDF at the quick look and at the read', async () => {
    const pdf = blankPdf(2_000);
    expect(2_000).toBeGreaterThan(READ_LIMITS.maxPdfPages);
    await expect(inspectDocument(pdf)).rejects.toMatchObject({ name: 'DocumentReadError', reason: 'too_many_pages' });
    await expect(readDocument(pdf)).rejects.toMatchObject({ reason: 'too_many_pages' });
    // Refused from the page tree, before any page is parsed.
    expect(await inspectDocument(blankPdf(3))).toEqual({ kind: 'pdf', pageCount: 3 });
    await expect(inspectDocument(blankPdf(3), { limits: { maxPdfPages: 2 } })).rejects.toMatchObject({
      reason: 'too_many_pages',
    });
  });

  it('stops reading a PDF whose pages give more text items than the limit', async () => {
    const bytes = new Uint8Array(readFileSync(`${DOCUMENTS}pdf/nke-10-k-fy2023-2023-05-31.pdf`));
    await expect(readDocument(bytes, { limits: { maxPdfTextItems: 2_000 } })).rejects.toMatchObject({
      reason: 'content_too_large',
      message: expect.stringMatching(/more than 2000 text items \(page \d+\)/),
    });
  });
});
