import type { Worksheet } from 'exceljs';
import {
  absolute,
  address,
  columnLetter,
  type TFormat,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey, TTranslate } from '../labels/translate.js';
import { FIRST_YEAR_COLUMN, SHEETS } from '../layout.js';
import { centreOf, resolveGrid, type TGridVariable, type TResolvedGrid } from '../sensitivity-grid.js';
import { dcfValue } from './dcf.js';
import { dcfValueAt } from './dcf-value-at.js';
import { WACC_REF } from './wacc.js';

/** The row of the grid's first header; the axes' inputs are above it. */
export const SENSITIVITY_GRID_ROW = 12;
const AXIS_HEADER_ROW = 4;
const NOTE_ROW = 9;

const VARIABLE_LABEL: Record<TGridVariable, TLabelKey> = {
  wacc: 'sensitivity.wacc',
  terminal_growth: 'sensitivity.terminalGrowth',
  exit_multiple: 'sensitivity.exitMultiple',
  revenue_growth: 'sensitivity.revenueGrowth',
  gross_margin: 'sensitivity.grossMargin',
};
const ROLE = ['sensitivity.rows', 'sensitivity.columns', 'sensitivity.blocks'] as const satisfies readonly TLabelKey[];

/** The grid's cell of the engine's flat (row-major) point `flat`. */
export function sensitivityCell(grid: Pick<TResolvedGrid, 'axes'>, flat: number): string {
  const shape = grid.axes.map((axis) => axis.steps);
  const index = shape.map(() => 0);
  let rest = flat;
  for (let a = shape.length - 1; a >= 0; a -= 1) {
    index[a] = rest % (shape[a] as number);
    rest = Math.floor(rest / (shape[a] as number));
  }
  const [i, j = 0, block = 0] = index as [number, number?, number?];
  const top = SENSITIVITY_GRID_ROW + block * blockHeight(grid);
  const headerRows = shape.length === 3 ? 2 : 1;
  return address(FIRST_YEAR_COLUMN + j, top + headerRows + i);
}

function blockHeight(grid: Pick<TResolvedGrid, 'axes'>): number {
  return (grid.axes[0]?.steps ?? 0) + 3;
}

/**
 * Sensitivity: the implied value per share over the model's saved grid (1–3 of WACC, terminal
 * growth, revenue growth and gross margin; WACC × terminal growth or exit multiple by default).
 * A grid of rates is live: each cell re-discounts the DCF sheet's cash flows with SUMPRODUCT at its
 * point, so it follows every change to the assumptions, and the axes follow their first point and
 * step. Revenue growth and gross margin move the whole three-statement forecast, which one cell
 * cannot recompute, so a grid with either holds the engine's values at export, and says so.
 */
