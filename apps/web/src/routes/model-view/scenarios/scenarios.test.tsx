import { DEFAULT_SCENARIO_SHIFTS, modelRoutes, userRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { applyScenario, multiple, runModel, type TModel, type TModelInput, type TScenarioShifts } from '@app/valuation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { camelize } from '../../../api/case';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const BEAR: TScenarioShifts = camelize(DEFAULT_SCENARIO_SHIFTS.bear);
const BULL: TScenarioShifts = camelize(DEFAULT_SCENARIO_SHIFTS.bull);

/**
 * A model API over the fixture that keeps what `model/dcf/update` is sent (assumptions and
 * settings), as the server does, and answers the values with them.
 */
async function startScenarioApi(input: TModelInput = tidyModelInput(), scenarios: unknown = undefined) {
  let assumptions: Record<string, unknown> | null = null;
  let settings: Record<string, unknown> = {
    report_unit: 'millions',
    sensitivity: null,
    ...(scenarios ? { scenarios } : {}),
  };
  const current = () => ({
    ...wireModelValues(assumptions ? { ...input, ...assumptions } : input, assumptions),
    settings,
  });
  server = await startLocalApiServer((request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(current()) };
      case modelRoutes.update.path:
        if (body.assumptions !== undefined) assumptions = body.assumptions as Record<string, unknown> | null;
        if (body.settings) settings = body.settings as Record<string, unknown>;
        return { body: ok(current()) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

function valued(input: TModelInput, shifts?: TScenarioShifts): TModel {
  const scenario = shifts ? applyScenario(input, shifts) : { ok: true as const, value: input };
  if (!scenario.ok) throw new Error(scenario.error.message);
  const result = runModel(scenario.value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const figureOf = (testId: string) => Number(screen.getByTestId(testId).dataset.value);
const cellValue = (testId: string) =>
  Number(screen.getByTestId(testId).querySelector('[data-value]')?.getAttribute('data-value'));

function settingsSaves(api: TLocalApiServer) {
  return api.requests
    .filter((r) => r.path === modelRoutes.update.path && (r.body as { settings?: unknown }).settings)
    .map((r) => (r.body as { settings: { scenarios: Record<string, unknown> } }).settings.scenarios);
}

describe('scenario switch', () => {
  it('re-values the whole model in the bear case at once, saves the switch, and keeps edits on the base case', async () => {
    const api = await startScenarioApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('dcf-tab');
    const input = tidyModelInput();
    const base = valued(input);
    expect(figureOf('implied-price')).toBeCloseTo(base.dcf.bridge.valuePerShare, 6);
    expect(screen.getByTestId('scenario-switch').dataset.active).toBe('base');
    expect(screen.queryByTestId('scenario-note')).toBeNull();

    fireEvent.click(screen.getByTestId('scenario-switch-bear'));
    const bear = valued(input, BEAR);
    expect(figureOf('implied-price')).toBeCloseTo(bear.dcf.bridge.valuePerShare, 6);
    expect(figureOf('implied-price')).toBeLessThan(base.dcf.bridge.valuePerShare);
    expect(figureOf('dcf-implied-price')).toBeCloseTo(bear.dcf.bridge.valuePerShare, 6);
    expect(screen.getByTestId('scenario-switch-bear').getAttribute('aria-checked')).toBe('true');
    // It says what the case moves, and that edits change the base case.
    const note = screen.getByTestId('scenario-note').textContent ?? '';
    expect(note).toContain('Bear case');
    expect(note).toContain('revenue growth -3.0 pp a year');
    expect(note).toContain('WACC +1.0 pp');
    expect(note).toContain('the base case');
    expect(screen.getByTestId('scenario-note-drivers')).toBeTruthy();
    await waitFor(() => expect(settingsSaves(api).at(-1)?.active).toBe('bear'));

    // The driver table shows the base case's driver; an edit changes the base, and the bear case follows.
    const growth = screen.getByTestId('driver-revenueGrowth-0') as HTMLInputElement;
    expect(Number(growth.value) / 100).toBeCloseTo(base.drivers.revenueGrowth.values[0] as number, 4);
    fireEvent.change(growth, { target: { value: '20' } });
    const edited = { ...input, drivers: { revenueGrowth: [0.2, ...base.drivers.revenueGrowth.values.slice(1)] } };
    expect(figureOf('implied-price')).toBeCloseTo(valued(edited, BEAR).dcf.bridge.valuePerShare, 6);
    await waitFor(() => {
      const saved = api.requests
        .filter((r) => r.path === modelRoutes.update.path && (r.body as { assumptions?: unknown }).assumptions)
        .at(-1)?.body as { assumptions: { drivers: { revenueGrowth: number[] } } } | undefined;
      expect(saved?.assumptions.drivers.revenueGrowth[0]).toBeCloseTo(0.2, 12);
    });

    // Back to the base case: the edited base, unshifted.
    fireEvent.click(screen.getByTestId('scenario-switch-base'));
    expect(figureOf('implied-price')).toBeCloseTo(valued(edited).dcf.bridge.valuePerShare, 6);
    expect(screen.queryByTestId('scenario-note')).toBeNull();
  });

  it('opens a model in the case it was saved in, in the reader’s language', async () => {
    const api = await startScenarioApi(tidyModelInput(), { active: 'bull', bear: null, bull: null });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/wacc`, language: 'zh', baseUrl: api.url });
    await screen.findByTestId('wacc-tab');
    const input = tidyModelInput();
    expect(figureOf('implied-price')).toBeCloseTo(valued(input, BULL).dcf.bridge.valuePerShare, 6);
    expect(screen.getByTestId('scenario-switch-bull').textContent).toBe('乐观');
    expect(screen.getByTestId('scenario-note-wacc').textContent).toContain('WACC -1.0 个百分点');
    // The WACC tab's build-up is the base case's.
    expect(figureOf('wacc-value')).toBeCloseTo(valued(input).discountRate.value, 12);
  });
});

describe('scenarios tab', () => {
  it('values the three cases side by side, checks a shift with the contract’s message, and applies it', async () => {
    const api = await startScenarioApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/scenarios`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('scenarios-tab');
    const input = tidyModelInput();
    const cases = { bear: valued(input, BEAR), base: valued(input), bull: valued(input, BULL) };
    for (const [name, model] of Object.entries(cases)) {
      expect(cellValue(`scenario-value-per-share-${name}`)).toBeCloseTo(model.dcf.bridge.valuePerShare, 6);
      expect(cellValue(`scenario-equity-value-${name}`)).toBeCloseTo(model.dcf.bridge.equityValue, 2);
      expect(cellValue(`scenario-upside-${name}`)).toBeCloseTo(model.dcf.bridge.upside as number, 9);
      expect(cellValue(`scenario-wacc-${name}`)).toBeCloseTo(model.discountRate.value, 12);
      expect(cellValue(`scenario-revenue-${name}`)).toBeCloseTo(model.forecast.income.revenue.at(-1) as number, 2);
      expect(cellValue(`scenario-operating-income-${name}`)).toBeCloseTo(
        model.forecast.income.ebit.at(-1) as number,
        2,
      );
    }
    expect(cellValue('scenario-terminal-bear')).toBeCloseTo(0.02, 12);
    expect(cases.bear.dcf.bridge.valuePerShare).toBeLessThan(cases.base.dcf.bridge.valuePerShare);
    expect(cases.bull.dcf.bridge.valuePerShare).toBeGreaterThan(cases.base.dcf.bridge.valuePerShare);
    expect(screen.getByTestId('scenario-column-base').dataset.active).toBe('true');
    expect(screen.getByTestId('scenario-origin-bear').dataset.own).toBe('false');
    expect((screen.getByTestId('scenario-shift-bear-revenueGrowth') as HTMLInputElement).value).toBe('-3');

    // Out of range: the contract's message, nothing applied or saved, the column keeps its figures.
    const growth = screen.getByTestId('scenario-shift-bear-revenueGrowth');
    fireEvent.change(growth, { target: { value: '-25' } });
    expect(screen.getByTestId('scenario-shift-bear-revenueGrowth-error').textContent).toBe(
      VALIDATION_MESSAGES.scenario_revenue_growth_shift_range.en,
    );
    expect((screen.getByTestId('scenario-apply-bear') as HTMLButtonElement).disabled).toBe(true);
    expect(cellValue('scenario-value-per-share-bear')).toBeCloseTo(cases.bear.dcf.bridge.valuePerShare, 6);

    // In range: previewed at once, saved on Apply.
    fireEvent.change(growth, { target: { value: '-5' } });
    expect(screen.queryByTestId('scenario-shift-bear-revenueGrowth-error')).toBeNull();
    const deeper = valued(input, { ...BEAR, revenueGrowth: -0.05 });
    expect(cellValue('scenario-value-per-share-bear')).toBeCloseTo(deeper.dcf.bridge.valuePerShare, 6);
    expect(screen.getByTestId('scenario-pending-bear')).toBeTruthy();
    fireEvent.click(screen.getByTestId('scenario-apply-bear'));
    await waitFor(() =>
      expect(settingsSaves(api).at(-1)).toEqual({
        active: 'base',
        bear: { ...DEFAULT_SCENARIO_SHIFTS.bear, revenue_growth: -0.05 },
        bull: null,
      }),
    );
    expect(screen.getByTestId('scenario-origin-bear').dataset.own).toBe('true');

    // Shown from its column: the headline becomes the bear case's, then back to the default shifts.
    fireEvent.click(screen.getByTestId('scenario-show-bear'));
    expect(screen.getByTestId('scenario-column-bear').dataset.active).toBe('true');
    expect(figureOf('implied-price')).toBeCloseTo(deeper.dcf.bridge.valuePerShare, 6);
    fireEvent.click(screen.getByTestId('scenario-defaults-bear'));
    expect(figureOf('implied-price')).toBeCloseTo(cases.bear.dcf.bridge.valuePerShare, 6);
    await waitFor(() => expect(settingsSaves(api).at(-1)).toEqual({ active: 'bear', bear: null, bull: null }));
  });

  it('moves the exit multiple of a model valued on one, and says why a case has no value', async () => {
    const input: TModelInput = { ...tidyModelInput(), terminal: { method: 'exit_multiple', multiple: multiple(0.5) } };
    const api = await startScenarioApi(input);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/scenarios`, language: 'es', baseUrl: api.url });
    await screen.findByTestId('scenarios-tab');
    expect(screen.getByTestId('scenario-shift-bear-terminalGrowth-unused')).toBeTruthy();
    expect(cellValue('scenario-terminal-bull')).toBeCloseTo(1.5, 12);
    // 0.5× − 1.0× is below zero: the bear case has no value, and says why.
    expect(screen.getByTestId('scenario-value-per-share-bear').dataset.value).toBe('none');
    expect(screen.getByTestId('scenario-error-bear').textContent).toBe(
      'Este escenario lleva el múltiplo de salida por debajo de 0×.',
    );
  });
});
