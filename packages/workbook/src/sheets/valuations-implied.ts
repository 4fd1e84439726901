import type { Worksheet } from 'exceljs';
import {
  absolute,
  address,
  columnLetter,
  sheetRef,
  type TFormat,
  writeFormula,
  writeInput,
  writeLabel,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { SHEETS } from '../layout.js';
import { VALUE_COLUMN } from '../scalar-sheet.js';
import type { TValuationFigures } from '../valuation-figures.js';
import { linkTo } from '../year-sheet.js';
import { ASSUMPTION_ROW, assumption } from './assumptions.js';
import { dcfValue } from './dcf.js';
import { INCOME_ROW } from './income.js';
import { scenarioShift } from './scenarios.js';
import type { TValuationCells } from './valuations.js';
import { WACC_REF } from './wacc.js';

/** The last column the note spans (the football field's bar column). */
const NOTE_LAST_COLUMN = 6;

/**
 * What the market price implies (reverse DCF). A spreadsheet cannot solve for a driver live without
 * a macro, so the implied revenue growth and operating margin are the engine's solutions at export,
 * written as values with a note; the implied terminal growth has a live check (the DCF re-valued at it).
 */
export function writeImplied(
  context: TWorkbookContext,
  sheet: Worksheet,
  top: number,
  figures: TValuationFigures,
  valueAt: (w: string, x: string) => string,
  heading: (row: number, text: string) => void,
): { lastRow: number; cells: TValuationCells['implied'] } {
  const { model, years, t } = context;
  heading(top, t('valuations.impliedTitle'));
  const header = top + 1;
  (['valuations.implied', 'valuations.theModel'] as const).forEach((title, index) => {
    const cell = sheet.getCell(header, index + 2);
    cell.value = t(title);
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'right' };
  });
  const rows = { price: top + 2, growth: top + 3, margin: top + 4, terminal: top + 5, check: top + 6, note: top + 8 };
  const implied = figures.implied;
  const cells = {
    revenueGrowth: absolute(VALUE_COLUMN, rows.growth),
    operatingMargin: absolute(VALUE_COLUMN, rows.margin),
    terminalGrowth: absolute(VALUE_COLUMN, rows.terminal),
    valueAtTerminalGrowth: absolute(VALUE_COLUMN, rows.check),
  };
  writeLabel(sheet, rows.price, t('valuations.impliedPrice'));
  if (model.dcf.bridge.price !== null) {
    writeFormula(sheet, address(VALUE_COLUMN, rows.price), assumption('price'), model.dcf.bridge.price, 'perShare');
  }
  const n = model.forecast.fiscalYears.length;
  const solved = (row: number, value: number | null | undefined, format: TFormat, note: string) => {
    if (value === null || value === undefined) {
      writeInput(sheet, address(VALUE_COLUMN, row), 'n/a', 'text', t('valuations.impliedNone'));
      sheet.getCell(row, VALUE_COLUMN).alignment = { horizontal: 'right' };
      return;
    }
    const cell = writeInput(sheet, address(VALUE_COLUMN, row), value, format, note);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  };
  const first = columnLetter(years.forecast(0));
  const last = columnLetter(years.forecast(n - 1));
  writeLabel(sheet, rows.growth, t('valuations.impliedGrowth', { years: n }));
  solved(rows.growth, implied?.revenueGrowth, 'precisePercent', t('valuations.impliedGrowthNote'));
  const growthRow = ASSUMPTION_ROW.revenueGrowth as number;
  const meanGrowth =
    model.drivers.revenueGrowth.values.reduce((a, b) => a + b, 0) / model.drivers.revenueGrowth.values.length;
  writeFormula(
    sheet,
    address(VALUE_COLUMN + 1, rows.growth),
    `AVERAGE(${sheetRef(SHEETS.assumptions, `$${first}$${growthRow}:$${last}$${growthRow}`)})+${scenarioShift('revenueGrowth')}`,
    meanGrowth,
    'precisePercent',
  );
  writeLabel(sheet, rows.margin, t('valuations.impliedMargin'));
  solved(rows.margin, implied?.operatingMargin, 'precisePercent', t('valuations.impliedMarginNote'));
  const lastColumn = years.forecast(n - 1);
  const ebit = model.forecast.income.ebit.at(-1) as number;
  const revenue = model.forecast.income.revenue.at(-1) as number;
  writeFormula(
    sheet,
    address(VALUE_COLUMN + 1, rows.margin),
    `${linkTo(SHEETS.income, INCOME_ROW, 'ebit', lastColumn)}/${linkTo(SHEETS.income, INCOME_ROW, 'revenue', lastColumn)}`,
    ebit / revenue,
    'precisePercent',
  );
  const terminal = context.active.terminal;
  writeLabel(sheet, rows.terminal, t('valuations.impliedTerminal'));
  writeLabel(sheet, rows.check, t('valuations.impliedCheck'));
  if (terminal.method === 'perpetuity') {
    solved(rows.terminal, implied?.terminalGrowth, 'precisePercent', t('valuations.impliedTerminalNote'));
    writeFormula(
      sheet,
      address(VALUE_COLUMN + 1, rows.terminal),
      dcfValue('terminalGrowth'),
      terminal.growth,
      'precisePercent',
    );
    if (implied?.terminalGrowth !== null && implied?.terminalGrowth !== undefined) {
      writeFormula(
        sheet,
        address(VALUE_COLUMN, rows.check),
        valueAt(WACC_REF, cells.terminalGrowth),
        implied.valueAtTerminalGrowth ?? 'n/a',
        'perShare',
      );
    }
  } else {
    sheet.getCell(rows.terminal, VALUE_COLUMN + 2).value = t('valuations.impliedExit');
  }
  sheet.mergeCells(rows.note, 1, rows.note + 2, NOTE_LAST_COLUMN);
  const note = sheet.getCell(rows.note, 1);
  note.value = t('valuations.impliedFootnote');
  note.alignment = { wrapText: true, vertical: 'top' };
  note.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
  return { lastRow: rows.note + 2, cells };
}
