import { absolute, columnLetter, sheetRef } from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { FIRST_YEAR_COLUMN, rowMap, SHEETS, type TRowList } from '../layout.js';
import { linkTo, YearSheet } from '../year-sheet.js';
import { assumption, driver } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { INCOME_ROW } from './income.js';
import { scenarioShift } from './scenarios.js';
import { SCHEDULE_ROW } from './schedules.js';
import { WACC_REF } from './wacc.js';

export const DCF_ROWS: TRowList = [
  'dcf.h.unleveredFreeCashFlow',
  { key: 'yearIndex', label: 'dcf.yearIndex', format: 'integer' },
  { key: 'ebitda', label: 'dcf.ebitda', format: 'money' },
  { key: 'ebit', label: 'dcf.ebit', format: 'money' },
  { key: 'taxRate', label: 'dcf.taxRate', format: 'percent' },
  { key: 'nopat', label: 'dcf.nopat', format: 'money' },
  { key: 'depreciationAmortization', label: 'dcf.depreciationAmortization', format: 'money' },
  { key: 'capex', label: 'dcf.capex', format: 'money' },
  { key: 'increaseInNwc', label: 'dcf.increaseInNwc', format: 'money' },
  { key: 'fcff', label: 'dcf.fcff', format: 'money', bold: true },
  '',
  'dcf.h.discounting',
  { key: 'cashFlowWeight', label: 'dcf.cashFlowWeight', format: 'factor' },
  { key: 'countedFcff', label: 'dcf.countedFcff', format: 'money' },
  { key: 'discountPeriod', label: 'dcf.discountPeriod', format: 'factor' },
  { key: 'discountFactor', label: 'dcf.discountFactor', format: 'factor' },
  { key: 'pvFcff', label: 'dcf.pvFcff', format: 'money', bold: true },
  '',
  'dcf.h.enterpriseValueColumnB',
  { key: 'discountRate', label: 'dcf.discountRate', format: 'precisePercent' },
  { key: 'sumPvFcff', label: 'dcf.sumPvFcff', format: 'money' },
  { key: 'terminalGrowth', label: 'dcf.terminalGrowth', format: 'precisePercent' },
  { key: 'exitMultiple', label: 'dcf.exitMultiple', format: 'multiple' },
  { key: 'fcfFinal', label: 'dcf.fcfFinal', format: 'money' },
  {
    key: 'investedCapital',
    label: 'dcf.investedCapital',
    format: 'money',
  },
  {
    key: 'returnOnCapital',
    label: 'dcf.returnOnCapital',
    format: 'precisePercent',
  },
  {
    key: 'returnOnNewCapital',
    label: 'dcf.returnOnNewCapital',
    format: 'precisePercent',
  },
  {
    key: 'reinvestmentRate',
    label: 'dcf.reinvestmentRate',
    format: 'precisePercent',
  },
  { key: 'fcfNext', label: 'dcf.fcfNext', format: 'money' },
  { key: 'terminalValue', label: 'dcf.terminalValue', format: 'money' },
  { key: 'terminalPeriod', label: 'dcf.terminalPeriod', format: 'factor' },
  { key: 'terminalFactor', label: 'dcf.terminalFactor', format: 'factor' },
  { key: 'terminalPv', label: 'dcf.terminalPv', format: 'money' },
  { key: 'enterpriseValue', label: 'dcf.enterpriseValue', format: 'money', bold: true },
  { key: 'terminalShare', label: 'dcf.terminalShare', format: 'percent' },
  { key: 'impliedExitMultiple', label: 'dcf.impliedExitMultiple', format: 'multiple' },
  { key: 'impliedGrowth', label: 'dcf.impliedGrowth', format: 'precisePercent' },
  '',
  'dcf.h.enterpriseValueToEquity',
  { key: 'debt', label: 'dcf.debt', format: 'money' },
  { key: 'leases', label: 'dcf.leases', format: 'money' },
  { key: 'cash', label: 'dcf.cash', format: 'money' },
  { key: 'investments', label: 'dcf.investments', format: 'money' },
  { key: 'minorityInterest', label: 'dcf.minorityInterest', format: 'money' },
  { key: 'preferred', label: 'dcf.preferred', format: 'money' },
  { key: 'netBridge', label: 'dcf.netBridge', format: 'money' },
  { key: 'equityValue', label: 'dcf.equityValue', format: 'money', bold: true },
  { key: 'shares', label: 'dcf.shares', format: 'shares' },
  { key: 'valuePerShare', label: 'dcf.valuePerShare', format: 'perShare', bold: true },
  { key: 'price', label: 'dcf.price', format: 'perShare' },
  { key: 'upside', label: 'dcf.upside', format: 'percent', bold: true },
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
  const { model, years } = context;
  const sheet = new YearSheet(context, SHEETS.dcf, DCF_ROWS, context.t('dcf.units'), { hideHistory: true });
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
    sheet.formula(
      'terminalGrowth',
      b,
      `${assumption('terminalGrowth')}+${scenarioShift('terminalGrowth')}`,
      terminal.perpetuity.growth,
    );
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
    sheet.formula(
      'exitMultiple',
      b,
      `${assumption('exitMultiple')}+${scenarioShift('exitMultiple')}`,
      terminal.multiple as number,
    );
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
