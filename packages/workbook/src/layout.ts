import type { TFormat } from './cells.js';
import type { TLabelKey, TLabelParams } from './labels/translate.js';

/** Sheet names, in workbook order. */
export const SHEETS = {
  cover: 'Cover',
  assumptions: 'Assumptions',
  scenarios: 'Scenarios',
  revenueBreakdown: 'Revenue Breakdown',
  income: 'Income Statement',
  balance: 'Balance Sheet',
  cashFlow: 'Cash Flow Statement',
  schedules: 'Schedules',
  wacc: 'WACC',
  dcf: 'DCF',
  sensitivity: 'Sensitivity',
  comparables: 'Comparables',
  valuations: 'Valuations',
  keyMetrics: 'Key Metrics',
  quarterly: 'Quarterly History',
} as const;
export type TSheetKey = keyof typeof SHEETS;

/** Rows 1–6 are the title, units and the year header; lines start below. */
export const HEADER_ROWS = 6;
/** Column A holds labels; year columns start at B. */
export const FIRST_YEAR_COLUMN = 2;

/** One line of a sheet: its key (for formulas and tests), label (a catalogue key) and number format. */
export type TRowSpec = {
  key: string;
  label: TLabelKey;
  params?: TLabelParams;
  /** Text from a document (a filing's caption), written as it is (through `spreadsheetText`) instead of the label. */
  text?: string;
  format: TFormat;
  bold?: boolean;
  indent?: number;
};
/** A sheet's lines in order; a label key is a section heading, '' an empty row. */
export type TRowList = readonly (TRowSpec | TLabelKey | '')[];

/** The catalogue key of a sheet's title (and its tab name in the workbook's language). */
export function sheetLabel(name: string): TLabelKey {
  const key = (Object.keys(SHEETS) as TSheetKey[]).find((k) => SHEETS[k] === name);
  if (!key) throw new Error(`no sheet ${name}`);
  return `sheet.${key}`;
}

/** Row numbers of a sheet's lines, by key. */
export type TRowMap = Record<string, number>;

export function rowMap(rows: TRowList, firstRow = HEADER_ROWS + 1): TRowMap {
  const map: TRowMap = {};
  rows.forEach((row, index) => {
    if (typeof row !== 'string') map[row.key] = firstRow + index;
  });
  return map;
}

/** Year columns shared by every statement sheet, so `C` is the same fiscal year everywhere. */
export type TYearColumns = {
  /** Fiscal years of the historical columns, oldest first; the last is the base year. */
  historicalYears: number[];
  forecastYears: number[];
  /** Column of the j-th historical year (0-based). */
  historical: (j: number) => number;
  /** Column of forecast year t (0-based: t = 0 is year 1). */
  forecast: (t: number) => number;
  base: number;
  last: number;
};

export function yearColumns(historicalYears: number[], forecastYears: number[]): TYearColumns {
  const h = historicalYears.length;
  return {
    historicalYears,
    forecastYears,
    historical: (j) => FIRST_YEAR_COLUMN + j,
    forecast: (t) => FIRST_YEAR_COLUMN + h + t,
    base: FIRST_YEAR_COLUMN + h - 1,
    last: FIRST_YEAR_COLUMN + h + forecastYears.length - 1,
  };
}
