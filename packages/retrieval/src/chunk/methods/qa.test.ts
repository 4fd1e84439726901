import { describe, expect, it } from 'vitest';
import { countTokens } from '../../tokens.js';
import { chunkDocument } from '../chunk-document.js';
import { documentOf, expectWholeMarkdownTable, heading, paragraph, table } from '../pages.test-helper.js';

describe('qa chunking', () => {
  it('reads pairs from a two-column table; other tables stay table chunks', () => {
    const document = documentOf(
      [
        [
          table(
            [
              ['Question', 'Answer'],
              ['What is free cash flow?', 'Operating cash flow minus capital expenditure.'],
              ['What is ROIC?', 'Operating profit after tax over invested capital.'],
              ['', 'orphan answer'],
            ],
            1,
          ),
          table(
            [
              ['Ratio', 'Formula', 'Use'],
              ['P/E', 'Price / EPS', 'Valuation'],
            ],
            1,
          ),
        ],
      ],
      { kind: 'xlsx' },
    );
    const chunks = chunkDocument(document, 'qa', {});
    const pairs = chunks.filter((chunk) => chunk.questions);
    expect(pairs.map((chunk) => chunk.content)).toEqual([
      'Question: What is free cash flow?\tAnswer: Operating cash flow minus capital expenditure.',
      'Question: What is ROIC?\tAnswer: Operating profit after tax over invested capital.',
    ]);
    expect(pairs[1]!.questions).toEqual(['What is ROIC?']);
    const tables = chunks.filter((chunk) => chunk.contentType === 'table');
    expect(tables).toHaveLength(1);
    expectWholeMarkdownTable(tables[0]!.content, 3);
  });

  it('reads Q:/A: and 问：/答： pairs, inline or across blocks and pages', () => {
    const document = documentOf([
      [
        paragraph('Investor FAQ, updated yearly.'),
        paragraph('Q: When is the dividend paid? A: In March and September.'),
        paragraph('Question: Where are the filings?'),
        paragraph('Answer: On the investor site.'),
      ],
      [
        paragraph('They are also on EDGAR.'),
        paragraph('问：公司是否回购股份？答：本年度回购了1.2亿元。问：分红比例是多少？'),
        paragraph('答：百分之七十五。'),
      ],
    ]);
    const chunks = chunkDocument(document, 'qa', {});
    const pairs = chunks.filter((chunk) => chunk.questions);
    expect(pairs.map((chunk) => [chunk.questions![0], chunk.content, chunk.pageFrom, chunk.pageTo])).toEqual([
      ['When is the dividend paid?', 'Question: When is the dividend paid?\tAnswer: In March and September.', 1, 1],
      [
        'Where are the filings?',
        'Question: Where are the filings?\tAnswer: On the investor site.\nThey are also on EDGAR.',
        1,
        2,
      ],
      ['公司是否回购股份？', 'Question: 公司是否回购股份？\tAnswer: 本年度回购了1.2亿元。', 2, 2],
      ['分红比例是多少？', 'Question: 分红比例是多少？\tAnswer: 百分之七十五。', 2, 2],
    ]);
    // Text outside any pair is kept as a plain chunk.
    expect(chunks.filter((chunk) => !chunk.questions).map((chunk) => chunk.content)).toEqual([
      'Investor FAQ, updated yearly.',
    ]);
  });

  it('takes headings as questions when nothing is marked, and repeats the question when an answer is cut', () => {
    const answer = Array.from({ length: 40 }, (_, i) => `Reason ${i} explains the margin change in detail.`).join(' ');
    const document = documentOf([
      [heading('Why did margins fall?', 2), paragraph(answer), heading('Empty heading', 2)],
    ]);
    const chunks = chunkDocument(document, 'qa', { chunk_token_num: 100 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.content.startsWith('Question: Why did margins fall?\tAnswer: Reason')).toBe(true);
      expect(chunk.questions).toEqual(['Why did margins fall?']);
      expect(countTokens(chunk.content)).toBeLessThanOrEqual(100);
    }
  });
});
