import { modelRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../test/model-fixture';
import { renderApp } from '../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const item = {
  model_id: FIXTURE_MODEL_ID,
  name: 'Tidy Corp DCF',
  ticker: 'TIDY',
  period: 'annual',
  terminal_growth: 0.025,
  implied_price_per_share: 23.456,
  currency: 'USD',
  created_at: '2025-03-31T10:00:00.000Z',
  updated_at: '2025-03-31T10:00:00.000Z',
};

describe('my models', () => {
  it('lists, renames and, after confirmation, deletes a model', async () => {
    let items = [item];
    server = await startLocalApiServer((request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      switch (request.path) {
        case userRoutes.createTempUser.path:
          return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
        case userRoutes.info.path:
          return { body: ok(wireUser()) };
        case modelRoutes.list.path:
          return { body: ok({ items }) };
        case modelRoutes.update.path:
          items = items.map((i) => ({ ...i, name: String(body.name) }));
          return { body: ok({ ...wireModelValues(), name: body.name }) };
        case modelRoutes.delete.path:
          items = [];
          return { body: ok({ ok: true }) };
        default:
          return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
      }
    });
    renderApp({ path: '/models', language: 'en', baseUrl: server.url });
    const row = await screen.findByTestId('model-row-TIDY');
    expect(row.textContent).toContain('Tidy Corp DCF');
    expect(row.textContent).toContain('2.50%');
    // The implied price per share in the model's currency.
    expect(row.textContent).toContain('$23.46');
    expect(row.textContent).toContain('March 31, 2025');

    fireEvent.click(within(row).getByTestId('model-rename'));
    fireEvent.change(screen.getByTestId('rename-input'), { target: { value: 'Tidy base case' } });
    fireEvent.submit(screen.getByTestId('rename-input').closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('model-open').textContent).toBe('Tidy base case'));
    const update = server.requests.find((r) => r.path === modelRoutes.update.path);
    expect(update?.body).toEqual({ model_id: FIXTURE_MODEL_ID, name: 'Tidy base case' });

    fireEvent.click(screen.getByTestId('model-delete'));
    expect(server.requests.some((r) => r.path === modelRoutes.delete.path)).toBe(false);
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await screen.findByTestId('my-models-empty');
    expect(screen.getByText('Create New Model for Public Company')).toBeTruthy();
  });
});
