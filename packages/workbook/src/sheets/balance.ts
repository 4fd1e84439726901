import type { TBaseBalanceKey } from '@app/valuation';
import { columnLetter } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { rowMap, SHEETS, type TRowList } from '../layout.js';
import { baseLineNote } from '../notes.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { CASH_FLOW_ROW } from './cash-flow.js';
import { INCOME_ROW } from './income.js';
import { SCHEDULE_ROW } from './schedules.js';

export const BALANCE_ROWS: TRowList = [
  'balance.h.assets',
  { key: 'cash', label: 'balance.cash', format: 'money' },
  { key: 'shortTermInvestments', label: 'balance.shortTermInvestments', format: 'money' },
  { key: 'receivables', label: 'balance.receivables', format: 'money' },
  { key: 'inventory', label: 'balance.inventory', format: 'money' },
  { key: 'otherAssets', label: 'balance.otherAssets', format: 'money' },
  { key: 'ppe', label: 'balance.ppe', format: 'money' },
  { key: 'intangibles', label: 'balance.intangibles', format: 'money' },
  { key: 'goodwill', label: 'balance.goodwill', format: 'money' },
  { key: 'totalAssets', label: 'balance.totalAssets', format: 'money', bold: true },
  'balance.h.liabilities',
  { key: 'payables', label: 'balance.payables', format: 'money' },
  { key: 'otherLiabilities', label: 'balance.otherLiabilities', format: 'money' },
  { key: 'debt', label: 'balance.debt', format: 'money' },
  { key: 'revolver', label: 'balance.revolver', format: 'money' },
  { key: 'leases', label: 'balance.leases', format: 'money' },
  { key: 'totalLiabilities', label: 'balance.totalLiabilities', format: 'money', bold: true },
  'balance.h.equity',
  { key: 'equity', label: 'balance.equity', format: 'money' },
  { key: 'minorityInterest', label: 'balance.minorityInterest', format: 'money' },
  { key: 'otherEquity', label: 'balance.otherEquity', format: 'money' },
  { key: 'totalEquity', label: 'balance.totalEquity', format: 'money', bold: true },
  { key: 'totalLiabilitiesAndEquity', label: 'balance.totalLiabilitiesAndEquity', format: 'money', bold: true },
  '',
  { key: 'check', label: 'balance.check', format: 'money' },
];
export const BALANCE_ROW = rowMap(BALANCE_ROWS);

/** Lines held at their base-year amount through the forecast. */
const HELD_FLAT = [
  'shortTermInvestments',
  'otherAssets',
  'goodwill',
  'otherLiabilities',
  'leases',
  'minorityInterest',
  'otherEquity',
];

/**
 * Balance sheet: the engine's condensed base-year lines for each historical year (named lines as
 * reported, residual "other" lines derived so the statement balances), then the forecast linked to
 * the Schedules and the Cash Flow Statement, with a check row that is zero in every year.
 */
export function buildBalance(context: TWorkbookContext): void {
  const { model, years, history } = context;
  const sheet = new YearSheet(context, SHEETS.balance, BALANCE_ROWS, context.t('balance.units'));
  const at = (key: string, column: number) => sheet.cell(key, column);
  const sum = (from: string, to: string, column: number) => {
    const letter = columnLetter(column);
    return `SUM(${letter}${BALANCE_ROW[from]}:${letter}${BALANCE_ROW[to]})`;
  };
  const totals = (column: number, values: Record<string, number>) => {
    sheet.formula('totalAssets', column, sum('cash', 'goodwill', column), values.totalAssets as number);
    sheet.formula('totalLiabilities', column, sum('payables', 'leases', column), values.totalLiabilities as number);
    sheet.formula('totalEquity', column, sum('equity', 'otherEquity', column), values.totalEquity as number);
    sheet.formula(
      'totalLiabilitiesAndEquity',
      column,
      `${at('totalLiabilities', column)}+${at('totalEquity', column)}`,
      values.totalLiabilitiesAndEquity as number,
    );
    sheet.formula(
      'check',
      column,
      `${at('totalAssets', column)}-${at('totalLiabilitiesAndEquity', column)}`,
      values.check as number,
    );
  };

  history.forEach(({ period, base }, j) => {
    if (!base) return;
    const column = years.historical(j);
    const b = base.balance;
    for (const key of Object.keys(b) as TBaseBalanceKey[]) {
      if (key === 'totalAssets' || key === 'totalLiabilities') continue;
      sheet.value(key, column, b[key].value / context.scale, baseLineNote(b[key], period, context.t));
    }
    sheet.value('revolver', column, 0, context.t('balance.revolverNote'));
    const totalEquity = (b.equity.value + b.minorityInterest.value + b.otherEquity.value) / context.scale;
    const totalLiabilities = b.totalLiabilities.value / context.scale;
    totals(column, {
      totalAssets: b.totalAssets.value / context.scale,
      totalLiabilities,
      totalEquity,
      totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
      check: 0,
    });
  });

  const f = model.forecast.balance;
  model.forecast.fiscalYears.forEach((_, t) => {
    const c = years.forecast(t);
    const p = c - 1;
    const m = (key: keyof typeof f) => (f[key][t] as number) / context.scale;
    const schedule = (key: string) => linkTo(SHEETS.schedules, SCHEDULE_ROW, key, c);
    const cashFlow = (key: string) => linkTo(SHEETS.cashFlow, CASH_FLOW_ROW, key, c);
    sheet.formula('cash', c, `${cashFlow('cashBeforeRevolver')}+${cashFlow('revolverDraw')}`, m('cash'));
    for (const key of HELD_FLAT) sheet.formula(key, c, at(key, p), m(key as keyof typeof f));
    sheet.formula('receivables', c, schedule('receivables'), m('receivables'));
    sheet.formula('inventory', c, schedule('inventory'), m('inventory'));
    sheet.formula('ppe', c, schedule('ppeClosing'), m('ppe'));
    sheet.formula('intangibles', c, schedule('intangiblesClosing'), m('intangibles'));
    sheet.formula('payables', c, schedule('payables'), m('payables'));
    sheet.formula('debt', c, schedule('debtClosing'), m('debt'));
    sheet.formula('revolver', c, schedule('revolverClosing'), m('revolver'));
    sheet.formula(
      'equity',
      c,
      `${at('equity', p)}+${linkTo(SHEETS.income, INCOME_ROW, 'netIncome', c)}+${cashFlow('dividends')}+${cashFlow('buybacks')}`,
      m('equity'),
    );
    totals(c, {
      totalAssets: m('totalAssets'),
      totalLiabilities: m('totalLiabilities'),
      totalEquity: m('totalEquity'),
      totalLiabilitiesAndEquity: m('totalLiabilitiesAndEquity'),
      check: (model.forecast.checks.balanceGap[t] as number) / context.scale,
    });
  });
}
