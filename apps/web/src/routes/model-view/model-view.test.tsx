import { ASSUMPTION_SOURCE_MESSAGES, modelRoutes, userRoutes } from '@app/contract';
import { runModel } from '@app/valuation';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput, wireModelValues } from '../../test/model-fixture';
import { renderApp } from '../../test/render-app';
import { valueModel } from './hooks/use-model-workspace';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** A model API over the fixture: values, and update (which stores the assumptions it is sent). */
async function startFixtureApi() {
  let current = wireModelValues();
  server = await startLocalApiServer((request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return request.query.get('model_id') === FIXTURE_MODEL_ID
          ? { body: ok(current) }
          : { status: 404, body: failure(404, 'NOT_FOUND', 'This model does not exist.') };
      case modelRoutes.update.path: {
        const assumptions = body.assumptions as Record<string, unknown> | null;
        current = wireModelValues(
          assumptions ? { ...tidyModelInput(), ...assumptions } : tidyModelInput(),
          assumptions,
        );
        return { body: ok(current) };
      }
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

function impliedPrice(): number {
  return Number(screen.getByTestId('implied-price').dataset.value);
}

describe('model view', () => {
  it('shows the engine’s implied price, and re-values at once after a WACC edit, then saves it', async () => {
    const api = await startFixtureApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/wacc`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('wacc-tab');

    const base = runModel(tidyModelInput());
    if (!base.ok) throw new Error(base.error.message);
    expect(impliedPrice()).toBeCloseTo(base.value.dcf.bridge.valuePerShare, 6);
    expect(screen.getByTestId('implied-price').textContent).toMatch(/^\$\d+\.\d{2}$/);
    expect(screen.getByTestId('beta-stats').textContent).toContain('60');
    // A default the server explains is shown with the server's own sentence.
    expect(screen.getByText('History: interest expense / average debt, FY 2024')).toBeTruthy();

    // Beta 1.1 → 1.5: the price falls at once, to the engine's own figure for that input.
    fireEvent.change(screen.getByTestId('wacc-input-beta'), { target: { value: '1.5' } });
    const edited = tidyModelInput();
    if (!('capm' in edited.discountRate)) throw new Error('fixture uses CAPM');
    edited.discountRate = { capm: { ...edited.discountRate.capm, beta: 1.5 } };
    const expected = runModel(edited);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(impliedPrice()).toBeCloseTo(expected.value.dcf.bridge.valuePerShare, 6);
    expect(impliedPrice()).toBeLessThan(base.value.dcf.bridge.valuePerShare);
    expect(Number(screen.getByTestId('wacc-value').dataset.value)).toBeCloseTo(expected.value.discountRate.value, 10);

    // Saved after a pause, with the engine's keys untouched.
    await waitFor(() => expect(api.requests.some((r) => r.path === modelRoutes.update.path)).toBe(true));
    const update = api.requests.find((r) => r.path === modelRoutes.update.path);
    const sent = update?.body as { model_id: string; assumptions: { discountRate: { capm: { beta: number } } } };
    expect(sent.model_id).toBe(FIXTURE_MODEL_ID);
    expect(sent.assumptions.discountRate.capm.beta).toBe(1.5);
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.state).toBe('saved'));
  });

  it('shows the server’s sentence for a default in the reader’s language, asked again after a language change', async () => {
    const taxRate = ASSUMPTION_SOURCE_MESSAGES.tax_rate_us_statutory;
    const api = await startLocalApiServer((request) => {
      switch (request.path) {
        case userRoutes.createTempUser.path:
          return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
        case userRoutes.setting.path:
          return { body: ok(wireUser({ language: (request.body as { language: string }).language })) };
        case modelRoutes.values.path: {
          // Like the server: the sentence in the language the request is made in.
          const language = request.headers['accept-language'] === 'es' ? 'es' : 'en';
          const values = wireModelValues() as { defaults: { sources: { item: string; source: string }[] } };
          for (const entry of values.defaults.sources) if (entry.item === 'tax_rate') entry.source = taxRate[language];
          return { body: ok(values) };
        }
        default:
          return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
      }
    });
    server = api;
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/wacc`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('wacc-tab');
    expect(screen.getByText(taxRate.en)).toBeTruthy();

    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'es' } });
    expect(await screen.findByText(taxRate.es)).toBeTruthy();
    const asked = api.requests
      .filter((r) => r.path === modelRoutes.values.path)
      .map((r) => r.headers['accept-language']);
    expect(asked).toEqual(['en', 'es']);
  });

  it('re-values after a driver edit on the DCF summary, and resets to the defaults', async () => {
    const api = await startFixtureApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('dcf-tab');
    const before = impliedPrice();
    const growth = screen.getByTestId('driver-revenueGrowth-0') as HTMLInputElement;

    fireEvent.change(growth, { target: { value: '25' } });
    const after = impliedPrice();
    expect(after).toBeGreaterThan(before);
    expect(Number(screen.getByTestId('dcf-implied-price').dataset.value)).toBe(after);
    expect(screen.getAllByText('Your input').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByTestId('terminal-growth'), { target: { value: '20' } });
    expect(screen.getByTestId('model-error').dataset.code).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
    // Assumptions without a value stay on screen and are not sent.
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.state).toBe('invalid'));
    const sentGrowths = api.requests
      .filter((r) => r.path === modelRoutes.update.path)
      .map((r) => (r.body as { assumptions: { terminal?: { growth: number } } }).assumptions.terminal?.growth);
    expect(sentGrowths).not.toContain(0.2);
    fireEvent.change(screen.getByTestId('terminal-growth'), { target: { value: '2.5' } });
    expect(screen.queryByTestId('model-error')).toBeNull();

    // The reset asks first; cancelling changes nothing.
    fireEvent.click(screen.getByTestId('model-reset'));
    fireEvent.click(within(screen.getByTestId('reset-dialog')).getByText('Cancel'));
    expect(screen.queryByTestId('reset-dialog')).toBeNull();
    expect(impliedPrice()).toBe(after);
    fireEvent.click(screen.getByTestId('model-reset'));
    fireEvent.click(screen.getByTestId('reset-confirm'));
    await waitFor(() => expect(impliedPrice()).toBeCloseTo(before, 6));
    const updates = () => api.requests.filter((r) => r.path === modelRoutes.update.path);
    expect(updates().at(-1)?.body).toEqual({ model_id: FIXTURE_MODEL_ID, assumptions: null });
    // And can be undone: the assumptions it replaced are saved again.
    fireEvent.click(await screen.findByTestId('model-reset-undo'));
    await waitFor(() => expect(screen.queryByTestId('model-reset-undo')).toBeNull());
    const undone = updates().at(-1)?.body as { assumptions: { drivers: { revenueGrowth: number[] } } };
    expect(undone.assumptions.drivers.revenueGrowth[0]).toBeCloseTo(0.25, 12);
  });

  it('opens every tab by its link, with the disclaimer', async () => {
    const api = await startFixtureApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}`, language: 'zh-TRADITIONAL', baseUrl: api.url });
    await screen.findByTestId('overview-tab');
    expect(screen.getByTestId('model-disclaimer').textContent).toContain('10 年期美國公債');
    expect(screen.getByTestId('missing-data').textContent).toContain('The fiscal year end is not in the filings.');
    fireEvent.click(screen.getByTestId('tab-wacc'));
    await screen.findByTestId('wacc-tab');
    fireEvent.click(screen.getByTestId('tab-dcf'));
    await screen.findByTestId('dcf-tab');
    fireEvent.click(screen.getByTestId('tab-sensitivity'));
    await screen.findByTestId('sensitivity-tab');
    fireEvent.click(screen.getByTestId('tab-overview'));
    await screen.findByTestId('overview-tab');
  });

  it('runs a sensitivity of 3 variables from the dialog, centred on the model', async () => {
    const api = await startFixtureApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/sensitivity`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('sensitivity-tab');
    expect(
      Number(screen.getByTestId('sensitivity-cell-2-2').querySelector('[data-value]')?.getAttribute('data-value')),
    ).toBeCloseTo(impliedPrice(), 6);
    fireEvent.click(screen.getByTestId('sensitivity-configure'));
    fireEvent.click(screen.getByTestId('sensitivity-add'));
    fireEvent.change(screen.getByTestId('sensitivity-steps-0'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('sensitivity-run'));
    expect(screen.queryByTestId('sensitivity-dialog')).toBeNull();
    expect(screen.getByTestId('sensitivity-slice')).toBeTruthy();
    expect(screen.getByTestId('sensitivity-table').querySelectorAll('tbody tr')).toHaveLength(3);
    expect((screen.getByTestId('sensitivity-csv') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('sensitivity-chart').querySelectorAll('path')).toHaveLength(5);
  });

  it('offers to create a model when there is none', async () => {
    const api = await startFixtureApi();
    renderApp({ path: '/models/0b6a3a52-5f0e-4f7a-9d7e-3c2b1a0000ff/overview', language: 'en', baseUrl: api.url });
    expect((await screen.findByTestId('empty-create-model')).textContent).toBe('Create New Model for Public Company');
  });

  it('re-values the fixture in a few milliseconds', () => {
    const input = tidyModelInput();
    valueModel(input); // warm-up
    const times = Array.from({ length: 50 }, () => valueModel(input).computeMs).sort((a, b) => a - b);
    const median = times[25] ?? Number.NaN;
    console.info(
      `runModel (3-year history, 5-year forecast): median ${median.toFixed(3)} ms, max ${times.at(-1)?.toFixed(3)} ms`,
    );
    expect(valueModel(input).result.ok).toBe(true);
  });
});
