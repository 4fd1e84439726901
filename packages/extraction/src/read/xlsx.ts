/**
 * XLSX reader (exceljs): one table per sheet, titled with the sheet name. Header rows stay rows;
 * a leading title line (SEC R-pages: "… STATEMENTS OF OPERATIONS - USD ($) $ in Millions") is
 * also the table's context. Numbers are printed with their cell's number format, formulas give
 * their cached result, and a merged range keeps its text in its first cell only.
 */
import ExcelJS from 'exceljs';
import type { TParsedDocument, TSourceTable } from '../types.js';
import { cleanText, squareTable } from './cells.js';
import { formatNumber } from './number-format.js';
import { titleLines } from './title-lines.js';

/**
 * Reads every sheet of an XLSX workbook.
 * @throws Error when exceljs cannot load the file (the caller reports it as corrupt).
 * @internal
 */
export async function readXlsx(bytes: Uint8Array): Promise<TParsedDocument> {
  const sheets = await readXlsxSheets(bytes);
  const tables: TSourceTable[] = [];
  sheets.forEach(({ name, rows }, index) => {
    if (rows.length === 0) return;
    const page = index + 1;
    tables.push({ page, lastPage: page, title: name, context: titleLines(rows), rows });
  });
  return { kind: 'xlsx', pageCount: sheets.length, tables, pagesWithoutText: [] };
}

/** A sheet of a workbook: its name and its rows of printed cell texts (squared off; empty for an empty sheet). @internal */
export type TSheet = { name: string; rows: string[][] };

/**
 * The sheets of an XLSX workbook, in order.
 * @throws Error when exceljs cannot load the file.
 * @internal
 */
export async function readXlsxSheets(bytes: Uint8Array): Promise<TSheet[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as its own Buffer; a Node Buffer over the same memory is what it reads.
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cell.type === ExcelJS.ValueType.Merge ? '' : cellText(cell.value, cell.numFmt);
      });
      rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    return { name: sheet.name, rows: squareTable(Array.from(rows, (row) => row ?? [])) };
  });
}

function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return cleanText(value.richText.map((run) => run.text).join(''));
  if ('error' in value) return value.error;
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue, numFmt);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue, numFmt);
  return '';
}
