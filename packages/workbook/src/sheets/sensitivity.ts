import { multiple, rate, runModel, runSensitivity } from '@app/valuation';
import { absolute, address, columnLetter, writeFormula, writeInput, writeLabel, writeSheetTitle } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { FIRST_YEAR_COLUMN, SHEETS } from '../layout.js';
import { DEFAULT_SENSITIVITY } from '../workbook-input.js';
import { assumption } from './assumptions.js';
import { dcfValueAt } from './dcf-value-at.js';
import { WACC_REF } from './wacc.js';

/** Where the grid starts: its column headers are on this row, its WACC axis in column A below it. */
export const SENSITIVITY_GRID_ROW = 13;
const INPUT_ROW = { waccCenter: 8, waccGap: 9, otherCenter: 10, otherGap: 11 } as const;

/** The grid's cell for WACC point `i` (row) and terminal point `j` (column), both 0-based. */
export function sensitivityCell(i: number, j: number): string {
  return address(FIRST_YEAR_COLUMN + j, SENSITIVITY_GRID_ROW + 1 + i);
}

/** The engine's value per share on the grid, row-major (WACC slowest); `null` where there is none. */
export function sensitivityPrices(context: Pick<TWorkbookContext, 'input'>): (number | null)[] {
  const { modelInput } = context.input;
  const { steps, waccGap, terminalGap } = context.input.sensitivity ?? DEFAULT_SENSITIVITY;
  if (modelInput.terminal.method === 'perpetuity') {
    const grid = runSensitivity({
      model: modelInput,
      axes: [
        { variable: 'wacc', steps, gap: rate(waccGap) },
        { variable: 'terminal_growth', steps, gap: rate(terminalGap) },
      ],
    });
    if (!grid.ok) throw new Error(grid.error.message);
    return grid.value.prices;
  }
  const base = runModel(modelInput);
  if (!base.ok) throw new Error(base.error.message);
  const centre = base.value.discountRate.value;
  const exit = modelInput.terminal.multiple;
  const prices: (number | null)[] = [];
  for (let i = 0; i < steps; i += 1) {
    for (let j = 0; j < steps; j += 1) {
      const point = runModel({
        ...modelInput,
        discountRate: { wacc: rate(centre + offset(i, steps) * waccGap) },
        terminal: { method: 'exit_multiple', multiple: multiple(exit + offset(j, steps) * terminalGap) },
      });
      prices.push(point.ok ? point.value.dcf.bridge.valuePerShare : null);
    }
  }
  return prices;
}

const offset = (k: number, steps: number) => k - (steps - 1) / 2;

/**
 * Sensitivity: the implied value per share over WACC (rows) and terminal growth or the exit
 * multiple (columns). Every cell re-discounts the DCF sheet's cash flows with SUMPRODUCT, so the grid
 * follows any change to the assumptions, and the centre equals the DCF.
 */
