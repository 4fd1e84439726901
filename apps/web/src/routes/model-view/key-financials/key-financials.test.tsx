import { modelRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('key financials tab', { timeout: 15_000 }, () => {
  it('charts an item over actual and forecast years and splits a chosen year’s revenue', async () => {
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
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/key-financials`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('key-financials-tab', undefined, { timeout: 3000 });
    expect(screen.getByTestId('tab-key-financials')).toBeTruthy();
    expect(screen.getByTestId('financials-chart').getAttribute('aria-label')).toBe(
      'Revenue by fiscal year, actual and forecast (USD millions)',
    );
    expect(Number(screen.getByTestId('financials-point-2024').dataset.value)).toBeCloseTo(1210e6, 0);
    expect(Number(screen.getByTestId('financials-point-2025').dataset.value)).toBeGreaterThan(0);

    fireEvent.change(screen.getByTestId('financials-item'), { target: { value: 'netIncome' } });
    expect(Number(screen.getByTestId('financials-point-2024').dataset.value)).toBeCloseTo(83.25e6, 0);

    // FY2024 (the last actual year): 1,210 = cost 726 + R&D 121 + SG&A 181.5 + other 60.5 + EBIT 121.
    const other = screen.getByTestId('composition-other').querySelector('[data-value]');
    expect(Number(other?.getAttribute('data-value'))).toBeCloseTo(60.5e6, 0);
    fireEvent.change(screen.getByTestId('financials-year'), { target: { value: '2023' } });
    expect(screen.getByTestId('financials-pie').getAttribute('aria-label')).toBe('Where revenue goes · FY2023');
  });
});
