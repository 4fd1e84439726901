import { errorMessage, queryRoutes, systemRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The server's status, with the market data source reachable or not. */
function wireStatus(isReachable: boolean | null) {
  return {
    is_healthy: true,
    database: { kind: 'pglite', is_reachable: true, latency_ms: 1 },
    migrations: { applied: 1, expected: 1, is_up_to_date: true },
    market_data: {
      source: 'live',
      is_reachable: isReachable,
      failed_at: isReachable === false ? '2026-01-05T12:00:00.000Z' : null,
      retry_at: isReachable === false ? '2026-01-05T12:00:30.000Z' : null,
    },
  };
}

/** A server without network to its providers: search answers 503, and the status says so once a search failed. */
async function startOfflineApi(language: 'en' | 'es') {
  let hasSearchFailed = false;
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser()) };
      case systemRoutes.version.path:
        return { body: ok({ name: 'intrinsic', version: '0.1.0' }) };
      case systemRoutes.status.path:
        return { body: ok(wireStatus(hasSearchFailed ? false : null)) };
      case queryRoutes.searchTicker.path:
        hasSearchFailed = true;
        return {
          status: 503,
          body: failure(503, 'PROVIDER_UNAVAILABLE', errorMessage('PROVIDER_UNAVAILABLE', language)),
        };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

describe('ticker search without a reachable data source', () => {
  it('shows the server’s message at once instead of “Searching…”, and the footer says the source is unreachable', async () => {
    const api = await startOfflineApi('es');
    renderApp({ path: '/models/new', language: 'es', baseUrl: api.url });
    const status = await screen.findByTestId('system-status');
    await within(status).findByText('Todos los sistemas funcionan con normalidad');

    const input = screen.getByTestId('ticker-search');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'apple' } });
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByText(errorMessage('PROVIDER_UNAVAILABLE', 'es'));
    // Shown after one request: a provider failure is not retried by the client (the server did).
    expect(api.requests.filter((r) => r.path === queryRoutes.searchTicker.path)).toHaveLength(1);
    expect(within(listbox).queryByText('Buscando…')).toBeNull();

    // The failure refreshes the status at once, without waiting for its minute.
    await within(status).findByText('Fuente de datos de mercado inaccesible');
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === systemRoutes.status.path).length).toBeGreaterThanOrEqual(2),
    );
  });
});
