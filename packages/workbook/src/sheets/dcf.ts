import { absolute, columnLetter, sheetRef } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { FIRST_YEAR_COLUMN, rowMap, SHEETS, type TRowList } from '../layout.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { assumption, driver } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { INCOME_ROW } from './income.js';
import { SCHEDULE_ROW } from './schedules.js';
import { WACC_REF } from './wacc.js';

export const DCF_ROWS: TRowList = [
  'Unlevered free cash flow',
  { key: 'yearIndex', label: 'Forecast year', format: 'integer' },
  { key: 'ebitda', label: 'EBITDA', format: 'money' },
  { key: 'ebit', label: 'EBIT', format: 'money' },
  { key: 'taxRate', label: 'Tax rate', format: 'percent' },
  { key: 'nopat', label: 'NOPAT = EBIT × (1 − tax rate)', format: 'money' },
  { key: 'depreciationAmortization', label: '+ Depreciation and amortization', format: 'money' },
  { key: 'capex', label: '− Capital expenditure (PP&E and intangibles)', format: 'money' },
  { key: 'increaseInNwc', label: '− Increase in net working capital', format: 'money' },
  { key: 'fcff', label: 'Unlevered free cash flow (FCFF)', format: 'money', bold: true },
  '',
  'Discounting',
  { key: 'cashFlowWeight', label: 'Share of the year counted (stub)', format: 'factor' },
  { key: 'countedFcff', label: 'FCFF counted', format: 'money' },
  { key: 'discountPeriod', label: 'Discount period (years from the valuation date)', format: 'factor' },
  { key: 'discountFactor', label: 'Discount factor = (1 + WACC)^−period', format: 'factor' },
  { key: 'pvFcff', label: 'Present value of FCFF', format: 'money', bold: true },
  '',
  'Enterprise value (column B)',
  { key: 'discountRate', label: 'WACC', format: 'precisePercent' },
  { key: 'sumPvFcff', label: 'Sum of present values of FCFF', format: 'money' },
  { key: 'terminalGrowth', label: 'Terminal growth', format: 'precisePercent' },
  { key: 'exitMultiple', label: 'Exit multiple (EV / EBITDA)', format: 'multiple' },
  { key: 'fcfFinal', label: 'FCFF of the last forecast year', format: 'money' },
  {
    key: 'investedCapital',
    label: 'Invested capital at the start of the last year (NWC + PP&E + intangibles)',
    format: 'money',
  },
  {
    key: 'returnOnCapital',
    label: 'Return on capital of the last year = NOPAT ÷ invested capital',
    format: 'precisePercent',
  },
  {
    key: 'returnOnNewCapital',
    label: 'Return on new capital = max(return on capital, WACC)',
    format: 'precisePercent',
  },
  {
    key: 'reinvestmentRate',
    label: 'Reinvestment rate = terminal growth ÷ return on new capital',
    format: 'precisePercent',
  },
  { key: 'fcfNext', label: 'FCFF of the year after the forecast', format: 'money' },
  { key: 'terminalValue', label: 'Terminal value at the end of the forecast', format: 'money' },
  { key: 'terminalPeriod', label: 'Terminal value discount period', format: 'factor' },
  { key: 'terminalFactor', label: 'Terminal value discount factor', format: 'factor' },
  { key: 'terminalPv', label: 'Present value of the terminal value', format: 'money' },
  { key: 'enterpriseValue', label: 'Enterprise value', format: 'money', bold: true },
  { key: 'terminalShare', label: 'Terminal value share of enterprise value', format: 'percent' },
  { key: 'impliedExitMultiple', label: 'Implied exit multiple (EV / EBITDA)', format: 'multiple' },
  { key: 'impliedGrowth', label: 'Implied perpetual growth', format: 'precisePercent' },
  '',
  'Enterprise value to equity value',
  { key: 'debt', label: '− Debt', format: 'money' },
  { key: 'leases', label: '− Lease liabilities', format: 'money' },
  { key: 'cash', label: '+ Cash and equivalents', format: 'money' },
  { key: 'investments', label: '+ Short- and long-term investments', format: 'money' },
  { key: 'minorityInterest', label: '− Minority interest', format: 'money' },
  { key: 'preferred', label: '− Preferred stock', format: 'money' },
  { key: 'netBridge', label: 'Net adjustments', format: 'money' },
  { key: 'equityValue', label: 'Equity value', format: 'money', bold: true },
  { key: 'shares', label: 'Diluted shares ({unit})', format: 'shares' },
  { key: 'valuePerShare', label: 'Implied value per share', format: 'perShare', bold: true },
  { key: 'price', label: 'Current share price', format: 'perShare' },
  { key: 'upside', label: 'Upside (downside)', format: 'percent', bold: true },
];
export const DCF_ROW = rowMap(DCF_ROWS);

