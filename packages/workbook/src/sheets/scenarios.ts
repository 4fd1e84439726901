import type { TScenarioShifts } from '@app/valuation';
import {
  absolute,
  address,
  sheetRef,
  type TFormat,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey } from '../labels/translate.js';
import { SHEETS } from '../layout.js';
import type { TActiveCase } from '../scenario-cases.js';
import { dcfValue } from './dcf.js';

/** The switch: the case's name, chosen from a list (Bear, Base, Bull in the workbook's language). */
export const SCENARIO_SWITCH = 'B4';
/** The switch as other sheets reference it. */
export const SCENARIO_SWITCH_REF = sheetRef(SHEETS.scenarios, '$B$4');
const CASE_NUMBER_ROW = 5;
const HEADER_ROW = 7;
const CASES = ['bear', 'base', 'bull'] as const;
const CASE_COLUMN = { bear: 2, base: 3, bull: 4 } as const;
const ACTIVE_COLUMN = 5;

/** The shifts in row order, each with its label and format. */
const SHIFTS: readonly { key: keyof TScenarioShifts; label: TLabelKey; format: TFormat }[] = [
  { key: 'revenueGrowth', label: 'scenarios.revenueGrowth', format: 'precisePercent' },
  { key: 'operatingMargin', label: 'scenarios.operatingMargin', format: 'precisePercent' },
  { key: 'wacc', label: 'scenarios.wacc', format: 'precisePercent' },
  { key: 'terminalGrowth', label: 'scenarios.terminalGrowth', format: 'precisePercent' },
  { key: 'exitMultiple', label: 'scenarios.exitMultiple', format: 'multiple' },
];
const shiftRow = (key: keyof TScenarioShifts) => HEADER_ROW + 1 + SHIFTS.findIndex((shift) => shift.key === key);

/** The active case's shift of one driver, as the Income Statement, WACC and DCF sheets add it. */
export function scenarioShift(key: keyof TScenarioShifts): string {
  return sheetRef(SHEETS.scenarios, absolute(ACTIVE_COLUMN, shiftRow(key)));
}

/**
 * Scenarios: the bear and bull cases' shifts from the base case (blue inputs; the base case's are
 * zero) and a switch, a list of the three cases. The active column picks the switched case's
 * shifts with CHOOSE, and the model adds them live: to every forecast year's revenue growth and
 * gross margin (Income Statement), to the WACC (WACC sheet's rate used in the DCF) and to the
 * terminal growth or exit multiple (DCF) — the sums `applyScenario` makes in the engine. Changing
 * the switch re-values the whole workbook. It opens on the model's saved active case.
 */
export function buildScenarios(context: TWorkbookContext, scenario: TActiveCase): void {
  const { t, input, model } = context;
  const sheet = context.book.addWorksheet(SHEETS.scenarios, {
    views: [{ showGridLines: false }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.getColumn(1).width = 58;
  for (let column = 2; column <= ACTIVE_COLUMN; column += 1) sheet.getColumn(column).width = 14;
  writeSheetTitle(sheet, t('sheet.scenarios'), input.company, t('scenarios.units'));
  const names = { bear: t('scenarios.bear'), base: t('scenarios.base'), bull: t('scenarios.bull') };
  const { scenarios } = scenario;
  const caseIndex = CASES.indexOf(scenarios.active) + 1;

  writeLabel(sheet, 4, t('scenarios.switch'), { bold: true });
  const switchCell = writeInput(sheet, SCENARIO_SWITCH, names[scenarios.active], 'text', t('scenarios.switchNote'));
  switchCell.font = { ...switchCell.font, bold: true };
  switchCell.alignment = { horizontal: 'center' };
  switchCell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  switchCell.dataValidation = {
    type: 'list',
    allowBlank: false,
    formulae: [`${absolute(CASE_COLUMN.bear, HEADER_ROW)}:${absolute(CASE_COLUMN.bull, HEADER_ROW)}`],
    showErrorMessage: true,
    error: t('scenarios.switchNote'),
  };
  writeLabel(sheet, CASE_NUMBER_ROW, t('scenarios.caseNumber'));
  const caseNumber = absolute(2, CASE_NUMBER_ROW);
  writeFormula(
    sheet,
    address(2, CASE_NUMBER_ROW),
    `MATCH(${absolute(2, 4)},${absolute(CASE_COLUMN.bear, HEADER_ROW)}:${absolute(CASE_COLUMN.bull, HEADER_ROW)},0)`,
    caseIndex,
    'integer',
  );

  writeLabel(sheet, HEADER_ROW, t('scenarios.shift'), { bold: true });
  for (const name of CASES) {
    const cell = sheet.getCell(HEADER_ROW, CASE_COLUMN[name]);
    cell.value = names[name];
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'right' };
  }
  const activeHeader = sheet.getCell(HEADER_ROW, ACTIVE_COLUMN);
  activeHeader.value = t('scenarios.active');
  activeHeader.font = { bold: true };
  activeHeader.alignment = { horizontal: 'right' };
  const isPerpetuity = input.modelInput.terminal.method === 'perpetuity';
  const shifts = { bear: scenarios.bear, base: null, bull: scenarios.bull };
  for (const { key, label, format } of SHIFTS) {
    const row = shiftRow(key);
    const isUnused = key === (isPerpetuity ? 'exitMultiple' : 'terminalGrowth');
    writeLabel(sheet, row, t(label));
    for (const name of CASES) {
      const value = shifts[name]?.[key] ?? 0;
      const cell = address(CASE_COLUMN[name], row);
      const written = writeInput(sheet, cell, value, format);
      // The base case is the model itself: its shifts are zero, not inputs.
      if (name === 'base') written.font = { ...written.font, color: { argb: 'FF000000' } };
    }
    const activeValue = scenarios.active === 'base' ? 0 : (shifts[scenarios.active]?.[key] ?? 0);
    const choose = CASES.map((name) => address(CASE_COLUMN[name], row)).join(',');
    const cell = writeFormula(
      sheet,
      address(ACTIVE_COLUMN, row),
      `CHOOSE(${caseNumber},${choose})`,
      activeValue,
      format,
    );
    cell.font = { ...cell.font, bold: true };
    if (isUnused) sheet.getCell(row, ACTIVE_COLUMN + 1).value = t('scenarios.unused');
  }
  const valueRow = HEADER_ROW + SHIFTS.length + 2;
  writeLabel(sheet, valueRow, t('scenarios.valuePerShare'), { bold: true });
  const value = writeFormula(
    sheet,
    address(ACTIVE_COLUMN, valueRow),
    dcfValue('valuePerShare'),
    model.dcf.bridge.valuePerShare,
    'perShare',
  );
  value.font = { ...value.font, bold: true };
  const notes = [t('scenarios.how')];
  if (scenario.refusal) notes.push(t('scenarios.refused', { reason: scenario.refusal }));
  notes.forEach((text, index) => {
    const row = valueRow + 2 + index * 3;
    sheet.mergeCells(row, 1, row + 2, ACTIVE_COLUMN + 1);
    const cell = sheet.getCell(row, 1);
    cell.value = text;
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
  });
  sheet.pageSetup.printArea = `A1:${address(ACTIVE_COLUMN + 1, valueRow + 1 + notes.length * 3)}`;
}
