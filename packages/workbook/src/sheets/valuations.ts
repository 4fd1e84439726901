import { runMultiples, type TMultipleKind } from '@app/valuation';
import {
  absolute,
  address,
  columnLetter,
  type TCellResult,
  writeFormula,
  writeInput,
  writeLabel,
  writeSheetTitle,
} from '../cells.js';
import type { TWorkbookContext } from '../context.js';
import { SHEETS } from '../layout.js';
import { VALUE_COLUMN } from '../scalar-sheet.js';
import { DCF_RANGE, type TValuationFigures, valuationFigures } from '../valuation-figures.js';
import { assumption } from './assumptions.js';
import { MULTIPLE_LABELS, type TImpliedPriceCells } from './comparables.js';
import { dcfValue } from './dcf.js';
import { dcfValueAt } from './dcf-value-at.js';
import { writeImplied } from './valuations-implied.js';
import { writeResidualEarnings } from './valuations-residual-earnings.js';
import { WACC_REF } from './wacc.js';

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

function exitOf(context: TWorkbookContext): number {
  const { terminal } = context.active;
  return terminal.method === 'exit_multiple' ? terminal.multiple : Number.NaN;
}