/** An absolute reference to a single-valued DCF line (column B), e.g. the implied value per share. */
export function dcfValue(key: string): string {
  return sheetRef(SHEETS.dcf, absolute(FIRST_YEAR_COLUMN, DCF_ROW[key] as number));
}

/**
 * DCF: FCFF from the forecast, stub-weighted and discounted at the WACC sheet's rate, the terminal
 * value, enterprise value and the bridge to the implied value per share — every line a formula.
 */
export function buildDcf(context: TWorkbookContext): void {
  const { model, years, input } = context;
  const sheet = new YearSheet(
    context,
    SHEETS.dcf,
    DCF_ROWS,
    `${input.company.currency} in ${context.units} except per-share amounts; shares in ${context.units}.`,
    { hideHistory: true },
  );
  const at = (key: string, column: number) => sheet.cell(key, column);
  const fcf = model.freeCashFlow;
  const dcf = model.dcf;
  const n = fcf.fcff.length;
  const m = (value: number | undefined) => (value as number) / context.scale;
  const stub = assumption('stubFraction');
  const elapsed = assumption('elapsedYears');
  const isMidYear = `${assumption('isMidYear')}=1`;
  const b = FIRST_YEAR_COLUMN;
  const v = (key: string) => absolute(b, DCF_ROW[key] as number);

  fcf.fcff.forEach((_, t) => {
    const c = years.forecast(t);
    const income = (key: string) => linkTo(SHEETS.income, INCOME_ROW, key, c);
    const schedule = (key: string) => linkTo(SHEETS.schedules, SCHEDULE_ROW, key, c);
    const index = at('yearIndex', c);
    sheet.value('yearIndex', c, t + 1);
    sheet.formula('ebitda', c, income('ebitda'), m(fcf.ebitda[t]));
    sheet.formula('ebit', c, income('ebit'), m(fcf.ebit[t]));
    sheet.formula('taxRate', c, driver('taxRate', c), fcf.taxRate[t] as number);
    sheet.formula('nopat', c, `${at('ebit', c)}*(1-${at('taxRate', c)})`, m(fcf.nopat[t]));
    sheet.formula(
      'depreciationAmortization',
      c,
      income('depreciationAmortization'),
      m(fcf.depreciationAmortization[t]),
    );
    sheet.formula('capex', c, `${schedule('ppeAdditions')}+${schedule('intangiblesAdditions')}`, m(fcf.capex[t]));
    sheet.formula('increaseInNwc', c, schedule('nwcIncrease'), m(fcf.increaseInNwc[t]));
    sheet.formula(
      'fcff',
      c,
      `${at('nopat', c)}+${at('depreciationAmortization', c)}-${at('capex', c)}-${at('increaseInNwc', c)}`,
      m(fcf.fcff[t]),
    );
    // j = index − elapsed years: the years before the valuation date count for nothing.
    const counted = `(${index}-${elapsed})`;
    sheet.formula(
      'cashFlowWeight',
      c,
      `IF(${counted}<1,0,IF(${counted}=1,${stub},1))`,
      t < dcf.elapsedYears ? 0 : t === dcf.elapsedYears ? dcf.stubFraction : 1,
    );
    sheet.formula('countedFcff', c, `${at('fcff', c)}*${at('cashFlowWeight', c)}`, m(dcf.countedFcff[t]));
    sheet.formula(
      'discountPeriod',
      c,
      `IF(${counted}<1,0,IF(${isMidYear},IF(${counted}=1,${stub}/2,${stub}+${counted}-1.5),${stub}+${counted}-1))`,
      dcf.discountPeriods[t] as number,
    );
    sheet.formula(
      'discountFactor',
      c,
      `(1+${WACC_REF})^(-${at('discountPeriod', c)})`,
      dcf.discountFactors[t] as number,
    );
    sheet.formula('pvFcff', c, `${at('countedFcff', c)}*${at('discountFactor', c)}`, m(dcf.pvFcff[t]));
  });

  const first = years.forecast(0);
  const last = years.forecast(n - 1);
  const row = (key: string) => `${columnLetter(first)}${DCF_ROW[key]}:${columnLetter(last)}${DCF_ROW[key]}`;
  sheet.formula('discountRate', b, WACC_REF, dcf.discountRate);
  sheet.formula('sumPvFcff', b, `SUM(${row('pvFcff')})`, m(dcf.sumPvFcff));
  sheet.formula('fcfFinal', b, at('fcff', last), m(fcf.fcff[n - 1]));
  const { terminal } = dcf;
  const wacc = v('discountRate');
  const ebitdaN = at('ebitda', last);
  const midYearShift = `IF(${isMidYear},0.5,0)`;
  if (terminal.perpetuity) {
    sheet.formula('terminalGrowth', b, assumption('terminalGrowth'), terminal.perpetuity.growth);
    const g = v('terminalGrowth');
    const reinvestment = terminal.reinvestment;
    let next = terminal.perpetuity.isNormalized ? assumption('normalizedFcf') : `${v('fcfFinal')}*(1+${g})`;
    if (reinvestment) {
      // Invested capital at the start of year N: the balance sheet at the end of year N − 1.
      const start = n >= 2 ? years.forecast(n - 2) : years.base;
      const balanceAt = (key: string) => linkTo(SHEETS.balance, BALANCE_ROW, key, start);
      const capital = `${balanceAt('receivables')}+${balanceAt('inventory')}-${balanceAt('payables')}+${balanceAt('ppe')}+${balanceAt('intangibles')}`;
      sheet.formula('investedCapital', b, capital, m(reinvestment.investedCapital));
      sheet.formula('returnOnCapital', b, `${at('nopat', last)}/${v('investedCapital')}`, reinvestment.returnOnCapital);
      sheet.formula('returnOnNewCapital', b, `MAX(${v('returnOnCapital')},${wacc})`, reinvestment.returnOnNewCapital);
      sheet.formula('reinvestmentRate', b, `MAX(${g},0)/${v('returnOnNewCapital')}`, reinvestment.rate);
      next = `${at('nopat', last)}*(1+${g})*(1-${v('reinvestmentRate')})`;
    }
    sheet.formula('fcfNext', b, next, m(terminal.perpetuity.fcfNext));
    sheet.formula('terminalValue', b, `IF(${g}>=${wacc},NA(),${v('fcfNext')}/(${wacc}-${g}))`, m(terminal.value));
    sheet.formula('terminalPeriod', b, `${stub}+${n}-${elapsed}-1-${midYearShift}`, terminal.discountPeriod);
    sheet.formula(
      'impliedExitMultiple',
      b,
      `IF(${ebitdaN}>0,${v('terminalValue')}*(1+${wacc})^${midYearShift}/${ebitdaN},"n/a")`,
      terminal.impliedExitMultiple ?? 'n/a',
    );
  } else {
    sheet.formula('exitMultiple', b, assumption('exitMultiple'), terminal.multiple as number);
    sheet.formula('terminalValue', b, `${v('exitMultiple')}*${ebitdaN}`, m(terminal.value));
    sheet.formula('terminalPeriod', b, `${stub}+${n}-${elapsed}-1`, terminal.discountPeriod);
    const atGordonDate = `${v('terminalValue')}*(1+${wacc})^(-${midYearShift})`;
    sheet.formula(
      'impliedGrowth',
      b,
      `(${atGordonDate}*${wacc}-${v('fcfFinal')})/(${atGordonDate}+${v('fcfFinal')})`,
      terminal.impliedGrowth ?? 'n/a',
    );
  }
  sheet.formula('terminalFactor', b, `(1+${wacc})^(-${v('terminalPeriod')})`, terminal.discountFactor);
  sheet.formula('terminalPv', b, `${v('terminalValue')}*${v('terminalFactor')}`, m(terminal.presentValue));
  sheet.formula('enterpriseValue', b, `${v('sumPvFcff')}+${v('terminalPv')}`, m(dcf.enterpriseValue));
  sheet.formula('terminalShare', b, `${v('terminalPv')}/${v('enterpriseValue')}`, dcf.terminalShareOfEv ?? 'n/a');

  const bridge = dcf.bridge;
  for (const line of bridge.lines) {
    sheet.formula(line.item, b, assumption(`bridge_${line.item}`), m(line.amount));
  }
  const signed = bridge.lines.map((line) => `${line.sign > 0 ? '+' : '-'}${v(line.item)}`).join('');
  const net = bridge.lines.reduce((acc, line) => acc + line.sign * line.amount, 0);
  sheet.formula('netBridge', b, signed.startsWith('+') ? signed.slice(1) : signed, net / context.scale);
  sheet.formula('equityValue', b, `${v('enterpriseValue')}+${v('netBridge')}`, m(bridge.equityValue));
  sheet.formula('shares', b, assumption('shares'), bridge.shares / context.scale);
  sheet.formula('valuePerShare', b, `${v('equityValue')}/${v('shares')}`, bridge.valuePerShare);
  if (bridge.price !== null) {
    sheet.formula('price', b, assumption('price'), bridge.price);
    sheet.formula('upside', b, `${v('valuePerShare')}/${v('price')}-1`, bridge.upside as number);
  }
}
