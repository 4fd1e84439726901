import { describe, expect, it } from 'vitest';
import { documentTables, type TPdfPage, type TPdfToken } from './pdf-layout.js';

/** Tokens for a line of text pieces at x positions (6.5-point text: 3.3 points a Latin character, 6.5 a CJK one). */
function line(y: number, pieces: [number, string][]): TPdfToken[] {
  const width = (text: string) => [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 6.5 : 3.3), 0);
  return pieces.map(([x, text]) => ({ x, y, width: width(text), height: 6.5, text }));
}

function page(number: number, lines: TPdfToken[][]): TPdfPage {
  return { number, width: 595, height: 842, tokens: lines.flat() };
}

describe('documentTables', () => {
  it('splits a line into cells by gaps, glues $ to its amount and aligns ragged numbers', () => {
    const [table] = documentTables([
      page(1, [
        line(100, [[33, 'CONSOLIDATED STATEMENTS OF INCOME']]),
        line(120, [
          [33, '(In millions)'],
          [422, '2023'],
          [475, '2022'],
        ]),
        line(130, [
          [33, 'Revenues'],
          [403, '$'],
          [432, '51,217'],
          [456, '$'],
          [485, '46,710'],
        ]),
        line(140, [
          [33, 'Interest'],
          [446, '(6)'],
          [495, '205'],
        ]),
        line(150, [
          [39, 'Net'],
          [52, 'income'],
          [436, '5,070'],
          [489, '6,046'],
        ]),
      ]),
    ]);
    expect(table).toMatchObject({ page: 1, lastPage: 1, title: 'CONSOLIDATED STATEMENTS OF INCOME' });
    expect(table?.rows).toEqual([
      ['(In millions)', '2023', '2022'],
      ['Revenues', '$51,217', '$46,710'],
      ['Interest', '(6)', '205'],
      ['Net income', '5,070', '6,046'],
    ]);
  });

  it('keeps a date a narrow page wraps over three lines in the header, even where long labels run', () => {
    const [table] = documentTables([
      page(1, [
        line(100, [[33, 'CONSOLIDATED STATEMENTS OF INCOME']]),
        line(110, [[33, '(In millions)']]),
        line(120, [[235, 'November']]),
        line(130, [
          [250, '29,'],
          [380, 'December 1,'],
        ]),
        line(140, [
          [247, '2024'],
          [385, '2023'],
        ]),
        line(150, [
          [33, 'Income before provision for income taxes and other items'],
          [245, '6,741'],
          [380, '6,650'],
        ]),
        line(160, [
          [33, 'Net income'],
          [245, '5,560'],
          [380, '5,428'],
        ]),
      ]),
    ]);
    expect(table?.rows.slice(0, 3).map((row) => row.filter(Boolean))).toEqual([
      ['November'],
      ['29,', 'December 1,'],
      ['2024', '2023'],
    ]);
  });

  it('keeps an amount grouped by a narrow space as one number', () => {
    const [table] = documentTables([
      page(1, [
        line(100, [[33, 'CONSOLIDATED BALANCE SHEETS']]),
        line(130, [
          [33, 'Total assets'],
          [430, '100'],
          [441, '549'],
          [490, '97'],
          [498, '703'],
        ]),
        line(140, [
          [33, 'Total equity'],
          [434, '26'],
          [442, '372'],
          [490, '27'],
          [498, '480'],
        ]),
      ]),
    ]);
    expect(table?.rows).toEqual([
      ['Total assets', '100 549', '97 703'],
      ['Total equity', '26 372', '27 480'],
    ]);
  });

  it('carries a statement title not in capitals from the foot of a page to the table on the next', () => {
    const tables = documentTables([
      page(1, [
        line(100, [[33, 'Some text before it']]),
        line(790, [[33, 'Example Corp. and subsidiaries consolidated balance sheets']]),
        line(800, [[33, 'At December 29, 2024 and December 31, 2023']]),
      ]),
      page(2, [
        line(100, [
          [422, '2024'],
          [475, '2023'],
        ]),
        line(120, [
          [33, 'Cash and cash equivalents'],
          [422, '24,105'],
          [475, '21,859'],
        ]),
        line(130, [
          [33, 'Total assets'],
          [422, '180,104'],
          [475, '167,558'],
        ]),
      ]),
    ]);
    expect(tables[0]?.title).toBe('Example Corp. and subsidiaries consolidated balance sheets');
    expect(tables[0]?.context).toContain('At December 29, 2024 and December 31, 2023');
  });

  it('joins a table that continues on the next page without a new title, in the first page columns', () => {
    const tables = documentTables([
      page(1, [
        line(100, [[270, '合并资产负债表']]),
        line(120, [
          [150, '项目'],
          [250, '附注'],
          [320, '2021年'],
          [450, '2020年'],
        ]),
        line(135, [
          [100, '货币资金'],
          [257, '1'],
          [332, '51,810,243,607.11'],
          [452, '36,091,090,060.90'],
        ]),
        line(150, [[100, '结算备付金']]),
        line(165, [
          [100, '拆出资金'],
          [257, '2'],
          [326, '135,067,287,778.03'],
          [447, '118,199,586,541.06'],
        ]),
      ]),
      page(2, [
        line(90, [
          [100, '固定资产'],
          [332, '17,472,173,182.85'],
          [452, '16,225,082,847.29'],
        ]),
        line(105, [
          [100, '资产总计'],
          [326, '255,168,195,159.90'],
          [447, '213,395,810,527.46'],
        ]),
      ]),
    ]);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ page: 1, lastPage: 2, title: '合并资产负债表' });
    expect(tables[0]?.rows.slice(-3)).toEqual([
      ['拆出资金', '2', '135,067,287,778.03', '118,199,586,541.06'],
      ['固定资产', '', '17,472,173,182.85', '16,225,082,847.29'],
      ['资产总计', '', '255,168,195,159.90', '213,395,810,527.46'],
    ]);
  });

  it('starts a new table when the next page has a statement title', () => {
    const tables = documentTables([
      page(1, [
        line(135, [
          [100, 'Cash'],
          [332, '1,000'],
        ]),
        line(150, [
          [100, 'Debt'],
          [332, '2,000'],
        ]),
      ]),
      page(2, [
        line(80, [[100, 'CONSOLIDATED STATEMENTS OF CASH FLOWS']]),
        line(135, [
          [100, 'Capex'],
          [332, '(300)'],
        ]),
        line(150, [
          [100, 'Dividends'],
          [332, '(100)'],
        ]),
      ]),
    ]);
    expect(tables.map((t) => [t.page, t.lastPage, t.title])).toEqual([
      [1, 1, null],
      [2, 2, 'CONSOLIDATED STATEMENTS OF CASH FLOWS'],
    ]);
  });
});
