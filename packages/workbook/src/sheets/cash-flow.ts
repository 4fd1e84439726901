import type { TCashFlowKey } from '@app/statements';
import type { TWorkbookContext } from '../context.js';
import { rowMap, SHEETS, type TRowList } from '../layout.js';
import { lineNote } from '../notes.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { driver } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { INCOME_ROW } from './income.js';
import { SCHEDULE_ROW } from './schedules.js';

export const CASH_FLOW_ROWS: TRowList = [
  'Operating activities',
  { key: 'netIncome', label: 'Net income', format: 'money' },
  { key: 'depreciationAmortization', label: 'Depreciation and amortization', format: 'money' },
  { key: 'changeInWorkingCapital', label: 'Change in working capital', format: 'money' },
  { key: 'operatingCashFlow', label: 'Cash from operating activities', format: 'money', bold: true },
  'Investing activities',
  { key: 'capex', label: 'Capital expenditure', format: 'money' },
  { key: 'intangiblesPurchases', label: 'Purchases of intangible assets', format: 'money' },
  { key: 'investingCashFlow', label: 'Cash from investing activities', format: 'money', bold: true },
  'Financing activities',
  { key: 'debtIssuance', label: 'Net term-debt issuance', format: 'money' },
  { key: 'dividends', label: 'Dividends paid', format: 'money' },
  { key: 'buybacks', label: 'Share repurchases', format: 'money' },
  { key: 'revolverDraw', label: 'Revolver draw (repayment)', format: 'money' },
  { key: 'financingCashFlow', label: 'Cash from financing activities', format: 'money', bold: true },
  '',
  { key: 'netChangeInCash', label: 'Net change in cash', format: 'money', bold: true },
  { key: 'openingCash', label: 'Opening cash', format: 'money' },
  { key: 'closingCash', label: 'Closing cash', format: 'money', bold: true },
  '',
  { key: 'cashBeforeRevolver', label: 'Cash before the revolver (opening + flows before any draw)', format: 'money' },
  { key: 'check', label: 'Check: closing cash − balance sheet cash (must be 0)', format: 'money' },
];
export const CASH_FLOW_ROW = rowMap(CASH_FLOW_ROWS);

const REPORTED: Partial<Record<string, TCashFlowKey>> = {
  netIncome: 'cash_flow_net_income',
  depreciationAmortization: 'depreciation_amortization',
  operatingCashFlow: 'operating_cash_flow',
  capex: 'capital_expenditure',
  investingCashFlow: 'investing_cash_flow',
  dividends: 'dividends_paid',
  buybacks: 'share_repurchases',
  financingCashFlow: 'financing_cash_flow',
};

/**
 * Cash flow statement, signed as the lines affect cash. The forecast's revolver draw keeps cash at
 * its minimum; the closing cash equals the balance sheet's cash (check row).
 */
export function buildCashFlow(context: TWorkbookContext): void {
  const { model, years, history, input } = context;
  const sheet = new YearSheet(
    context,
    SHEETS.cashFlow,
    CASH_FLOW_ROWS,
    `${input.company.currency} in ${context.units}; inflows positive, outflows negative.`,
  );
  const at = (key: string, column: number) => sheet.cell(key, column);

  history.forEach(({ period }, j) => {
    const column = years.historical(j);
    for (const [key, standard] of Object.entries(REPORTED)) {
      const line = period.cash_flow[standard as TCashFlowKey];
      if (line) sheet.value(key, column, line.value / context.scale, lineNote(line, period));
    }
  });

  const f = model.forecast.cashFlow;
  model.forecast.fiscalYears.forEach((_, t) => {
    const c = years.forecast(t);
    const p = c - 1;
    const m = (key: keyof typeof f) => (f[key][t] as number) / context.scale;
    const income = (key: string) => linkTo(SHEETS.income, INCOME_ROW, key, c);
    const schedule = (key: string) => linkTo(SHEETS.schedules, SCHEDULE_ROW, key, c);
    sheet.formula('netIncome', c, income('netIncome'), m('netIncome'));
    sheet.formula('depreciationAmortization', c, income('depreciationAmortization'), m('depreciationAmortization'));
    sheet.formula('changeInWorkingCapital', c, `-${schedule('nwcIncrease')}`, m('changeInWorkingCapital'));
    sheet.formula(
      'operatingCashFlow',
      c,
      `${at('netIncome', c)}+${at('depreciationAmortization', c)}+${at('changeInWorkingCapital', c)}`,
      m('operatingCashFlow'),
    );
    sheet.formula('capex', c, `-${schedule('ppeAdditions')}`, m('capex'));
    sheet.formula('intangiblesPurchases', c, `-${schedule('intangiblesAdditions')}`, m('intangiblesPurchases'));
    sheet.formula('investingCashFlow', c, `${at('capex', c)}+${at('intangiblesPurchases', c)}`, m('investingCashFlow'));
    sheet.formula('debtIssuance', c, schedule('debtChange'), m('debtIssuance'));
    const distributable = `MAX(${income('netIncome')},0)`;
    sheet.formula('dividends', c, `-${driver('payoutRatio', c)}*${distributable}`, m('dividends'));
    sheet.formula('buybacks', c, `-${driver('buybackPctNetIncome', c)}*${distributable}`, m('buybacks'));
    sheet.formula('revolverDraw', c, schedule('revolverDraw'), m('revolverDraw'));
    sheet.formula(
      'financingCashFlow',
      c,
      `${at('debtIssuance', c)}+${at('dividends', c)}+${at('buybacks', c)}+${at('revolverDraw', c)}`,
      m('financingCashFlow'),
    );
    sheet.formula(
      'netChangeInCash',
      c,
      `${at('operatingCashFlow', c)}+${at('investingCashFlow', c)}+${at('financingCashFlow', c)}`,
      m('netChangeInCash'),
    );
    sheet.formula('openingCash', c, linkTo(SHEETS.balance, BALANCE_ROW, 'cash', p), m('openingCash'));
    sheet.formula('closingCash', c, `${at('openingCash', c)}+${at('netChangeInCash', c)}`, m('closingCash'));
    const beforeRevolver = m('closingCash') - m('revolverDraw');
    sheet.formula(
      'cashBeforeRevolver',
      c,
      `${at('openingCash', c)}+${at('operatingCashFlow', c)}+${at('investingCashFlow', c)}+${at('debtIssuance', c)}+${at('dividends', c)}+${at('buybacks', c)}`,
      beforeRevolver,
    );
    sheet.formula(
      'check',
      c,
      `${at('closingCash', c)}-${linkTo(SHEETS.balance, BALANCE_ROW, 'cash', c)}`,
      (model.forecast.checks.cashGap[t] as number) / context.scale,
    );
  });
}
