import { ERRORS, type TModelValues, XLSX_CONTENT_TYPE } from '@app/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  modelId = await createModelAndWait(t, token, 'NVDA');
});
afterAll(() => t.close());

const download = (id: string, as?: string, language = 'en') =>
  fetch(`${t.baseUrl}/v1/model/dcf/download?model_id=${id}`, {
    headers: { ...(as ? { Authorization: as } : {}), 'Accept-Language': language },
  });

async function workbookOf(response: Response): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.arrayBuffer()) as never);
  return book;
}

/** The implied value per share the file opens with (the DCF sheet's cached result). */
function impliedPrice(book: ExcelJS.Workbook): number {
  let price = Number.NaN;
  book.getWorksheet('DCF')?.eachRow((row) => {
    if (row.getCell(1).value === 'Implied value per share')
      price = Number((row.getCell(2).value as { result: number }).result);
  });
  return price;
}

describe('GET /v1/model/dcf/download', () => {
  it('sends the workbook as <TICKER>_DCF_<date>.xlsx with every sheet and the model’s implied price', async () => {
    const response = await download(modelId, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toContain(`filename="NVDA_DCF_${today}.xlsx"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const book = await workbookOf(response);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Cover',
      'Assumptions',
      'Scenarios',
      'Income Statement',
      'Balance Sheet',
      'Cash Flow Statement',
      'Schedules',
      'WACC',
      'DCF',
      'Sensitivity',
      'Comparables',
      'Valuations',
      'Key Metrics',
      // The 10-Qs filed since the last 10-K, which the bridge reads.
      'Quarterly History',
    ]);
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${modelId}`, { token });
    expect(impliedPrice(book)).toBeCloseTo(values.data.results.implied_price_per_share, 9);
  });

  it('follows the saved assumptions', async () => {
    const saved = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, assumptions: { terminal: { method: 'perpetuity', growth: 0.02 } } },
    });
    expect(saved.code).toBe(0);
    const book = await workbookOf(await download(modelId, token));
    expect(impliedPrice(book)).toBeCloseTo(saved.data.results.implied_price_per_share, 9);
    const assumptions = book.getWorksheet('Assumptions');
    let growth: unknown = null;
    assumptions?.eachRow((row) => {
      if (row.getCell(1).value === 'Terminal growth (perpetuity)') growth = row.getCell(2).value;
    });
    expect(growth).toBe(0.02);
  });

  it('writes money in the model’s saved report unit, the value per share unchanged', async () => {
    const saved = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, settings: { report_unit: 'billions', sensitivity: null } },
    });
    expect(saved.code).toBe(0);
    const book = await workbookOf(await download(modelId, token));
    expect(impliedPrice(book)).toBeCloseTo(saved.data.results.implied_price_per_share, 9);
    let enterpriseValue = Number.NaN;
    book.getWorksheet('DCF')?.eachRow((row) => {
      if (row.getCell(1).value === 'Enterprise value')
        enterpriseValue = Number((row.getCell(2).value as { result: number }).result);
    });
    expect(enterpriseValue).toBeCloseTo(saved.data.results.enterprise_value / 1e9, 6);
    expect(String(book.getWorksheet('DCF')?.getCell('A2').value)).toContain('in billions');
  });

  it('draws the saved sensitivity grid', async () => {
    const sensitivity = {
      axes: [
        { variable: 'revenue_growth', steps: 3, gap: 0.02 },
        { variable: 'wacc', steps: 7, gap: 0.005, start: 0.07 },
      ],
      timeframe: { from_year: 2, to_year: 4 },
    };
    const saved = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, settings: { report_unit: 'millions', sensitivity } },
    });
    expect(saved.code).toBe(0);
    const sheet = (await workbookOf(await download(modelId, token))).getWorksheet('Sensitivity');
    expect(String(sheet?.getCell('A2').value)).toContain(
      'Rows: Revenue growth (mean over forecast years 2–4); Columns: WACC',
    );
    expect(sheet?.getCell('B6').value).toBe(0.07);
  });

  it('writes the workbook in the reader’s language', async () => {
    const reader = await signInAsTemp(t, 'zh');
    const id = await createModelAndWait(t, reader.token, 'NVDA');
    const book = await workbookOf(await download(id, reader.token));
    expect(book.worksheets.map((sheet) => sheet.name).slice(0, 4)).toEqual(['封面', '假设', '情景', '利润表']);
    expect(book.getWorksheet('利润表')?.getCell('A7').value).toBe('营业收入');
  });

  it('opens on the saved active case, the switch set to it', async () => {
    const scenarios = { active: 'bear', bear: null, bull: null };
    const saved = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, settings: { report_unit: 'millions', sensitivity: null, scenarios } },
    });
    expect(saved.code).toBe(0);
    const book = await workbookOf(await download(modelId, token));
    expect(book.getWorksheet('Scenarios')?.getCell('B4').value).toBe('Bear');
    // The default bear case: WACC one point up on the DCF sheet's discount rate.
    let discountRate = Number.NaN;
    book.getWorksheet('DCF')?.eachRow((row) => {
      if (row.getCell(1).value === 'WACC') discountRate = Number((row.getCell(2).value as { result: number }).result);
    });
    expect(discountRate).toBeCloseTo(saved.data.results.wacc + 0.01, 9);
  });

  it('is 404 for someone else’s model, in the reader’s language, without telling it exists', async () => {
    const other = await signInAsTemp(t, 'zh');
    const response = await download(modelId, other.token, 'zh');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, message: ERRORS.NOT_FOUND.messages.zh });
  });

  it('refuses a missing session and a malformed id with the error envelope', async () => {
    expect((await download(modelId)).status).toBe(401);
    const response = await download('not-a-uuid', token);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { data: { fields: { path: string }[] } };
    expect(body.data.fields.map((field) => field.path)).toEqual(['model_id']);
  });
});
