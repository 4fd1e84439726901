import { modelRoutes } from '@app/contract';
import { runModel } from '@app/valuation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLocalApiServer } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';
import { startSettingsModelApi as startApi } from '../../../test/settings-model-api';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const model = runModel(tidyModelInput());
if (!model.ok) throw new Error(model.error.message);
const { bridge } = model.value.dcf;

describe('report unit', () => {
  it('switches every money figure of the DCF to the chosen unit, saves it, and keeps per-share values in dollars', async () => {
    server = await startApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: server.url });
    const equity = await screen.findByTestId('equity-value');
    expect(equity.textContent).toBe(
      (bridge.equityValue / 1e6).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    );
    expect(screen.getByTestId('dcf-tab').textContent).toContain('USD millions');
    const price = screen.getByTestId('implied-price').textContent;

    fireEvent.change(screen.getByTestId('report-unit'), { target: { value: 'billions' } });

    expect(screen.getByTestId('equity-value').textContent).toBe((bridge.equityValue / 1e9).toFixed(2));
    expect(screen.getByTestId('enterprise-value').textContent).toBe((bridge.enterpriseValue / 1e9).toFixed(2));
    expect(screen.getByTestId('terminal-value').textContent).toBe((model.value.dcf.terminal.value / 1e9).toFixed(2));
    expect(screen.getByTestId('dcf-tab').textContent).toContain('USD billions');
    expect(screen.getByTestId('dcf-tab').textContent).not.toContain('USD millions');
    expect(screen.getByTestId('implied-price').textContent).toBe(price);
    await waitFor(() => expect(server?.requests.some((r) => r.path === modelRoutes.update.path)).toBe(true));
    const update = server.requests.find((r) => r.path === modelRoutes.update.path);
    expect(update?.body).toMatchObject({ model_id: FIXTURE_MODEL_ID, settings: { report_unit: 'billions' } });
    expect(update?.body).not.toHaveProperty('assumptions');

    // Key metrics are ratios and per-share values: a unit does not touch them.
    fireEvent.click(screen.getByTestId('tab-key-metrics'));
    const eps = await screen.findByTestId(`metric-eps-${model.value.forecast.fiscalYears[0]}`);
    expect(eps.textContent).toMatch(/^\$\d+\.\d\d$/);
    // Key financials: the revenue of the chosen year says its unit.
    fireEvent.click(screen.getByTestId('tab-key-financials'));
    const revenue = await screen.findByTestId('composition-revenue');
    expect(revenue.textContent).toMatch(/^USD \d+\.\d\d billion$/);
    expect(revenue.dataset.unit).toBe('billions');
    fireEvent.change(screen.getByTestId('report-unit'), { target: { value: 'thousands' } });
    expect(screen.getByTestId('composition-revenue').textContent).toBe(
      `USD ${(Number(revenue.dataset.value) / 1e3).toLocaleString('en-US', { maximumFractionDigits: 0 })} thousand`,
    );
    // A figure alone in a sentence says its unit; the chart's title names it for the axis.
    expect(screen.getByTestId('financials-selected').textContent).toMatch(/: USD [\d,]+ thousand$/);
    expect(screen.getByTestId('financials-chart').getAttribute('aria-label')).toContain('(USD thousands)');
    await waitFor(() =>
      expect(server?.requests.filter((r) => r.path === modelRoutes.update.path).at(-1)?.body).toMatchObject({
        settings: { report_unit: 'thousands' },
      }),
    );
  });

  it('opens a model in its saved unit, labelled as Chinese readers count (亿美元)', async () => {
    server = await startApi({ report_unit: 'hundred_millions', sensitivity: null });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'zh', baseUrl: server.url });
    const equity = await screen.findByTestId('equity-value');
    expect(equity.textContent).toBe((bridge.equityValue / 1e8).toFixed(2));
    expect((screen.getByTestId('report-unit') as HTMLSelectElement).value).toBe('hundred_millions');
    expect(screen.getByTestId('dcf-tab').textContent).toContain('亿美元');
    expect(screen.getByTestId('dcf-tab').textContent).not.toContain('USD');
    fireEvent.click(screen.getByTestId('tab-overview'));
    expect((await screen.findByTestId('overview-equity-value')).textContent).toBe(
      `${(bridge.equityValue / 1e8).toFixed(2)}亿美元`,
    );
    fireEvent.click(screen.getByTestId('tab-wacc'));
    const debt = (await screen.findByTestId('wacc-input-debtValue')) as HTMLInputElement;
    expect(Number(debt.value)).toBeCloseTo(2, 3); // 200 million = 2 亿
    expect(screen.getByTestId('wacc-tab').textContent).toContain('亿美元');
  });
});
