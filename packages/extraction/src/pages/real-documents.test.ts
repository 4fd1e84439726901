/** The page reader on the real documents of the shared data set, read in place. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../read/documents.test-helper.js';
import { readDocumentPages } from './read-document-pages.js';
import type { TDocumentPages, TPageBlock } from './types.js';

// pdfjs reads ~40 pages a second here; a 124-page annual report takes a few seconds.
const SLOW = 60_000;

type TTable = Extract<TPageBlock, { type: 'table' }>;

const read = async (path: string) => readDocumentPages(new Uint8Array(readFileSync(`${DOCUMENTS}${path}`)));

/** Each block with the number of its page. */
const blocksOf = (doc: TDocumentPages) =>
  doc.pages.flatMap((page) => page.blocks.map((block) => ({ page: page.number, block })));

function tableTitled(doc: TDocumentPages, title: string): { page: number; table: TTable } | undefined {
  for (const { page, block } of blocksOf(doc))
    if (block.type === 'table' && block.title === title) return { page, table: block };
  return undefined;
}

const pageOf = (doc: TDocumentPages, type: TPageBlock['type'], text: string | RegExp) =>
  blocksOf(doc).find(
    ({ block }) =>
      (block.type === 'heading' || block.type === 'paragraph') &&
      block.type === type &&
      (typeof text === 'string' ? block.text === text : text.test(block.text)),
  )?.page;

describe('readDocumentPages on 10-K PDFs', () => {
  it(
    'reads the NKE 10-K: the income statement as one table on its page, Item headings, risk factors as paragraphs',
    async () => {
      const doc = await read('pdf/nke-10-k-fy2023-2023-05-31.pdf');
      expect(doc.kind).toBe('pdf');
      expect(doc.pages).toHaveLength(104);
      const income = tableTitled(doc, 'CONSOLIDATED STATEMENTS OF INCOME');
      expect(income?.page).toBe(60);
      expect(income?.table.headerRows).toBe(2);
      expect(income?.table.rows.slice(0, 3)).toEqual([
        ['', 'YEAR ENDED MAY 31,', '', ''],
        ['(In millions, except per share data)', '2023', '2022', '2021'],
        ['Revenues', '$51,217', '$46,710', '$44,538'],
      ]);
      expect(income?.table.rows).toContainEqual(['NET INCOME', '$5,070', '$6,046', '$5,727']);
      expect(pageOf(doc, 'heading', 'ITEM 1A. RISK FACTORS')).toBe(14);
      expect(pageOf(doc, 'heading', 'CONSOLIDATED STATEMENTS OF INCOME')).toBe(60);
      expect(
        pageOf(doc, 'paragraph', /^The uncertain state of the global economy, including high and rising levels/),
      ).toBe(15);
      // The running foot ("2023 FORM 10-K 55") is not text of the pages.
      expect(
        blocksOf(doc).filter(({ block }) => block.type === 'paragraph' && /^2023 FORM 10-K \d+$/.test(block.text)),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'reads the Moutai 2021 report (CJK): lines joined without spaces, the balance sheet split per page with its header repeated',
    async () => {
      const doc = await read('pdf/600519_kweichow_moutai_2021_annual_report_zh.pdf');
      expect(doc.pages).toHaveLength(124);
      expect(doc.pages[1]?.blocks).toContainEqual({
        type: 'paragraph',
        text: '一、本公司董事会、监事会及董事、监事、高级管理人员保证年度报告内容的真实性、准确性、完整性，不存在虚假记载、误导性陈述或重大遗漏，并承担个别和连带的法律责任。',
      });
      const parts = blocksOf(doc)
        .filter(({ block }) => block.type === 'table' && block.title === '合并资产负债表')
        .slice(0, 3);
      expect(parts.map(({ page }) => page)).toEqual([50, 51, 52]);
      for (const { block } of parts) {
        expect(block).toMatchObject({
          headerRows: 1,
          rows: expect.arrayContaining([['项目', '附注', '2021年12月31日', '2020年12月31日']]),
        });
        expect((block as TTable).rows[0]).toEqual(['项目', '附注', '2021年12月31日', '2020年12月31日']);
      }
      expect((parts[0]?.block as TTable | undefined)?.rows).toContainEqual([
        '货币资金',
        '1',
        '51,810,243,607.11',
        '36,091,090,060.90',
      ]);
      // A glossary without amounts is a table too, not rows run together.
      const glossary = blocksOf(doc).find(({ block }) => block.type === 'table' && block.rows[0]?.[0] === '证监会');
      expect(glossary?.page).toBe(4);
      expect((glossary?.block as TTable | undefined)?.rows[0]).toEqual(['证监会', '指', '中国证券监督管理委员会']);
      // Sentences keep their CJK characters together, over line ends too: the few with a space
      // between two are cells of a table laid out as text, set apart on the page.
      const sentences = blocksOf(doc).flatMap(({ block }) =>
        block.type === 'paragraph' && block.text.endsWith('。') ? [block.text] : [],
      );
      expect(sentences.length).toBeGreaterThan(250);
      const spaced = sentences.filter((text) => /\p{Script=Han} \p{Script=Han}/u.test(text));
      expect(spaced.length / sentences.length).toBeLessThan(0.05);
    },
    SLOW,
  );
});

describe('readDocumentPages on 10-K HTML', () => {
  it.each([
    ['eval/adbe-10-k-2025-01-13.html', 0],
    ['eval/nke-10-k-2025-07-17.html', 3],
    ['10k_html/aapl-10-k-2024-11-01.html', 2],
    ['10k_html/googl-10-k-2025-02-05.html', 1],
  ])(
    'splits %s into the pages the filing prints: every Item is on its table-of-contents page (+%i unnumbered pages)',
    async (path, unnumbered) => {
      const doc = await read(path);
      const contents = blocksOf(doc).find(
        ({ block }) =>
          block.type === 'table' && block.rows.filter((row) => /^Item \d/i.test(row.join(' '))).length > 15,
      )?.block as TTable;
      const items = contents.rows.flatMap((row) => {
        const item = /^Item (\d+[A-C]?)\./i.exec(row.filter(Boolean).join(' '))?.[1];
        const printed = Number(row[row.length - 1]);
        return item && printed > 0 ? [{ item, printed }] : [];
      });
      expect(items.length).toBeGreaterThan(15);
      for (const { item, printed } of items) {
        expect({ item, page: pageOf(doc, 'heading', new RegExp(`^Item ${item}\\.`, 'i')) }).toEqual({
          item,
          page: printed + unnumbered,
        });
      }
    },
  );

  it('reads the ADBE 10-K: the income statement with its header rows, risk factors as paragraphs, no hidden XBRL', async () => {
    const doc = await read('eval/adbe-10-k-2025-01-13.html');
    expect(doc).toMatchObject({ kind: 'html', title: 'adbe-20241129' });
    const income = tableTitled(doc, 'CONSOLIDATED STATEMENTS OF INCOME');
    expect(income?.page).toBe(55);
    expect(income?.table.headerRows).toBe(2);
    expect(income?.table.rows[1]).toEqual(['', 'November 29, 2024', 'December 1, 2023', 'December 2, 2022']);
    expect(income?.table.rows).toContainEqual(['Total revenue', '21,505', '19,409', '17,606']);
    expect(pageOf(doc, 'heading', 'ITEM 1A. RISK FACTORS')).toBe(23);
    expect(pageOf(doc, 'paragraph', /^The markets for our products, services and solutions are rapidly evolving/)).toBe(
      24,
    );
    expect(JSON.stringify(doc)).not.toMatch(/dei:|us-gaap:/);
  });
});
