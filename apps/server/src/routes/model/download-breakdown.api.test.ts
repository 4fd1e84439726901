import { fileURLToPath } from 'node:url';
import type { breakdownRoutes, TBreakdownData, TModelValues, TRouteOutput } from '@app/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The workbook of a model with a chosen revenue breakdown (KO's segments, read from its real 10-K
 * in `FILINGS_DIR`): a Revenue Breakdown sheet with the lines as filed and the growth per line the
 * model saved, whose total's growth drives the Income Statement's revenue — the model's revenue and
 * implied price, as the app shows them. A model without one downloads the workbook without it.
 */
const DOCUMENTS = fileURLToPath(new URL('../../../../../../shared/data/documents', import.meta.url));
const FILINGS = [`${DOCUMENTS}/10k_html`, `${DOCUMENTS}/eval`];
const KO_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const NORTH_AMERICA = 'ko:NorthAmericaSegmentMember';

type TCell = TRouteOutput<typeof breakdownRoutes.breakdown_cell_change>;

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp({ filingsDirs: FILINGS });
  ({ token } = await signInAsTemp(t));
  modelId = await createModelAndWait(t, token, 'KO');
}, 120_000);
afterAll(() => t.close());

async function download(id: string): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${t.baseUrl}/v1/model/dcf/download?model_id=${id}`, {
    headers: { Authorization: token },
  });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.arrayBuffer()) as never);
  return book;
}

/** A sheet's cached number in the row labelled `label`, column `column`. */
function valueAt(book: ExcelJS.Workbook, sheet: string, label: string, column: number): unknown {
  let found: unknown;
  book.getWorksheet(sheet)?.eachRow((row) => {
    if (found === undefined && row.getCell(1).value === label) {
      const value = row.getCell(column).value;
      found = value && typeof value === 'object' && 'formula' in value ? (value.result ?? 0) : value;
    }
  });
  return found;
}

/** The workbook's revenue per forecast year (Income Statement row 7 from column E: KO's history is FY2022–FY2024). */
const revenueOf = (book: ExcelJS.Workbook, years: number) =>
  Array.from({ length: years }, (_, i) => valueAt(book, 'Income Statement', 'Revenue', 5 + i) as number);

function expectSameSeries(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => {
    expect(Math.abs(value - (expected[i] as number)), `year ${i + 1}`).toBeLessThanOrEqual(
      1e-9 * Math.abs(expected[i] as number),
    );
  });
}

describe('GET /v1/model/dcf/download with a revenue breakdown', () => {
  it('leaves the sheet out while the model has not chosen a breakdown', async () => {
    const book = await download(modelId);
    expect(book.worksheets.map((sheet) => sheet.name)).not.toContain('Revenue Breakdown');
    const revenue = book.getWorksheet('Income Statement')?.getCell('E7').value as { formula: string };
    expect(revenue.formula).toBe("D7*(1+'Assumptions'!E8+'Scenarios'!$E$8)");
  });

  it('adds the chosen breakdown’s sheet with the saved growths; revenue grows as its lines’ sum, the model’s', async () => {
    const added = await t.call<TBreakdownData>('POST', '/v1/model/dcf/breakdown/revenue_details/add', {
      token,
      body: { model_id: modelId, breakdown_id: KO_SEGMENTS },
    });
    expect(added.code, JSON.stringify(added)).toBe(0);
    const changed = await t.call<TCell>('POST', '/v1/model/dcf/breakdown/cell_change', {
      token,
      body: { model_id: modelId, breakdown_id: KO_SEGMENTS, member: NORTH_AMERICA, fiscal_year: 2026, growth: 0.2 },
    });
    expect(changed.code, JSON.stringify(changed)).toBe(0);
    const { data, model } = changed.data;

    const book = await download(modelId);
    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names.slice(2, 5)).toEqual(['Scenarios', 'Revenue Breakdown', 'Income Statement']);
    const sheet = book.getWorksheet('Revenue Breakdown') as ExcelJS.Worksheet;
    expect(sheet.getCell('A7').value).toBe('Revenue by segment');
    const lines = data.forecast.lines.filter((line) => line.role !== 'subtotal');
    expect(lines.map((_, i) => sheet.getCell(8 + i, 1).value)).toEqual(lines.map((line) => line.label));
    // North America's FY2024 as filed (column D), and its FY2026 growth (column F), the user's.
    const row = 8 + lines.findIndex((line) => line.member === NORTH_AMERICA);
    expect(sheet.getCell(row, 4).value).toBe(18_649);
    const growthRow = row + lines.length + 5;
    expect(sheet.getCell(growthRow, 6).value).toBe(0.2);
    expect(sheet.getCell(growthRow, 6).note).toBe('Your input');
    expect((sheet.getCell(row, 6).value as { formula: string }).formula).toBe(`E${row}*(1+F${growthRow})`);

    const years = data.forecast.fiscal_years.length;
    const total = Array.from(
      { length: years },
      (_, i) => valueAt(book, 'Revenue Breakdown', 'Total revenue (sum of the lines)', 5 + i) as number,
    );
    expectSameSeries(
      total,
      data.forecast.totals.map((value) => value / 1e6),
    );
    expectSameSeries(
      revenueOf(book, years),
      data.forecast.model_revenue.map((value) => value / 1e6),
    );
    const revenue = book.getWorksheet('Income Statement')?.getCell('F7').value as { formula: string };
    expect(revenue.formula).toMatch(/^E7\*\(1\+'Revenue Breakdown'!F\d+\+'Scenarios'!\$E\$8\)$/);
    const price = valueAt(book, 'DCF', 'Implied value per share', 2) as number;
    expect(price).toBeCloseTo(model.results.implied_price_per_share as number, 9);
  });

  it('follows the model’s revenue growth changed elsewhere: the lines move by the same points and still add up', async () => {
    const drivers = { revenueGrowth: [0.03, 0.03, 0.03, 0.03, 0.03] };
    const saved = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, assumptions: { drivers } },
    });
    expect(saved.code).toBe(0);
    const data = await t.call<TBreakdownData>('GET', `/v1/model/dcf/breakdown/data?model_id=${modelId}`, { token });
    expect(data.data.forecast.shifts.some((shift) => shift !== 0)).toBe(true);
    const book = await download(modelId);
    expectSameSeries(
      revenueOf(book, data.data.forecast.fiscal_years.length),
      data.data.forecast.model_revenue.map((value) => value / 1e6),
    );
    const price = valueAt(book, 'DCF', 'Implied value per share', 2) as number;
    expect(price).toBeCloseTo(saved.data.results.implied_price_per_share as number, 9);
  });
});
