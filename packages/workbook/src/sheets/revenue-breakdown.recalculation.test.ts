/**
 * A workbook whose revenue is its breakdown's total, recalculated by LibreOffice (one run for the
 * file): the revenue, every income statement line, the implied value per share and the revenue
 * growth of the Assumptions equal the valuation engine's with the breakdown (the model's revenue
 * growth the lines' sum's); the balance sheet balances and the cash ties; every formula recomputes
 * to the value it was written with. Real 10-Ks: Coca-Cola's segments with a growth set by the user,
 * Apple's products (a filing a year behind the model, a subtotal), Walmart's segments (revenue they
 * do not reach) opened in the bear case; and Coca-Cola's file with two segments' growths typed
 * into the spreadsheet, which re-values the whole model.
 */
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { packBreakdownModel, type TLineGrowths, valued } from '../breakdown.test-helper.js';
import { buildModelWorkbook } from '../build-workbook.js';
import { address } from '../cells.js';
import { FIRST_YEAR_COLUMN, SHEETS } from '../layout.js';
import { formulaCells, numberAt, recalculateWithLibreOffice } from '../libreoffice.test-helper.js';
import { activeCase, DEFAULT_WORKBOOK_SCENARIOS } from '../scenario-cases.js';
import type { TWorkbookInput } from '../workbook-input.js';
import { ASSUMPTION_ROW } from './assumptions.js';
import { BALANCE_ROW } from './balance.js';
import { CASH_FLOW_ROW } from './cash-flow.js';
import { DCF_ROW } from './dcf.js';
import { INCOME_ROW } from './income.js';

const KO_FILE = 'ko-10-k-2025-02-20.html';
const KO_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const NORTH_AMERICA = 'ko:NorthAmericaSegmentMember';
const LATIN_AMERICA = 'ko:LatinAmericaSegmentMember';
const KO_GROWTHS: TLineGrowths = { [NORTH_AMERICA]: [null, 0.2] };
/** Typed into the Coca-Cola file: North America's FY2025 and Latin America's FY2027 growth. */
const KO_TYPED: TLineGrowths = { [NORTH_AMERICA]: [0.1, 0.2], [LATIN_AMERICA]: [null, null, 0.15] };

let cases: Record<string, TWorkbookInput>;
let written: Record<string, ExcelJS.Workbook>;
let recalculated: Record<string, ExcelJS.Workbook>;
/** The engine input of the Coca-Cola model with the growths typed into its file. */
let typed: TWorkbookInput;

beforeAll(async () => {
  cases = {
    cocaCola: await packBreakdownModel('KO', KO_FILE, KO_SEGMENTS, KO_GROWTHS),
    appleProducts: await packBreakdownModel(
      'AAPL',
      'aapl-10-k-2024-11-01.html',
      'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax|srt:ProductOrServiceAxis|',
      { 'aapl:IPhoneMember': 0.02, 'us-gaap:ServiceMember': [0.14, 0.13, 0.12] },
    ),
    walmartInBear: {
      ...(await packBreakdownModel(
        'WMT',
        'wmt-10-k-2025-03-14.html',
        'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|us-gaap:OperatingSegmentsMember',
        { 'wmt:WalmartInternationalMember': 0.08 },
      )),
      scenarios: { ...DEFAULT_WORKBOOK_SCENARIOS, active: 'bear' },
    },
  };
  typed = await packBreakdownModel('KO', KO_FILE, KO_SEGMENTS, KO_TYPED);
  const buffers: Record<string, Buffer> = {};
  for (const [name, input] of Object.entries(cases)) buffers[name] = await buildModelWorkbook(input);
  buffers.cocaColaTyped = await typeGrowths(buffers.cocaCola as Buffer, cases.cocaCola as TWorkbookInput);
  const { default: Excel } = await import('exceljs');
  written = {};
  for (const [name, buffer] of Object.entries(buffers)) {
    const book = new Excel.Workbook();
    await book.xlsx.load(buffer as never);
    written[name] = book;
  }
  recalculated = await recalculateWithLibreOffice(buffers);
}, 120_000);

