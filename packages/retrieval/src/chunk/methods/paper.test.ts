import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, filingSentences, heading, paragraph } from '../pages.test-helper.js';

describe('paper chunking', () => {
  it('keeps title, authors and abstract together, then chunks by section', () => {
    const document = documentOf([
      [
        heading('Pricing power in consumer staples', 1),
        paragraph('A. Analyst, B. Economist'),
        heading('Abstract', 2),
        paragraph('We measure pricing power across 40 firms. Gross margins explain most of it.'),
        heading('1 Introduction', 2),
        paragraph('Pricing power matters to valuation.'),
      ],
      [heading('2 Data', 2), heading('2.1 Sample', 3), ...filingSentences(3).map(paragraph)],
    ]);
    const chunks = chunkDocument(document, 'paper', { chunk_token_num: 256 });
    expect(chunks[0]!.content).toBe(
      'Pricing power in consumer staples\nA. Analyst, B. Economist\nAbstract\nWe measure pricing power across 40 firms. Gross margins explain most of it.',
    );
    expect(chunks[1]!.content).toBe('1 Introduction\nPricing power matters to valuation.');
    expect(chunks[2]!.content.startsWith('2 Data\n2.1 Sample\nSentence 1:')).toBe(true);
    expect(chunks[2]).toMatchObject({ pageFrom: 2, pageTo: 2 });
  });

  it('finds an abstract written inline ("Abstract — …") with no headings after it', () => {
    const document = documentOf([
      [
        paragraph('Capital cycles in semiconductors'),
        paragraph('Abstract— Capacity additions follow margins with a lag of two years.'),
        paragraph('Body text starts here.'),
      ],
    ]);
    const chunks = chunkDocument(document, 'paper', {});
    expect(chunks.map((chunk) => chunk.content)).toEqual([
      'Capital cycles in semiconductors\nAbstract— Capacity additions follow margins with a lag of two years.',
      'Body text starts here.',
    ]);
  });
});
