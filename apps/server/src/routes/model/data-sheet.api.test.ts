import {
  type TDataSheet,
  type TDataSheetPreview,
  type TModelValues,
  ZDataSheetPreviewSchema,
  ZDataSheetSchema,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  modelId = await createModelAndWait(t, token, 'KO');
});
afterAll(() => t.close());

const sheetOf = async () =>
  (await t.call<TDataSheet>('GET', `/v1/model/dcf/data_sheet?model_id=${modelId}`, { token })).data;
const preview = (modifications: unknown, as = token) =>
  t.call<TDataSheetPreview>('POST', '/v1/model/dcf/data_sheet/preview', {
    token: as,
    body: { model_id: modelId, modifications },
  });
const apply = (modifications: unknown, updatedAt: string) =>
  t.call<TModelValues>('POST', '/v1/model/dcf/data_sheet/apply', {
    token,
    body: { model_id: modelId, modifications, updated_at: updatedAt },
  });
const firstForecastYear = (sheet: TDataSheet) =>
  sheet.TimeContextDefinitions.find((context) => context.kind === 'forecast')?.id as string;

describe('the data sheet as a document', () => {
  it('serialises Coca-Cola’s model in the nine sections: filed history with its filings, the forecast, drivers and assumptions', async () => {
    const sheet = await sheetOf();
    expect(ZDataSheetSchema.parse(sheet)).toBeTruthy();
    expect(sheet.Header).toMatchObject({ model_id: modelId, ticker: 'KO', currency: 'USD', unit: 'full' });
    const actual = sheet.TimeContextDefinitions.filter((context) => context.kind === 'actual');
    const forecast = sheet.TimeContextDefinitions.filter((context) => context.kind === 'forecast');
    expect(actual.length).toBeGreaterThan(2);
    expect(forecast).toHaveLength(sheet.Header.forecast_years);
    // A filed revenue names the filing it came from.
    const lastActual = actual.at(-1)?.id as string;
    const revenue = sheet.Values.find((value) => value.id === `revenue@${lastActual}`);
    expect(revenue).toMatchObject({ status: 'reported' });
    expect(sheet.DataSourceDefinitions.find((source) => source.id === revenue?.source)?.kind).toBe('filing');
    // The forecast revenue is the engine's; the growth that drives it is an editable default.
    expect(sheet.Values.find((value) => value.id === `revenue@${forecast[0]?.id}`)?.status).toBe('formula');
    expect(sheet.Values.find((value) => value.id === `revenueGrowth@${forecast[0]?.id}`)?.status).toBe('default');
    expect(sheet.ItemDefinitions.find((item) => item.id === 'terminalGrowth')?.is_editable).toBe(true);
    expect(sheet.CalculationDefinitions.find((calculation) => calculation.id === 'revenue')?.expression).toBe(
      'revenue[t-1] * (1 + revenueGrowth)',
    );
  });
});

