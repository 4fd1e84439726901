import { errorMessage, modelRoutes, queryRoutes, userRoutes } from '@app/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  wireUser,
} from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

const MODEL_ID = '6f0c1c7e-2a4b-4c3d-9e8f-0123456789ab';
const NVIDIA = { ticker: 'NVDA', name: 'NVIDIA CORP', cik: 1045810, exchange: 'Nasdaq', match: 'name_prefix' };
const AMD = { ticker: 'AMD', name: 'ADVANCED MICRO DEVICES INC', cik: 2488, exchange: 'Nasdaq', match: 'fuzzy' };

type TStatusScript = Record<string, unknown>[];

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const status = (value: string, progress = { annual: 0, quarterly: 0 }, extra: Record<string, unknown> = {}) => ({
  model_id: MODEL_ID,
  status: value,
  progress,
  is_slow: false,
  error: null,
  ...extra,
});

/** A server that finds NVIDIA and AMD, creates a model, and answers the status polls in order. */
async function startModelApi(statuses: TStatusScript, options: { isTemp?: boolean } = {}) {
  let poll = 0;
  server = await startLocalApiServer((request: TRecordedRequest) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser({ is_temp: options.isTemp ?? true })) };
      case queryRoutes.searchTicker.path:
        return { body: ok({ items: [NVIDIA, AMD] }) };
      case modelRoutes.base.path:
        return { body: ok({ model_id: MODEL_ID, status: 'starting' }) };
      case modelRoutes.status.path: {
        const answer = statuses[Math.min(poll, statuses.length - 1)];
        poll += 1;
        return { body: ok(answer) };
      }
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

async function pickNvidia(): Promise<void> {
  const input = screen.getByTestId('ticker-search');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'nvid' } });
  await screen.findByTestId('search-option-NVDA');
  // Keyboard: down to AMD, up back to NVIDIA, Enter picks it.
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(screen.getByTestId('search-option-AMD').getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect((input as HTMLInputElement).value).toBe('NVDA · NVIDIA CORP');
  expect(screen.queryByRole('listbox')).toBeNull();
}

