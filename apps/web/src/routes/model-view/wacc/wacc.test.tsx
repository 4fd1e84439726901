import { modelRoutes, renderAssumptionSource, userRoutes } from '@app/contract';
import { cleanup, screen, within } from '@testing-library/react';
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

const BLUME = 'Blume-adjusted: ⅔ × the regression beta 1.15 + ⅓ × 1.0 (test)';
const RAW = '5-year monthly regression on the S&P 500 (test)';
const WARNING = 'Low R² (0.12, below 0.20): the regression beta is imprecise (test)';
const EQUITY = 'Market capitalisation: price on 2025-03-31 × 100,000,000 weighted diluted shares of FY 2024 (test)';

/** The fixture with the sentences a model made today carries about its beta and equity value. */
async function startApi(sources: { item: string; value: number | string | null; source: string }[]) {
  const values = wireModelValues() as { defaults: { sources: typeof sources } };
  values.defaults.sources.push(...sources);
  server = await startLocalApiServer((request) => {
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(values) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

describe('WACC tab', () => {
  it('shows the adjusted beta with its source, the raw regression beta beside it and a low-R² warning', async () => {
    const api = await startApi([
      { item: 'beta', value: 1.1, source: BLUME },
      { item: 'beta_raw', value: 1.15, source: RAW },
      { item: 'beta_r_squared', value: 0.12, source: WARNING },
      { item: 'equity_value', value: 1850e6, source: EQUITY },
    ]);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/wacc`, language: 'en', baseUrl: api.url });
    const tab = await screen.findByTestId('wacc-tab');
    expect(within(tab).getByText(BLUME)).toBeTruthy();
    expect(screen.getByTestId('wacc-beta-raw').textContent).toBe('1.15');
    expect(within(tab).getByText(RAW)).toBeTruthy();
    expect(screen.getByTestId('beta-warning').textContent).toBe(WARNING);
    // The equity weight's own sentence, not "not available" next to a number.
    expect(within(tab).getByText(EQUITY)).toBeTruthy();
    expect(within(tab).queryByText(/Not available from the data sources/)).toBeNull();
  });

  it('names a private company’s beta peer and the relevering in the reader’s language', async () => {
    const peerBeta = renderAssumptionSource(
      {
        item: 'beta',
        value: 1.42,
        source_key: 'beta_peer_relevered_adjusted',
        params: {
          peer: 'MSFT',
          peer_beta: { value: 1.21, digits: 2 },
          adjusted: { value: 1.14, digits: 2 },
          from: '2020-09-30',
          to: '2025-09-30',
          r_squared: { value: 0.48, digits: 2 },
          peer_de: { value: 0.05, digits: 2 },
          unlevered: { value: 1.1, digits: 2 },
          target_de: { value: 0.25, digits: 2 },
        },
      },
      'zh',
    );
    const api = await startApi([{ item: 'beta', value: 1.42, source: peerBeta }]);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/wacc`, language: 'zh', baseUrl: api.url });
    const tab = await screen.findByTestId('wacc-tab');
    const row = within(tab).getByText(peerBeta);
    expect(row.textContent).toMatch(/^MSFT 的 5 年月度 Beta 1\.21/);
    expect(row.textContent).toContain('去杠杆为 1.10，再按本公司账面负债权益比 0.25 加杠杆');
    // The peer's beta is not the company's own regression: no raw beta, no R² warning of its own.
    expect(screen.queryByTestId('wacc-beta-raw')).toBeNull();
  });

  it('shows neither the raw beta nor a warning for a model made before the adjustment', async () => {
    const api = await startApi([]);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/wacc`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('wacc-tab');
    expect(screen.queryByTestId('wacc-beta-raw')).toBeNull();
    expect(screen.queryByTestId('beta-warning')).toBeNull();
    expect(screen.getByTestId('beta-stats').textContent).toContain('60');
  });
});
