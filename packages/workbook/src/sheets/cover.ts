import { address, companyLabel, spreadsheetText, writeFormula, writeLabel } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { SHEETS } from '../layout.js';
import { assumption, utcDate } from './assumptions.js';
import { dcfValue } from './dcf.js';
import { WACC_REF } from './wacc.js';

export const DISCLAIMER =
  'For information only; not investment advice. The discount rate uses the 10-year US Treasury yield as the ' +
  'risk-free rate, a stated 5% market risk premium (a convention, not measured) and a Blume-adjusted 5-year ' +
  'monthly beta against the S&P 500 unless you changed them. ' +
  'Historical figures come from the company’s filings as noted on each cell; forecasts are assumptions.';

/** The key outputs on the cover, linked to the DCF so they follow every change. */
export const COVER_OUTPUTS = [
  { key: 'valuePerShare', label: 'Implied value per share', format: 'perShare' },
  { key: 'price', label: 'Current share price', format: 'perShare' },
  { key: 'upside', label: 'Upside (downside)', format: 'percent' },
  { key: 'enterpriseValue', label: 'Enterprise value ({unit})', format: 'money' },
  { key: 'equityValue', label: 'Equity value ({unit})', format: 'money' },
] as const;

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
  sheet.getCell('A2').value = 'Discounted cash flow valuation — Intrinsic';
  sheet.getCell('A2').font = { italic: true, size: 12 };
  const facts: [string, string | Date | null][] = [
    ['Ticker', company.ticker],
    ['Exchange', company.exchange],
    ['Country or region', company.country],
    ['Sector', company.sector],
    ['Industry', company.industry],
    ['Currency', `${company.currency} (amounts in ${context.units} except per-share)`],
    ['Base fiscal year', `FY${model.base.fiscalYear} (ended ${model.base.periodEnd})`],
    ['Valuation date', utcDate(input.modelInput.valuationDate)],
    ['Exported', `${input.exportedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
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
  writeLabel(sheet, row, 'Key outputs', { bold: true });
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
    writeLabel(sheet, row, output.label.replaceAll('{unit}', context.units));
    writeFormula(sheet, address(2, row), dcfValue(output.key), value, output.format);
    row += 1;
  }
  writeLabel(sheet, row, 'WACC');
  writeFormula(sheet, address(2, row), WACC_REF, model.discountRate.value, 'precisePercent');
  row += 1;
  if (input.modelInput.terminal.method === 'perpetuity') {
    writeLabel(sheet, row, 'Terminal growth');
    writeFormula(
      sheet,
      address(2, row),
      assumption('terminalGrowth'),
      input.modelInput.terminal.growth,
      'precisePercent',
    );
    row += 1;
  }
  row += 1;
  writeLabel(sheet, row, 'Colour code', { bold: true });
  const legend: [string, string][] = [
    ['FF0000FF', 'Blue: reported figures and inputs (hover a historical cell for its filing)'],
    ['FF000000', 'Black: formulas on the same sheet'],
    ['FF008000', 'Green: links to another sheet'],
  ];
  for (const [colour, text] of legend) {
    row += 1;
    sheet.getCell(row, 1).value = text;
    sheet.getCell(row, 1).font = { color: { argb: colour } };
  }
  row += 2;
  sheet.mergeCells(row, 1, row + 3, 2);
  const disclaimer = sheet.getCell(row, 1);
  disclaimer.value = DISCLAIMER;
  disclaimer.alignment = { wrapText: true, vertical: 'top' };
  disclaimer.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
  sheet.pageSetup.printArea = `A1:B${row + 3}`;
}
