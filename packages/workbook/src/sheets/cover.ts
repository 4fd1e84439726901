import { address, companyLabel, spreadsheetText, writeFormula, writeLabel } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey } from '../labels/translate.js';
import { SHEETS } from '../layout.js';
import { utcDate } from './assumptions.js';
import { dcfValue } from './dcf.js';
import { SCENARIO_SWITCH_REF } from './scenarios.js';
import { WACC_REF } from './wacc.js';

/** The key outputs on the cover, linked to the DCF so they follow every change. */
export const COVER_OUTPUTS = [
  { key: 'valuePerShare', label: 'cover.valuePerShare', format: 'perShare' },
  { key: 'price', label: 'cover.price', format: 'perShare' },
  { key: 'upside', label: 'cover.upside', format: 'percent' },
  { key: 'enterpriseValue', label: 'cover.enterpriseValue', format: 'money' },
  { key: 'equityValue', label: 'cover.equityValue', format: 'money' },
] as const satisfies readonly { key: string; label: TLabelKey; format: string }[];

/** Cover: who, when, the headline figures (linked, green) and the disclaimer. */
export function buildCover(context: TWorkbookContext): void {
  const { input, model } = context;
  const { company } = input;
  const sheet = context.book.addWorksheet(SHEETS.cover, {
    views: [{ showGridLines: false }],
    pageSetup: { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 1, paperSize: 9 },
  });
  sheet.getColumn(1).width = 34;
  sheet.getColumn(2).width = 48;
  sheet.getCell('A1').value = spreadsheetText(companyLabel(company));
  sheet.getCell('A1').font = { bold: true, size: 18 };
  sheet.getCell('A2').value = context.t('cover.subtitle');
  sheet.getCell('A2').font = { italic: true, size: 12 };
  const { t } = context;
  const facts: [string, string | Date | null][] = [
    [t('cover.ticker'), company.ticker],
    [t('cover.exchange'), company.exchange],
    [t('cover.country'), company.country],
    [t('cover.sector'), company.sector],
    [t('cover.industry'), company.industry],
    [t('cover.currency'), t('cover.currencyValue', { code: company.currency })],
    [t('cover.baseYear'), t('cover.baseYearValue', { year: model.base.fiscalYear, end: model.base.periodEnd })],
    [t('cover.valuationDate'), utcDate(input.modelInput.valuationDate)],
    [t('cover.exported'), `${input.exportedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
  ];
  let row = 4;
  for (const [label, value] of facts) {
    writeLabel(sheet, row, label);
    const cell = sheet.getCell(row, 2);
    cell.value = typeof value === 'string' ? spreadsheetText(value) : (value ?? '—');
    if (value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
    cell.alignment = { horizontal: 'left' };
    row += 1;
  }
  row += 1;
  writeLabel(sheet, row, t('cover.keyOutputs'), { bold: true });
  row += 1;
  writeLabel(sheet, row, t('cover.case'));
  const scenarioCase = writeFormula(
    sheet,
    address(2, row),
    SCENARIO_SWITCH_REF,
    t(`scenarios.${context.activeCase}`),
    'text',
  );
  scenarioCase.alignment = { horizontal: 'left' };
  row += 1;
  const bridge = model.dcf.bridge;
  const results: Record<string, number | null> = {
    valuePerShare: bridge.valuePerShare,
    price: bridge.price,
    upside: bridge.upside,
    enterpriseValue: bridge.enterpriseValue / context.scale,
    equityValue: bridge.equityValue / context.scale,
  };
  for (const output of COVER_OUTPUTS) {
    const value = results[output.key];
    if (value === null || value === undefined) continue;
    writeLabel(sheet, row, t(output.label));
    writeFormula(sheet, address(2, row), dcfValue(output.key), value, output.format);
    row += 1;
  }
  writeLabel(sheet, row, t('cover.wacc'));
  writeFormula(sheet, address(2, row), WACC_REF, model.discountRate.value, 'precisePercent');
  row += 1;
  if (context.active.terminal.method === 'perpetuity') {
    writeLabel(sheet, row, t('cover.terminalGrowth'));
    writeFormula(sheet, address(2, row), dcfValue('terminalGrowth'), context.active.terminal.growth, 'precisePercent');
    row += 1;
  }
  row += 1;
  writeLabel(sheet, row, t('cover.colourCode'), { bold: true });
  const legend: [string, string][] = [
    ['FF0000FF', t('cover.blue')],
    ['FF000000', t('cover.black')],
    ['FF008000', t('cover.green')],
  ];
  for (const [colour, text] of legend) {
    row += 1;
    sheet.getCell(row, 1).value = text;
    sheet.getCell(row, 1).font = { color: { argb: colour } };
  }
  row += 2;
  sheet.mergeCells(row, 1, row + 3, 2);
  const disclaimer = sheet.getCell(row, 1);
  disclaimer.value = context.t('cover.disclaimer');
  disclaimer.alignment = { wrapText: true, vertical: 'top' };
  disclaimer.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
  sheet.pageSetup.printArea = `A1:B${row + 3}`;
}