describe.each(['cocaCola', 'appleProducts', 'walmartInBear'])('%s recalculated by LibreOffice', (name) => {
  it('gives the engine’s revenue with the breakdown, its statements (which balance) and its value per share', () => {
    const input = cases[name] as TWorkbookInput;
    const engine = activeCase(input.modelInput, valued(input.modelInput), input.scenarios).model;
    expectMatchesEngine(recalculated[name] as ExcelJS.Workbook, input, engine);
  });

  it('recomputes every formula to the value the file was written with, and has no error cell', () => {
    const book = recalculated[name] as ExcelJS.Workbook;
    const original = written[name] as ExcelJS.Workbook;
    const cells = formulaCells(original).filter(({ sheet }) => sheet === SHEETS.revenueBreakdown);
    expect(cells.length).toBeGreaterThan(40);
    for (const { sheet, cell, formula } of formulaCells(original)) {
      const got = numberAt(book, sheet, cell);
      const cached = numberAt(original, sheet, cell);
      expect(String(got), `${sheet}!${cell} = ${formula}`).not.toMatch(/^#/);
      if (typeof cached === 'number') expectClose(got, cached, `${sheet}!${cell} = ${formula}`);
    }
  });
});

describe('Coca-Cola with two segments’ growths typed into the spreadsheet', () => {
  it('re-values the model: revenue, the statements and the value per share are the engine’s at those growths', () => {
    const book = recalculated.cocaColaTyped as ExcelJS.Workbook;
    const engine = valued(typed.modelInput);
    expectMatchesEngine(book, typed, engine);
    const before = valued((cases.cocaCola as TWorkbookInput).modelInput);
    expect(engine.forecast.income.revenue[0]).toBeGreaterThan((before.forecast.income.revenue[0] as number) * 1.02);
    expect(engine.dcf.bridge.valuePerShare).not.toBeCloseTo(before.dcf.bridge.valuePerShare, 1);
  });
});

/**
 * Revenue and the income statement's lines, the balance and cash checks and the DCF's value per
 * share against the engine's model of the case the file is valued in; the Revenue Breakdown's total
 * and the Assumptions' revenue growth against the base case's.
 */
function expectMatchesEngine(book: ExcelJS.Workbook, input: TWorkbookInput, engine: ReturnType<typeof valued>): void {
  const base = valued(input.modelInput);
  const firstForecast = FIRST_YEAR_COLUMN + historicalColumns(book);
  const at = (sheet: string, row: number | undefined, column: number) =>
    numberAt(book, sheet, address(column, row as number));
  const totalRow = rowOf(book, SHEETS.revenueBreakdown, 'Total revenue (sum of the lines)');
  engine.forecast.fiscalYears.forEach((year, t) => {
    const column = firstForecast + t;
    const { income } = engine.forecast;
    for (const key of ['revenue', 'grossProfit', 'ebitda', 'ebit', 'pretaxIncome', 'netIncome'] as const) {
      expectClose(at(SHEETS.income, INCOME_ROW[key], column), (income[key][t] as number) / 1e6, `${key} FY${year}`);
    }
    // The lines are the base case: their total is the base case's revenue, whichever case the file is valued in.
    expectClose(
      at(SHEETS.revenueBreakdown, totalRow, column),
      (base.forecast.income.revenue[t] as number) / 1e6,
      `total FY${year}`,
    );
    expectClose(
      at(SHEETS.assumptions, ASSUMPTION_ROW.revenueGrowth, column),
      base.drivers.revenueGrowth.values[t] as number,
      `Assumptions' revenue growth FY${year}`,
    );
    expect(Math.abs(Number(at(SHEETS.balance, BALANCE_ROW.check, column))), `balance FY${year}`).toBeLessThan(1e-6);
    expect(Math.abs(Number(at(SHEETS.cashFlow, CASH_FLOW_ROW.check, column))), `cash FY${year}`).toBeLessThan(1e-6);
  });
  const valuePerShare = at(SHEETS.dcf, DCF_ROW.valuePerShare, FIRST_YEAR_COLUMN);
  expectClose(valuePerShare, engine.dcf.bridge.valuePerShare, 'implied value per share');
}

/** How many historical year columns the statement sheets have (the Income Statement's `FY…A` headers). */
function historicalColumns(book: ExcelJS.Workbook): number {
  let count = 0;
  book
    .getWorksheet(SHEETS.income)
    ?.getRow(4)
    .eachCell((cell) => {
      if (/^FY\d{4}A$/.test(String(cell.value))) count += 1;
    });
  return count;
}

function rowOf(book: ExcelJS.Workbook, sheet: string, label: string): number {
  let found = 0;
  book.getWorksheet(sheet)?.eachRow((row, number) => {
    if (!found && row.getCell(1).value === label) found = number;
  });
  if (!found) throw new Error(`no row ${label} on ${sheet}`);
  return found;
}

function expectClose(got: unknown, expected: number, what: string): void {
  expect(typeof got, `${what}: ${String(got)}`).toBe('number');
  const tolerance = 1e-6 * Math.max(1, Math.abs(expected));
  expect(Math.abs((got as number) - expected), `${what}: ${String(got)} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

/** The Coca-Cola file with `KO_TYPED`'s growths typed into the Revenue Breakdown's growth cells. */
async function typeGrowths(buffer: Buffer, input: TWorkbookInput): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  await book.xlsx.load(buffer as never);
  const sheet = book.getWorksheet(SHEETS.revenueBreakdown);
  if (!sheet) throw new Error('no Revenue Breakdown sheet');
  const firstForecast = FIRST_YEAR_COLUMN + historicalColumns(book);
  const heading = rowOf(book, SHEETS.revenueBreakdown, 'Growth per line');
  const parts = input.revenueBreakdown?.lines.filter((line) => line.role !== 'subtotal') ?? [];
  for (const [member, growths] of Object.entries(KO_TYPED)) {
    const row = heading + 1 + parts.findIndex((line) => line.member === member);
    (growths as (number | null)[]).forEach((growth, t) => {
      if (growth !== null) sheet.getCell(row, firstForecast + t).value = growth;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
