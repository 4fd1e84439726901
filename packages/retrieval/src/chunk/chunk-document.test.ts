import { PARSER_IDS } from '@app/contract/parser-config';
import { describe, expect, it } from 'vitest';
import { countTokens } from '../tokens.js';
import { chunkDocument } from './chunk-document.js';
import {
  documentOf,
  expectWholeMarkdownTable,
  expectWithinBudget,
  filingSentences,
  heading,
  image,
  paragraph,
  table,
} from './pages.test-helper.js';
import type { TChunkMethod } from './types.js';

const bigTable = table(
  [
    ['Year', 'Revenue', 'Net income'],
    ...Array.from({ length: 80 }, (_, i) => [`${1950 + i}`, `${i * 101}`, `${i * 7}`]),
  ],
  1,
  'Ten-year summary',
);

const mixed = documentOf([
  [heading('Item 1. Business', 1), ...filingSentences(20).map(paragraph), image('Map of plants')],
  [heading('Item 7. Results', 1), paragraph('第一条 收入同比增长。利润增长！'), bigTable],
  [heading('Item 8. Statements', 1), ...filingSentences(20, 21).map(paragraph)],
]);

describe('chunkDocument', () => {
  it.each(PARSER_IDS.filter((method) => method !== 'one'))(
    '%s: chunks within the budget, exact pages, whole tables',
    (method) => {
      const chunks = chunkDocument(mixed, method, { chunk_token_num: 96 });
      expect(chunks.length).toBeGreaterThan(3);
      expectWithinBudget(chunks, 96);
      for (const chunk of chunks) {
        expect(chunk.tokenCount).toBe(countTokens(chunk.content));
        expect(chunk.pageFrom).toBeGreaterThanOrEqual(1);
        expect(chunk.pageTo).toBeLessThanOrEqual(3);
        if (chunk.content.includes('Sentence 5:')) expect(chunk.pageFrom).toBe(1);
        if (chunk.content.includes('Sentence 30:')) expect(chunk.pageTo).toBe(3);
        if (chunk.contentType === 'table' && chunk.content.includes('| ---')) {
          expect(chunk).toMatchObject({ pageFrom: 2, pageTo: 2 });
          expectWholeMarkdownTable(chunk.content, 3);
        }
      }
    },
  );

  it('puts text and table chunks in reading order', () => {
    const chunks = chunkDocument(mixed, 'manual', { chunk_token_num: 96 });
    const firstTable = chunks.findIndex((chunk) => chunk.contentType === 'table');
    const lastTable = chunks.findLastIndex((chunk) => chunk.contentType === 'table');
    expect(chunks.slice(0, firstTable).some((chunk) => chunk.content.includes('第一条'))).toBe(true);
    expect(chunks.slice(lastTable).some((chunk) => chunk.content.includes('Item 8. Statements'))).toBe(true);
  });

  it('chunks the knowledge-graph method as General', () => {
    expect(chunkDocument(mixed, 'knowledge_graph', { chunk_token_num: 200 })).toEqual(
      chunkDocument(mixed, 'naive', { chunk_token_num: 200 }),
    );
  });

  it('uses RAGFlow defaults for a missing config and bounds a hostile one', () => {
    const defaults = chunkDocument(mixed, 'naive');
    expect(Math.max(...defaults.filter((c) => c.contentType === 'text').map((c) => c.tokenCount))).toBeLessThanOrEqual(
      512,
    );
    const hostile = chunkDocument(mixed, 'naive', {
      chunk_token_num: -5,
      overlapped_percent: 400,
      delimiter: 'x'.repeat(10_000),
    });
    expect(hostile.length).toBeGreaterThan(100);
  });

  it('refuses an unknown method', () => {
    expect(() => chunkDocument(mixed, 'nonsense' as TChunkMethod, {})).toThrow(/Unknown chunk method/u);
  });
});