describe('new model', () => {
  it('searches after typing stops, then shows starting, progress, success and opens the model', async () => {
    const api = await startModelApi([
      status('starting'),
      status('processing', { annual: 40, quarterly: 0 }),
      status('processing', { annual: 80, quarterly: 0 }, { is_slow: true }),
      status('success', { annual: 100, quarterly: 100 }),
    ]);
    renderApp({ path: '/models/new', language: 'en', baseUrl: api.url });
    await pickNvidia();
    const searches = api.requests.filter((r) => r.path === queryRoutes.searchTicker.path);
    expect(searches.map((r) => r.query.get('keyword'))).toEqual(['nvid']);

    fireEvent.click(screen.getByTestId('create-model'));
    const panel = await screen.findByTestId('model-status');
    await waitFor(() => expect(panel.dataset.status).toBe('processing'));
    expect(screen.getByRole('progressbar', { name: 'Annual' }).getAttribute('aria-valuenow')).toMatch(/40|80/);
    await screen.findByTestId('model-status-slow');
    await screen.findByText('DCF model created successfully!');
    const base = api.requests.find((r) => r.path === modelRoutes.base.path);
    expect(base?.body).toEqual({ ticker: 'NVDA' });
    // Then the model opens (its screen is another test's business).
    await waitFor(() => expect(screen.queryByTestId('model-status')).toBeNull());
  });

  it('shows the server’s message for a refusal, and creates again on retry', async () => {
    const refusal = {
      code: 'FINANCIAL_COMPANY_UNSUPPORTED',
      message: errorMessage('FINANCIAL_COMPANY_UNSUPPORTED', 'es'),
    };
    const api = await startModelApi([status('failure', undefined, { error: refusal })]);
    renderApp({ path: '/models/new', language: 'es', baseUrl: api.url });
    await pickNvidia();
    fireEvent.click(screen.getByTestId('create-model'));
    await waitFor(() => expect(screen.getByTestId('model-status').dataset.status).toBe('failure'));
    expect(screen.getByText(refusal.message)).toBeTruthy();
    expect(screen.getByText('No se pudo crear el modelo.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('create-retry'));
    await waitFor(() => expect(api.requests.filter((r) => r.path === modelRoutes.base.path)).toHaveLength(2));
  });

  it('shows a failed request (e.g. an unknown ticker) with the server’s message', async () => {
    server = await startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      }
      if (request.path === queryRoutes.searchTicker.path) return { body: ok({ items: [NVIDIA, AMD] }) };
      if (request.path === userRoutes.info.path) return { body: ok(wireUser()) };
      return { status: 404, body: failure(404, 'TICKER_NOT_FOUND', errorMessage('TICKER_NOT_FOUND', 'en')) };
    });
    renderApp({ path: '/models/new', language: 'en', baseUrl: server.url });
    await pickNvidia();
    fireEvent.click(screen.getByTestId('create-model'));
    await waitFor(() => expect(screen.getByTestId('model-status').dataset.status).toBe('error'));
    expect(screen.getByText(errorMessage('TICKER_NOT_FOUND', 'en'))).toBeTruthy();
  });

  it('explains to a guest that other options need a full account, and sends nothing', async () => {
    const api = await startModelApi([status('success')], { isTemp: true });
    renderApp({ path: '/models/new', language: 'en', baseUrl: api.url });
    await pickNvidia();
    fireEvent.click(screen.getByTestId('model-options'));
    fireEvent.change(screen.getByTestId('option-forecast-years'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('options-apply'));
    await screen.findByTestId('options-need-account');
    const create = screen.getByTestId('create-model') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(create);
    });
    expect(api.requests.some((r) => r.path === modelRoutes.base.path)).toBe(false);

    fireEvent.click(screen.getByText('Use the default options'));
    expect(screen.queryByTestId('options-need-account')).toBeNull();
  });

  it('sends non-default options for a full account', async () => {
    const api = await startModelApi([status('success')], { isTemp: false });
    renderApp({ path: '/models/new', language: 'en', baseUrl: api.url });
    await pickNvidia();
    fireEvent.click(screen.getByTestId('model-options'));
    fireEvent.change(screen.getByTestId('option-period'), { target: { value: 'quarterly' } });
    fireEvent.click(screen.getByTestId('options-apply'));
    await waitFor(() => expect(screen.queryByTestId('options-need-account')).toBeNull());
    await waitFor(() => expect((screen.getByTestId('create-model') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('create-model'));
    await waitFor(() => expect(api.requests.some((r) => r.path === modelRoutes.base.path)).toBe(true));
    const base = api.requests.find((r) => r.path === modelRoutes.base.path);
    expect(base?.body).toEqual({
      ticker: 'NVDA',
      options: {
        period: 'quarterly',
        historical_years: 5,
        forecast_years: 5,
        quarterly_breakdown: false,
        quarterly_periods: 8,
      },
    });
  });

  for (const [phase, code] of [
    ['timeout', 'ANALYSIS_TIMEOUT'],
    ['error', 'MODEL_CREATION_FAILED'],
  ] as const) {
    it(`shows the ${phase} state with the server’s message and a retry`, async () => {
      const problem = { code, message: errorMessage(code, 'zh') };
      const api = await startModelApi([
        status('processing', { annual: 50, quarterly: 0 }),
        status(phase, undefined, { error: problem }),
      ]);
      renderApp({ path: '/models/new', language: 'zh', baseUrl: api.url });
      await pickNvidia();
      fireEvent.click(screen.getByTestId('create-model'));
      await waitFor(() => expect(screen.getByTestId('model-status').dataset.status).toBe(phase));
      expect(screen.getByText(problem.message)).toBeTruthy();
      expect(screen.getByTestId('create-retry').textContent).toBe('重试');
    });
  }
});
