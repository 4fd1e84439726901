import { describe, expect, it } from 'vitest';
import { DOCUMENTS, row } from './documents.test-helper.js';
import { canOcr, tsvTokens } from './ocr.js';
import { readDocument } from './read-document.js';
import { scanOf } from './scanned-pdf.test-helper.js';

// CI installs tesseract-ocr (eng, chi_sim, chi_tra) and poppler-utils; elsewhere these tests skip.
const hasOcr = await canOcr();
const SLOW = 120_000;

describe('tsvTokens', () => {
  it('puts each word on its line’s bottom edge, in points', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t100\t200\t900\t50\t-1\t',
      '5\t1\t1\t1\t1\t1\t100\t210\t300\t40\t96\tRevenues',
      '5\t1\t1\t1\t1\t2\t800\t205\t200\t45\t95\t51,217',
      '5\t1\t1\t1\t1\t3\t900\t205\t10\t45\t95\t ',
    ].join('\n');
    expect(tsvTokens(tsv, 72 / 300)).toEqual([
      { x: 24, y: 60, width: 72, height: 12, text: 'Revenues' },
      { x: 192, y: 60, width: 48, height: 12, text: '51,217' },
    ]);
  });
});

describe.skipIf(!hasOcr && process.env.CI !== 'true')('readDocument on scanned PDFs (Tesseract)', () => {
  it(
    'reads a scanned English income statement',
    async () => {
      const steps: [number, number][] = [];
      const doc = await readDocument(scanOf(`${DOCUMENTS}pdf/nke-10-k-fy2023-2023-05-31.pdf`, 60), {
        onPage: (done, total) => {
          steps.push([done, total]);
        },
      });
      expect(doc).toMatchObject({ pageCount: 1, pagesWithoutText: [1], ocrPages: [1] });
      // One step for reading the page's (empty) text layer, one for recognising it (the total grows
      // once the scans are known).
      expect(steps).toEqual([
        [1, 1],
        [2, 2],
      ]);
      const income = doc.tables.find((t) => t.title === 'CONSOLIDATED STATEMENTS OF INCOME');
      expect(row(income, 'Cost of sales')).toEqual(['Cost of sales', '28,925', '25,231', '24,576']);
      expect(row(income, 'NET INCOME')).toEqual(['NET INCOME', '$5,070', '$6,046', '$5,727']);
    },
    SLOW,
  );

  it(
    'reads a scanned Chinese balance sheet in one script (simplified here)',
    async () => {
      const doc = await readDocument(scanOf(`${DOCUMENTS}pdf/600519_kweichow_moutai_2021_annual_report_zh.pdf`, 50));
      const balance = doc.tables.find((t) => t.title === '合并资产负债表');
      expect(row(balance, '货币资金')?.slice(-2)).toEqual(['51,810,243,607.11', '36,091,090,060.90']);
      expect(row(balance, '流动资产合计')?.slice(-2)).toEqual(['220,765,692,846.31', '185,652,154,956.94']);
    },
    SLOW,
  );
});
