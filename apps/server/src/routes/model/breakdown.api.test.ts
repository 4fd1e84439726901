import { fileURLToPath } from 'node:url';
import {
  type breakdownRoutes,
  ERRORS,
  type TBreakdownData,
  type TModelValues,
  type TRouteOutput,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { runModel, type TModelInput } from '@app/valuation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A model's revenue breakdown, read from the real 10-K inline-XBRL HTMLs of the shared data in
 * place (`FILINGS_DIR` = documents/10k_html and documents/eval): the lines add up to the reported
 * revenue, a line's growth changed re-values the model with revenue = Σ lines, another user's
 * model is NOT_FOUND, a company without a filing gets the catalogue's error.
 */
const DOCUMENTS = fileURLToPath(new URL('../../../../../../shared/data/documents', import.meta.url));
const FILINGS = [`${DOCUMENTS}/10k_html`, `${DOCUMENTS}/eval`];
const KO_SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';

type TBy = TRouteOutput<typeof breakdownRoutes.breakdown_by>;
type TStarter = TRouteOutput<typeof breakdownRoutes.breakdown_starter>;
type TDetails = TRouteOutput<typeof breakdownRoutes.breakdown_revenue_details>;
type TCell = TRouteOutput<typeof breakdownRoutes.breakdown_cell_change>;
type TRefusal = { error: string; fields?: { path: string; message: string }[] };

let t: TestApp;
let owner: string;
let ko: string;
beforeAll(async () => {
  t = await startTestApp({ filingsDirs: FILINGS });
  owner = (await signInAsTemp(t)).token;
  ko = await createModelAndWait(t, owner, 'KO');
}, 120_000);
afterAll(() => t.close());

const get = <T>(token: string, path: string) => t.call<T>('GET', `/v1/model/dcf/breakdown/${path}`, { token });
const post = <T>(token: string, path: string, body: unknown) =>
  t.call<T>('POST', `/v1/model/dcf/breakdown/${path}`, { token, body });
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** Two series equal to a millionth of each value (float sums in another order). */
function expectSameSeries(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [i, value] of actual.entries()) expect(near(value, expected[i] as number), `year ${i + 1}`).toBe(true);
}

/** The engine's revenue per forecast year for a model input, as the browser would compute it. */
function engineRevenue(modelInput: Record<string, unknown>): number[] {
  const model = runModel(modelInput as unknown as TModelInput);
  if (!model.ok) throw new Error(model.error.message);
  return model.value.forecast.income.revenue;
}