export function buildSensitivity(context: TWorkbookContext): void {
  const { input, model } = context;
  const settings = input.sensitivity ?? DEFAULT_SENSITIVITY;
  const isPerpetuity = input.modelInput.terminal.method === 'perpetuity';
  const sheet = context.book.addWorksheet(SHEETS.sensitivity, {
    views: [{ state: 'frozen', ySplit: SENSITIVITY_GRID_ROW, xSplit: 1, showGridLines: false }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.getColumn(1).width = 30;
  for (let j = 0; j < settings.steps; j += 1) sheet.getColumn(FIRST_YEAR_COLUMN + j).width = 13;
  writeSheetTitle(
    sheet,
    SHEETS.sensitivity,
    input.company,
    `Implied value per share in ${input.company.currency}. Rows: WACC; columns: ${isPerpetuity ? 'terminal growth' : 'exit multiple'}. ` +
      'Change the centre or the step and the grid follows; "n/a" where growth is not below WACC.',
  );

  const b = FIRST_YEAR_COLUMN;
  const label = (row: number, text: string) => writeLabel(sheet, row, text);
  label(INPUT_ROW.waccCenter, 'WACC (centre, from the WACC sheet)');
  writeFormula(sheet, address(b, INPUT_ROW.waccCenter), WACC_REF, model.discountRate.value, 'precisePercent');
  label(INPUT_ROW.waccGap, 'WACC step');
  writeInput(sheet, address(b, INPUT_ROW.waccGap), settings.waccGap, 'precisePercent');
  if (isPerpetuity) {
    label(INPUT_ROW.otherCenter, 'Terminal growth (centre, from Assumptions)');
    writeFormula(
      sheet,
      address(b, INPUT_ROW.otherCenter),
      assumption('terminalGrowth'),
      growthOf(context),
      'precisePercent',
    );
    label(INPUT_ROW.otherGap, 'Terminal growth step');
    writeInput(sheet, address(b, INPUT_ROW.otherGap), settings.terminalGap, 'precisePercent');
  } else {
    label(INPUT_ROW.otherCenter, 'Exit multiple (centre, from Assumptions)');
    writeFormula(sheet, address(b, INPUT_ROW.otherCenter), assumption('exitMultiple'), exitOf(context), 'multiple');
    label(INPUT_ROW.otherGap, 'Exit multiple step');
    writeInput(sheet, address(b, INPUT_ROW.otherGap), settings.terminalGap, 'multiple');
  }

  const corner = sheet.getCell(SENSITIVITY_GRID_ROW, 1);
  corner.value = isPerpetuity ? 'WACC ↓   Terminal growth →' : 'WACC ↓   Exit multiple →';
  corner.font = { bold: true };
  const steps = settings.steps;
  const otherCenter = isPerpetuity ? growthOf(context) : exitOf(context);
  for (let j = 0; j < steps; j += 1) {
    const k = offset(j, steps);
    const cell = writeFormula(
      sheet,
      address(b + j, SENSITIVITY_GRID_ROW),
      `${absolute(b, INPUT_ROW.otherCenter)}+(${k})*${absolute(b, INPUT_ROW.otherGap)}`,
      otherCenter + k * settings.terminalGap,
      isPerpetuity ? 'precisePercent' : 'multiple',
    );
    cell.font = { ...cell.font, bold: true };
  }

  const valueAt = dcfValueAt(context);
  const prices = sensitivityPrices(context);
  for (let i = 0; i < steps; i += 1) {
    const row = SENSITIVITY_GRID_ROW + 1 + i;
    const axis = writeFormula(
      sheet,
      address(1, row),
      `${absolute(b, INPUT_ROW.waccCenter)}+(${offset(i, steps)})*${absolute(b, INPUT_ROW.waccGap)}`,
      model.discountRate.value + offset(i, steps) * settings.waccGap,
      'precisePercent',
    );
    axis.font = { ...axis.font, bold: true };
    for (let j = 0; j < steps; j += 1) {
      const w = `$A${row}`;
      const x = `${columnLetter(b + j)}$${SENSITIVITY_GRID_ROW}`;
      const formula = valueAt(w, x);
      const price = prices[i * steps + j];
      const cell = writeFormula(sheet, sensitivityCell(i, j), formula, price ?? 'n/a', 'perShare');
      if (i === (steps - 1) / 2 && j === (steps - 1) / 2) cell.font = { ...cell.font, bold: true };
    }
  }
  sheet.pageSetup.printArea = `A1:${columnLetter(b + steps - 1)}${SENSITIVITY_GRID_ROW + steps}`;
}

function growthOf(context: Pick<TWorkbookContext, 'input'>): number {
  const { terminal } = context.input.modelInput;
  return terminal.method === 'perpetuity' ? terminal.growth : Number.NaN;
}

function exitOf(context: Pick<TWorkbookContext, 'input'>): number {
  const { terminal } = context.input.modelInput;
  return terminal.method === 'exit_multiple' ? terminal.multiple : Number.NaN;
}
