import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, expectWithinBudget, filingSentences, heading, paragraph, table } from '../pages.test-helper.js';

describe('manual chunking', () => {
  it('makes every heading a section boundary, continued chunks led by the heading path', () => {
    const document = documentOf([
      [
        heading('Installation', 1),
        heading('Requirements', 2),
        paragraph('Node 20 or later.'),
        heading('Steps', 2),
        ...filingSentences(10).map(paragraph),
        table(
          [
            ['Option', 'Default'],
            ['port', '3000'],
          ],
          1,
          'Options',
        ),
      ],
      [heading('Troubleshooting', 1), paragraph('Check the logs first.')],
    ]);
    const chunks = chunkDocument(document, 'manual', { chunk_token_num: 120 });
    expectWithinBudget(chunks, 120);
    expect(chunks[0]!.content).toBe('Installation\nRequirements\nNode 20 or later.');
    expect(chunks[0]!.headings).toEqual(['Installation']);
    expect(chunks[1]!.content.startsWith('Steps\nSentence 1:')).toBe(true);
    const continued = chunks.filter((chunk) => chunk.content.startsWith('Installation > Steps\nSentence'));
    expect(continued.length).toBeGreaterThan(0);
    const tableChunk = chunks.find((chunk) => chunk.contentType === 'table')!;
    expect(tableChunk.headings).toEqual(['Installation', 'Steps']);
    expect(chunks.at(-1)).toMatchObject({ content: 'Troubleshooting\nCheck the logs first.', pageFrom: 2, pageTo: 2 });
    // A text chunk holds one section only.
    for (const chunk of chunks.filter((c) => c.contentType === 'text')) {
      expect(chunk.content.includes('Requirements') && chunk.content.includes('Sentence')).toBe(false);
    }
  });
});
