import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, expectWithinBudget, filingSentences, heading, paragraph } from '../pages.test-helper.js';

describe('book chunking', () => {
  const document = documentOf([
    [
      heading('Chapter 1 Foundations', 1),
      heading('1.1 Origins', 2),
      paragraph('The firm was founded in a garage.'),
      heading('A footnote on dates', 3),
      paragraph('Records differ on the year.'),
      heading('1.2 Growth', 2),
      ...filingSentences(12).map(paragraph),
    ],
    [heading('Chapter 2 Markets', 1), paragraph('Markets opened abroad.')],
  ]);

  it('never mixes chapters or sections, merges smaller headings with their text', () => {
    const chunks = chunkDocument(document, 'book', { chunk_token_num: 160 });
    expectWithinBudget(chunks, 160);
    expect(chunks[0]!.content).toBe(
      'Chapter 1 Foundations\n1.1 Origins\nThe firm was founded in a garage.\nA footnote on dates\nRecords differ on the year.',
    );
    expect(chunks[0]!.headings).toEqual(['Chapter 1 Foundations']);
    expect(chunks[1]!.content.startsWith('1.2 Growth\nSentence 1:')).toBe(true);
    expect(chunks.at(-1)!.content).toBe('Chapter 2 Markets\nMarkets opened abroad.');
    expect(chunks.at(-1)!.pageFrom).toBe(2);
  });

  it('starts a chunk inside a section with the section path', () => {
    const chunks = chunkDocument(document, 'book', { chunk_token_num: 160 });
    const continued = chunks.filter((chunk) => chunk.content.startsWith('Chapter 1 Foundations > 1.2 Growth\n'));
    expect(continued.length).toBeGreaterThan(0);
    for (const chunk of continued) {
      expect(chunk.headings).toEqual(['Chapter 1 Foundations', '1.2 Growth']);
      expect(chunk.content.split('\n')[1]).toMatch(/^Sentence \d+:/u);
    }
  });
});
