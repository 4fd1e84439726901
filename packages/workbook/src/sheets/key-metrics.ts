import type { Workbook } from 'exceljs';
import { address, cachedNumber, sheetRef } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import type { TLabelKey } from '../labels/translate.js';
import { rowMap, SHEETS, type TRowList, type TRowMap } from '../layout.js';
import { YearSheet } from '../year-sheet.js';
import { BALANCE_ROW } from './balance.js';
import { CASH_FLOW_ROW } from './cash-flow.js';
import { INCOME_ROW } from './income.js';

/**
 * A metric as a small expression over statement lines, written once and read two ways: as the
 * spreadsheet formula, and evaluated on the cells' cached values so the file opens with numbers.
 */
type TExpression =
  | { line: [sheet: string, rows: TRowMap, key: string]; yearsBack: number }
  | { op: '+' | '-' | '*' | '/'; left: TExpression; right: TExpression }
  | { negate: TExpression }
  | { constant: number };

const line =
  (sheet: string, rows: TRowMap) =>
  (key: string, yearsBack = 0): TExpression => ({ line: [sheet, rows, key], yearsBack });
const income = line(SHEETS.income, INCOME_ROW);
const balance = line(SHEETS.balance, BALANCE_ROW);
const cashFlow = line(SHEETS.cashFlow, CASH_FLOW_ROW);
const op =
  (o: '+' | '-' | '*' | '/') =>
  (left: TExpression, right: TExpression): TExpression => ({ op: o, left, right });
const [plus, minus, over] = [op('+'), op('-'), op('/')];
const ONE: TExpression = { constant: 1 };
const growth = (expression: (yearsBack: number) => TExpression) => minus(over(expression(0), expression(1)), ONE);
const debt = (yearsBack = 0) => plus(balance('debt', yearsBack), balance('revolver', yearsBack));

const METRICS: readonly {
  key: string;
  label: TLabelKey;
  format: 'percent' | 'multiple' | 'perShare';
  expression: TExpression;
  needsPriorYear?: boolean;
}[] = [
  {
    key: 'revenueGrowth',
    label: 'keyMetrics.revenueGrowth',
    format: 'percent',
    expression: growth((b) => income('revenue', b)),
    needsPriorYear: true,
  },
  {
    key: 'ebitdaGrowth',
    label: 'keyMetrics.ebitdaGrowth',
    format: 'percent',
    expression: growth((b) => income('ebitda', b)),
    needsPriorYear: true,
  },
  {
    key: 'netIncomeGrowth',
    label: 'keyMetrics.netIncomeGrowth',
    format: 'percent',
    expression: growth((b) => income('netIncome', b)),
    needsPriorYear: true,
  },
  {
    key: 'epsGrowth',
    label: 'keyMetrics.epsGrowth',
    format: 'percent',
    expression: growth((b) => income('eps', b)),
    needsPriorYear: true,
  },
  {
    key: 'grossMargin',
    label: 'keyMetrics.grossMargin',
    format: 'percent',
    expression: over(income('grossProfit'), income('revenue')),
  },
  {
    key: 'ebitdaMargin',
    label: 'keyMetrics.ebitdaMargin',
    format: 'percent',
    expression: over(income('ebitda'), income('revenue')),
  },
  {
    key: 'ebitMargin',
    label: 'keyMetrics.ebitMargin',
    format: 'percent',
    expression: over(income('ebit'), income('revenue')),
  },
  {
    key: 'netMargin',
    label: 'keyMetrics.netMargin',
    format: 'percent',
    expression: over(income('netIncome'), income('revenue')),
  },
  {
    key: 'effectiveTaxRate',
    label: 'keyMetrics.effectiveTaxRate',
    format: 'percent',
    expression: over(income('tax'), income('pretaxIncome')),
  },
  {
    key: 'returnOnEquity',
    label: 'keyMetrics.returnOnEquity',
    format: 'percent',
    expression: over(income('netIncome'), balance('equity', 1)),
    needsPriorYear: true,
  },
  {
    key: 'returnOnInvestedCapital',
    label: 'keyMetrics.returnOnInvestedCapital',
    format: 'percent',
    expression: over(
      op('*')(income('ebit'), minus(ONE, over(income('tax'), income('pretaxIncome')))),
      minus(minus(plus(debt(1), balance('totalEquity', 1)), balance('cash', 1)), balance('shortTermInvestments', 1)),
    ),
    needsPriorYear: true,
  },
  {
    key: 'debtToEquity',
    label: 'keyMetrics.debtToEquity',
    format: 'multiple',
    expression: over(debt(), balance('totalEquity')),
  },
  {
    key: 'netDebtToEbitda',
    label: 'keyMetrics.netDebtToEbitda',
    format: 'multiple',
    expression: over(minus(minus(debt(), balance('cash')), balance('shortTermInvestments')), income('ebitda')),
  },
  {
    key: 'interestCoverage',
    label: 'keyMetrics.interestCoverage',
    format: 'multiple',
    expression: over(income('ebit'), income('interestExpense')),
  },
  { key: 'eps', label: 'keyMetrics.eps', format: 'perShare', expression: income('eps') },
  {
    key: 'bookValuePerShare',
    label: 'keyMetrics.bookValuePerShare',
    format: 'perShare',
    expression: over(balance('equity'), income('dilutedShares')),
  },
  {
    key: 'dividendsPerShare',
    label: 'keyMetrics.dividendsPerShare',
    format: 'perShare',
    expression: over({ negate: cashFlow('dividends') }, income('dilutedShares')),
  },
];

