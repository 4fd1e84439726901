import { describe, expect, it } from 'vitest';
import { countTokens } from '../tokens.js';
import { buildKnowledge, pageLabel } from './knowledge-prompt.js';
import type { TPassage } from './types.js';

function passage(chunkId: string, content: string, pages: number[] = [3]): TPassage {
  return {
    chunkId,
    documentId: `doc-${chunkId}`,
    documentName: `Report ${chunkId}.pdf`,
    pages,
    content,
    similarity: 0.5,
  };
}

describe('buildKnowledge', () => {
  it('numbers the passages from 1 with document name, page(s) and content, skipping empty ones', () => {
    const { knowledge, passages } = buildKnowledge(
      [passage('a', 'Revenue was $47 billion.'), passage('b', '   '), passage('c', 'Margins rose.', [4, 5])],
      10_000,
    );
    expect(passages.map((p) => [p.id, p.chunkId])).toEqual([
      [1, 'a'],
      [2, 'c'],
    ]);
    expect(knowledge).toBe(
      'ID: 1\n├── Title: Report a.pdf\n├── Page: 3\n└── Content:\nRevenue was $47 billion.\n\n' +
        'ID: 2\n├── Title: Report c.pdf\n├── Page: 4–5\n└── Content:\nMargins rose.',
    );
  });

  it('stays within the budget, cutting the passage that crosses it at a sentence end', () => {
    const long = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} tells a fact.`).join(' ');
    const { knowledge, passages } = buildKnowledge(
      [passage('a', 'Short one.'), passage('b', long), passage('c', 'Never.')],
      300,
    );
    expect(countTokens(knowledge)).toBeLessThanOrEqual(300);
    expect(passages.map((p) => p.chunkId)).toEqual(['a', 'b']);
    expect(passages[1]!.content).toMatch(/tells a fact\.$/u);
    expect(passages[1]!.content.length).toBeLessThan(long.length);
  });

  it('leaves out a table that does not fit rather than cutting it, and tries the next passage', () => {
    const rows = Array.from({ length: 60 }, (_, i) => `| Year ${2000 + i} | ${i * 1000} |`).join('\n');
    const table = `| Year | Revenue |\n| --- | --- |\n${rows}`;
    const { passages } = buildKnowledge([passage('t', table), passage('p', 'Revenue grew every year.')], 200);
    expect(passages.map((p) => [p.id, p.chunkId])).toEqual([[1, 'p']]);
    const html = `<table><tr><td>${'9 '.repeat(500)}</td></tr></table>`;
    expect(buildKnowledge([passage('h', html)], 200).passages).toEqual([]);
  });

  it('drops a passage when only a few of its tokens would fit', () => {
    const { passages } = buildKnowledge([passage('a', 'word '.repeat(200))], 40);
    expect(passages).toEqual([]);
  });
});

describe('pageLabel', () => {
  it('gives one page or a range', () => {
    expect(pageLabel([7])).toBe('7');
    expect(pageLabel([9, 7, 8])).toBe('7–9');
    expect(pageLabel([])).toBe('');
  });
});
