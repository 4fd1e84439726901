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
  'cashFlow.h.operatingActivities',
  { key: 'netIncome', label: 'cashFlow.netIncome', format: 'money' },
  { key: 'depreciationAmortization', label: 'cashFlow.depreciationAmortization', format: 'money' },
  { key: 'changeInWorkingCapital', label: 'cashFlow.changeInWorkingCapital', format: 'money' },
  { key: 'operatingCashFlow', label: 'cashFlow.operatingCashFlow', format: 'money', bold: true },
  'cashFlow.h.investingActivities',
  { key: 'capex', label: 'cashFlow.capex', format: 'money' },
  { key: 'intangiblesPurchases', label: 'cashFlow.intangiblesPurchases', format: 'money' },
  { key: 'investingCashFlow', label: 'cashFlow.investingCashFlow', format: 'money', bold: true },
  'cashFlow.h.financingActivities',
  { key: 'debtIssuance', label: 'cashFlow.debtIssuance', format: 'money' },
  { key: 'dividends', label: 'cashFlow.dividends', format: 'money' },
  { key: 'buybacks', label: 'cashFlow.buybacks', format: 'money' },
  { key: 'revolverDraw', label: 'cashFlow.revolverDraw', format: 'money' },
  { key: 'financingCashFlow', label: 'cashFlow.financingCashFlow', format: 'money', bold: true },
  '',
  { key: 'netChangeInCash', label: 'cashFlow.netChangeInCash', format: 'money', bold: true },
  { key: 'openingCash', label: 'cashFlow.openingCash', format: 'money' },
  { key: 'closingCash', label: 'cashFlow.closingCash', format: 'money', bold: true },
  '',
  { key: 'cashBeforeRevolver', label: 'cashFlow.cashBeforeRevolver', format: 'money' },
  { key: 'check', label: 'cashFlow.check', format: 'money' },
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
  const { model, years, history } = context;
  const sheet = new YearSheet(context, SHEETS.cashFlow, CASH_FLOW_ROWS, context.t('cashFlow.units'));
  const at = (key: string, column: number) => sheet.cell(key, column);

  history.forEach(({ period }, j) => {
    const column = years.historical(j);
    for (const [key, standard] of Object.entries(REPORTED)) {
      const line = period.cash_flow[standard as TCashFlowKey];
      if (line) sheet.value(key, column, line.value / context.scale, lineNote(line, period, context.t));
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
