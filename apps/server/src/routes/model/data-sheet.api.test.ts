import { fileURLToPath } from 'node:url';
import {
  type TBreakdownData,
  type TDataSheet,
  type TDataSheetPreview,
  type TModelValues,
  ZDataSheetPreviewSchema,
  ZDataSheetSchema,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/** The real 10-K inline-XBRL HTMLs of the shared data, read in place for the revenue breakdown. */
const DOCUMENTS = fileURLToPath(new URL('../../../../../../shared/data/documents', import.meta.url));
const KO_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const NORTH_AMERICA = 'ko:NorthAmericaSegmentMember';

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp({ filingsDirs: [`${DOCUMENTS}/10k_html`, `${DOCUMENTS}/eval`] });
  ({ token } = await signInAsTemp(t));
  modelId = await createModelAndWait(t, token, 'KO');
}, 120_000);
afterAll(() => t.close());

const sheetOf = async () =>
  (await t.call<TDataSheet>('GET', `/v1/model/dcf/data_sheet?model_id=${modelId}`, { token })).data;
const preview = (modifications: unknown, as = token, id = modelId) =>
  t.call<TDataSheetPreview>('POST', '/v1/model/dcf/data_sheet/preview', {
    token: as,
    body: { model_id: id, modifications },
  });
const apply = (modifications: unknown, updatedAt: string, id = modelId) =>
  t.call<TModelValues>('POST', '/v1/model/dcf/data_sheet/apply', {
    token,
    body: { model_id: id, modifications, updated_at: updatedAt },
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

describe('a segment’s growth changed through the data sheet', () => {
  let id: string;
  let createdPrice: number;
  beforeAll(async () => {
    id = await createModelAndWait(t, token, 'KO');
    const added = await t.call<TBreakdownData>('POST', '/v1/model/dcf/breakdown/revenue_details/add', {
      token,
      body: { model_id: id, breakdown_id: KO_SEGMENTS },
    });
    expect(added.code, added.message).toBe(0);
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token });
    createdPrice = values.data.results.implied_price_per_share as number;
  }, 120_000);

  const sheet = async () =>
    (await t.call<TDataSheet>('GET', `/v1/model/dcf/data_sheet?model_id=${id}`, { token })).data;
  const sheetValue = (document: TDataSheet, valueId: string) => document.Values.find((value) => value.id === valueId);
  const breakdownOf = async () =>
    (await t.call<TBreakdownData>('GET', `/v1/model/dcf/breakdown/data?model_id=${id}`, { token })).data;

  it('previews the segment’s growth, its revenue, the model’s revenue and the value per share before and after; applied, revenue stays the sum of the segments', async () => {
    const before = await sheet();
    const year = firstForecastYear(before);
    const segmentId = `segmentGrowth@${year}#${NORTH_AMERICA}`;
    const growth = sheetValue(before, segmentId);
    expect(growth).toMatchObject({ status: 'default', segment: NORTH_AMERICA });
    expect(before.ItemDefinitions.find((item) => item.id === 'segmentGrowth')?.is_editable).toBe(true);
    const revenue = sheetValue(before, `revenue@${year}`)?.value as number;

    const modifications = [{ operation: 'update', entity: 'Values', id: segmentId, data: { value: 0.2 } }];
    const previewed = await preview(modifications, token, id);
    expect(previewed.status, previewed.message).toBe(200);
    const [change] = ZDataSheetPreviewSchema.parse(previewed.data).changes;
    expect(change).toMatchObject({ item: 'segmentGrowth', time_context: year, unit: 'rate', after: 0.2 });
    expect(change?.before).toBeCloseTo(growth?.value as number, 12);
    const effects = new Map(change?.effects.map((effect) => [effect.item, effect]));
    expect([...effects.keys()]).toEqual(['segmentRevenue', 'revenueGrowth', 'revenue']);
    expect(effects.get('revenue')?.before).toBeCloseTo(revenue, 2);
    // North America grows faster than the model did: the model's revenue and value rise with it.
    expect(effects.get('revenue')?.after as number).toBeGreaterThan(revenue);
    expect(effects.get('segmentRevenue')?.after as number).toBeGreaterThan(
      effects.get('segmentRevenue')?.before as number,
    );
    const valuation = previewed.data.valuation;
    expect(valuation.after.value_per_share as number).toBeGreaterThan(valuation.before.value_per_share as number);
    expect((await sheet()).Header.updated_at).toBe(before.Header.updated_at);

    const applied = await apply(modifications, previewed.data.updated_at, id);
    expect(applied.status, applied.message).toBe(200);
    expect(applied.data.results.implied_price_per_share).toBeCloseTo(valuation.after.value_per_share as number, 6);
    const after = await sheet();
    expect(sheetValue(after, segmentId)).toMatchObject({ status: 'input' });
    expect(sheetValue(after, segmentId)?.value).toBeCloseTo(0.2, 12);
    expect(sheetValue(after, `revenue@${year}`)?.value).toBeCloseTo(effects.get('revenue')?.after as number, 2);
    // The breakdown shows the same: the line pinned, the lines adding up to the model's revenue.
    const data = await breakdownOf();
    expect(data.forecast.lines.find((line) => line.member === NORTH_AMERICA)?.is_input[0]).toBe(true);
    for (const [i, total] of data.forecast.totals.entries()) {
      expect(total).toBeCloseTo(data.forecast.model_revenue[i] as number, 2);
    }
    expect(data.forecast.shifts.every((shift) => shift === 0)).toBe(true);
  });

  it('refuses a growth the model’s revenue cannot take, and a segment’s revenue, which is computed', async () => {
    const document = await sheet();
    const [year, nextYear] = document.TimeContextDefinitions.filter((context) => context.kind === 'forecast').map(
      (context) => context.id,
    );
    const response = await preview(
      [
        { operation: 'update', entity: 'Values', id: `segmentGrowth@${year}#${NORTH_AMERICA}`, data: { value: -5 } },
        { operation: 'update', entity: 'Values', id: `segmentRevenue@${year}#${NORTH_AMERICA}`, data: { value: 1 } },
        { operation: 'remove', entity: 'Values', id: `segmentGrowth@${nextYear}#${NORTH_AMERICA}` },
      ],
      token,
      id,
    );
    expect(response.status).toBe(422);
    const fields = (response.data as unknown as { fields: { path: string; message: string }[] }).fields;
    expect(fields.map((field) => field.path)).toEqual(['modifications.0', 'modifications.1', 'modifications.2']);
    expect(fields[0]?.message).toMatch(/not a value the model can take.*would not be valid/);
    expect(fields[1]?.message).toMatch(/computed by the model/);
    expect(fields[2]?.message).toMatch(/cannot be removed/);
  });

  it('a removed segment growth returns to the default: the line follows the model and revenue growth is the default again', async () => {
    const document = await sheet();
    const year = firstForecastYear(document);
    const segmentId = `segmentGrowth@${year}#${NORTH_AMERICA}`;
    const modifications = [{ operation: 'remove', entity: 'Values', id: segmentId }];
    const previewed = await preview(modifications, token, id);
    expect(previewed.status, previewed.message).toBe(200);
    expect(previewed.data.changes[0]?.before).toBeCloseTo(0.2, 12);
    const applied = await apply(modifications, previewed.data.updated_at, id);
    expect(applied.status, applied.message).toBe(200);
    const after = await sheet();
    expect(sheetValue(after, segmentId)?.status).toBe('default');
    expect(sheetValue(after, `revenueGrowth@${year}`)?.status).toBe('default');
    const modelGrowth = sheetValue(after, `revenueGrowth@${year}`)?.value as number;
    expect(sheetValue(after, segmentId)?.value).toBeCloseTo(modelGrowth, 12);
    // Back to the model as created: no line pinned, the value as before the change.
    expect((await breakdownOf()).forecast.lines.every((line) => line.is_input.every((is) => !is))).toBe(true);
    expect(applied.data.results.implied_price_per_share).toBeCloseTo(createdPrice, 6);
  });
});
