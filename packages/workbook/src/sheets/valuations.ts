import { runMultiples, type TMultipleKind } from '@app/valuation';
import type { Worksheet } from 'exceljs';
import {
  absolute,
  address,
  columnLetter,
  sheetRef,
  type TCellResult,
  type TFormat,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { FIRST_YEAR_COLUMN, SHEETS } from '../layout.js';
import { VALUE_COLUMN } from '../scalar-sheet.js';
import { COST_OF_EQUITY_GAP, DCF_RANGE, type TValuationFigures, valuationFigures } from '../valuation-figures.js';
import { linkTo } from '../year-sheet.js';
import { ASSUMPTION_ROW, assumption } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { MULTIPLE_LABELS, type TImpliedPriceCells } from './comparables.js';
import { dcfValue } from './dcf.js';
import { dcfValueAt } from './dcf-value-at.js';
import { INCOME_ROW } from './income.js';
import { scenarioShift } from './scenarios.js';
import { WACC_REF, WACC_ROW } from './wacc.js';

/** Characters of the widest bar of the football field. */
export const BAR_WIDTH = 40;
const BAR = '█';
const PRICE_MARK = '▲';
const NO_BAR = '—';
/** The track the bars sit on (a space would be trimmed by some readers, moving every bar to the left). */
const TRACK = '·';

/** Where the Valuations sheet's figures are, for tests and other sheets. */
export type TValuationCells = {
  /** Football-field rows by method (`dcf`, `residual_earnings`, a multiple's kind, `price`): low, value, high, mean. */
  field: Record<string, { row: number; low: string; value: string; high: string; mean?: string }>;
  /** The DCF range grid, row-major (WACC slowest), as the engine's `dcfGrid`. */
  dcfGrid: string[];
  /** Residual earnings at the cost of equity − 1 point, at it, + 1 point. */
  residualEarnings: [string, string, string] | null;
  implied: { revenueGrowth: string; operatingMargin: string; terminalGrowth: string; valueAtTerminalGrowth: string };
};

const L = { low: 2, value: 3, high: 4, mean: 5, bar: 6 } as const;

/**
 * Valuations: the model's value per share beside other ways of valuing the company, as a football
 * field (low–high bars drawn with REPT in a fixed-width font), every figure a live formula: the DCF
 * over WACC ± 1 point and terminal growth ± 0.5 point (re-discounting the DCF sheet, as the
 * Sensitivity sheet does), residual earnings on the model's own forecast (book value, net income
 * and the equity roll-forward of the statements, at the CAPM cost of equity ± 1 point), the
 * peers' multiples applied to the company (from the Comparables sheet), the market price, and what
 * the price implies (reverse DCF: the engine's solutions, with a live check where one is possible).
 */
export function buildValuations(context: TWorkbookContext, implied: TImpliedPriceCells | null): TValuationCells {
  const { input, model, t } = context;
  const figures = valuationFigures(context.active, model, context.baseModel.wacc?.costOfEquity);
  const sheet = context.book.addWorksheet(SHEETS.valuations, {
    views: [{ showGridLines: false }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.getColumn(1).width = 62;
  const yearCount = model.forecast.fiscalYears.length;
  for (let column = 2; column <= Math.max(L.bar, 1 + yearCount); column += 1) sheet.getColumn(column).width = 13;
  writeSheetTitle(sheet, t('sheet.valuations'), input.company, t('valuations.units', { code: input.company.currency }));
  const isPerpetuity = context.active.terminal.method === 'perpetuity';
  const valueAt = dcfValueAt(context);
  const heading = (row: number, text: string) => {
    writeLabel(sheet, row, text, { bold: true });
    sheet.getCell(row, 1).font = { bold: true, color: { argb: 'FF1F3864' } };
  };

  // The DCF range, below the football field (its rows are known once the field's size is).
  const methods = fieldMethods(context, figures, implied);
  const fieldTop = 5;
  const fieldRows = methods.length;
  let row = fieldTop + 1 + fieldRows + 3;

  heading(row, t('valuations.dcfRange'));
  row += 1;
  const waccCell = absolute(VALUE_COLUMN, row);
  writeLabel(sheet, row, t('valuations.wacc'));
  writeFormula(sheet, address(VALUE_COLUMN, row), WACC_REF, model.discountRate.value, 'precisePercent');
  row += 1;
  const waccGapCell = absolute(VALUE_COLUMN, row);
  writeLabel(sheet, row, t('valuations.waccStep'));
  writeInput(sheet, address(VALUE_COLUMN, row), DCF_RANGE.waccGap, 'precisePercent');
  row += 1;
  let growthCell = '';
  let growthGapCell = '';
  const terminal = context.active.terminal;
  if (terminal.method === 'perpetuity') {
    growthCell = absolute(VALUE_COLUMN, row);
    writeLabel(sheet, row, t('valuations.terminalGrowth'));
    writeFormula(sheet, address(VALUE_COLUMN, row), dcfValue('terminalGrowth'), terminal.growth, 'precisePercent');
    row += 1;
    growthGapCell = absolute(VALUE_COLUMN, row);
    writeLabel(sheet, row, t('valuations.terminalGrowthStep'));
    writeInput(sheet, address(VALUE_COLUMN, row), DCF_RANGE.growthGap, 'precisePercent');
    row += 1;
  } else {
    growthCell = absolute(VALUE_COLUMN, row);
    writeLabel(sheet, row, t('valuations.exitMultiple'));
    writeFormula(sheet, address(VALUE_COLUMN, row), dcfValue('exitMultiple'), terminal.multiple, 'multiple');
    row += 1;
  }
  const gridHeader = row;
  sheet.getCell(gridHeader, 1).value = isPerpetuity ? t('valuations.gridGrowth') : t('valuations.gridExit');
  sheet.getCell(gridHeader, 1).font = { bold: true };
  const columns = isPerpetuity ? [-1, 0, 1] : [0];
  columns.forEach((k, j) => {
    const cell = writeFormula(
      sheet,
      address(VALUE_COLUMN + j, gridHeader),
      isPerpetuity ? `${growthCell}+(${k})*${growthGapCell}` : growthCell,
      isPerpetuity
        ? terminal.method === 'perpetuity'
          ? terminal.growth + k * DCF_RANGE.growthGap
          : 0
        : exitOf(context),
      isPerpetuity ? 'precisePercent' : 'multiple',
    );
    cell.font = { ...cell.font, bold: true };
  });
  const dcfGrid: string[] = [];
  [-1, 0, 1].forEach((i, r) => {
    const gridRow = gridHeader + 1 + r;
    const axis = writeFormula(
      sheet,
      address(1, gridRow),
      `${waccCell}+(${i})*${waccGapCell}`,
      model.discountRate.value + i * DCF_RANGE.waccGap,
      'precisePercent',
    );
    axis.font = { ...axis.font, bold: true };
    axis.alignment = { horizontal: 'right' };
    columns.forEach((_, j) => {
      const cell = address(VALUE_COLUMN + j, gridRow);
      const w = `$A${gridRow}`;
      const x = `${columnLetter(VALUE_COLUMN + j)}$${gridHeader}`;
      writeFormula(sheet, cell, valueAt(w, x), figures.dcfGrid[r * columns.length + j] ?? 'n/a', 'perShare');
      dcfGrid.push(cell);
    });
  });
  const gridRange = `${address(VALUE_COLUMN, gridHeader + 1)}:${address(VALUE_COLUMN + columns.length - 1, gridHeader + 3)}`;
  row = gridHeader + 5;

  const residual = figures.residualEarnings ? writeResidualEarnings(context, sheet, row, figures, heading) : null;
  if (residual) row = residual.nextRow;
  else {
    heading(row, t('valuations.reHeading'));
    sheet.getCell(row + 1, 1).value = t('valuations.reNotComputed');
    row += 3;
  }

  const impliedCells = writeImplied(context, sheet, row, figures, valueAt, heading);

  // The football field, at the top.
  heading(fieldTop - 1, t('valuations.field'));
  (
    [
      'valuations.method',
      'valuations.low',
      'valuations.value',
      'valuations.high',
      'valuations.peerMean',
      'valuations.bar',
    ] as const
  ).forEach((title, index) => {
    const cell = sheet.getCell(fieldTop, index + 1);
    cell.value = t(title);
    cell.font = { bold: true };
    cell.alignment = { horizontal: index === 0 || index === 5 ? 'left' : 'right' };
  });
  const scaleRow = fieldTop + 1 + fieldRows + 1;
  const lowRange = `${address(L.low, fieldTop + 1)}:${address(L.low, fieldTop + fieldRows)}`;
  const highRange = `${address(L.high, fieldTop + 1)}:${address(L.high, fieldTop + fieldRows)}`;
  const valueRange = `${address(L.value, fieldTop + 1)}:${address(L.value, fieldTop + fieldRows)}`;
  const field: TValuationCells['field'] = {};
  const results: { low: TCellResult; value: TCellResult; high: TCellResult }[] = [];
  methods.forEach((method, index) => {
    const fieldRow = fieldTop + 1 + index;
    writeLabel(sheet, fieldRow, method.label);
    const cells = { row: fieldRow, low: '', value: '', high: '' } as TValuationCells['field'][string];
    const put = (column: number, formula: string | null, result: TCellResult) => {
      if (formula === null) return '';
      const cell = writeFormula(sheet, address(column, fieldRow), formula, result, 'perShare');
      cell.alignment = { horizontal: 'right' };
      return absolute(column, fieldRow);
    };
    const low =
      method.id === 'dcf'
        ? `MIN(${gridRange})`
        : method.id === 'residual_earnings' && residual
          ? `MIN(${residual.range})`
          : method.low;
    const high =
      method.id === 'dcf'
        ? `MAX(${gridRange})`
        : method.id === 'residual_earnings' && residual
          ? `MAX(${residual.range})`
          : method.high;
    cells.low = put(L.low, low, method.results.low);
    const value = method.id === 'residual_earnings' && residual ? residual.cells[1] : method.value;
    cells.value = put(L.value, value, method.results.value);
    cells.high = put(L.high, high, method.results.high);
    if (method.mean) {
      const mean = writeFormula(
        sheet,
        address(L.mean, fieldRow),
        method.mean,
        method.results.mean ?? 'n/a',
        'perShare',
      );
      mean.alignment = { horizontal: 'right' };
      cells.mean = absolute(L.mean, fieldRow);
    }
    field[method.id] = cells;
    results.push(method.results);
  });
  // The bars' scale: the lowest and highest value in the field.
  writeLabel(sheet, scaleRow, t('valuations.scale'));
  sheet.getCell(scaleRow, 1).font = { italic: true, color: { argb: 'FF595959' } };
  const numbers = results.flatMap((r) => [r.low, r.value, r.high]).filter((v): v is number => typeof v === 'number');
  const scaleLow = numbers.length ? Math.min(...numbers) : 0;
  const scaleHigh = numbers.length ? Math.max(...numbers) : 0;
  writeFormula(sheet, address(L.low, scaleRow), `MIN(${lowRange},${valueRange})`, scaleLow, 'perShare');
  writeFormula(sheet, address(L.high, scaleRow), `MAX(${highRange},${valueRange})`, scaleHigh, 'perShare');
  const min = absolute(L.low, scaleRow);
  const span = `(${absolute(L.high, scaleRow)}-${min})`;
  const at = (cell: string) => `ROUND((${cell}-${min})/${span}*${BAR_WIDTH},0)`;
  const spanValue = scaleHigh - scaleLow;
  const position = (value: number) => Math.round(((value - scaleLow) / spanValue) * BAR_WIDTH);
  methods.forEach((method, index) => {
    const fieldRow = fieldTop + 1 + index;
    const cells = field[method.id] as TValuationCells['field'][string];
    const r = results[index] as (typeof results)[number];
    let formula: string;
    let result: string;
    if (method.id === 'price') {
      formula =
        `IF(AND(ISNUMBER(${cells.value}),${span}>0),REPT("${TRACK}",${at(cells.value)})&"${PRICE_MARK}"&` +
        `REPT("${TRACK}",${BAR_WIDTH}-${at(cells.value)}),"${NO_BAR}")`;
      result =
        typeof r.value === 'number' && spanValue > 0
          ? `${TRACK.repeat(position(r.value))}${PRICE_MARK}${TRACK.repeat(BAR_WIDTH - position(r.value))}`
          : NO_BAR;
    } else {
      const isDrawn = `AND(ISNUMBER(${cells.low}),ISNUMBER(${cells.high}),${span}>0)`;
      const length = `MAX(1,${at(cells.high)}-${at(cells.low)})`;
      formula =
        `IF(${isDrawn},REPT("${TRACK}",${at(cells.low)})&REPT("${BAR}",${length})&` +
        `REPT("${TRACK}",MAX(0,${BAR_WIDTH}-${at(cells.low)}-${length})),"${NO_BAR}")`;
      const bar = (low: number, high: number) => {
        const start = position(low);
        const length = Math.max(1, position(high) - start);
        return `${TRACK.repeat(start)}${BAR.repeat(length)}${TRACK.repeat(Math.max(0, BAR_WIDTH - start - length))}`;
      };
      result = typeof r.low === 'number' && typeof r.high === 'number' && spanValue > 0 ? bar(r.low, r.high) : NO_BAR;
    }
    const cell = writeFormula(sheet, address(L.bar, fieldRow), formula, result, 'text');
    cell.font = { ...cell.font, name: 'Courier New', color: { argb: method.id === 'price' ? 'FFC00000' : 'FF2F5597' } };
  });
  sheet.pageSetup.printArea = `A1:${columnLetter(Math.max(L.bar + 3, 1 + yearCount))}${impliedCells.lastRow}`;
  return {
    field,
    dcfGrid,
    residualEarnings: residual ? residual.cells : null,
    implied: impliedCells.cells,
  };
}

type TMethod = {
  id: string;
  label: string;
  low: string | null;
  value: string | null;
  high: string | null;
  mean?: string;
  results: { low: TCellResult; value: TCellResult; high: TCellResult; mean?: TCellResult };
};

/** The football field's rows: the DCF, residual earnings, each multiple the peers give, the price. */
function fieldMethods(
  context: TWorkbookContext,
  figures: TValuationFigures,
  implied: TImpliedPriceCells | null,
): TMethod[] {
  const { model, input, t } = context;
  const numbers = (values: (number | null | undefined)[]) => values.filter((v): v is number => typeof v === 'number');
  const dcfPoint = model.dcf.bridge.valuePerShare;
  const grid = numbers(figures.dcfGrid);
  const methods: TMethod[] = [
    {
      id: 'dcf',
      label: t('valuations.methodDcf'),
      low: '',
      value: dcfValue('valuePerShare'),
      high: '',
      results: { low: Math.min(dcfPoint, ...grid), value: dcfPoint, high: Math.max(dcfPoint, ...grid) },
    },
  ];
  if (figures.residualEarnings) {
    const values = numbers(figures.residualEarnings.map((r) => r?.valuePerShare));
    const point = figures.residualEarnings[1]?.valuePerShare;
    methods.push({
      id: 'residual_earnings',
      label: t('valuations.methodRe'),
      low: '',
      value: '',
      high: '',
      results: {
        low: values.length ? Math.min(...values) : 'n/a',
        value: point ?? 'n/a',
        high: values.length ? Math.max(...values) : 'n/a',
      },
    });
  }
  if (implied && input.comps) {
    const run = runMultiples({ subject: input.comps.subject, peers: input.comps.peers });
    const results = run.ok ? run.value : [];
    for (const [kind, cells] of Object.entries(implied) as [
      TMultipleKind,
      NonNullable<TImpliedPriceCells[TMultipleKind]>,
    ][]) {
      if (input.comps.unavailable[kind]) continue;
      const engine = results.find((r) => r.kind === kind);
      const price = engine?.impliedPrice;
      const fallback: TCellResult =
        engine?.stats && engine.subjectMetric !== null && engine.subjectMetric <= 0 ? 'n/m' : 'n/a';
      methods.push({
        id: kind,
        label: t('valuations.methodMultiple', { multiple: MULTIPLE_LABELS[kind] }),
        low: cells.low ?? null,
        value: cells.median ?? null,
        high: cells.high ?? null,
        ...(cells.mean ? { mean: cells.mean } : {}),
        results: {
          low: price?.low ?? fallback,
          value: price?.median ?? fallback,
          high: price?.high ?? fallback,
          mean: price?.mean ?? fallback,
        },
      });
    }
  }
  const price = model.dcf.bridge.price;
  if (price !== null) {
    methods.push({
      id: 'price',
      label: t('valuations.methodPrice'),
      low: null,
      value: assumption('price'),
      high: null,
      results: { low: 'n/a', value: price, high: 'n/a' },
    });
  }
  return methods;
}

/**
 * Residual earnings, one column per forecast year: B_{t−1}, NI_t, the charge r × B_{t−1}, RE_t and
 * its present value; then V = B₀ + Σ PV(RE) + PV(CV), CV = RE_T × (1 + g) ÷ (r − g), per share.
 */
function writeResidualEarnings(
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

/**
 * What the market price implies (reverse DCF). A spreadsheet cannot solve for a driver live without
 * a macro, so the implied revenue growth and operating margin are the engine's solutions at export,
 * written as values with a note; the implied terminal growth has a live check (the DCF re-valued at it).
 */
function writeImplied(
  context: TWorkbookContext,
  sheet: Worksheet,
  top: number,
  figures: TValuationFigures,
  valueAt: (w: string, x: string) => string,
  heading: (row: number, text: string) => void,
): { lastRow: number; cells: TValuationCells['implied'] } {
  const { model, years, t } = context;
  heading(top, t('valuations.impliedTitle'));
  const header = top + 1;
  (['valuations.implied', 'valuations.theModel'] as const).forEach((title, index) => {
    const cell = sheet.getCell(header, index + 2);
    cell.value = t(title);
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'right' };
  });
  const rows = { price: top + 2, growth: top + 3, margin: top + 4, terminal: top + 5, check: top + 6, note: top + 8 };
  const implied = figures.implied;
  const cells = {
    revenueGrowth: absolute(VALUE_COLUMN, rows.growth),
    operatingMargin: absolute(VALUE_COLUMN, rows.margin),
    terminalGrowth: absolute(VALUE_COLUMN, rows.terminal),
    valueAtTerminalGrowth: absolute(VALUE_COLUMN, rows.check),
  };
  writeLabel(sheet, rows.price, t('valuations.impliedPrice'));
  if (model.dcf.bridge.price !== null) {
    writeFormula(sheet, address(VALUE_COLUMN, rows.price), assumption('price'), model.dcf.bridge.price, 'perShare');
  }
  const n = model.forecast.fiscalYears.length;
  const solved = (row: number, value: number | null | undefined, format: TFormat, note: string) => {
    if (value === null || value === undefined) {
      writeInput(sheet, address(VALUE_COLUMN, row), 'n/a', 'text', t('valuations.impliedNone'));
      sheet.getCell(row, VALUE_COLUMN).alignment = { horizontal: 'right' };
      return;
    }
    const cell = writeInput(sheet, address(VALUE_COLUMN, row), value, format, note);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  };
  const first = columnLetter(years.forecast(0));
  const last = columnLetter(years.forecast(n - 1));
  writeLabel(sheet, rows.growth, t('valuations.impliedGrowth', { years: n }));
  solved(rows.growth, implied?.revenueGrowth, 'precisePercent', t('valuations.impliedGrowthNote'));
  const growthRow = ASSUMPTION_ROW.revenueGrowth as number;
  const meanGrowth =
    model.drivers.revenueGrowth.values.reduce((a, b) => a + b, 0) / model.drivers.revenueGrowth.values.length;
  writeFormula(
    sheet,
    address(VALUE_COLUMN + 1, rows.growth),
    `AVERAGE(${sheetRef(SHEETS.assumptions, `$${first}$${growthRow}:$${last}$${growthRow}`)})+${scenarioShift('revenueGrowth')}`,
    meanGrowth,
    'precisePercent',
  );
  writeLabel(sheet, rows.margin, t('valuations.impliedMargin'));
  solved(rows.margin, implied?.operatingMargin, 'precisePercent', t('valuations.impliedMarginNote'));
  const lastColumn = years.forecast(n - 1);
  const ebit = model.forecast.income.ebit.at(-1) as number;
  const revenue = model.forecast.income.revenue.at(-1) as number;
  writeFormula(
    sheet,
    address(VALUE_COLUMN + 1, rows.margin),
    `${linkTo(SHEETS.income, INCOME_ROW, 'ebit', lastColumn)}/${linkTo(SHEETS.income, INCOME_ROW, 'revenue', lastColumn)}`,
    ebit / revenue,
    'precisePercent',
  );
  const terminal = context.active.terminal;
  writeLabel(sheet, rows.terminal, t('valuations.impliedTerminal'));
  writeLabel(sheet, rows.check, t('valuations.impliedCheck'));
  if (terminal.method === 'perpetuity') {
    solved(rows.terminal, implied?.terminalGrowth, 'precisePercent', t('valuations.impliedTerminalNote'));
    writeFormula(
      sheet,
      address(VALUE_COLUMN + 1, rows.terminal),
      dcfValue('terminalGrowth'),
      terminal.growth,
      'precisePercent',
    );
    if (implied?.terminalGrowth !== null && implied?.terminalGrowth !== undefined) {
      writeFormula(
        sheet,
        address(VALUE_COLUMN, rows.check),
        valueAt(WACC_REF, cells.terminalGrowth),
        implied.valueAtTerminalGrowth ?? 'n/a',
        'perShare',
      );
    }
  } else {
    sheet.getCell(rows.terminal, VALUE_COLUMN + 2).value = t('valuations.impliedExit');
  }
  sheet.mergeCells(rows.note, 1, rows.note + 2, L.bar);
  const note = sheet.getCell(rows.note, 1);
  note.value = t('valuations.impliedFootnote');
  note.alignment = { wrapText: true, vertical: 'top' };
  note.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
  return { lastRow: rows.note + 2, cells };
}

function numberOr(value: number | undefined): TCellResult {
  return value !== undefined && Number.isFinite(value) ? value : 'n/a';
}

function exitOf(context: TWorkbookContext): number {
  const { terminal } = context.active;
  return terminal.method === 'exit_multiple' ? terminal.multiple : Number.NaN;
}
