import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, image, paragraph } from '../pages.test-helper.js';

describe('picture chunking', () => {
  it('gives one image chunk per page from image descriptions and OCR text; nothing for a bare image', () => {
    const document = documentOf(
      [
        [image('Bar chart: revenue by year, 2020–2024'), paragraph('Revenue grew every year.')],
        [image(null)],
        [paragraph('Scanned invoice no. 4411, total 9,800.')],
        [paragraph('A typed note.')],
      ],
      { ocrPages: [3] },
    );
    const chunks = chunkDocument(document, 'picture', {});
    expect(chunks.map((chunk) => [chunk.content, chunk.contentType, chunk.pageFrom])).toEqual([
      ['Bar chart: revenue by year, 2020–2024\nRevenue grew every year.', 'image', 1],
      ['Scanned invoice no. 4411, total 9,800.', 'image', 3],
      ['A typed note.', 'text', 4],
    ]);
  });
});
