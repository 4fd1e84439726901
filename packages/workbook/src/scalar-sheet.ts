import type { Worksheet } from 'exceljs';
import {
  absolute,
  sheetRef,
  type TCellResult,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from './cells.js';
import type { TWorkbookContext } from './context.js';
import { HEADER_ROWS, rowMap, sheetLabel, type TRowList, type TRowMap, type TRowSpec } from './layout.js';
import { rowOf } from './year-sheet.js';

/** Column of a scalar sheet's values; its sources and notes sit in the next column. */
export const VALUE_COLUMN = 2;

/** A sheet of single values: labels in A, values in B, the source of each in C. */
export class ScalarSheet {
  readonly sheet: Worksheet;
  readonly rows: TRowMap;
  private readonly specs = new Map<string, TRowSpec>();

  constructor(
    context: TWorkbookContext,
    readonly name: string,
    rowList: TRowList,
    units: string,
  ) {
    this.rows = rowMap(rowList);
    this.sheet = context.book.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: HEADER_ROWS, showGridLines: false }],
      pageSetup: { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
    });
    const { sheet } = this;
    const { company } = context.input;
    sheet.getColumn(1).width = 46;
    sheet.getColumn(2).width = 16;
    sheet.getColumn(3).width = 90;
    writeSheetTitle(sheet, context.t(sheetLabel(name)), company, units);
    for (const [column, title] of [
      [1, 'common.item'],
      [2, 'common.value'],
      [3, 'common.source'],
    ] as const) {
      sheet.getCell(HEADER_ROWS, column).value = context.t(title);
      sheet.getCell(HEADER_ROWS, column).font = { bold: true };
    }
    rowList.forEach((spec, index) => {
      const row = HEADER_ROWS + 1 + index;
      if (typeof spec === 'string') {
        writeLabel(sheet, row, spec ? context.t(spec) : '', { bold: true });
        sheet.getCell(row, 1).font = { bold: true, color: { argb: 'FF1F3864' } };
        return;
      }
      this.specs.set(spec.key, spec);
      writeLabel(sheet, row, context.t(spec.label, spec.params), {
        bold: spec.bold ?? false,
        indent: spec.indent ?? 0,
      });
    });
    sheet.pageSetup.printArea = `A1:C${HEADER_ROWS + rowList.length}`;
  }

  /** `$B$12` of a line. */
  cell(key: string): string {
    return absolute(VALUE_COLUMN, rowOf(this.rows, key));
  }

  /** The line's value cell as other sheets reference it. */
  ref(key: string): string {
    return sheetRef(this.name, this.cell(key));
  }

  formula(key: string, formula: string, result: TCellResult, source?: string): void {
    const cell = writeFormula(this.sheet, this.cell(key).replaceAll('$', ''), formula, result, this.format(key));
    if (this.specs.get(key)?.bold) cell.font = { ...cell.font, bold: true };
    if (source) this.source(key, source);
  }

  value(key: string, value: number | string | Date, source?: string): void {
    writeInput(this.sheet, this.cell(key).replaceAll('$', ''), value, this.format(key));
    if (source) this.source(key, source);
  }

  source(key: string, text: string): void {
    const cell = this.sheet.getCell(rowOf(this.rows, key), VALUE_COLUMN + 1);
    cell.value = text;
    cell.font = { italic: true, color: { argb: 'FF595959' } };
  }

  private format(key: string) {
    return this.specs.get(key)?.format ?? 'money';
  }
}
