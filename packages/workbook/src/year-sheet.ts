import type { Worksheet } from 'exceljs';
import {
  address,
  columnLetter,
  sheetRef,
  spreadsheetText,
  type TCellResult,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from './cells.js';
import type { TWorkbookContext } from './context.js';
import { HEADER_ROWS, rowMap, sheetLabel, type TRowList, type TRowMap, type TRowSpec } from './layout.js';

/** Where a line of another sheet is: `'Balance Sheet'!G12`. */
export function linkTo(sheet: string, rows: TRowMap, key: string, column: number): string {
  return sheetRef(sheet, address(column, rowOf(rows, key)));
}

export function rowOf(rows: TRowMap, key: string): number {
  const row = rows[key];
  if (row === undefined) throw new Error(`no row ${key}`);
  return row;
}

/**
 * A sheet with one column per fiscal year (historical, then forecast), the same columns on every
 * statement sheet, labels in column A, the title, units and year header frozen above the lines.
 */
export class YearSheet {
  readonly sheet: Worksheet;
  readonly rows: TRowMap;
  private readonly specs = new Map<string, TRowSpec>();

  constructor(
    context: TWorkbookContext,
    readonly name: string,
    rowList: TRowList,
    units: string,
    options: { hideHistory?: boolean; extraColumns?: number } = {},
  ) {
    const { years, input } = context;
    this.rows = rowMap(rowList);
    this.sheet = context.book.addWorksheet(name, {
      views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROWS, showGridLines: false }],
      pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
    });
    const { sheet } = this;
    sheet.getColumn(1).width = 46;
    for (let column = 2; column <= years.last + (options.extraColumns ?? 0); column += 1) {
      // Without history, column B still holds the single values; the other historical columns stay narrow.
      const isEmpty = options.hideHistory && column > 2 && column <= years.base;
      sheet.getColumn(column).width = isEmpty ? 2 : 13;
    }
    writeSheetTitle(sheet, context.t(sheetLabel(name)), input.company, units);
    sheet.getCell(4, 1).value = context.t('common.fiscalYear');
    sheet.getCell(5, 1).value = context.t('common.periodEnd');
    const header = (column: number, year: number, end: string, isForecast: boolean) => {
      sheet.getCell(4, column).value = `FY${year}${isForecast ? 'E' : 'A'}`;
      sheet.getCell(5, column).value = end;
      sheet.getCell(6, column).value = context.t(isForecast ? 'common.forecast' : 'common.actual');
      for (const row of [4, 5, 6]) {
        const cell = sheet.getCell(row, column);
        cell.font = { bold: row === 4 };
        cell.alignment = { horizontal: 'right' };
        if (isForecast) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEAF1FB' } };
      }
    };
    if (!options.hideHistory) {
      context.history.forEach((year, j) => {
        header(years.historical(j), year.period.fiscal_year, year.period.period_end, false);
      });
    }
    context.model.forecast.fiscalYears.forEach((year, t) => {
      header(years.forecast(t), year, context.model.forecast.periodEnds[t] as string, true);
    });
    for (const cell of [4, 5, 6].map((row) => sheet.getCell(row, 1))) cell.font = { bold: true };
    sheet.getRow(6).border = {};
    rowList.forEach((spec, index) => {
      const row = HEADER_ROWS + 1 + index;
      if (typeof spec === 'string') {
        writeLabel(sheet, row, spec ? context.t(spec) : '', { bold: true });
        sheet.getCell(row, 1).font = { bold: true, color: { argb: 'FF1F3864' } };
        return;
      }
      this.specs.set(spec.key, spec);
      const label = spec.text ? spreadsheetText(spec.text) : context.t(spec.label, spec.params);
      writeLabel(sheet, row, label, {
        bold: spec.bold ?? false,
        indent: spec.indent ?? 0,
      });
      if (spec.bold) {
        for (let column = 1; column <= years.last; column += 1) {
          sheet.getCell(row, column).border = { top: { style: 'thin' } };
        }
      }
    });
    const lastRow = HEADER_ROWS + rowList.length;
    sheet.pageSetup.printArea = `A1:${columnLetter(years.last + (options.extraColumns ?? 0))}${lastRow}`;
    sheet.pageSetup.printTitlesRow = `4:${HEADER_ROWS}`;
  }

  cell(key: string, column: number): string {
    return address(column, rowOf(this.rows, key));
  }

  /** A line's live formula in one year column, with the engine's value (already in sheet units). */
  formula(key: string, column: number, formula: string, result: TCellResult): void {
    const cell = writeFormula(this.sheet, this.cell(key, column), formula, result, this.format(key));
    if (this.specs.get(key)?.bold) cell.font = { ...cell.font, bold: true };
  }

  /** A reported (historical) value or an input, blue, with its source as a note. */
  value(key: string, column: number, value: number | string | Date, note?: string): void {
    const cell = writeInput(this.sheet, this.cell(key, column), value, this.format(key), note);
    if (this.specs.get(key)?.bold) cell.font = { ...cell.font, bold: true };
  }

  /** The number in a line's cell (a value or a formula's cached result), `undefined` when empty. */
  read(key: string, column: number): number | undefined {
    const value = this.sheet.getCell(this.cell(key, column)).value;
    if (typeof value === 'number') return value;
    if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number')
      return value.result;
    return undefined;
  }

  private format(key: string) {
    return this.specs.get(key)?.format ?? 'money';
  }
}
