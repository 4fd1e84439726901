import { SHEET_STATEMENTS, type TSheetRow } from '@app/valuation';

export {
  annualHistory,
  forecastValue,
  historyLine,
  type THistoryPeriod,
  type TRowUnit,
  type TSheetRow,
} from '@app/valuation';

type TLineKey = keyof typeof import('../../../locales/en/valuation.json')['sheet']['lines'];

/** A line's label: its name in the `valuation` namespace's sheet lines. */
export function rowLabel(row: TSheetRow): `valuation:sheet.lines.${TLineKey}` {
  return `valuation:sheet.lines.${row.name as TLineKey}`;
}

/** The statements in order, each with its title. */
export const STATEMENTS = SHEET_STATEMENTS.map((statement) => ({
  ...statement,
  title: `valuation:sheet.${statement.id}` as const,
}));
