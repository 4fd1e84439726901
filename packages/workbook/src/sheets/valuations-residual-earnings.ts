import type { Worksheet } from 'exceljs';
import {
  absolute,
  address,
  sheetRef,
  type TCellResult,
  type TFormat,
  writeFormula,
  writeInput,
  writeLabel,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { FIRST_YEAR_COLUMN, SHEETS } from '../layout.js';
import { VALUE_COLUMN } from '../scalar-sheet.js';
import { COST_OF_EQUITY_GAP, type TValuationFigures } from '../valuation-figures.js';
import { linkTo } from '../year-sheet.js';
import { assumption } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { dcfValue } from './dcf.js';
import { INCOME_ROW } from './income.js';
import { WACC_ROW } from './wacc.js';

/**
 * Residual earnings, one column per forecast year: B_{t−1}, NI_t, the charge r × B_{t−1}, RE_t and
 * its present value; then V = B₀ + Σ PV(RE) + PV(CV), CV = RE_T × (1 + g) ÷ (r − g), per share.
 */
export function writeResidualEarnings(
  context: TWorkbookContext,
  sheet: Worksheet,
  top: number,
  figures: TValuationFigures,
  heading: (row: number, text: string) => void,
): { nextRow: number; range: string; cells: [string, string, string] } {
  const { model, years, t } = context;
  const scale = context.scale;
  const [lower, point, upper] = figures.residualEarnings as NonNullable<TValuationFigures['residualEarnings']>;
  const n = model.forecast.fiscalYears.length;
  heading(top, t('valuations.reTitle'));
  const r = (offset: number) => top + 1 + offset;
  const ROW = {
    year: r(0),
    index: r(1),
    opening: r(2),
    netIncome: r(3),
    roe: r(4),
    closing: r(5),
    paidOut: r(6),
    charge: r(7),
    residual: r(8),
    factor: r(9),
    pv: r(10),
  };
  const labels: [keyof typeof ROW, string][] = [
    ['year', t('valuations.reYear')],
    ['index', t('valuations.reIndex')],
    ['opening', t('valuations.reOpening')],
    ['netIncome', t('valuations.reNetIncome')],
    ['roe', t('valuations.reRoe')],
    ['closing', t('valuations.reClosing')],
    ['paidOut', t('valuations.rePaidOut')],
    ['charge', t('valuations.reCharge')],
    ['residual', t('valuations.reResidual')],
    ['factor', t('valuations.reFactor')],
    ['pv', t('valuations.rePv')],
  ];
  for (const [key, label] of labels) writeLabel(sheet, ROW[key], label, { bold: key === 'residual' });
  const scalar = {
    costOfEquity: r(12),
    bookValue: r(13),
    sumPv: r(14),
    growth: r(15),
    continuing: r(16),
    pvContinuing: r(17),
    equity: r(18),
    shares: r(19),
    valuePerShare: r(20),
    gap: r(22),
    lower: r(23),
    point: r(24),
    upper: r(25),
  };
  const v = (key: keyof typeof scalar) => absolute(VALUE_COLUMN, scalar[key]);
  const ke = v('costOfEquity');
  const g = v('growth');
  const income = model.forecast.income;
  const equity = model.forecast.balance.equity;
  const opening = model.base.balance.equity.value;
  const c = (t: number) => FIRST_YEAR_COLUMN + t;
  const at = (key: keyof typeof ROW, t: number) => address(c(t), ROW[key]);
  const base = point as NonNullable<typeof point>;
  for (let t = 0; t < n; t += 1) {
    const header = sheet.getCell(ROW.year, c(t));
    header.value = `FY${model.forecast.fiscalYears[t]}E`;
    header.font = { bold: true };
    header.alignment = { horizontal: 'right' };
    writeInput(sheet, at('index', t), t + 1, 'integer');
    const statementColumn = years.forecast(t);
    const before = t === 0 ? years.base : statementColumn - 1;
    writeFormula(
      sheet,
      at('opening', t),
      linkTo(SHEETS.balance, BALANCE_ROW, 'equity', before),
      (t === 0 ? opening : (equity[t - 1] as number)) / scale,
      'money',
    );
    writeFormula(
      sheet,
      at('netIncome', t),
      linkTo(SHEETS.income, INCOME_ROW, 'netIncome', statementColumn),
      (income.netIncome[t] as number) / scale,
      'money',
    );
    writeFormula(
      sheet,
      at('roe', t),
      `IF(${at('opening', t)}=0,"n/a",${at('netIncome', t)}/${at('opening', t)})`,
      numberOr(base.roe[t]),
      'percent',
    );
    writeFormula(
      sheet,
      at('closing', t),
      linkTo(SHEETS.balance, BALANCE_ROW, 'equity', statementColumn),
      (equity[t] as number) / scale,
      'money',
    );
    writeFormula(
      sheet,
      at('paidOut', t),
      `${at('opening', t)}+${at('netIncome', t)}-${at('closing', t)}`,
      (base.dividends[t] as number) / scale,
      'money',
    );
    writeFormula(
      sheet,
      at('charge', t),
      `${ke}*${at('opening', t)}`,
      (base.costOfEquity * (base.openingBook[t] as number)) / scale,
      'money',
    );
    const residual = writeFormula(
      sheet,
      at('residual', t),
      `${at('netIncome', t)}-${at('charge', t)}`,
      (base.residualEarnings[t] as number) / scale,
      'money',
    );
    residual.font = { ...residual.font, bold: true };
    writeFormula(sheet, at('factor', t), `(1+${ke})^(-${at('index', t)})`, base.discountFactors[t] as number, 'factor');
    writeFormula(
      sheet,
      at('pv', t),
      `${at('residual', t)}*${at('factor', t)}`,
      (base.pvResidualEarnings[t] as number) / scale,
      'money',
    );
  }
  const rowRange = (key: keyof typeof ROW) => `${address(c(0), ROW[key])}:${address(c(n - 1), ROW[key])}`;
  const put = (
    key: keyof typeof scalar,
    label: string,
    formula: string,
    result: TCellResult,
    format: TFormat,
    bold = false,
  ) => {
    writeLabel(sheet, scalar[key], label, { bold });
    const cell = writeFormula(sheet, address(VALUE_COLUMN, scalar[key]), formula, result, format);
    if (bold) cell.font = { ...cell.font, bold: true };
  };
  const waccRow = WACC_ROW.costOfEquity as number;
  put(
    'costOfEquity',
    t('valuations.reCostOfEquity'),
    sheetRef(SHEETS.wacc, absolute(VALUE_COLUMN, waccRow)),
    base.costOfEquity,
    'precisePercent',
  );
  put('bookValue', t('valuations.reBookValue'), `${at('opening', 0)}`, base.bookValue / scale, 'money');
  put('sumPv', t('valuations.reSumPv'), `SUM(${rowRange('pv')})`, base.sumPvResidualEarnings / scale, 'money');
  const isPerpetuity = context.active.terminal.method === 'perpetuity';
  if (isPerpetuity) {
    put('growth', t('valuations.reGrowth'), dcfValue('terminalGrowth'), figures.residualGrowth, 'precisePercent');
  } else {
    writeLabel(sheet, scalar.growth, t('valuations.reGrowthNone'));
    writeInput(sheet, address(VALUE_COLUMN, scalar.growth), 0, 'precisePercent');
  }
  const last = (key: keyof typeof ROW) => at(key, n - 1);
  const cv = base.continuingValue;
  put(
    'continuing',
    t('valuations.reContinuing'),
    `IF(${g}>=${ke},"n/a",${last('residual')}*(1+${g})/(${ke}-${g}))`,
    cv ? cv.valueAtT / scale : 'n/a',
    'money',
  );
  put(
    'pvContinuing',
    t('valuations.rePvContinuing'),
    `${v('continuing')}*${last('factor')}`,
    cv ? cv.presentValue / scale : 'n/a',
    'money',
  );
  put(
    'equity',
    t('valuations.reEquity'),
    `${v('bookValue')}+${v('sumPv')}+${v('pvContinuing')}`,
    base.equityValue / scale,
    'money',
    true,
  );
  put('shares', t('valuations.reShares'), assumption('shares'), model.shares.value / scale, 'shares');
  put(
    'valuePerShare',
    t('valuations.reValuePerShare'),
    `${v('equity')}/${v('shares')}`,
    base.valuePerShare,
    'perShare',
    true,
  );
  writeLabel(sheet, scalar.gap, t('valuations.reGap'));
  writeInput(sheet, address(VALUE_COLUMN, scalar.gap), COST_OF_EQUITY_GAP, 'precisePercent');
  // The value at another cost of equity k, from the same rows: B₀ + Σ (NI − k B) (1 + k)^−t + CV(k) (1 + k)^−T.
  const valueAtK = (k: string) =>
    `IF(${g}>=${k},"n/a",(${v('bookValue')}+SUMPRODUCT(${rowRange('netIncome')}-${k}*${rowRange('opening')},(1+${k})^(-${rowRange('index')}))` +
    `+(${last('netIncome')}-${k}*${last('opening')})*(1+${g})/(${k}-${g})*(1+${k})^(-${last('index')}))/${v('shares')})`;
  put('lower', t('valuations.reLower'), valueAtK(`(${ke}-${v('gap')})`), lower?.valuePerShare ?? 'n/a', 'perShare');
  put('point', t('valuations.rePoint'), valueAtK(ke), base.valuePerShare, 'perShare');
  put('upper', t('valuations.reUpper'), valueAtK(`(${ke}+${v('gap')})`), upper?.valuePerShare ?? 'n/a', 'perShare');
  return {
    nextRow: scalar.upper + 2,
    range: `${address(VALUE_COLUMN, scalar.lower)}:${address(VALUE_COLUMN, scalar.upper)}`,
    cells: [v('lower'), v('valuePerShare'), v('upper')],
  };
}

function numberOr(value: number | undefined): TCellResult {
  return value !== undefined && Number.isFinite(value) ? value : 'n/a';
}
