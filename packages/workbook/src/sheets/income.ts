import type { TIncomeKey, TLineValue } from '@app/statements';
import type { TWorkbookContext } from '../context.js';
import { rowMap, SHEETS, type TRowList } from '../layout.js';
import { lineNote } from '../notes.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { assumption, driver } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { breakdownGrowth } from './revenue-breakdown.js';
import { scenarioShift } from './scenarios.js';
import { SCHEDULE_ROW } from './schedules.js';

export const INCOME_ROWS: TRowList = [
  { key: 'revenue', label: 'income.revenue', format: 'money', bold: true },
  { key: 'costOfRevenue', label: 'income.costOfRevenue', format: 'money' },
  { key: 'grossProfit', label: 'income.grossProfit', format: 'money', bold: true },
  { key: 'research', label: 'income.research', format: 'money' },
  { key: 'sga', label: 'income.sga', format: 'money' },
  { key: 'otherOpex', label: 'income.otherOpex', format: 'money' },
  { key: 'daInCosts', label: 'income.daInCosts', format: 'money' },
  { key: 'ebitda', label: 'income.ebitda', format: 'money', bold: true },
  { key: 'depreciation', label: 'income.depreciation', format: 'money', indent: 1 },
  { key: 'amortization', label: 'income.amortization', format: 'money', indent: 1 },
  { key: 'depreciationAmortization', label: 'income.depreciationAmortization', format: 'money' },
  { key: 'ebit', label: 'income.ebit', format: 'money', bold: true },
  { key: 'interestExpense', label: 'income.interestExpense', format: 'money' },
  { key: 'interestIncome', label: 'income.interestIncome', format: 'money' },
  { key: 'pretaxIncome', label: 'income.pretaxIncome', format: 'money', bold: true },
  { key: 'tax', label: 'income.tax', format: 'money' },
  { key: 'netIncome', label: 'income.netIncome', format: 'money', bold: true },
  '',
  { key: 'dilutedShares', label: 'income.dilutedShares', format: 'shares' },
  { key: 'eps', label: 'income.eps', format: 'perShare' },
];
export const INCOME_ROW = rowMap(INCOME_ROWS);

/** Reported lines of the income statement, by the sheet's key. */
const REPORTED: Partial<Record<string, TIncomeKey>> = {
  revenue: 'revenue',
  costOfRevenue: 'cost_of_revenue',
  research: 'research_and_development',
  ebit: 'operating_income',
  interestExpense: 'interest_expense',
  pretaxIncome: 'pretax_income',
  tax: 'income_tax',
  netIncome: 'net_income',
  eps: 'eps_diluted',
};

/**
 * Income statement: reported history (blue, each with its filing as a note) and the forecast as
 * formulas over the Assumptions drivers and the Schedules' depreciation and interest; with a
 * revenue breakdown, revenue grows at the Revenue Breakdown's total's growth.
 */
