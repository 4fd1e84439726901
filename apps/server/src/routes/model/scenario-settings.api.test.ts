import {
  DEFAULT_MODEL_SETTINGS,
  DEFAULT_SCENARIO_SHIFTS,
  type TModelListItem,
  type TModelValues,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A model's scenarios (`settings.scenarios`): the case it is read in and the bear and bull shifts,
 * saved with `model/dcf/update` and validated there. The stored results stay the base case.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function update(token: string, id: string, settings: unknown) {
  return t.call<TModelValues & { fields: { path: string; message: string }[] }>('POST', '/v1/model/dcf/update', {
    token,
    body: { model_id: id, settings },
  });
}

async function valuesOf(token: string, id: string) {
  return (await t.call<TModelValues>('GET', `/v1/model/dcf/values?model_id=${id}`, { token })).data;
}

describe('a model’s scenarios', () => {
  it('start in the base case with the default sets, save a switch and own shifts, and never move the stored value', async () => {
    const { token } = await signInAsTemp(t);
    const id = await createModelAndWait(t, token, 'KO');
    const before = await valuesOf(token, id);
    expect(before.settings.scenarios).toEqual({ active: 'base', bear: null, bull: null });

    const bear = { ...DEFAULT_SCENARIO_SHIFTS.bear, revenue_growth: -0.05 };
    const scenarios = { active: 'bear', bear, bull: null };
    const saved = await update(token, id, { ...DEFAULT_MODEL_SETTINGS, scenarios });
    expect(saved.code).toBe(0);
    const after = await valuesOf(token, id);
    expect(after.settings).toEqual({ ...DEFAULT_MODEL_SETTINGS, scenarios });
    // The base case stays the value of record: results and the models list do not follow the switch.
    expect(saved.data.results).toEqual(before.results);
    expect(after.results).toEqual(before.results);
    const list = await t.call<{ items: TModelListItem[] }>('GET', '/v1/model/dcf/list', { token });
    const item = list.data.items.find((entry) => entry.model_id === id);
    expect(item?.implied_price_per_share).toBe(before.results.implied_price_per_share);

    // A save without scenarios (an older client) reads as the base case again.
    await update(token, id, { report_unit: 'billions' });
    expect((await valuesOf(token, id)).settings.scenarios).toEqual({ active: 'base', bear: null, bull: null });
  });

  it('refuses shifts out of range and unknown cases, naming the rule in the reader’s language, and saves nothing', async () => {
    const reader = await signInAsTemp(t, 'zh-TRADITIONAL');
    const id = await createModelAndWait(t, reader.token, 'KO');
    const bear = DEFAULT_SCENARIO_SHIFTS.bear;
    const cases = [
      { shifts: { ...bear, revenue_growth: -0.5 }, key: 'scenario_revenue_growth_shift_range' },
      { shifts: { ...bear, operating_margin: 0.25 }, key: 'scenario_operating_margin_shift_range' },
      { shifts: { ...bear, wacc: 0.06 }, key: 'scenario_wacc_shift_range' },
      { shifts: { ...bear, terminal_growth: -0.04 }, key: 'scenario_terminal_growth_shift_range' },
      { shifts: { ...bear, exit_multiple: 1e308 }, key: 'scenario_exit_multiple_shift_range' },
    ] as const;
    for (const { shifts, key } of cases) {
      const response = await update(reader.token, id, { scenarios: { active: 'bear', bear: shifts } });
      expect(response.status, key).toBe(422);
      expect(response.data.fields).toContainEqual({
        path: `settings.scenarios.bear.${key.replace('scenario_', '').replace('_shift_range', '')}`,
        message: VALIDATION_MESSAGES[key]['zh-TRADITIONAL'],
      });
    }
    expect((await update(reader.token, id, { scenarios: { active: 'worst' } })).status).toBe(422);
    const { wacc: _wacc, ...partial } = bear;
    expect((await update(reader.token, id, { scenarios: { active: 'bull', bull: partial } })).status).toBe(422);
    expect((await valuesOf(reader.token, id)).settings.scenarios).toEqual({ active: 'base', bear: null, bull: null });
  });
});