export function buildSensitivity(context: TWorkbookContext): void {
  const { input, model } = context;
  const grid = resolveGrid(context.active, model, input.sensitivity);
  const shape = grid.axes.map((axis) => axis.steps);
  const sheet = context.book.addWorksheet(SHEETS.sensitivity, {
    views: [
      shape.length < 3
        ? { state: 'frozen', ySplit: SENSITIVITY_GRID_ROW, xSplit: 1, showGridLines: false }
        : { showGridLines: false },
    ],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.getColumn(1).width = 46;
  const columns = Math.max(shape[1] ?? 1, 3);
  for (let j = 0; j < columns; j += 1) sheet.getColumn(FIRST_YEAR_COLUMN + j).width = 13;
  const { t } = context;
  const names = grid.axes.map((axis, a) => t(ROLE[a] as TLabelKey, { variable: variableName(axis.variable, grid, t) }));
  writeSheetTitle(
    sheet,
    t('sheet.sensitivity'),
    input.company,
    t('sensitivity.units', { code: input.company.currency, axes: names.join('; ') }),
  );

  // The axes: first point and step of each (live inputs for a live grid).
  (['sensitivity.axis', 'sensitivity.firstPoint', 'sensitivity.step', 'sensitivity.points'] as const).forEach(
    (title, index) => {
      const cell = sheet.getCell(AXIS_HEADER_ROW, index + 1);
      cell.value = t(title);
      cell.font = { bold: true };
      cell.alignment = { horizontal: index === 0 ? 'left' : 'right' };
    },
  );
  const axisRefs = grid.axes.map((axis, a) => {
    const row = AXIS_HEADER_ROW + 1 + a;
    const format = formatOf(axis.variable);
    writeLabel(sheet, row, names[a] as string);
    const firstCell = address(FIRST_YEAR_COLUMN, row);
    const model = modelValueRef(axis.variable, context);
    if (!grid.isLive || axis.isStartGiven || model === null) {
      writeInput(sheet, firstCell, axis.first, format, axis.isStartGiven ? t('sensitivity.savedStart') : undefined);
    } else {
      writeFormula(
        sheet,
        firstCell,
        `${model}-(${(axis.steps - 1) / 2})*${absolute(FIRST_YEAR_COLUMN + 1, row)}`,
        axis.first,
        format,
      );
      sheet.getCell(firstCell).note = t('sensitivity.centredNote');
    }
    writeInput(sheet, address(FIRST_YEAR_COLUMN + 1, row), axis.gap, format);
    writeInput(sheet, address(FIRST_YEAR_COLUMN + 2, row), axis.steps, 'integer');
    return { first: absolute(FIRST_YEAR_COLUMN, row), step: absolute(FIRST_YEAR_COLUMN + 1, row) };
  });
  const notes: string[] = [];
  if (grid.refusal) notes.push(t('sensitivity.refused', { reason: grid.refusal }));
  if (grid.timeframe) {
    notes.push(t('sensitivity.timeframe', { from: grid.timeframe.fromYear, to: grid.timeframe.toYear }));
  }
  notes.push(t(grid.isLive ? 'sensitivity.liveNote' : 'sensitivity.engineNote'));
  notes.forEach((text, index) => {
    const cell = sheet.getCell(NOTE_ROW + index, 1);
    cell.value = text;
    cell.font = { italic: true, color: { argb: 'FF595959' } };
  });

  const valueAt = dcfValueAt(context);
  // The cell's formula at a point, given references to each axis's value there.
  const pointFormula = (refs: string[]) => {
    const of = (variable: TGridVariable) => {
      const a = grid.axes.findIndex((axis) => axis.variable === variable);
      return a < 0 ? null : (refs[a] as string);
    };
    const w = of('wacc') ?? WACC_REF;
    const x =
      of('terminal_growth') ??
      of('exit_multiple') ??
      (context.active.terminal.method === 'perpetuity' ? dcfValue('terminalGrowth') : dcfValue('exitMultiple'));
    return valueAt(w, x);
  };
  const axisValue = (a: number, k: number, cell: string) => {
    const axis = grid.axes[a] as TResolvedGrid['axes'][number];
    const ref = axisRefs[a] as { first: string; step: string };
    if (grid.isLive)
      writeFormula(sheet, cell, `${ref.first}+${k}*${ref.step}`, axis.values[k] as number, formatOf(axis.variable));
    else writeInput(sheet, cell, axis.values[k] as number, formatOf(axis.variable));
    const target = sheet.getCell(cell);
    target.font = { ...target.font, bold: true };
  };

  const blocks = shape[2] ?? 1;
  const rows = shape[0] as number;
  const cols = shape[1] ?? 1;
  let lastRow = SENSITIVITY_GRID_ROW;
  for (let block = 0; block < blocks; block += 1) {
    const top = SENSITIVITY_GRID_ROW + block * blockHeight(grid);
    const header = shape.length === 3 ? top + 1 : top;
    if (shape.length === 3) {
      const third = grid.axes[2] as TResolvedGrid['axes'][number];
      writeLabel(sheet, top, `${variableName(third.variable, grid, t)} =`, { bold: true });
      axisValue(2, block, address(FIRST_YEAR_COLUMN, top));
    }
    const corner = sheet.getCell(header, 1);
    corner.value =
      shape.length === 1
        ? `${t(VARIABLE_LABEL[grid.axes[0]?.variable as TGridVariable])} ↓`
        : `${t(VARIABLE_LABEL[grid.axes[0]?.variable as TGridVariable])} ↓   ${t(VARIABLE_LABEL[grid.axes[1]?.variable as TGridVariable])} →`;
    corner.font = { bold: true };
    if (shape.length === 1) {
      const cell = sheet.getCell(header, FIRST_YEAR_COLUMN);
      cell.value = t('sensitivity.valuePerShare');
      cell.font = { bold: true };
      cell.alignment = { horizontal: 'right' };
    } else for (let j = 0; j < cols; j += 1) axisValue(1, j, address(FIRST_YEAR_COLUMN + j, header));
    for (let i = 0; i < rows; i += 1) {
      const row = header + 1 + i;
      axisValue(0, i, address(1, row));
      sheet.getCell(row, 1).alignment = { horizontal: 'right' };
      for (let j = 0; j < cols; j += 1) {
        const flat = (i * cols + j) * blocks + block;
        const cell = sensitivityCell(grid, flat);
        const price = grid.prices[flat] ?? 'n/a';
        if (grid.isLive) {
          const refs = [`$A${row}`, `${columnLetter(FIRST_YEAR_COLUMN + j)}$${header}`, `$B$${top}`];
          writeFormula(sheet, cell, pointFormula(refs), price, 'perShare');
        } else writeInput(sheet, cell, price, typeof price === 'number' ? 'perShare' : 'text');
        if (!grid.isLive) sheet.getCell(cell).font = { color: { argb: 'FF000000' } };
      }
      lastRow = row;
    }
  }
  markModelPoint(sheet, grid, context);
  sheet.pageSetup.printArea = `A1:${columnLetter(FIRST_YEAR_COLUMN + columns - 1)}${lastRow}`;
}

/** The model's own point, in bold, when the grid has one (every axis centred, an odd number of points). */
function markModelPoint(sheet: Worksheet, grid: TResolvedGrid, context: TWorkbookContext): void {
  const index = grid.axes.map((axis) => {
    const centre = centreOf(axis.variable, context.active, context.model, grid.timeframe);
    const k = axis.values.findIndex((value) => centre !== null && Math.abs(value - centre) < 1e-9);
    return k;
  });
  if (index.some((k) => k < 0)) return;
  const flat = index.reduce((acc, k, a) => acc * (grid.axes[a]?.steps as number) + k, 0);
  const cell = sheet.getCell(sensitivityCell(grid, flat));
  cell.font = { ...cell.font, bold: true };
}

function variableName(variable: TGridVariable, grid: TResolvedGrid, t: TTranslate): string {
  const label = t(VARIABLE_LABEL[variable]);
  return variable === 'revenue_growth' || variable === 'gross_margin'
    ? t('sensitivity.meanOver', {
        variable: label,
        from: grid.timeframe?.fromYear ?? 1,
        to: grid.timeframe?.toYear ?? 1,
      })
    : label;
}

function formatOf(variable: TGridVariable): TFormat {
  return variable === 'exit_multiple' ? 'multiple' : 'precisePercent';
}

/** The cell holding the model's own value of a rate variable, for an axis centred on it. */
function modelValueRef(variable: TGridVariable, context: TWorkbookContext): string | null {
  switch (variable) {
    case 'wacc':
      return WACC_REF;
    case 'terminal_growth':
      return context.active.terminal.method === 'perpetuity' ? dcfValue('terminalGrowth') : null;
    case 'exit_multiple':
      return context.active.terminal.method === 'exit_multiple' ? dcfValue('exitMultiple') : null;
    default:
      return null;
  }
}