export function buildIncome(context: TWorkbookContext): void {
  const { model, years, history } = context;
  const sheet = new YearSheet(context, SHEETS.income, INCOME_ROWS, context.t('income.units'));
  const at = (key: string, column: number) => sheet.cell(key, column);

  history.forEach(({ period }, j) => {
    const column = years.historical(j);
    const put = (key: string, line: TLineValue | undefined, scale = context.scale) => {
      if (line) sheet.value(key, column, line.value / scale, lineNote(line, period, context.t));
    };
    for (const [key, standard] of Object.entries(REPORTED)) {
      put(key, period.income[standard as TIncomeKey], key === 'eps' ? 1 : context.scale);
    }
    const read = (key: string) => sheet.read(key, column);
    const has = (key: string) => read(key) !== undefined;
    const sum = (...terms: [number, string][]) => terms.reduce((acc, [sign, key]) => acc + sign * (read(key) ?? 0), 0);
    if (has('revenue') && has('costOfRevenue')) {
      const value = sum([1, 'revenue'], [-1, 'costOfRevenue']);
      sheet.formula('grossProfit', column, `${at('revenue', column)}-${at('costOfRevenue', column)}`, value);
    } else put('grossProfit', period.income.gross_profit);
    const sga = period.income.selling_general_administrative;
    if (sga) put('sga', sga);
    else {
      const selling = period.income.selling_marketing;
      const general = period.income.general_administrative;
      if (selling && general) {
        sheet.value(
          'sga',
          column,
          (selling.value + general.value) / context.scale,
          `${context.t('income.sgaNote')}\n${lineNote(selling, period, context.t)}\n${lineNote(general, period, context.t)}`,
        );
      }
    }
    const cashFlow = period.cash_flow;
    const da =
      cashFlow.depreciation_amortization ??
      (cashFlow.depreciation && cashFlow.amortization
        ? {
            value: cashFlow.depreciation.value + cashFlow.amortization.value,
            source: { kind: 'derived' as const, formula: 'depreciation + amortization', inputs: [] },
          }
        : undefined);
    put('depreciationAmortization', da);
    if (has('ebit') && has('grossProfit')) {
      sheet.formula(
        'otherOpex',
        column,
        `${at('grossProfit', column)}-${at('research', column)}-${at('sga', column)}-${at('ebit', column)}`,
        sum([1, 'grossProfit'], [-1, 'research'], [-1, 'sga'], [-1, 'ebit']),
      );
    }
    if (has('ebit') && has('depreciationAmortization')) {
      const ebitda = sum([1, 'ebit'], [1, 'depreciationAmortization']);
      sheet.formula('ebitda', column, `${at('ebit', column)}+${at('depreciationAmortization', column)}`, ebitda);
      if (has('grossProfit')) {
        sheet.formula(
          'daInCosts',
          column,
          at('depreciationAmortization', column),
          read('depreciationAmortization') as number,
        );
      }
    }
    put('dilutedShares', period.income.diluted_shares ?? period.income.basic_shares);
  });

  const f = model.forecast.income;
  const m = (values: readonly number[], t: number) => (values[t] as number) / context.scale;
  model.forecast.fiscalYears.forEach((_, t) => {
    const c = years.forecast(t);
    const p = c - 1;
    const schedule = (key: string) => linkTo(SHEETS.schedules, SCHEDULE_ROW, key, c);
    // With a revenue breakdown, revenue grows as the sum of its lines does (the total in the base case).
    const growth = context.breakdown ? breakdownGrowth(context.breakdown, c) : driver('revenueGrowth', c);
    sheet.formula('revenue', c, `${at('revenue', p)}*(1+${growth}+${scenarioShift('revenueGrowth')})`, m(f.revenue, t));
    sheet.formula(
      'costOfRevenue',
      c,
      `${at('revenue', c)}*(1-(${driver('grossMargin', c)}+${scenarioShift('operatingMargin')}))`,
      m(f.costOfRevenue, t),
    );
    sheet.formula('grossProfit', c, `${at('revenue', c)}-${at('costOfRevenue', c)}`, m(f.grossProfit, t));
    sheet.formula('research', c, `${at('revenue', c)}*${driver('researchPctRevenue', c)}`, m(f.research, t));
    sheet.formula('sga', c, `${at('revenue', c)}*${driver('sgaPctRevenue', c)}`, m(f.sga, t));
    sheet.formula('otherOpex', c, `${at('revenue', c)}*${driver('otherOpexPctRevenue', c)}`, m(f.otherOpex, t));
    sheet.formula('daInCosts', c, `${at('revenue', c)}*${driver('daInCostsPctRevenue', c)}`, m(f.daInCosts, t));
    sheet.formula(
      'ebitda',
      c,
      `${at('grossProfit', c)}-${at('research', c)}-${at('sga', c)}-${at('otherOpex', c)}+${at('daInCosts', c)}`,
      m(f.ebitda, t),
    );
    sheet.formula('depreciation', c, schedule('ppeDepreciation'), m(f.depreciation, t));
    sheet.formula('amortization', c, schedule('intangiblesDepreciation'), m(f.amortization, t));
    sheet.formula(
      'depreciationAmortization',
      c,
      `${at('depreciation', c)}+${at('amortization', c)}`,
      m(f.depreciation, t) + m(f.amortization, t),
    );
    sheet.formula('ebit', c, `${at('ebitda', c)}-${at('depreciationAmortization', c)}`, m(f.ebit, t));
    sheet.formula(
      'interestExpense',
      c,
      `${schedule('debtInterest')}+${schedule('revolverInterest')}`,
      m(f.interestExpense, t),
    );
    sheet.formula(
      'interestIncome',
      c,
      `${driver('interestRateCash', c)}*${linkTo(SHEETS.balance, BALANCE_ROW, 'cash', p)}`,
      m(f.interestIncome, t),
    );
    sheet.formula(
      'pretaxIncome',
      c,
      `${at('ebit', c)}-${at('interestExpense', c)}+${at('interestIncome', c)}`,
      m(f.pretaxIncome, t),
    );
    sheet.formula('tax', c, `${driver('taxRate', c)}*${at('pretaxIncome', c)}`, m(f.tax, t));
    sheet.formula('netIncome', c, `${at('pretaxIncome', c)}-${at('tax', c)}`, m(f.netIncome, t));
    sheet.formula('dilutedShares', c, assumption('shares'), model.shares.value / context.scale);
    sheet.formula(
      'eps',
      c,
      `${at('netIncome', c)}/${at('dilutedShares', c)}`,
      (f.netIncome[t] as number) / model.shares.value,
    );
  });
}