export const KEY_METRIC_ROWS: TRowList = [
  'keyMetrics.h.growth',
  ...METRICS.slice(0, 4),
  'keyMetrics.h.margins',
  ...METRICS.slice(4, 9),
  'keyMetrics.h.returns',
  ...METRICS.slice(9, 11),
  'keyMetrics.h.leverage',
  ...METRICS.slice(11, 14),
  'keyMetrics.h.perShare',
  ...METRICS.slice(14),
];
export const KEY_METRIC_ROW = rowMap(KEY_METRIC_ROWS);

/**
 * Key metrics for every historical and forecast year, as formulas over the statements ("n/a" where
 * a line is missing or a denominator is zero).
 */
export function buildKeyMetrics(context: TWorkbookContext): void {
  const { years, book } = context;
  const sheet = new YearSheet(context, SHEETS.keyMetrics, KEY_METRIC_ROWS, context.t('keyMetrics.units'));
  for (let column = years.historical(0); column <= years.last; column += 1) {
    for (const metric of METRICS) {
      if (metric.needsPriorYear && column === years.historical(0)) continue;
      const value = evaluate(book, metric.expression, column);
      sheet.formula(metric.key, column, `IFERROR(${formula(metric.expression, column)},"n/a")`, value ?? 'n/a');
    }
  }
}

function formula(expression: TExpression, column: number): string {
  if ('constant' in expression) return String(expression.constant);
  if ('negate' in expression) return `-(${formula(expression.negate, column)})`;
  if ('op' in expression)
    return `(${formula(expression.left, column)}${expression.op}${formula(expression.right, column)})`;
  const [sheet, rows, key] = expression.line;
  return sheetRef(sheet, address(column - expression.yearsBack, rows[key] as number));
}

/** The expression on the cells' cached values; `null` for a missing line or a zero denominator. */
function evaluate(book: Workbook, expression: TExpression, column: number): number | null {
  if ('constant' in expression) return expression.constant;
  if ('negate' in expression) {
    const value = evaluate(book, expression.negate, column);
    return value === null ? null : -value;
  }
  if ('op' in expression) {
    const left = evaluate(book, expression.left, column);
    const right = evaluate(book, expression.right, column);
    if (left === null || right === null) return null;
    if (expression.op === '/') return right === 0 ? null : left / right;
    return expression.op === '+' ? left + right : expression.op === '-' ? left - right : left * right;
  }
  const [sheet, rows, key] = expression.line;
  const target = book.getWorksheet(sheet)?.getCell(address(column - expression.yearsBack, rows[key] as number));
  // An empty cell is 0 to a spreadsheet: a missing line gives "n/a" only through a zero denominator.
  const value = target ? cachedNumber(target) : null;
  return value === undefined ? 0 : value;
}
