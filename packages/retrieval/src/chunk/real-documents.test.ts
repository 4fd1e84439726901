/** Chunk methods over real filings of the shared data set, read in place with the page reader. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readDocumentPages, type TDocumentPages } from '@app/extraction';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk-document.js';
import { expectWholeMarkdownTable, expectWithinBudget, markdownRows } from './pages.test-helper.js';
import type { TChunkDraft } from './types.js';

/** `<repo>/../shared/data/documents/`. */
const DOCUMENTS = fileURLToPath(new URL('../../../../../shared/data/documents/', import.meta.url));

async function read(path: string): Promise<TDocumentPages> {
  return readDocumentPages(new Uint8Array(readFileSync(`${DOCUMENTS}${path}`)));
}

/**
 * Every paragraph and heading of the document is found whole, in order, in the text chunks read one
 * after the other (nothing lost or reordered; a paragraph cut between two chunks joins up again).
 */
function expectAllTextKept(document: TDocumentPages, chunks: readonly TChunkDraft[]): void {
  const text = chunks
    .filter((chunk) => chunk.contentType === 'text')
    .map((chunk) => chunk.content)
    .join('')
    .replace(/\s+/gu, '');
  let from = 0;
  for (const page of document.pages) {
    for (const block of page.blocks) {
      if (block.type !== 'paragraph' && block.type !== 'heading') continue;
      const whole = block.text.replace(/\s+/gu, '');
      const at = text.indexOf(whole, from);
      expect(at, `page ${page.number}: ${block.text.slice(0, 60)}`).toBeGreaterThanOrEqual(0);
      from = at + whole.length;
    }
  }
}

function maxHeaderRows(document: TDocumentPages): number {
  return Math.max(...document.pages.flatMap((page) => page.blocks.map((b) => (b.type === 'table' ? b.headerRows : 0))));
}

function expectWholeTables(chunks: readonly TChunkDraft[]): void {
  for (const chunk of chunks.filter((c) => c.contentType === 'table')) {
    expect(chunk.pageFrom).toBe(chunk.pageTo);
    const rows = markdownRows(chunk.content);
    expectWholeMarkdownTable(chunk.content, rows[0]!.length);
  }
}

// Reading the PDFs takes seconds on a busy machine.
describe('chunks of a 10-K (Apple, HTML)', { timeout: 30_000 }, () => {
  let document: TDocumentPages;
  beforeAll(async () => {
    document = await read('10k_html/aapl-10-k-2024-11-01.html');
  }, 60_000);

  it('keeps every sentence, every table whole, every chunk within 512 tokens and its pages', () => {
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 512 });
    expectWithinBudget(chunks, 512);
    expectAllTextKept(document, chunks);
    expectWholeTables(chunks);
    const last = document.pages.at(-1)!.number;
    for (const chunk of chunks) expect(chunk.pageTo).toBeLessThanOrEqual(last);
  });

  it('gives the net sales table as one table chunk, iPhone and Services rows with their header', () => {
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 512 });
    const netSales = chunks.find(
      (chunk) =>
        chunk.contentType === 'table' &&
        /\| iPhone[^|]*\|/u.test(chunk.content) &&
        /\| Services[^|]*\|/u.test(chunk.content),
    );
    expect(netSales).toBeDefined();
    const rows = markdownRows(netSales!.content);
    const iPhone = rows.find((row) => row[0]!.startsWith('iPhone'))!;
    expect(iPhone.join(' ')).toMatch(/201,183/u);
  });

  it('chunks only the configured pages', () => {
    const chunks = chunkDocument(document, 'manual', { pages: [[10, 12]] });
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.pageFrom).toBeGreaterThanOrEqual(10);
      expect(chunk.pageTo).toBeLessThanOrEqual(12);
    }
  });
});

describe('chunks of a Chinese annual report (Kweichow Moutai 2021, PDF)', { timeout: 30_000 }, () => {
  let document: TDocumentPages;
  beforeAll(async () => {
    document = await read('pdf/600519_kweichow_moutai_2021_annual_report_zh.pdf');
  }, 60_000);

  it('cuts Chinese text at 。；！？ within the budget and finds the year’s revenue on its page', () => {
    const chunks = chunkDocument(document, 'naive', { chunk_token_num: 256 });
    // Wide statements (16 columns) pass 256 tokens with one row under their header rows.
    expectWithinBudget(chunks, 256, maxHeaderRows(document));
    expectAllTextKept(document, chunks);
    expectWholeTables(chunks);
    const revenuePage = document.pages.find((page) =>
      page.blocks.some((block) => block.type === 'paragraph' && block.text.includes('营业总收入1094.64亿元')),
    )!.number;
    const revenue = chunks.find((chunk) => chunk.content.includes('营业总收入1094.64亿元'))!;
    expect(revenue.pageFrom).toBeLessThanOrEqual(revenuePage);
    expect(revenue.pageTo).toBeGreaterThanOrEqual(revenuePage);
    // A chunk ends where a block ends, or inside a block at a sentence end — at a clause end or a
    // space only when a "sentence" is longer than a chunk (tables the reader saw as text, on a few pages).
    const blockEnds = document.pages.flatMap((page) =>
      page.blocks.flatMap((block) =>
        block.type === 'paragraph' || block.type === 'heading' ? [block.text.replace(/\s+/gu, '')] : [],
      ),
    );
    const cutInside = chunks
      .filter((chunk) => chunk.contentType === 'text')
      .map((chunk) => chunk.content.split('\n').at(-1)!.replace(/\s+/gu, ''))
      .filter((lastLine) => !blockEnds.some((end) => end.endsWith(lastLine)));
    const atSentenceEnd = cutInside.filter((lastLine) => /[。；！？!?]$/u.test(lastLine));
    const atClauseEnd = cutInside.filter((lastLine) => /[，、：]$/u.test(lastLine));
    expect(atSentenceEnd.length).toBeGreaterThan(50);
    expect(atSentenceEnd.length + atClauseEnd.length).toBeGreaterThan(cutInside.length * 0.85);
  });

  it('follows the report’s sections (第…节) with the book method', () => {
    const chunks = chunkDocument(document, 'book', { chunk_token_num: 512 });
    expectWithinBudget(chunks, 512, maxHeaderRows(document));
    const sections = new Set(
      chunks.flatMap((chunk) => chunk.headings.filter((h) => /^第[一二三四五六七八九十]+节/u.test(h))),
    );
    expect(sections.size).toBeGreaterThanOrEqual(5);
  });
});

describe('chunks of a 104-page 10-K (Nike, PDF)', () => {
  it('chunks it with every method well under a second each, within the budget', async () => {
    const document = await read('pdf/nke-10-k-fy2023-2023-05-31.pdf');
    expect(document.pages.length).toBeGreaterThan(100);
    for (const method of ['naive', 'manual', 'table', 'qa'] as const) {
      const started = performance.now();
      const chunks = chunkDocument(document, method, { chunk_token_num: 512, overlapped_percent: 10 });
      // ~0.1 s for naive on an idle core; the bound leaves room for a loaded test machine.
      expect(performance.now() - started).toBeLessThan(3000);
      expectWithinBudget(chunks, 512);
    }
  }, 60_000);
});
