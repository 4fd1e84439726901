import { ACCOUNT_KEYS, getAccount, type TAccountKey, type TLineValue, type TStatementPeriod } from '@app/statements';
import { address, writeInput, writeLabel, writeSheetTitle } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey } from '../labels/translate.js';
import { FIRST_YEAR_COLUMN, HEADER_ROWS, SHEETS } from '../layout.js';
import { lineNote } from '../notes.js';

const STATEMENTS = [
  { kind: 'income', title: 'quarterly.income' },
  { kind: 'balance', title: 'quarterly.balance' },
  { kind: 'cash_flow', title: 'quarterly.cashFlow' },
] as const satisfies readonly { kind: string; title: TLabelKey }[];

/**
 * Quarterly history, when the model has quarters: every standard line the quarters report, as
 * filed (blue), each with its filing as a note. The forecast stays annual.
 */
export function buildQuarterly(context: TWorkbookContext): void {
  const quarters = context.input.modelInput.history
    .filter((period) => period.fiscal_period !== 'FY' && period.fiscal_period !== 'TTM')
    .sort((a, b) => a.period_end.localeCompare(b.period_end));
  if (quarters.length === 0) return;
  const { company } = context.input;
  const sheet = context.book.addWorksheet(SHEETS.quarterly, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROWS, showGridLines: false }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.getColumn(1).width = 46;
  writeSheetTitle(sheet, context.t('sheet.quarterly'), company, context.t('quarterly.units'));
  quarters.forEach((quarter, q) => {
    const column = FIRST_YEAR_COLUMN + q;
    sheet.getColumn(column).width = 13;
    sheet.getCell(4, column).value = `${quarter.fiscal_period} FY${quarter.fiscal_year}`;
    sheet.getCell(5, column).value = quarter.period_end;
    for (const row of [4, 5]) {
      sheet.getCell(row, column).font = { bold: row === 4 };
      sheet.getCell(row, column).alignment = { horizontal: 'right' };
    }
  });
  sheet.getCell(4, 1).value = context.t('quarterly.fiscalQuarter');
  sheet.getCell(5, 1).value = context.t('common.periodEnd');
  let row = HEADER_ROWS + 1;
  for (const { kind, title } of STATEMENTS) {
    const keys = ACCOUNT_KEYS.filter((key) => quarters.some((quarter) => lineOf(quarter, kind, key)));
    if (keys.length === 0) continue;
    writeLabel(sheet, row, context.t(title), { bold: true });
    row += 1;
    for (const key of keys) {
      const account = getAccount(key);
      writeLabel(sheet, row, context.t(`account.${key}`));
      quarters.forEach((quarter, q) => {
        const line = lineOf(quarter, kind, key);
        if (!line) return;
        const isPerShare = account.unit_kind === 'currency_per_share';
        writeInput(
          sheet,
          address(FIRST_YEAR_COLUMN + q, row),
          isPerShare ? line.value : line.value / context.scale,
          isPerShare ? 'perShare' : account.unit_kind === 'shares' ? 'shares' : 'money',
          lineNote(line, quarter, context.t),
        );
      });
      row += 1;
    }
    row += 1;
  }
  sheet.pageSetup.printArea = `A1:${address(FIRST_YEAR_COLUMN + quarters.length - 1, row)}`;
}

function lineOf(
  period: TStatementPeriod,
  kind: (typeof STATEMENTS)[number]['kind'],
  key: TAccountKey,
): TLineValue | undefined {
  return (period[kind] as Partial<Record<TAccountKey, TLineValue>>)[key];
}
