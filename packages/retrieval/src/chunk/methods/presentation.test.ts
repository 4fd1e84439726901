import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, expectWholeMarkdownTable, heading, paragraph, table } from '../pages.test-helper.js';

describe('presentation chunking', () => {
  it('makes one chunk per slide, a title-only slide included; tables apart', () => {
    const document = documentOf([
      [heading('Q4 results', 1)],
      [heading('Highlights', 2), paragraph('Revenue up 9%.'), paragraph('Margin up 120 bp.')],
      [
        heading('Segments', 2),
        table(
          [
            ['Segment', 'Revenue'],
            ['Cloud', '41.2'],
          ],
          1,
        ),
      ],
    ]);
    const chunks = chunkDocument(document, 'presentation', {});
    expect(chunks.map((chunk) => [chunk.content, chunk.pageFrom, chunk.pageTo])).toEqual([
      ['Q4 results', 1, 1],
      ['Highlights\nRevenue up 9%.\nMargin up 120 bp.', 2, 2],
      ['Segments', 3, 3],
      ['| Segment | Revenue |\n| --- | --- |\n| Cloud | 41.2 |', 3, 3],
    ]);
    expectWholeMarkdownTable(chunks[3]!.content, 2);
  });
});