describe('data-sheet modifications', () => {
  it('previews a change as a diff with the valuation before and after, and saves nothing', async () => {
    const sheet = await sheetOf();
    const year = firstForecastYear(sheet);
    const growth = sheet.Values.find((value) => value.id === `revenueGrowth@${year}`)?.value as number;
    const response = await preview([
      { operation: 'update', entity: 'Values', id: `revenueGrowth@${year}`, data: { value: growth + 0.05 } },
    ]);
    expect(response.status, response.message).toBe(200);
    const data = ZDataSheetPreviewSchema.parse(response.data);
    expect(data.changes).toEqual([
      expect.objectContaining({
        index: 0,
        item: 'revenueGrowth',
        time_context: year,
        before: growth,
        after: growth + 0.05,
      }),
    ]);
    expect(data.valuation.after.value_per_share).toBeGreaterThan(data.valuation.before.value_per_share as number);
    expect((await sheetOf()).Header.updated_at).toBe(sheet.Header.updated_at);
  });

  it('refuses a set with changes it cannot apply, naming each by its index and why, in the user’s language', async () => {
    const sheet = await sheetOf();
    const actual = sheet.TimeContextDefinitions.find((context) => context.kind === 'actual')?.id as string;
    const year = firstForecastYear(sheet);
    const response = await preview([
      { operation: 'update', entity: 'Values', id: `revenue@${actual}`, data: { value: 1 } },
      { operation: 'update', entity: 'Values', id: `revenue@${year}`, data: { value: 1 } },
      { operation: 'update', entity: 'ItemDefinitions', id: 'revenue', data: { unit: 'rate' } },
      { operation: 'update', entity: 'Values', id: 'nothing@FY1900', data: { value: 1 } },
      { operation: 'update', entity: 'Values', id: `revenueGrowth@${year}`, data: { value: -3 } },
      { operation: 'rename', entity: 'Values', id: 'x' },
      { operation: 'update', entity: 'Values', id: 'terminalGrowth@model', data: { value: 0.5 } },
    ]);
    expect(response.status).toBe(422);
    expect((response.data as unknown as { error: string }).error).toBe('DATA_SHEET_TOOL_PARSE_FAILURE');
    expect(response.message).toContain('Data-sheet tool parse failure');
    const fields = (response.data as unknown as { fields: { path: string; message: string }[] }).fields;
    expect(fields.map((field) => field.path)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `modifications.${i}`));
    expect(fields[0]?.message).toMatch(/as filed/);
    expect(fields[1]?.message).toMatch(/computed by the model/);
    expect(fields[2]?.message).toMatch(/ItemDefinitions/);
    expect(fields[3]?.message).toMatch(/no value nothing@FY1900/);
    expect(fields[4]?.message).toMatch(/not a value the model can take/);
    expect(fields[5]?.message).toMatch(/not a modification/);
    // Terminal growth above the WACC: the engine's own reason.
    expect(fields[6]?.message).toMatch(/terminalGrowth@model = 0.5/);

    await t.call('POST', '/v1/user/setting', { token, body: { language: 'zh' } });
    const inChinese = await preview('not json at all');
    await t.call('POST', '/v1/user/setting', { token, body: { language: 'en' } });
    expect(inChinese.status).toBe(422);
    expect(inChinese.message).toContain('数据表工具解析失败');
  });

  it('applies accepted changes (a tool’s fenced JSON), re-values the model, keeps the notes, and returns a removed value to the default', async () => {
    const sheet = await sheetOf();
    const year = firstForecastYear(sheet);
    const defaultGrowth = sheet.Values.find((value) => value.id === `revenueGrowth@${year}`)?.value as number;
    const before = sheet.Values.find((value) => value.id === 'terminalGrowth@model')?.value as number;
    const toolAnswer = `\`\`\`json\n${JSON.stringify({
      modifications: [
        { operation: 'update', entity: 'Values', id: 'terminalGrowth@model', data: { value: before - 0.005 } },
        { operation: 'update', entity: 'Values', id: `revenueGrowth@${year}`, data: { value: 0.07 } },
        {
          operation: 'add',
          entity: 'Texts',
          id: 'why-growth',
          data: { text: 'Pricing carries FY growth.', item: 'revenueGrowth' },
        },
      ],
    })}\n\`\`\``;
    const previewed = await preview(toolAnswer);
    expect(previewed.status, previewed.message).toBe(200);
    const applied = await apply(toolAnswer, previewed.data.updated_at);
    expect(applied.status, applied.message).toBe(200);
    expect(applied.data.results.terminal_growth).toBeCloseTo(before - 0.005, 10);
    expect(applied.data.results.implied_price_per_share).toBeCloseTo(
      previewed.data.valuation.after.value_per_share as number,
      6,
    );
    const after = await sheetOf();
    expect(after.Values.find((value) => value.id === `revenueGrowth@${year}`)).toMatchObject({
      value: 0.07,
      status: 'input',
    });
    expect(after.Texts).toEqual([
      { id: 'why-growth', item: 'revenueGrowth', time_context: null, text: 'Pricing carries FY growth.' },
    ]);

    // The same set against the revision it was previewed on is refused once the model moved on.
    const stale = await apply(toolAnswer, previewed.data.updated_at);
    expect(stale.status).toBe(422);
    expect((stale.data as unknown as { error: string }).error).toBe('DATA_SHEET_CHANGED');

    const removed = await apply(
      [
        { operation: 'remove', entity: 'Values', id: `revenueGrowth@${year}` },
        { operation: 'remove', entity: 'Texts', id: 'why-growth' },
      ],
      after.Header.updated_at,
    );
    expect(removed.status, removed.message).toBe(200);
    const restored = await sheetOf();
    expect(restored.Values.find((value) => value.id === `revenueGrowth@${year}`)?.value).toBeCloseTo(defaultGrowth, 12);
    expect(restored.Texts).toEqual([]);
    // The terminal growth the user set stays.
    expect(restored.Values.find((value) => value.id === 'terminalGrowth@model')).toMatchObject({ status: 'input' });
  });

  it('does not show or change someone else’s model', async () => {
    const other = await signInAsTemp(t);
    expect((await preview([], other.token)).status).toBe(404);
  });
});
