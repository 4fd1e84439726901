import {
  type TDataSheetPreview,
  type TModelReview,
  type TModelValues,
  ZModelAssumptionsInputSchema,
} from '@app/contract';
import { REVIEW_CODES } from '@app/valuation';
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

const review = (as: string, id: string) =>
  t.call<TModelReview>('GET', `/v1/model/dcf/review?model_id=${id}`, { token: as });
/** The review in the user's language (their setting, as every model route reads it). */
const reviewIn = async (language: string) => {
  await t.call('POST', '/v1/user/setting', { token, body: { language } });
  return (await review(token, modelId)).data;
};
const values = async (id: string) =>
  (await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token })).data;
const update = (body: Record<string, unknown>) =>
  t.call<TModelValues>('POST', '/v1/model/dcf/update', { token, body: { model_id: modelId, ...body } });

describe('GET /v1/model/dcf/review', () => {
  it('reviews Coca-Cola’s model: known codes, most severe first, suggestions in the update route’s shape, the disclaimer', async () => {
    const response = await review(token, modelId);
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data.model_id).toBe(modelId);
    expect(data.disclaimer).toMatch(/for information only and is not investment advice/);
    // KO's comparables with prices in the pack are rated for the WACC check.
    expect(data.peers.length).toBeGreaterThan(0);
    const rank = { critical: 0, warning: 1, info: 2 };
    const ranks = data.findings.map((f) => rank[f.severity]);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    for (const finding of data.findings) {
      expect(REVIEW_CODES).toContain(finding.code);
      expect(finding.message).not.toMatch(/\{\{/);
      expect(finding.cells.length).toBeGreaterThan(0);
      if (finding.suggestion)
        expect(ZModelAssumptionsInputSchema.safeParse(finding.suggestion.assumptions).success).toBe(true);
    }
  });

  it('applying a finding’s suggestion through model/dcf/update re-values the model, keeps the other assumptions, and the finding is gone', async () => {
    const model = await values(modelId);
    const input = model.model_input as { terminal: Record<string, unknown>; drivers?: Record<string, unknown> };
    const rf = model.market.risk_free_rate?.value as number;
    // The user's own assumptions: a tax rate, and terminal growth above the risk-free rate.
    const saved = { drivers: { taxRate: 0.2 }, terminal: { ...input.terminal, growth: rf + 0.005 } };
    expect((await update({ assumptions: saved })).status).toBe(200);
    const before = await values(modelId);

    const found = (await review(token, modelId)).data.findings.find(
      (f) => f.code === 'terminal_growth_at_or_above_risk_free',
    );
    expect(found).toMatchObject({ severity: 'critical', cells: expect.arrayContaining(['terminal.growth']) });
    expect(found?.params.growth).toBeCloseTo(rf + 0.005, 12);
    expect(found?.params.risk_free_rate).toBeCloseTo(rf, 12);
    const change = found?.suggestion?.assumptions;
    expect(change?.terminal).toMatchObject({ method: 'perpetuity' });

    const applied = await update({ assumptions: { ...(before.assumptions ?? {}), ...change } });
    expect(applied.status).toBe(200);
    expect(applied.data.assumptions).toMatchObject({ drivers: { taxRate: 0.2 } });
    expect(applied.data.results.terminal_growth).toBeLessThan(rf);
    expect(applied.data.results.implied_price_per_share).not.toBe(before.results.implied_price_per_share);

    const after = (await review(token, modelId)).data.findings.map((f) => f.code);
    expect(after).not.toContain('terminal_growth_at_or_above_risk_free');
    await update({ assumptions: null });
  });

  it('proposes the same change as data-sheet modifications: previewed, applied, the model re-valued as the preview said', async () => {
    const rf = (await values(modelId)).market.risk_free_rate?.value as number;
    const input = (await values(modelId)).model_input as { terminal: Record<string, unknown> };
    expect((await update({ assumptions: { terminal: { ...input.terminal, growth: rf + 0.005 } } })).status).toBe(200);
    const found = (await review(token, modelId)).data.findings.find(
      (f) => f.code === 'terminal_growth_at_or_above_risk_free',
    );
    expect(found?.modifications).toEqual([
      expect.objectContaining({
        operation: 'update',
        entity: 'Values',
        id: 'terminalGrowth@model',
        reason: found?.code,
      }),
    ]);
    const preview = await t.call<TDataSheetPreview>('POST', '/v1/model/dcf/data_sheet/preview', {
      token,
      body: { model_id: modelId, modifications: found?.modifications },
    });
    expect(preview.status, preview.message).toBe(200);
    const applied = await t.call<TModelValues>('POST', '/v1/model/dcf/data_sheet/apply', {
      token,
      body: { model_id: modelId, modifications: found?.modifications, updated_at: preview.data.updated_at },
    });
    expect(applied.status, applied.message).toBe(200);
    expect(applied.data.results.terminal_growth).toBeLessThan(rf);
    expect(applied.data.results.implied_price_per_share).toBeCloseTo(
      preview.data.valuation.after.value_per_share as number,
      6,
    );
    await update({ assumptions: null });
  });

  it('says its findings and disclaimer in the request’s language', async () => {
    const rf = (await values(modelId)).market.risk_free_rate?.value as number;
    const growth = Math.round((rf + 0.01) * 1000) / 1000;
    expect((await update({ assumptions: { terminal: { method: 'perpetuity', growth } } })).status).toBe(200);
    const pct = (separator: string) => (growth * 100).toFixed(1).replace('.', separator);
    const es = await reviewIn('es');
    const zh = await reviewIn('zh');
    const en = await reviewIn('en');
    expect(es.findings.map((f) => f.code)).toEqual(en.findings.map((f) => f.code));
    const finding = (data: TModelReview) =>
      data.findings.find((f) => f.code === 'terminal_growth_at_or_above_risk_free')?.message;
    expect(finding(en)).toContain(`Terminal growth of ${pct('.')}% is not below`);
    expect(finding(es)).toContain(`El crecimiento terminal del ${pct(',')}`);
    expect(finding(zh)).toContain(`永续增长率 ${pct('.')}%`);
    expect(es.disclaimer).toMatch(/no constituye asesoramiento de inversión/);
    await update({ assumptions: null });
  });

  it('answers someone else’s model and a missing one with 404, a malformed id with 422, no token with 401', async () => {
    const other = await signInAsTemp(t);
    const missing = await review(other.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const theirs = await review(other.token, modelId);
    expect(theirs.status).toBe(404);
    expect({ message: theirs.message, data: theirs.data }).toEqual({ message: missing.message, data: missing.data });
    expect((await review(token, 'not-a-uuid')).status).toBe(422);
    expect((await t.call('GET', `/v1/model/dcf/review?model_id=${modelId}`)).status).toBe(401);
  });
});
