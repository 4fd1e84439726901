import { DEFAULT_MODEL_SETTINGS, type TModelValues, VALIDATION_MESSAGES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/** A model's Monte Carlo run (`settings.monte_carlo`), saved with `model/dcf/update` and validated there. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const RUN = {
  ranges: [
    { variable: 'revenue_growth', low: -0.05, mode: 0, high: 0.04 },
    { variable: 'operating_margin', low: -0.03, mode: 0, high: 0.03 },
    { variable: 'wacc', low: -0.01, mode: 0, high: 0.01 },
    { variable: 'terminal_growth', low: -0.005, mode: 0, high: 0.005 },
  ],
  draws: 20_000,
  seed: 123,
};

async function update(token: string, id: string, settings: unknown) {
  return t.call<TModelValues & { fields: { path: string; message: string }[] }>('POST', '/v1/model/dcf/update', {
    token,
    body: { model_id: id, settings },
  });
}

async function settingsOf(token: string, id: string) {
  return (await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token })).data.settings;
}

describe('a model’s Monte Carlo settings', () => {
  it('starts null, saves ranges, draws and seed without moving the value, and resets with null', async () => {
    const { token } = await signInAsTemp(t);
    const id = await createModelAndWait(t, token, 'KO');
    const before = await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token });
    expect(before.data.settings.monte_carlo).toBeNull();
    const saved = await update(token, id, { ...DEFAULT_MODEL_SETTINGS, monte_carlo: RUN });
    expect(saved.code).toBe(0);
    expect(await settingsOf(token, id)).toEqual({ ...DEFAULT_MODEL_SETTINGS, monte_carlo: RUN });
    expect(saved.data.results).toEqual(before.data.results);
    await update(token, id, { ...DEFAULT_MODEL_SETTINGS, monte_carlo: null });
    expect((await settingsOf(token, id)).monte_carlo).toBeNull();
  });

  it('refuses a run it could not make, naming the rule in the reader’s language, and saves nothing', async () => {
    const reader = await signInAsTemp(t, 'id');
    const id = await createModelAndWait(t, reader.token, 'KO');
    const wacc = RUN.ranges[2] as (typeof RUN.ranges)[number];
    const cases = [
      { run: { ...RUN, ranges: [{ ...wacc, low: 0.02 }] }, key: 'monte_carlo_range_order' },
      { run: { ...RUN, ranges: [{ ...wacc, high: 0.5 }] }, key: 'monte_carlo_offset_range' },
      { run: { ...RUN, ranges: [wacc, wacc] }, key: 'monte_carlo_variables_repeated' },
      { run: { ...RUN, draws: 1_000_000 }, key: 'monte_carlo_draws_range' },
      { run: { ...RUN, seed: -5 }, key: 'monte_carlo_seed_range' },
    ] as const;
    for (const { run, key } of cases) {
      const response = await update(reader.token, id, { monte_carlo: run });
      expect(response.status, key).toBe(422);
      expect(response.data.fields.map((field) => field.message)).toContain(VALIDATION_MESSAGES[key].id);
    }
    const unknown = await update(reader.token, id, {
      monte_carlo: { ...RUN, ranges: [{ ...wacc, variable: 'beta' }] },
    });
    expect(unknown.status).toBe(422);
    expect((await settingsOf(reader.token, id)).monte_carlo).toBeNull();
  });
});
