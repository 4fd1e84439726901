import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRealDocument, row } from './documents.test-helper.js';
import { readDocument } from './read-document.js';

describe('readDocument on XLSX', () => {
  it('reads the SEC Financial_Report.xlsx: one table per sheet, header rows kept, title line as context', async () => {
    const { doc, ms } = await readRealDocument('xlsx/aapl-10-q-2025-03-29-Financial_Report.xlsx');
    expect(doc.kind).toBe('xlsx');
    expect(doc.pageCount).toBe(42);
    const income = doc.tables[1]!;
    expect(income.page).toBe(2);
    expect(income.title).toBe('CONDENSED CONSOLIDATED STATEMEN');
    expect(income.context).toEqual([
      'CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited) - USD ($) shares in Thousands, $ in Millions',
    ]);
    expect(income.rows[0]).toEqual([income.context[0], '3 Months Ended', '', '6 Months Ended', '']);
    expect(income.rows[1]).toEqual(['', 'Mar. 29, 2025', 'Mar. 30, 2024', 'Mar. 29, 2025', 'Mar. 30, 2024']);
    expect(row(income, 'Net sales')).toEqual(['Net sales', '$95,359', '$90,753', '$219,659', '$210,328']);
    expect(row(income, 'Other income/(expense), net')).toEqual([
      'Other income/(expense), net',
      '(279)',
      '158',
      '(527)',
      '108',
    ]);
    expect(ms).toBeLessThan(3000);
  });

  it('reads the text-valued Moutai table dump', async () => {
    const { doc } = await readRealDocument('xlsx/600519_kweichow_moutai_2021_statements_extracted_zh.xlsx');
    expect(doc.tables[0]?.rows[0]?.[0]).toBe('Column_0');
    expect(row(doc.tables[0], '货币资金')?.slice(0, 4)).toEqual([
      '货币资金',
      '1',
      '51,810,243,607.11',
      '36,091,090,060.90',
    ]);
  });

  it('gives formula results and keeps a merged range in its first cell', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Income');
    sheet.addRow(['Statement of income', '', '']);
    sheet.mergeCells('A1:C1');
    sheet.addRow(['Revenue', 100, 90]);
    sheet.addRow(['Cost', -40, -30]);
    sheet.addRow(['Gross profit', { formula: 'B2+B3', result: 60 }, { formula: 'C2+C3', result: 60 }]);
    workbook.addWorksheet('Empty');
    const doc = await readDocument(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(doc.pageCount).toBe(2);
    expect(doc.tables).toHaveLength(1);
    expect(doc.tables[0]).toMatchObject({ title: 'Income', context: ['Statement of income'] });
    expect(doc.tables[0]?.rows).toEqual([
      ['Statement of income', '', ''],
      ['Revenue', '100', '90'],
      ['Cost', '-40', '-30'],
      ['Gross profit', '60', '60'],
    ]);
  });
});

describe('readDocument on XLS', () => {
  it('reads a legacy BIFF8 workbook', async () => {
    const workbook = utils.book_new();
    utils.book_append_sheet(
      workbook,
      utils.aoa_to_sheet([
        ['项目', '2021年度', '2020年度'],
        ['营业收入', 106190154843.76, 94915380916.72],
      ]),
      '合并利润表',
    );
    const bytes = new Uint8Array(write(workbook, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
    const doc = await readDocument(bytes);
    expect(doc.kind).toBe('xls');
    expect(doc.tables[0]?.title).toBe('合并利润表');
    expect(doc.tables[0]?.rows[1]?.[0]).toBe('营业收入');
    expect(doc.tables[0]?.rows[1]).toEqual(['营业收入', '106190154843.76', '94915380916.72']);
  });
});
