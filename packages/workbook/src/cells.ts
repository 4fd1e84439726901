import type { Cell, Worksheet } from 'exceljs';
import type { TWorkbookCompany } from './workbook-input.js';

/**
 * How a cell is written, by the colour convention analysts read at a glance: blue = a hard-coded
 * input or reported figure, black = a formula on the same sheet, green = a link to another sheet.
 */
export type TCellKind = 'input' | 'formula' | 'link';

const COLOURS: Record<TCellKind, string> = { input: 'FF0000FF', formula: 'FF000000', link: 'FF008000' };

/** Number formats an analyst expects: negatives in brackets, zero as a dash. */
export const FORMATS = {
  money: '#,##0.0_);(#,##0.0);"–"_)',
  perShare: '#,##0.00_);(#,##0.00);"–"_)',
  shares: '#,##0.0_);(#,##0.0);"–"_)',
  percent: '0.0%_);(0.0%);"–"_)',
  precisePercent: '0.00%_);(0.00%);"–"_)',
  days: '0.0_);(0.0);"–"_)',
  years: '0.0_)',
  multiple: '0.0"x"_);(0.0"x")',
  factor: '0.0000_)',
  number: '0.00_)',
  integer: '0_)',
  date: 'yyyy-mm-dd',
  text: '@',
} as const;
export type TFormat = keyof typeof FORMATS;

/**
 * What makes a spreadsheet take text as a formula when it is typed, pasted or imported (CSV):
 * `=`, `+`, `-`, `@`, a leading tab or line break, and their full-width forms, which Excel in
 * Chinese and Japanese input modes reads as the ASCII ones.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/**
 * Text from users or documents (a company's name, a ticker or stock code, a peer's name, an
 * account's source), as a cell must hold it: a plain string, and one starting like a formula gets
 * a leading apostrophe, so no spreadsheet evaluates it (`=HYPERLINK(…)` stays text), in this file
 * or in a CSV saved from it. exceljs writes every string as a shared string, never a formula; the
 * apostrophe keeps it so once the cell is edited or exported.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** A formula with the value the engine computed for it, cached so the file opens with numbers. */
export type TFormulaCell = { formula: string; result: TCellResult };
/** A cached formula result: a number, text (`n/a`) or a date. */
export type TCellResult = number | string | Date;

/** An `A1` address from a 1-based column and row. */
export function address(column: number, row: number): string {
  return `${columnLetter(column)}${row}`;
}

/** 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let n = column;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** `'Income Statement'!C12`; sheet names are always quoted so any name is safe. */
export function sheetRef(sheet: string, cell: string): string {
  return `'${sheet.replaceAll("'", "''")}'!${cell}`;
}

/** `$C$12` */
export function absolute(column: number, row: number): string {
  return `$${columnLetter(column)}$${row}`;
}

/** Writes a number, text or date the user may change (blue), with its source as a cell note. */
export function writeInput(
  sheet: Worksheet,
  cell: string,
  value: number | string | Date,
  format: TFormat,
  note?: string,
): Cell {
  const target = sheet.getCell(cell);
  target.value = value;
  style(target, 'input', format);
  if (note) target.note = note;
  return target;
}

/**
 * Writes a live formula (black, or green when it reaches into another sheet) with the engine's
 * value as its cached result.
 */
export function writeFormula(sheet: Worksheet, cell: string, formula: string, result: TCellResult, format: TFormat) {
  const target = sheet.getCell(cell);
  target.value = { formula, result } as TFormulaCell;
  style(target, formula.includes('!') ? 'link' : 'formula', format);
  return target;
}

/** A label in column A (bold for totals). */
export function writeLabel(
  sheet: Worksheet,
  row: number,
  label: string,
  options: { bold?: boolean; indent?: number } = {},
) {
  const target = sheet.getCell(row, 1);
  target.value = label;
  target.font = { bold: options.bold ?? false };
  if (options.indent) target.alignment = { indent: options.indent };
}

function style(target: Cell, kind: TCellKind, format: TFormat) {
  target.font = { ...(target.font ?? {}), color: { argb: COLOURS[kind] } };
  target.numFmt = FORMATS[format];
}

/**
 * The number a cell holds: its value, or a formula's cached result. exceljs drops a cached result
 * of 0 (it is falsy), so a formula without one is 0; text and errors are `null`; empty is `undefined`.
 */
export function cachedNumber(cell: Cell): number | null | undefined {
  const value = cell.value;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'formula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined) return 0;
    return typeof result === 'number' ? result : null;
  }
  return null;
}

/** `NVIDIA CORP (NVDA)`, or the name alone for a company without a ticker. */
export function companyLabel(company: TWorkbookCompany): string {
  return company.ticker ? `${company.name} (${company.ticker})` : company.name;
}

/** Row 1: the sheet's title and the company; row 2: the units and currency of its figures. */
export function writeSheetTitle(sheet: Worksheet, title: string, company: TWorkbookCompany, units: string): void {
  sheet.getCell('A1').value = `${title} — ${companyLabel(company)}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = units;
  sheet.getCell('A2').font = { italic: true, color: { argb: 'FF595959' } };
}
