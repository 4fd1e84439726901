import {
  ASSUMPTION_SOURCE_MESSAGES,
  DEFAULT_MODEL_SETTINGS,
  ERRORS,
  type TModelSensitivity,
  type TModelStatus,
  type TModelValues,
  VALIDATION_MESSAGES,
  VALUATION_REASONS,
} from '@app/contract';
import { blumeAdjustedBeta, rate, runModel, runSensitivity, type TModelInput } from '@app/valuation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcfModels, jobs } from '../../db/schema.js';
import { createModelAndWait, waitForModelStatus } from '../../test/models.js';
import { signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  modelId = await createAndWait(token, 'NVDA');
});
afterAll(() => t.close());

async function create(as: string, body: Record<string, unknown>) {
  return t.call<{ model_id: string; status: string }>('POST', '/v1/model/dcf/base', { token: as, body });
}

const waitForStatus = (as: string, id: string) => waitForModelStatus(t, as, id);
const createAndWait = (as: string, ticker: string, options?: Record<string, unknown>) =>
  createModelAndWait(t, as, ticker, options);

async function values(as: string, id: string) {
  return t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token: as });
}

describe('POST /v1/model/dcf/base and GET status', () => {
  it('builds a model in the background and reports success with full progress', async () => {
    const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${modelId}`, { token });
    expect(status.data).toEqual({
      model_id: modelId,
      status: 'success',
      progress: { annual: 100, quarterly: 100 },
      is_slow: false,
      error: null,
    });
  });

  it('says check the ticker for an unknown one (failure, not retried)', async () => {
    const response = await create(token, { ticker: 'NOSUCH' });
    const status = await waitForStatus(token, response.data.model_id);
    expect(status).toMatchObject({
      status: 'failure',
      error: { code: 'TICKER_NOT_FOUND', message: ERRORS.TICKER_NOT_FOUND.messages.en },
    });
  });

  it('refuses a bank in the user’s language', async () => {
    const es = await signInAsTemp(t, 'es');
    const response = await create(es.token, { ticker: 'FNMA' });
    const status = await waitForStatus(es.token, response.data.model_id);
    expect(status).toMatchObject({
      status: 'failure',
      error: {
        code: 'FINANCIAL_COMPANY_UNSUPPORTED',
        message: ERRORS.FINANCIAL_COMPANY_UNSUPPORTED.messages.es,
      },
    });
  });

  it('says plainly what data the source lacks', async () => {
    // LPA (Logistic Properties of the Americas) has companyfacts but no submissions file in the pack.
    const response = await create(token, { ticker: 'LPA' });
    const status = await waitForStatus(token, response.data.model_id);
    expect(status).toMatchObject({
      status: 'failure',
      error: {
        code: 'DATA_NOT_AVAILABLE',
        message:
          'Our data sources do not have this data for this company: company filings profile (SIC code, fiscal year end).',
      },
    });
  });

  it('refuses a company that has filed nothing for 18 months, and says when it last did', async () => {
    const response = await create(token, { ticker: 'MSFT' }); // the pack's MSFT facts end with FY2015
    const status = await waitForStatus(token, response.data.model_id);
    expect(status).toMatchObject({
      status: 'failure',
      error: {
        code: 'FILINGS_OUT_OF_DATE',
        message: ERRORS.FILINGS_OUT_OF_DATE.messages.en
          .replace('{{date}}', '2025-12-31')
          .replace('{{filed}}', '2015-07-31'),
      },
    });
  });

  it('says why the engine cannot value a company, in the reader’s language', async () => {
    // The pack's Visa facts carry no share count at all, not even on the cover page.
    const es = await signInAsTemp(t, 'es');
    const response = await create(es.token, { ticker: 'V' });
    const status = await waitForStatus(es.token, response.data.model_id);
    expect(status).toMatchObject({
      status: 'failure',
      error: {
        code: 'VALUATION_NOT_POSSIBLE',
        message: ERRORS.VALUATION_NOT_POSSIBLE.messages.es.replace(
          '{{reason}}',
          VALUATION_REASONS.INSUFFICIENT_HISTORY.es.replace('{{field}}', 'diluted_shares'),
        ),
      },
    });
  });

  it('builds a model without a price and says so: no upside, market beta, its own equity value as the weight', async () => {
    const id = await createAndWait(token, 'MRVL');
    const model = (await values(token, id)).data;
    expect(model.results).toMatchObject({ current_price: null, upside: null });
    expect(model.market.price).toBeNull();
    expect(model.market.missing.map((gap) => gap.item)).toEqual(expect.arrayContaining(['price', 'beta']));
    const input = model.model_input as unknown as TModelInput;
    expect(input.price).toBeUndefined();
    expect(input.valuationDate).toBe('2026-02-11');
    const sources = Object.fromEntries(model.defaults.sources.map((source) => [source.item, source]));
    expect(sources.valuation_date?.source).toMatch(/No share prices for MRVL: the latest S&P 500 close/);
    expect(sources.beta).toMatchObject({ value: 1, source: expect.stringMatching(/market beta 1.0 is assumed/) });
    expect(sources.equity_value?.source).toMatch(
      /^No share price in the source, so no market value of equity: the WACC weights use the model’s own equity value/,
    );
    // The weight is the equity value the model gives at that weight.
    const valued = runModel(input);
    if (!valued.ok) throw new Error(valued.error.message);
    expect(sources.equity_value?.value as number).toBeCloseTo(valued.value.dcf.bridge.equityValue, -3);
  });

  it('refuses invalid options and a malformed ticker with 422', async () => {
    for (const body of [
      { ticker: 'NVDA', options: { historical_years: 2 } },
      { ticker: 'NVDA', options: { period: 'monthly' } },
      { ticker: 'NV DA' },
      {},
    ]) {
      const response = await create(token, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.data).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });

  it('needs a full account for non-default options', async () => {
    const response = await create(token, { ticker: 'NVDA', options: { historical_years: 7 } });
    expect(response.status).toBe(403);
    expect(response.data).toMatchObject({ error: 'FULL_ACCOUNT_REQUIRED' });
    const full = await signUp(t, 'options@example.com');
    const id = await createAndWait(full.token, 'AAPL', {
      historical_years: 7,
      quarterly_breakdown: true,
      forecast_years: 8,
    });
    const model = await values(full.token, id);
    expect(model.data.options).toMatchObject({ historical_years: 7, quarterly_breakdown: true, forecast_years: 8 });
    const input = model.data.model_input as unknown as TModelInput;
    const fy = input.history.filter((period) => period.fiscal_period === 'FY');
    expect(fy).toHaveLength(7);
    expect(input.history.length - fy.length).toBe(8);
    expect((input.defaults as { years: number }).years).toBe(8);
  });

  it('needs a session', async () => {
    const response = await create('', { ticker: 'NVDA' });
    expect(response.status).toBe(401);
  });

  it('maps job states: queued is starting, running is processing, slow after 10 s, timeout, error', async () => {
    const response = await create(token, { ticker: 'NVDA' });
    const id = response.data.model_id;
    await waitForStatus(token, id);
    const jobId = (
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.ownerId, (await me(token)).id))
    )
      .map((job) => job)
      .find((job) => (job.payload as { model_id: string }).model_id === id)?.id;
    expect(jobId).toBeDefined();
    // A model whose results are not stored yet, with its job in each state.
    await t.database.db.update(dcfModels).set({ results: null }).where(eq(dcfModels.id, id));
    const states: [Partial<typeof jobs.$inferInsert>, Partial<TModelStatus>][] = [
      [
        { status: 'queued', attempts: 0, progress: null },
        { status: 'starting', is_slow: false },
      ],
      [
        { status: 'running', attempts: 1, progress: { annual: 40, quarterly: 0 } },
        { status: 'processing', progress: { annual: 40, quarterly: 0 } },
      ],
      [
        { status: 'queued', attempts: 1, error: { code: 'PROVIDER_UNAVAILABLE', message: 'x' } },
        { status: 'processing' },
      ],
      [
        { status: 'failed', error: { code: 'JOB_TIMEOUT', message: 'no result within 60000 ms' } },
        { status: 'timeout', error: { code: 'ANALYSIS_TIMEOUT', message: ERRORS.ANALYSIS_TIMEOUT.messages.en } },
      ],
      [
        {
          status: 'failed',
          error: { code: 'VALUATION_NOT_POSSIBLE', message: 'FY 2025: no diluted or basic share count' },
        },
        {
          status: 'failure',
          error: {
            code: 'VALUATION_NOT_POSSIBLE',
            message: 'This company cannot be valued from the data we have: FY 2025: no diluted or basic share count',
          },
        },
      ],
      [
        { status: 'failed', error: { code: 'JOB_FAILED', message: 'boom' } },
        {
          status: 'error',
          error: { code: 'MODEL_CREATION_FAILED', message: ERRORS.MODEL_CREATION_FAILED.messages.en },
        },
      ],
      [
        { status: 'failed', error: { code: 'PROVIDER_UNAVAILABLE', message: 'down' } },
        { status: 'error', error: { code: 'PROVIDER_UNAVAILABLE', message: ERRORS.PROVIDER_UNAVAILABLE.messages.en } },
      ],
    ];
    for (const [job, expected] of states) {
      await t.database.db
        .update(jobs)
        .set({ error: null, ...job })
        .where(eq(jobs.id, jobId as string));
      const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${id}`, { token });
      expect(status.data, JSON.stringify(job)).toMatchObject(expected);
    }
    await t.database.db
      .update(jobs)
      .set({ status: 'running', error: null })
      .where(eq(jobs.id, jobId as string));
    t.clock.advance(11_000);
    const slow = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${id}`, { token });
    expect(slow.data).toMatchObject({ status: 'processing', is_slow: true });
    const notReady = await values(token, id);
    expect(notReady.status).toBe(400);
    expect(notReady.data).toMatchObject({ error: 'MODEL_NOT_READY' });
    await t.database.db
      .update(jobs)
      .set({ status: 'failed' })
      .where(eq(jobs.id, jobId as string));
  });
});

async function me(as: string): Promise<{ id: string }> {
  const response = await t.call<{ id: string }>('GET', '/v1/user/info', { token: as });
  return response.data;
}

describe('GET /v1/model/dcf/values', () => {
  it('gives company, market inputs, engine input, defaults with sources, and results the engine reproduces', async () => {
    const response = await values(token, modelId);
    expect(response.code).toBe(0);
    const model = response.data;
    expect(model).toMatchObject({
      model_id: modelId,
      name: 'NVDA',
      ticker: 'NVDA',
      options: { period: 'annual', historical_years: 5, forecast_years: 5 },
      company: { cik: 1045810, name: 'NVIDIA CORP', sector: 'Information Technology' },
      market: { ticker: 'NVDA', as_of: '2025-12-31', price: { date: '2025-12-31' } },
      assumptions: null,
      results: { currency: 'USD', terminal_growth: 0.025 },
    });
    const input = model.model_input as unknown as TModelInput;
    expect(input.valuationDate).toBe('2025-12-31');
    expect(input.history.filter((period) => period.fiscal_period === 'FY')).toHaveLength(5);
    expect(input.price).toBe(model.market.price?.value);
    const recomputed = runModel(input);
    if (!recomputed.ok) throw new Error(recomputed.error.message);
    const { bridge } = recomputed.value.dcf;
    expect(model.results).toEqual({
      wacc: recomputed.value.discountRate.value,
      terminal_growth: 0.025,
      enterprise_value: bridge.enterpriseValue,
      equity_value: bridge.equityValue,
      implied_price_per_share: bridge.valuePerShare,
      current_price: bridge.price,
      upside: bridge.upside,
      currency: 'USD',
    });
    expect(model.results.current_price).toBe(model.market.price?.value);
    const capm = (input.discountRate as { capm: Record<string, number> }).capm;
    expect(capm).toMatchObject({
      riskFreeRate: model.market.risk_free_rate?.value,
      // The Blume-adjusted regression beta: ⅔ × raw + ⅓ × 1.0.
      beta: blumeAdjustedBeta(model.market.beta?.value as number),
      marketRiskPremium: 0.05,
      taxRate: 0.21,
      equityValue: model.market.market_cap?.value,
    });
    const items = model.defaults.sources.map((source) => source.item);
    expect(items).toEqual(
      expect.arrayContaining(['valuation_date', 'risk_free_rate', 'beta', 'market_risk_premium', 'terminal_growth']),
    );
    for (const source of model.defaults.sources) expect(source.source.length).toBeGreaterThan(10);
    expect(model.defaults.assumptions).toEqual({
      defaults: input.defaults,
      discountRate: input.discountRate,
      terminal: input.terminal,
      convention: input.convention,
    });
  });

  it('answers someone else’s model exactly like a missing one', async () => {
    const other = await signInAsTemp(t);
    const missing = await values(other.token, '00000000-0000-4000-8000-000000000000');
    for (const [method, path, body] of [
      ['GET', `/v1/model/dcf/values?model_id=${modelId}`, undefined],
      ['GET', `/v1/model/dcf/status?model_id=${modelId}`, undefined],
      ['POST', '/v1/model/dcf/update', { model_id: modelId, name: 'mine now' }],
      ['POST', '/v1/model/dcf/delete', { model_id: modelId }],
    ] as const) {
      const response = await t.call(method, path, { token: other.token, body });
      expect(response.status, path).toBe(404);
      expect({ message: response.message, data: response.data }).toEqual({
        message: missing.message,
        data: missing.data,
      });
    }
    expect((await values(token, modelId)).data.name).toBe('NVDA');
  });

  it('writes each default’s source in the reader’s language, from the key the model stores', async () => {
    const reader = await signInAsTemp(t, 'es');
    const id = await createAndWait(reader.token, 'NVDA');
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, id));
    const stored = (row?.defaults as { sources: Record<string, unknown>[] } | undefined)?.sources ?? [];
    expect(stored.find((entry) => entry.item === 'tax_rate')).toEqual({
      item: 'tax_rate',
      value: 0.21,
      source_key: 'tax_rate_us_statutory',
      params: {},
    });
    const read = async (language: string) => {
      await t.call('POST', '/v1/user/setting', { token: reader.token, body: { language } });
      const model = (await values(reader.token, id)).data;
      return Object.fromEntries(model.defaults.sources.map((entry) => [entry.item, entry]));
    };
    const es = await read('es');
    expect(es.tax_rate).toEqual({
      item: 'tax_rate',
      value: 0.21,
      source: ASSUMPTION_SOURCE_MESSAGES.tax_rate_us_statutory.es,
    });
    expect(es.beta?.source).toMatch(
      /^Ajustada según Blume: ⅔ × la beta de la regresión \d,\d\d \+ ⅓ × 1,0.*R² 0,\d\d\)$/,
    );
    expect(es.beta_raw?.source).toMatch(
      /^Regresión mensual a 5 años frente al S&P 500, del \d{4}-\d{2} al .*R² 0,\d\d\)$/,
    );
    expect(es.valuation_date?.source).toBe('El último cierre de NVDA que tiene la fuente de precios (2025-12-31)');
    const zh = await read('zh-TRADITIONAL');
    expect(zh.tax_rate?.source).toBe(ASSUMPTION_SOURCE_MESSAGES.tax_rate_us_statutory['zh-TRADITIONAL']);
    expect(zh.risk_free_rate?.source).toMatch(/^10 年期美國公債殖利率（FRED GS10），\d{4}-\d{2}-\d{2}$/);
    // The update answer follows the reader's language too.
    const renamed = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token: reader.token,
      body: { model_id: id, name: 'NVDA es' },
    });
    expect(renamed.data.defaults.sources.find((entry) => entry.item === 'tax_rate')?.source).toBe(
      ASSUMPTION_SOURCE_MESSAGES.tax_rate_us_statutory['zh-TRADITIONAL'],
    );
  });

  it('shows the sources of a model stored with English sentences as stored, in any language', async () => {
    const reader = await signInAsTemp(t, 'id');
    const id = await createAndWait(reader.token, 'NVDA');
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, id));
    const defaults = row?.defaults as { assumptions: unknown; sources: Record<string, unknown>[] };
    const legacy = [
      {
        item: 'valuation_date',
        value: '2025-12-31',
        source: 'The latest close of NVDA the price source has (2025-12-31)',
      },
      { item: 'tax_rate', value: 0.21, source: 'US federal statutory rate, the marginal rate of the debt tax shield' },
    ];
    await t.database.db
      .update(dcfModels)
      .set({ defaults: { ...defaults, sources: legacy } })
      .where(eq(dcfModels.id, id));
    const response = await values(reader.token, id);
    expect(response.status).toBe(200);
    expect(response.data.defaults.sources).toEqual(legacy);
  });

  it('refuses a malformed id', async () => {
    expect((await values(token, 'not-a-uuid')).status).toBe(422);
  });
});

describe('POST /v1/model/dcf/update', () => {
  it('renames a model', async () => {
    const response = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, name: '  NVIDIA base case ' },
    });
    expect(response.data.name).toBe('NVIDIA base case');
  });

  it('saves assumptions the engine can value and recomputes the results', async () => {
    const before = (await values(token, modelId)).data;
    const response = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: {
        model_id: modelId,
        assumptions: {
          discountRate: { wacc: 0.1 },
          terminal: { method: 'perpetuity', growth: 0.03 },
          drivers: { revenueGrowth: 0.2 },
        },
      },
    });
    expect(response.code).toBe(0);
    const input = response.data.model_input as unknown as TModelInput;
    expect(input.discountRate).toEqual({ wacc: 0.1 });
    expect(input.history).toEqual((before.model_input as unknown as TModelInput).history);
    expect(response.data.assumptions).toMatchObject({ discountRate: { wacc: 0.1 } });
    const recomputed = runModel(input);
    if (!recomputed.ok) throw new Error(recomputed.error.message);
    expect(response.data.results).toMatchObject({
      wacc: 0.1,
      terminal_growth: 0.03,
      implied_price_per_share: recomputed.value.dcf.bridge.valuePerShare,
    });
    expect(response.data.results.implied_price_per_share).not.toBe(before.results.implied_price_per_share);
    expect((await values(token, modelId)).data.results).toEqual(response.data.results);
  });

  it('refuses assumptions the engine cannot value with 422 and saves nothing', async () => {
    const before = (await values(token, modelId)).data;
    for (const assumptions of [
      { terminal: { method: 'perpetuity', growth: 0.2 } },
      { drivers: { revenueGrowth: [0.1, 0.1] } },
    ]) {
      const response = await t.call('POST', '/v1/model/dcf/update', {
        token,
        body: { model_id: modelId, name: 'should not stick', assumptions },
      });
      expect(response.status, JSON.stringify(assumptions)).toBe(422);
      expect(response.data).toMatchObject({ error: 'VALUATION_INVALID_INPUT' });
      expect(response.message).toMatch(/^These assumptions cannot be valued, so nothing was saved: ./);
    }
    // What is not an assumption at all (a facts key, a word for a number) fails the contract's schema.
    for (const assumptions of [{ discountRate: 'ten percent' }, { history: [] }, { price: 1 }]) {
      const response = await t.call('POST', '/v1/model/dcf/update', {
        token,
        body: { model_id: modelId, name: 'should not stick', assumptions },
      });
      expect(response.status, JSON.stringify(assumptions)).toBe(422);
      expect(response.data).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    const growth = await t.call('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, assumptions: { terminal: { method: 'perpetuity', growth: 0.2 } } },
    });
    expect(growth.message).toMatch(/growth/i);
    expect((await values(token, modelId)).data).toEqual(before);
  });

  it('names each broken input rule in the reader’s language, and saves nothing', async () => {
    const reader = await signInAsTemp(t, 'es');
    const id = await createAndWait(reader.token, 'NVDA');
    const before = (await values(reader.token, id)).data;
    const rules = [
      {
        assumptions: { drivers: { revenueGrowth: [-1.5] } },
        field: 'revenueGrowth',
        key: 'revenue_growth_below_minus_100',
      },
      { assumptions: { drivers: { grossMargin: 1.2 } }, field: 'grossMargin', key: 'margin_above_100' },
      { assumptions: { discountRate: { wacc: -0.02 } }, field: 'wacc', key: 'wacc_not_positive' },
    ] as const;
    for (const rule of rules) {
      const response = await t.call<{ fields: { path: string; message: string }[] }>('POST', '/v1/model/dcf/update', {
        token: reader.token,
        body: { model_id: id, assumptions: rule.assumptions },
      });
      expect(response.status, rule.key).toBe(422);
      const messages = response.data.fields.filter((field) => field.path.includes(rule.field)).map((f) => f.message);
      expect(messages, JSON.stringify(response.data)).toContain(VALIDATION_MESSAGES[rule.key].es);
    }
    // Terminal growth at the WACC: no value, and the message says why.
    const rate = runModel(before.model_input as unknown as TModelInput);
    if (!rate.ok) throw new Error(rate.error.message);
    const growth = await t.call('POST', '/v1/model/dcf/update', {
      token: reader.token,
      body: {
        model_id: id,
        assumptions: { terminal: { method: 'perpetuity', growth: rate.value.discountRate.value } },
      },
    });
    expect(growth.status).toBe(422);
    expect(growth.message).toContain(VALUATION_REASONS.GROWTH_NOT_BELOW_DISCOUNT_RATE.es);
    expect((await values(reader.token, id)).data).toEqual(before);
  });

  it('resets to the defaults with null', async () => {
    const response = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, assumptions: null },
    });
    expect(response.data.assumptions).toBeNull();
    expect(response.data.model_input).toMatchObject(response.data.defaults.assumptions);
    expect(response.data.results.terminal_growth).toBe(0.025);
    expect(response.data.name).toBe('NVIDIA base case');
  });
});

describe('a model’s settings', () => {
  it('starts with the defaults, saves a unit and a sensitivity grid without moving the value, and resets with null', async () => {
    const before = (await values(token, modelId)).data;
    expect(before.settings).toEqual(DEFAULT_MODEL_SETTINGS);
    const sensitivity = {
      axes: [
        { variable: 'wacc', steps: 7, gap: 0.005 },
        { variable: 'revenue_growth', steps: 3, gap: 0.01, start: 0.05 },
      ],
      timeframe: { from_year: 1, to_year: 3 },
    };
    const saved = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, settings: { report_unit: 'hundred_millions', sensitivity } },
    });
    expect(saved.code).toBe(0);
    const after = (await values(token, modelId)).data;
    expect(after.settings).toEqual({ ...DEFAULT_MODEL_SETTINGS, report_unit: 'hundred_millions', sensitivity });
    expect(after.results).toEqual(before.results);
    const reset = await t.call<TModelValues>('POST', '/v1/model/dcf/update', {
      token,
      body: { model_id: modelId, settings: null },
    });
    expect(reset.data.settings).toEqual(DEFAULT_MODEL_SETTINGS);
  });

  it('refuses a grid it could not draw, naming the rule in the reader’s language, and saves nothing', async () => {
    const reader = await signInAsTemp(t, 'zh');
    const id = await createAndWait(reader.token, 'NVDA');
    const axis = { variable: 'wacc', steps: 5, gap: 0.005 };
    const cases = [
      { axes: [{ ...axis, steps: 40 }], key: 'sensitivity_steps_range' },
      { axes: [{ ...axis, gap: 2 }], key: 'sensitivity_gap_range' },
      { axes: [axis, axis], key: 'sensitivity_variables_repeated' },
    ] as const;
    for (const { axes, key } of cases) {
      const response = await t.call<{ fields: { path: string; message: string }[] }>('POST', '/v1/model/dcf/update', {
        token: reader.token,
        body: { model_id: id, settings: { sensitivity: { axes, timeframe: null } } },
      });
      expect(response.status, key).toBe(422);
      expect(response.data.fields.map((field) => field.message)).toContain(VALIDATION_MESSAGES[key].zh);
    }
    const unit = await t.call('POST', '/v1/model/dcf/update', {
      token: reader.token,
      body: { model_id: id, settings: { report_unit: 'gazillions' } },
    });
    expect(unit.status).toBe(422);
    expect((await values(reader.token, id)).data.settings.report_unit).toBe('millions');
  });
});

describe('POST /v1/model/dcf/sensitivity', () => {
  async function sensitivity(body: Record<string, unknown>, as = token) {
    return t.call<TModelSensitivity>('POST', '/v1/model/dcf/sensitivity', {
      token: as,
      body: { model_id: modelId, ...body },
    });
  }

  it('gives a 2-variable grid the engine reproduces, centred on the model', async () => {
    const model = (await values(token, modelId)).data;
    const axes = [
      { variable: 'wacc', steps: 5, gap: 0.01 },
      { variable: 'terminal_growth', steps: 3, gap: 0.005 },
    ] as const;
    const response = await sensitivity({ axes });
    expect(response.code).toBe(0);
    const grid = response.data;
    expect(grid.shape).toEqual([5, 3]);
    expect(grid.prices).toHaveLength(15);
    expect(grid.base_price).toBe(model.results.implied_price_per_share);
    expect(grid.prices[7]).toBeCloseTo(model.results.implied_price_per_share, 6);
    expect(grid.axes[0]).toMatchObject({ variable: 'wacc', center: model.results.wacc });
    expect(grid.axes[1]?.values).toEqual([0.02, 0.025, 0.03].map((value) => expect.closeTo(value, 12)));
    const recomputed = runSensitivity({
      model: model.model_input as unknown as TModelInput,
      axes: axes.map((axis) => ({ ...axis, gap: rate(axis.gap) })),
    });
    if (!recomputed.ok) throw new Error(recomputed.error.message);
    expect(grid.prices).toEqual(recomputed.value.prices);
    expect(grid.timeframe).toEqual({ from_year: 1, to_year: 5 });
  });

  it('leaves points without a value empty and says why', async () => {
    const response = await sensitivity({ axes: [{ variable: 'terminal_growth', steps: 3, gap: 0.5 }] });
    expect(response.code).toBe(0);
    expect(response.data.prices[2]).toBeNull();
    expect(response.data.failures).toContainEqual(
      expect.objectContaining({ index: 2, code: 'GROWTH_NOT_BELOW_DISCOUNT_RATE' }),
    );
  });

  it('applies operating changes to a timeframe', async () => {
    const all = await sensitivity({ axes: [{ variable: 'revenue_growth', steps: 3, gap: 0.05 }] });
    const early = await sensitivity({
      axes: [{ variable: 'revenue_growth', steps: 3, gap: 0.05 }],
      timeframe: { from_year: 1, to_year: 2 },
    });
    expect(early.data.timeframe).toEqual({ from_year: 1, to_year: 2 });
    expect(early.data.prices[1]).toBeCloseTo(all.data.prices[1] as number, 6);
    expect(Math.abs((early.data.prices[2] as number) - (early.data.prices[1] as number))).toBeLessThan(
      Math.abs((all.data.prices[2] as number) - (all.data.prices[1] as number)),
    );
  });

  it('refuses bad grids', async () => {
    for (const body of [
      { axes: [] },
      {
        axes: [
          { variable: 'wacc', steps: 3, gap: 0.01 },
          { variable: 'wacc', steps: 3, gap: 0.01 },
        ],
      },
      { axes: [{ variable: 'beta', steps: 3, gap: 0.01 }] },
      { axes: [{ variable: 'wacc', steps: 50, gap: 0.01 }] },
    ]) {
      const response = await sensitivity(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.data).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    const twice = await t.call('POST', '/v1/model/dcf/sensitivity', {
      token: (await signInAsTemp(t, 'es')).token,
      body: {
        model_id: modelId,
        axes: [
          { variable: 'wacc', steps: 3, gap: 0.01 },
          { variable: 'wacc', steps: 3, gap: 0.01 },
        ],
      },
    });
    expect((twice.data as { fields: unknown }).fields).toEqual([
      { path: 'axes', message: 'Elige cada variable de sensibilidad solo una vez.' },
    ]);
    const beyond = await sensitivity({
      axes: [{ variable: 'revenue_growth', steps: 3, gap: 0.01 }],
      timeframe: { from_year: 2, to_year: 9 },
    });
    expect(beyond.status).toBe(422);
    expect(beyond.data).toMatchObject({ error: 'VALUATION_INVALID_INPUT' });
    expect(beyond.message).toMatch(/timeframe/);
  });

  it('answers someone else’s model with 404', async () => {
    const other = await signInAsTemp(t);
    const response = await sensitivity({ axes: [{ variable: 'wacc', steps: 3, gap: 0.01 }] }, other.token);
    expect(response.status).toBe(404);
    expect(response.data).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('GET /v1/model/dcf/list and POST delete', () => {
  it('lists the user’s built models newest first, and deletes one', async () => {
    const user = await signInAsTemp(t);
    const first = await createAndWait(user.token, 'NVDA');
    t.clock.advance(1000);
    const second = await createAndWait(user.token, 'AAPL');
    const failed = await create(user.token, { ticker: 'NOSUCH' });
    await waitForStatus(user.token, failed.data.model_id);
    const list = await t.call<{ items: { model_id: string; ticker: string }[] }>('GET', '/v1/model/dcf/list', {
      token: user.token,
    });
    expect(list.data.items.map((item) => item.model_id)).toEqual([second, first]);
    expect(list.data.items[0]).toMatchObject({
      ticker: 'AAPL',
      period: 'annual',
      terminal_growth: 0.025,
      currency: 'USD',
    });
    const apple = (await values(user.token, second)).data;
    expect(list.data.items[0]).toMatchObject({
      implied_price_per_share: apple.results.implied_price_per_share,
      currency: apple.results.currency,
    });
    const deleted = await t.call('POST', '/v1/model/dcf/delete', { token: user.token, body: { model_id: first } });
    expect(deleted.data).toEqual({ ok: true });
    expect((await values(user.token, first)).status).toBe(404);
    const after = await t.call<{ items: { model_id: string }[] }>('GET', '/v1/model/dcf/list', { token: user.token });
    expect(after.data.items.map((item) => item.model_id)).toEqual([second]);
  });
});
