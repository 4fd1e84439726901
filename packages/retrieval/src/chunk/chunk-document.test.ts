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

describe('a table introduced by the sentence before it', () => {
  const maturities = table([
    ['', 'Amount'],
    ['2025', '10,930'],
    ['2026', '12,342'],
  ]);

  it('carries that sentence above its rows, in every part, in every language', () => {
    const english = documentOf([
      [
        heading('Note 9 – Debt', 2),
        paragraph(
          'The Company has outstanding notes. As of September 28, 2024, the future principal payments for the Notes are as follows (in millions):',
        ),
        maturities,
      ],
    ]);
    const [tableChunk] = chunkDocument(english, 'naive', { chunk_token_num: 128 }).filter(
      (chunk) => chunk.contentType === 'table',
    );
    expect(tableChunk!.content.split('\n')[0]).toBe(
      'As of September 28, 2024, the future principal payments for the Notes are as follows (in millions):',
    );
    expect(tableChunk!.content).toContain('| 2026 | 12,342 |');

    const chinese = documentOf([[paragraph('公司经营情况良好。报告期内主营业务分地区情况如下：'), maturities]]);
    const [chineseTable] = chunkDocument(chinese, 'naive', {}).filter((chunk) => chunk.contentType === 'table');
    expect(chineseTable!.content.split('\n')[0]).toBe('报告期内主营业务分地区情况如下：');
  });

  it('takes nothing from a paragraph that does not introduce it, nor across a heading', () => {
    const unrelated = documentOf([[paragraph('Revenue grew 5% in fiscal 2024.'), maturities]]);
    const afterHeading = documentOf([
      [paragraph('Principal payments are as follows:'), heading('Maturities', 3), maturities],
    ]);
    for (const document of [unrelated, afterHeading]) {
      const [tableChunk] = chunkDocument(document, 'naive', {}).filter((chunk) => chunk.contentType === 'table');
      expect(tableChunk!.content.split('\n')[0]).toMatch(/^\|/u);
    }
  });
});
