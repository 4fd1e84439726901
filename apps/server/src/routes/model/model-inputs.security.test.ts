/**
 * Issue 12: every size a request sets is bounded by the product's limits on every path, the
 * full-account gate of creation holds for saved assumptions too, and assumptions are checked by the
 * contract's schema, the engine's refusals answered in the user's language, never as raw text.
 */
import {
  ERRORS,
  type TModelSensitivity,
  type TModelValues,
  VALIDATION_MESSAGES,
  VALUATION_REASONS,
} from '@app/contract';
import type { TModelInput } from '@app/valuation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcfModels } from '../../db/schema.js';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let temp: { token: string };
let full: { token: string };
let tempModel: string;
let fullModel: string;
beforeAll(async () => {
  t = await startTestApp();
  temp = await signInAsTemp(t, 'es');
  full = await signUp(t, `limits-${Date.now()}@example.com`);
  tempModel = await createModelAndWait(t, temp.token, 'NVDA');
  fullModel = await createModelAndWait(t, full.token, 'NVDA');
});
afterAll(() => t.close());

const update = (token: string, modelId: string, assumptions: unknown) =>
  t.call<TModelValues>('POST', '/v1/model/dcf/update', { token, body: { model_id: modelId, assumptions } });
const values = (token: string, modelId: string) =>
  t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${modelId}`, { token });

describe('sizes bounded by the product’s limits, and the full-account gate on every path', () => {
  it('refuses a temporary user the forecast length creation refuses it, through model/dcf/update', async () => {
    const created = await t.call('POST', '/v1/model/dcf/base', {
      token: temp.token,
      body: { ticker: 'NVDA', options: { forecast_years: 10 } },
    });
    expect(created).toMatchObject({ status: 403, data: { error: 'FULL_ACCOUNT_REQUIRED' } });
    const before = (await values(temp.token, tempModel)).data;
    const saved = await update(temp.token, tempModel, { defaults: { years: 10 } });
    expect(saved).toMatchObject({
      status: 403,
      message: ERRORS.FULL_ACCOUNT_REQUIRED.messages.es,
      data: { error: 'FULL_ACCOUNT_REQUIRED' },
    });
    expect((await values(temp.token, tempModel)).data).toEqual(before);
    // Its own length stays allowed.
    const same = await update(temp.token, tempModel, { defaults: { years: 5, fadeRevenueGrowthTo: 0.025 } });
    expect(same.status).toBe(200);
  });

  it('gives a full account 10 forecast years but never 500', async () => {
    const ten = await update(full.token, fullModel, { defaults: { years: 10 } });
    expect(ten.status).toBe(200);
    expect((ten.data.model_input as unknown as TModelInput).defaults?.years).toBe(10);
    for (const years of [11, 500]) {
      const response = await update(full.token, fullModel, { defaults: { years } });
      expect(response, String(years)).toMatchObject({
        status: 422,
        data: { error: 'VALIDATION_FAILED', fields: [{ path: 'assumptions.defaults.years' }] },
      });
    }
    const perYear = await update(full.token, fullModel, { drivers: { revenueGrowth: Array(500).fill(0.1) } });
    expect(perYear).toMatchObject({ status: 422, data: { error: 'VALIDATION_FAILED' } });
  });

  it('refuses a sensitivity grid of 21³ = 9,261 points, and a timeframe beyond the forecast limit', async () => {
    const axis = (variable: string) => ({ variable, steps: 21, gap: 0.001 });
    const grid = (body: Record<string, unknown>) =>
      t.call<TModelSensitivity>('POST', '/v1/model/dcf/sensitivity', {
        token: temp.token,
        body: { model_id: tempModel, ...body },
      });
    const huge = await grid({ axes: [axis('wacc'), axis('terminal_growth'), axis('revenue_growth')] });
    expect(huge).toMatchObject({
      status: 422,
      data: {
        error: 'VALIDATION_FAILED',
        fields: [{ path: 'axes', message: VALIDATION_MESSAGES.sensitivity_too_many_points.es }],
      },
    });
    const largest = await grid({ axes: [axis('wacc'), axis('terminal_growth')] });
    expect(largest.status).toBe(200);
    expect(largest.data.prices).toHaveLength(441);
    const beyond = await grid({ axes: [axis('wacc')], timeframe: { from_year: 1, to_year: 500 } });
    expect(beyond).toMatchObject({ status: 422, data: { error: 'VALIDATION_FAILED' } });
  });

  it('refuses more peers than a model may have', async () => {
    const tickers = ['AMD', 'INTC', 'QCOM', 'TXN', 'AVGO', 'MU', 'ADI', 'NXPI', 'MCHP', 'ON', 'AMAT', 'LRCX', 'KLAC'];
    const response = await t.call('POST', '/v1/model/dcf/comps_ticker/save', {
      token: temp.token,
      body: { model_id: tempModel, tickers },
    });
    expect(response).toMatchObject({ status: 422, data: { error: 'VALIDATION_FAILED' } });
  });

  it('refuses heavy work on a model saved before the limits (500 forecast years) instead of doing it', async () => {
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, fullModel));
    const input = row?.modelInput as Record<string, unknown>;
    await t.database.db
      .update(dcfModels)
      .set({ modelInput: { ...input, defaults: { years: 500 } } })
      .where(eq(dcfModels.id, fullModel));
    const download = await t.call('GET', `/v1/model/dcf/download?model_id=${fullModel}`, { token: full.token });
    const grid = await t.call('POST', '/v1/model/dcf/sensitivity', {
      token: full.token,
      body: { model_id: fullModel, axes: [{ variable: 'wacc', steps: 3, gap: 0.01 }] },
    });
    for (const response of [download, grid]) {
      expect(response).toMatchObject({
        status: 422,
        data: { error: 'VALUATION_INVALID_INPUT', fields: [{ path: 'defaults.years' }] },
      });
    }
    await t.database.db.update(dcfModels).set({ modelInput: input }).where(eq(dcfModels.id, fullModel));
  });
});

describe('assumptions checked by the contract’s schema, engine refusals in the user’s language', () => {
  it('refuses the review’s assumptions with the field and saves nothing', async () => {
    const before = (await values(temp.token, tempModel)).data;
    for (const [assumptions, path] of [
      [{ drivers: { daysBasis: 'x' } }, 'assumptions.drivers.daysBasis'],
      [{ convention: 'x'.repeat(500_000) }, 'assumptions.convention'],
      [{ terminal: { method: 'perpetuity', growth: -5 } }, 'assumptions.terminal.growth'],
      [{ discountRate: { wacc: 1e308 } }, 'assumptions.discountRate.wacc'],
      [{ history: [] }, 'assumptions'],
    ] as const) {
      const response = await update(temp.token, tempModel, assumptions);
      expect(response.status, path).toBe(422);
      expect(response.data, path).toMatchObject({ error: 'VALIDATION_FAILED', fields: [{ path }] });
      expect(response.message, path).toMatch(/^Algunos campos no son válidos: /);
    }
    expect((await values(temp.token, tempModel)).data).toEqual(before);
  });

  it('answers what the engine refuses with its reason in the user’s language, never an exception’s text', async () => {
    const growth = await update(temp.token, tempModel, {
      discountRate: { wacc: 0.05 },
      terminal: { method: 'perpetuity', growth: 0.2 },
    });
    expect(growth).toMatchObject({
      status: 422,
      message: ERRORS.VALUATION_INVALID_INPUT.messages.es.replace(
        '{{reason}}',
        VALUATION_REASONS.GROWTH_NOT_BELOW_DISCOUNT_RATE.es,
      ),
      data: { error: 'VALUATION_INVALID_INPUT' },
    });
    const count = await update(temp.token, tempModel, { drivers: { revenueGrowth: [0.1, 0.1] } });
    expect(count).toMatchObject({
      status: 422,
      data: { error: 'VALUATION_INVALID_INPUT', fields: [{ path: 'assumptions.drivers.revenueGrowth' }] },
    });
    expect(count.message).not.toMatch(/needs 5 values/);
    for (const assumptions of [
      { discountRate: { capm: 1 } },
      { terminal: null },
      { drivers: { revenueGrowth: 'x' } },
    ]) {
      const response = await update(temp.token, tempModel, assumptions);
      expect(response.status, JSON.stringify(assumptions)).toBe(422);
      expect(JSON.stringify(response), JSON.stringify(assumptions)).not.toMatch(/TypeError|Cannot read|properties of/);
    }
  });
});