describe('model/dcf/breakdown on KO’s 10-K', () => {
  it('offers segment, product and geography; the starter is the segments, which add up to the reported revenue', async () => {
    const by = await get<TBy>(owner, `by?model_id=${ko}`);
    expect(by.code, JSON.stringify(by)).toBe(0);
    expect(by.data.filing).toMatchObject({ form: '10-K', period_end: '2024-12-31', source: 'ko-10-k-2025-02-20.html' });
    expect(by.data.breakdowns.map((b) => b.kind)).toEqual(['segment', 'product_or_service', 'geography']);
    expect(by.data.chosen_id).toBeNull();
    expect(by.data.starter_id).toBe(KO_SEGMENTS);
    const starter = await get<TStarter>(owner, `starter?model_id=${ko}`);
    expect(starter.data).toEqual({ model_id: ko, breakdown_id: KO_SEGMENTS, reason: 'adds_up_on_headline' });

    const data = await get<TBreakdownData>(owner, `data?model_id=${ko}`);
    expect(data.code, JSON.stringify(data)).toBe(0);
    const { breakdown, forecast } = data.data;
    expect(breakdown.status).toBe('adds_up');
    expect(breakdown.checks.map((c) => c.fiscal_year)).toEqual([2022, 2023, 2024]);
    for (const check of breakdown.checks) {
      // Σ segments + corporate + eliminations, recomputed from the lines, is the reported total.
      const sum = breakdown.members
        .filter((m) => m.role !== 'subtotal')
        .reduce((s, m) => s + (m.values.find((v) => v.fiscal_year === check.fiscal_year)?.value ?? 0), 0);
      expect(check.is_complete).toBe(true);
      expect(Math.abs((check.total ?? 0) - sum)).toBeLessThanOrEqual(check.tolerance);
    }
    // KO's 2024 revenue as reported: 47,061 M, the model's base-year revenue.
    expect(breakdown.checks.at(-1)?.total).toBe(47_061_000_000);
    expect(forecast).toMatchObject({ base_fiscal_year: 2024, base_revenue: 47_061_000_000, basis: 'reported' });
    expect(forecast.lines.map((l) => l.role)).not.toContain('unallocated');
    // Every line starts at the model's growth, so the lines add up to the model's revenue.
    for (const line of forecast.lines) expect(line.growth).toEqual(forecast.model_growth);
    expectSameSeries(forecast.totals, forecast.model_revenue);
    expect(forecast.shifts.every((s) => s === 0)).toBe(true);

    const details = await get<TDetails>(
      owner,
      `revenue_details?model_id=${ko}&breakdown_id=${encodeURIComponent('us-gaap:Revenues|srt:StatementGeographicalAxis|')}`,
    );
    expect(details.code).toBe(0);
    expect(details.data.breakdown.kind).toBe('geography');
    expect(details.data.breakdown.checks.every((c) => c.is_complete)).toBe(true);
  });

  it('a line’s growth changed is saved with the model and re-values it; revenue = Σ lines; other assumptions kept', async () => {
    const { token } = await signInAsTemp(t);
    const id = await createModelAndWait(t, token, 'KO');
    const wacc = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: id, assumptions: { discountRate: { wacc: 0.08 } } },
    });
    expect(wacc.code).toBe(0);
    const before = wacc.data.results;

    const added = await post<TBreakdownData>(token, 'revenue_details/add', { model_id: id, breakdown_id: KO_SEGMENTS });
    expect(added.code, JSON.stringify(added)).toBe(0);
    expect(added.data.is_saved).toBe(true);
    expect((await get<TBy>(token, `by?model_id=${id}`)).data.chosen_id).toBe(KO_SEGMENTS);

    const cell = { model_id: id, breakdown_id: KO_SEGMENTS, member: 'ko:NorthAmericaSegmentMember', fiscal_year: 2026 };
    const changed = await post<TCell>(token, 'cell_change', { ...cell, growth: 0.2 });
    expect(changed.code, JSON.stringify(changed)).toBe(0);
    const { data, model } = changed.data;
    const northAmerica = data.forecast.lines.find((l) => l.member === cell.member);
    expect(northAmerica?.growth?.[1]).toBeCloseTo(0.2, 12);
    expect(northAmerica?.is_input[1]).toBe(true);
    // The model's revenue is the sum of the lines, as the engine computes it from the saved input.
    const revenue = engineRevenue(model.model_input);
    expectSameSeries(data.forecast.totals, revenue);
    expect(revenue[1]).toBeGreaterThan(added.data.forecast.model_revenue[1] as number);
    expect(model.results.enterprise_value).toBeGreaterThan(before.enterprise_value);
    expect(model.assumptions).toMatchObject({ discountRate: { wacc: 0.08 } });
    expect((model.assumptions as { drivers: { revenueGrowth: number[] } }).drivers.revenueGrowth).toHaveLength(5);

    // Saved: read again, the same lines; the model's values are the re-valued ones.
    const again = await get<TBreakdownData>(token, `data?model_id=${id}`);
    expect(again.data.is_saved).toBe(true);
    expect(again.data.forecast.totals).toEqual(data.forecast.totals);
    const values = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token });
    expect(values.data.results).toEqual(model.results);

    // The model's revenue growth changed elsewhere: the lines move by the same points and still add up.
    const drivers = { revenueGrowth: [0.03, 0.03, 0.03, 0.03, 0.03] };
    const elsewhere = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: id, assumptions: { discountRate: { wacc: 0.08 }, drivers } },
    });
    expect(elsewhere.code).toBe(0);
    const aligned = await get<TBreakdownData>(token, `data?model_id=${id}`);
    const modelRevenue = engineRevenue(elsewhere.data.model_input);
    expectSameSeries(aligned.data.forecast.totals, modelRevenue);
    expect(aligned.data.forecast.shifts[1]).not.toBe(0);
  });

  it('refuses a growth out of range, a year outside the forecast, an unknown line or breakdown, and saves nothing', async () => {
    const reader = await signInAsTemp(t, 'es');
    const id = await createModelAndWait(t, reader.token, 'KO');
    const cell = { model_id: id, breakdown_id: KO_SEGMENTS, member: 'ko:NorthAmericaSegmentMember', fiscal_year: 2026 };
    const range = await post<TRefusal>(reader.token, 'cell_change', { ...cell, growth: -2 });
    expect(range.status).toBe(422);
    expect(range.data.fields).toContainEqual({
      path: 'growth',
      message: VALIDATION_MESSAGES.breakdown_growth_range.es,
    });
    const year = await post<TRefusal>(reader.token, 'cell_change', { ...cell, fiscal_year: 2024, growth: 0.1 });
    expect(year.status).toBe(422);
    expect(year.data.fields).toContainEqual({
      path: 'fiscal_year',
      message: VALIDATION_MESSAGES.breakdown_year_outside_forecast.es,
    });
    const member = await post<TRefusal>(reader.token, 'cell_change', { ...cell, member: 'ko:Nowhere', growth: 0.1 });
    expect([member.status, member.data.error]).toEqual([422, 'BREAKDOWN_MEMBER_NOT_FOUND']);
    expect(member.message).toBe(ERRORS.BREAKDOWN_MEMBER_NOT_FOUND.messages.es);
    const unknown = await post<TRefusal>(reader.token, 'cell_change', { ...cell, breakdown_id: 'a|b|', growth: 0.1 });
    expect([unknown.status, unknown.data.error]).toEqual([404, 'BREAKDOWN_NOT_FOUND']);
    const by = await get<TBy>(reader.token, `by?model_id=${id}`);
    expect(by.data.chosen_id).toBeNull();
  });

  it('another user’s model is NOT_FOUND', async () => {
    const stranger = await signInAsTemp(t);
    const data = await get<TRefusal>(stranger.token, `data?model_id=${ko}`);
    expect([data.status, data.data.error]).toEqual([404, 'NOT_FOUND']);
    const cell = { model_id: ko, breakdown_id: KO_SEGMENTS, member: 'ko:NorthAmericaSegmentMember', fiscal_year: 2026 };
    const changed = await post<TRefusal>(stranger.token, 'cell_change', { ...cell, growth: 0.5 });
    expect([changed.status, changed.data.error]).toEqual([404, 'NOT_FOUND']);
    expect((await get<TBy>(owner, `by?model_id=${ko}`)).data.chosen_id).toBeNull();
  });

  it('a company without an annual report in the folders gets the catalogue’s error in the reader’s language', async () => {
    const reader = await signInAsTemp(t, 'zh');
    const id = await createModelAndWait(t, reader.token, 'PG');
    const data = await get<TRefusal>(reader.token, `data?model_id=${id}`);
    expect([data.status, data.data.error]).toEqual([404, 'BREAKDOWN_FILING_NOT_FOUND']);
    expect(data.message).toMatch(/^未找到 .+ 含分部数据的年度报告/);
  });

  it('NVDA: the lines start from the model’s base revenue and add up to it in every forecast year', async () => {
    const id = await createModelAndWait(t, owner, 'NVDA');
    const by = await get<TBy>(owner, `by?model_id=${id}`);
    expect(by.data.breakdowns.length).toBeGreaterThanOrEqual(3);
    for (const summary of by.data.breakdowns.filter((b) => b.status === 'adds_up')) {
      const data = await get<TBreakdownData>(
        owner,
        `data?model_id=${id}&breakdown_id=${encodeURIComponent(summary.breakdown_id)}`,
      );
      expect(data.code, JSON.stringify(data)).toBe(0);
      const { forecast } = data.data;
      const parts = forecast.lines.filter((l) => l.role !== 'subtotal');
      expect(
        near(
          parts.reduce((s, l) => s + l.base_value, 0),
          forecast.base_revenue,
        ),
      ).toBe(true);
      expectSameSeries(forecast.totals, forecast.model_revenue);
      // A subtotal (Data Center = compute + networking) is the sum of its parts.
      for (const subtotal of forecast.lines.filter((l) => l.role === 'subtotal')) {
        expect(subtotal.growth).toBeNull();
      }
    }
  });
});

describe('model/dcf/breakdown without FILINGS_DIR', () => {
  it('says the breakdown is not available, and answers that the server has no source of filings', async () => {
    const bare = await startTestApp();
    try {
      const { token } = await signInAsTemp(bare);
      const id = await createModelAndWait(bare, token, 'KO');
      const offered = await bare.call('GET', `/v1/model/dcf/breakdown/by?model_id=${id}`, { token });
      expect(offered.status).toBe(200);
      expect(offered.data).toEqual({
        model_id: id,
        is_available: false,
        filing: null,
        breakdowns: [],
        chosen_id: null,
        starter_id: null,
      });
      const data = await bare.call<TRefusal>('GET', `/v1/model/dcf/breakdown/data?model_id=${id}`, { token });
      expect([data.status, data.data.error]).toEqual([503, 'BREAKDOWN_SOURCE_UNAVAILABLE']);
      expect(data.message).toBe(ERRORS.BREAKDOWN_SOURCE_UNAVAILABLE.messages.en);
    } finally {
      await bare.close();
    }
  }, 120_000);
});
