import { describe, expect, it } from 'vitest';
import { readRealDocument, row } from './documents.test-helper.js';

// pdfjs reads ~40 pages a second here; a 124-page annual report takes a few seconds.
const SLOW = 60_000;

describe('readDocument on PDF', () => {
  it(
    'rebuilds the NKE 10-K income statement and balance sheet',
    async () => {
      const { doc } = await readRealDocument('pdf/nke-10-k-fy2023-2023-05-31.pdf');
      expect(doc).toMatchObject({ kind: 'pdf', pageCount: 104, pagesWithoutText: [] });
      const income = doc.tables.find((t) => t.title === 'CONSOLIDATED STATEMENTS OF INCOME');
      expect(income).toMatchObject({
        page: 60,
        lastPage: 60,
        context: ['NIKE, INC.', 'CONSOLIDATED STATEMENTS OF INCOME'],
      });
      expect(income?.rows.slice(0, 4)).toEqual([
        ['', 'YEAR ENDED MAY 31,', '', ''],
        ['(In millions, except per share data)', '2023', '2022', '2021'],
        ['Revenues', '$51,217', '$46,710', '$44,538'],
        ['Cost of sales', '28,925', '25,231', '24,576'],
      ]);
      expect(row(income, 'Interest expense (income), net')).toEqual([
        'Interest expense (income), net',
        '(6)',
        '205',
        '262',
      ]);
      expect(row(income, 'NET INCOME')).toEqual(['NET INCOME', '$5,070', '$6,046', '$5,727']);
      const balance = doc.tables.find((t) => t.title === 'CONSOLIDATED BALANCE SHEETS');
      expect(row(balance, 'TOTAL ASSETS')).toEqual(['TOTAL ASSETS', '$37,531', '$40,321']);
      const cash = doc.tables.find((t) => t.title === 'CONSOLIDATED STATEMENTS OF CASH FLOWS');
      expect(row(cash, 'Depreciation')).toEqual(['Depreciation', '703', '717', '744']);
      expect(row(cash, 'Cash provided (used) by operations')).toEqual([
        'Cash provided (used) by operations',
        '5,841',
        '5,188',
        '6,657',
      ]);
    },
    SLOW,
  );

  it(
    'rebuilds the Moutai 2021 statements (CJK fonts) and joins the pages each one runs over',
    async () => {
      const { doc } = await readRealDocument('pdf/600519_kweichow_moutai_2021_annual_report_zh.pdf');
      expect(doc).toMatchObject({ kind: 'pdf', pageCount: 124, pagesWithoutText: [] });
      const balance = doc.tables.find((t) => t.title === '合并资产负债表');
      expect(balance).toMatchObject({ page: 50, lastPage: 52 });
      expect(balance?.context.slice(-3)).toEqual([
        '2021年12月31日',
        '编制单位:贵州茅台酒股份有限公司',
        '单位:元 币种:人民币',
      ]);
      expect(balance?.rows[0]).toEqual(['项目', '附注', '2021年12月31日', '2020年12月31日']);
      expect(row(balance, '货币资金')).toEqual(['货币资金', '1', '51,810,243,607.11', '36,091,090,060.90']);
      expect(row(balance, '结算备付金')).toEqual(['结算备付金', '', '', '']);
      // Page 51 and 52 rows, in the first page's columns.
      expect(row(balance, '资产总计')).toEqual(['资产总计', '', '255,168,195,159.90', '213,395,810,527.46']);
      expect(row(balance, '其他综合收益')).toEqual(['其他综合收益', '31', '-13,017,880.78', '-5,331,367.75']);
      const income = doc.tables.find((t) => t.title === '合并利润表');
      expect(income).toMatchObject({ page: 54, lastPage: 56 });
      expect(row(income, '其中：营业收入')).toEqual([
        '其中：营业收入',
        '35',
        '106,190,154,843.76',
        '94,915,380,916.72',
      ]);
      const cash = doc.tables.find((t) => t.title === '合并现金流量表');
      expect(cash).toMatchObject({ page: 57, lastPage: 58 });
      expect(row(cash, '收到其他与经营活动有关的现金')).toEqual([
        '收到其他与经营活动有关的现金',
        '50（1）',
        '1,643,536,862.48',
        '221,421,226.63',
      ]);
    },
    SLOW,
  );

  it(
    'takes a statement title from the foot of the previous page (Moutai 2020 cash flow statement)',
    async () => {
      const { doc } = await readRealDocument('pdf/600519_kweichow_moutai_2020_annual_report_zh.pdf');
      const titled = doc.tables.filter((t) => t.title?.startsWith('合并')).map((t) => [t.title, t.page, t.lastPage]);
      // (Page 74 holds a note table titled 合并资产负债表 too: the new lease standard's adjustments.)
      expect(titled.slice(0, 3)).toEqual([
        ['合并资产负债表', 49, 51],
        ['合并利润表', 53, 55],
        ['合并现金流量表', 57, 58],
      ]);
    },
    SLOW,
  );
});
