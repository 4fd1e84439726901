/**
 * Legacy XLS reader (BIFF5/BIFF8 inside an OLE2 compound file), through SheetJS Community Edition
 * as republished on npm by `@e965/xlsx` (SheetJS itself stopped publishing to npm at 0.18.5, whose
 * parser has known advisories; 0.20.3 has the fixes). Same output as the XLSX reader: one table
 * per sheet, numbers printed with their cell's number format.
 */
import { type CellObject, read, utils } from '@e965/xlsx';
import { DocumentReadError, type TParsedDocument, type TSourceTable } from '../types.js';
import { cleanText, squareTable } from './cells.js';
import { formatNumber } from './number-format.js';
import { titleLines } from './title-lines.js';
import type { TSheet } from './xlsx.js';

/**
 * Reads every sheet of an XLS workbook.
 * @throws DocumentReadError `password_protected` for a workbook with a password to open.
 * @internal
 */
export function readXls(bytes: Uint8Array): TParsedDocument {
  const sheets = readXlsSheets(bytes);
  const tables: TSourceTable[] = [];
  sheets.forEach(({ name, rows }, index) => {
    if (rows.length === 0) return;
    const page = index + 1;
    tables.push({ page, lastPage: page, title: name, context: titleLines(rows), rows });
  });
  return { kind: 'xls', pageCount: sheets.length, tables, pagesWithoutText: [] };
}

/**
 * The sheets of an XLS workbook, in order (a sheet the file names but does not hold has no rows).
 * @throws DocumentReadError `password_protected` for a workbook with a password to open.
 * @internal
 */
export function readXlsSheets(bytes: Uint8Array): TSheet[] {
  let workbook: ReturnType<typeof read>;
  try {
    workbook = read(bytes, { type: 'array', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch (error) {
    if (error instanceof Error && /password/i.test(error.message)) {
      throw new DocumentReadError('password_protected', 'The workbook is protected with a password.');
    }
    throw error;
  }
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) return { name, rows: [] };
    const range = utils.decode_range(sheet['!ref'] ?? 'A1:A1');
    const grid: string[][] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const cells: string[] = [];
      for (let c = range.s.c; c <= range.e.c; c++) cells.push(cellText(sheet[utils.encode_cell({ r, c })]));
      grid.push(cells);
    }
    return { name, rows: squareTable(grid) };
  });
}

/** Numbers go through the same formatter as XLSX cells (SheetJS's "General" rounds to 11 digits). */
function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number')
    return formatNumber(cell.v, typeof cell.z === 'string' ? cell.z : undefined);
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  return cleanText(String(cell.w ?? cell.v));
}
