import { modelRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const value = (testId: string) => Number(screen.getByTestId(testId).dataset.value);

async function startFixtureApi() {
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(wireModelValues()) };
      case modelRoutes.update.path: {
        const assumptions = (request.body as { assumptions: Record<string, unknown> | null }).assumptions;
        return { body: ok(wireModelValues({ ...tidyModelInput(), ...assumptions }, assumptions)) };
      }
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

describe('key metrics tab', () => {
  it('follows a driver edit made on the DCF summary', async () => {
    const api = await startFixtureApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('dcf-tab');
    fireEvent.change(screen.getByTestId('driver-revenueGrowth-0'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('tab-key-metrics'));
    await screen.findByTestId('key-metrics-tab');
    await waitFor(() => expect(value('metric-revenueGrowth-2025')).toBeCloseTo(0.25, 12));
    fireEvent.click(screen.getByTestId('tab-data-sheet'));
    await screen.findByTestId('data-sheet-tab');
    const revenue2025 = screen.getByTestId('sheet-revenue-2025').querySelector('[data-value]');
    expect(Number(revenue2025?.getAttribute('data-value'))).toBeCloseTo(1210e6 * 1.25, 0);
  });

  it('computes the metrics of a history year as a reader would by hand, and states each formula', async () => {
    server = await startLocalApiServer((request) => {
      switch (request.path) {
        case userRoutes.createTempUser.path:
          return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
        case modelRoutes.values.path:
          return { body: ok(wireModelValues()) };
        default:
          return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
      }
    });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/key-metrics`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('key-metrics-tab');
    expect(screen.getByTestId('tab-key-metrics')).toBeTruthy();

    // FY2024 of the fixture, in USD millions: revenue 1,210; EBIT 121; interest 10; pre-tax 111;
    // tax 25% = 27.75; net income 83.25.
    expect(value('metric-netMargin-2024')).toBeCloseTo(83.25 / 1210, 12);
    expect(screen.getByTestId('metric-netMargin-2024').textContent).toBe('6.9%');
    // Equity = total assets 966.2 (cash 200 + receivables 121 + inventory 145.2 + PP&E 300 +
    // intangibles 40 + goodwill 100 + other 60) − total liabilities 372.6 (payables 72.6 + 200 + 100) = 593.6.
    expect(value('metric-roe-2024')).toBeCloseTo(83.25 / 593.6, 12);
    expect(value('metric-revenueGrowth-2024')).toBeCloseTo(0.1, 12);
    // No year before the first: no growth, a dash rather than 0.
    expect(screen.getByTestId('metric-revenueGrowth-2022').textContent).toBe('—');
    expect(screen.getByTestId('metric-roe-formula').textContent).toBe("Net income ÷ shareholders' equity");
    // The forecast years follow, computed from the engine's statements.
    expect(value('metric-grossMargin-2025')).toBeGreaterThan(0);
  });
});
