import { describe, expect, it } from 'vitest';
import { countTokens } from '../../tokens.js';
import { chunkDocument } from '../chunk-document.js';
import {
  documentOf,
  expectWholeMarkdownTable,
  expectWithinBudget,
  filingSentences,
  heading,
  markdownRows,
  paragraph,
  table,
} from '../pages.test-helper.js';

describe('naive chunking', () => {
  it('merges sentences up to the token budget without losing or repeating any', () => {
    const sentences = filingSentences(60);
    const document = documentOf([sentences.slice(0, 30).map(paragraph), sentences.slice(30).map(paragraph)]);
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 128 });
    expectWithinBudget(chunks, 128);
    expect(chunks.length).toBeGreaterThan(10);
    // Full chunks: the next sentence would not have fitted.
    for (const chunk of chunks.slice(0, -1)) expect(chunk.tokenCount).toBeGreaterThan(128 - 30);
    const text = chunks.map((chunk) => chunk.content).join('\n');
    for (const sentence of sentences) expect(text.split(sentence)).toHaveLength(2);
    for (const chunk of chunks) expect(chunk.tokenCount).toBe(countTokens(chunk.content));
  });

  it('gives each chunk the exact pages it covers', () => {
    const sentences = filingSentences(40);
    const document = documentOf(
      [sentences.slice(0, 10), sentences.slice(10, 20), sentences.slice(20)].map((page) => page.map(paragraph)),
    );
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 100 });
    for (const chunk of chunks) {
      const numbers = [...chunk.content.matchAll(/Sentence (\d+):/gu)].map((m) => Number(m[1]));
      const pages = numbers.map((n) => (n <= 10 ? 1 : n <= 20 ? 2 : 3));
      expect(chunk.pageFrom).toBe(Math.min(...pages));
      expect(chunk.pageTo).toBe(Math.max(...pages));
    }
    expect(chunks.some((chunk) => chunk.pageFrom === 1 && chunk.pageTo === 2)).toBe(true);
  });

  it('repeats the end of the previous chunk at the start of the next (overlapped_percent)', () => {
    const sentences = filingSentences(30);
    const document = documentOf([sentences.map(paragraph)]);
    const plain = chunkDocument(document, 'naive', { chunk_token_num: 120 });
    const overlapped = chunkDocument(document, 'naive', { chunk_token_num: 120, overlapped_percent: 30 });
    expectWithinBudget(overlapped, 120);
    expect(overlapped.length).toBeGreaterThan(plain.length);
    for (let i = 1; i < overlapped.length; i++) {
      const previousLast = overlapped[i - 1]!.content.split('\n').at(-1)!;
      const overlapLine = overlapped[i]!.content.split('\n')[0]!;
      expect(previousLast.endsWith(overlapLine)).toBe(true);
      expect(countTokens(overlapLine)).toBeLessThanOrEqual(Math.floor(120 * 0.3));
    }
    // Without overlap, no sentence appears twice.
    const all = plain.map((chunk) => chunk.content).join('\n');
    expect(all.match(/Sentence 12:/gu)).toHaveLength(1);
  });

  it('cuts Chinese text at 。；！？ and English at ! and ? by default', () => {
    const chinese =
      '报告期内公司实现营业总收入1,094.64亿元。同比增长11.71%；归属于上市公司股东的净利润524.60亿元！是否分红？每股派发现金红利19.293元。';
    const document = documentOf([[paragraph(chinese.repeat(4))]]);
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 40 });
    expectWithinBudget(chunks, 40);
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) expect(chunk.content).toMatch(/[。；！？]$/u);
    expect(chunks.map((c) => c.content).join('')).toBe(chinese.repeat(4));
  });

  it('cuts a long sentence with no delimiter at clause ends, then by tokens', () => {
    const long = Array.from({ length: 200 }, (_, i) => `clause${i}`).join(', ');
    const chunks = chunkDocument(documentOf([[paragraph(long)]]), 'naive', { chunk_token_num: 64 });
    expectWithinBudget(chunks, 64);
    expect(
      chunks
        .map((c) => c.content)
        .join(' ')
        .replace(/\s+/gu, ' '),
    ).toBe(long);
  });

  it('cuts at backtick-quoted delimiters and never merges across them', () => {
    const document = documentOf([
      [paragraph('Part one text.'), paragraph('More of part one.##Part two text.'), paragraph('Part two goes on.')],
    ]);
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 512, delimiter: '\n`##`' });
    expect(chunks.map((c) => c.content)).toEqual([
      'Part one text.\nMore of part one.',
      'Part two text.\nPart two goes on.',
    ]);
  });

  it('chunks only the pages inside the configured ranges', () => {
    const pages = [1, 2, 3, 4, 5, 6].map((n) => [paragraph(`Text of page ${n}.`)]);
    const chunks = chunkDocument(documentOf(pages), 'naive', {
      pages: [
        [2, 3],
        [5, 5],
      ],
    });
    const text = chunks.map((c) => c.content).join('\n');
    expect(text).toContain('Text of page 2.');
    expect(text).toContain('Text of page 3.');
    expect(text).toContain('Text of page 5.');
    expect(text).not.toMatch(/page [146]\./u);
    // Pages 3 and 5 are not neighbours: no chunk spans the gap.
    expect(chunks.map((c) => [c.pageFrom, c.pageTo])).toEqual([
      [2, 3],
      [5, 5],
    ]);
  });

  it('makes every table its own Markdown chunk, in reading order, with its headings path', () => {
    const document = documentOf([
      [
        heading('Item 7. Management discussion', 1),
        heading('Results of operations', 2),
        paragraph('Net sales by category were as follows.'),
        table(
          [
            ['Category', '2024', '2023'],
            ['iPhone', '201,183', '200,583'],
            ['Services', '96,169', '85,200'],
          ],
          1,
          'Net sales by category',
        ),
        paragraph('Services grew on advertising and cloud.'),
      ],
    ]);
    const chunks = chunkDocument(document, 'naive', {});
    expect(chunks.map((c) => c.contentType)).toEqual(['text', 'table']);
    expect(chunks[0]!.content).toBe(
      'Item 7. Management discussion\nResults of operations\nNet sales by category were as follows.\nServices grew on advertising and cloud.',
    );
    expect(chunks[0]!.headings).toEqual(['Item 7. Management discussion']);
    const tableChunk = chunks[1]!;
    expect(tableChunk.content.split('\n')[0]).toBe('Net sales by category');
    expectWholeMarkdownTable(tableChunk.content, 3);
    expect(markdownRows(tableChunk.content)[2]).toEqual(['Services', '96,169', '85,200']);
    expect(tableChunk.headings).toEqual(['Item 7. Management discussion', 'Results of operations']);
  });

  it('does not end a chunk on a heading: it moves to the chunk with its text', () => {
    const sentences = filingSentences(8);
    const document = documentOf([
      [
        ...sentences.slice(0, 4).map(paragraph),
        heading('Liquidity and capital resources', 2),
        ...sentences.slice(4).map(paragraph),
      ],
    ]);
    const budget = countTokens(sentences.slice(0, 4).join('\n')) + 4;
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: budget });
    expect(chunks[0]!.content.endsWith('Liquidity and capital resources')).toBe(false);
    expect(chunks[1]!.content.startsWith('Liquidity and capital resources\n')).toBe(true);
    expect(chunks[1]!.headings).toEqual(['Liquidity and capital resources']);
  });

  it('joins a sentence cut by a page break, and keeps both pages', () => {
    const document = documentOf([
      [paragraph('Gross margin fell because of'), paragraph('A full sentence ends here.')],
      [paragraph('higher freight costs.'), paragraph('New paragraph.')],
      [paragraph('公司营业收入同比增长，主要是')],
      [paragraph('销量增加所致。')],
    ]);
    const [chunk] = chunkDocument(document, 'naive', {});
    expect(chunk!.content).toBe(
      'Gross margin fell because of\nA full sentence ends here.\nhigher freight costs.\nNew paragraph.\n公司营业收入同比增长，主要是销量增加所致。',
    );
    const cut = documentOf([[paragraph('Gross margin fell because of')], [paragraph('higher freight costs.')]]);
    expect(chunkDocument(cut, 'naive', {})[0]).toMatchObject({
      content: 'Gross margin fell because of higher freight costs.',
      pageFrom: 1,
      pageTo: 2,
    });
  });
});
