import { breakdownRoutes, modelRoutes, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  wireUser,
} from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, tidyModelInput, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const SEGMENTS = 'us-gaap:Revenues|us-gaap:StatementBusinessSegmentsAxis|';
const GEOGRAPHY = 'us-gaap:Revenues|srt:StatementGeographicalAxis|';
const filing = {
  form: '10-K',
  period_end: '2024-12-31',
  fiscal_year: 2024,
  registrant: 'COCA COLA CO',
  total_concept: 'us-gaap:Revenues',
  currency: 'USD',
  source: 'ko-10-k-2025-02-20.html',
};
const summary = (id: string, kind: string, status = 'adds_up') => ({
  breakdown_id: id,
  kind,
  axis: id.split('|')[1],
  concept: 'us-gaap:Revenues',
  qualifier: null,
  member_count: 2,
  status,
  is_headline: true,
});
const value = (year: number, amount: number) => ({
  fiscal_year: year,
  start: `${year}-01-01`,
  end: `${year}-12-31`,
  value: amount,
});
const check = (year: number, total: number, sum: number) => ({
  fiscal_year: year,
  start: `${year}-01-01`,
  end: `${year}-12-31`,
  total,
  total_concept: 'us-gaap:Revenues',
  members_sum: sum,
  reconciling_sum: 0,
  gap: total - sum,
  tolerance: 1e6,
  is_complete: Math.abs(total - sum) <= 1e6,
  missing_members: [],
});

/** Two segments, 2023 adding up and 2024 short by 52 M; the forecast at 5% or the user's growth. */
function wireData(northGrowth = 0.05, isInput = false) {
  const north = 600e6 * (1 + northGrowth);
  const rest = 400e6 * 1.05;
  return {
    model_id: FIXTURE_MODEL_ID,
    filing,
    breakdown: {
      ...summary(SEGMENTS, 'segment', 'does_not_add_up'),
      currency: 'USD',
      members: [
        {
          member: 'ko:NorthMember',
          label: 'North',
          label_source: 'document',
          role: 'member',
          subtotal_of: [],
          values: [value(2023, 550e6), value(2024, 600e6)],
        },
        {
          member: 'ko:RestMember',
          label: 'Rest',
          label_source: 'document',
          role: 'member',
          subtotal_of: [],
          values: [value(2023, 350e6), value(2024, 400e6)],
        },
      ],
      checks: [check(2023, 900e6, 900e6), check(2024, 1052e6, 1000e6)],
    },
    forecast: {
      base_fiscal_year: 2024,
      base_revenue: 1000e6,
      basis: 'reported',
      mix_fiscal_year: null,
      fiscal_years: [2025],
      lines: [
        {
          member: 'ko:NorthMember',
          label: 'North',
          role: 'member',
          base_value: 600e6,
          growth: [northGrowth],
          is_input: [isInput],
          values: [north],
        },
        {
          member: 'ko:RestMember',
          label: 'Rest',
          role: 'member',
          base_value: 400e6,
          growth: [0.05],
          is_input: [false],
          values: [rest],
        },
      ],
      totals: [north + rest],
      model_revenue: [north + rest],
      model_growth: [(north + rest) / 1000e6 - 1],
      shifts: [0],
    },
    is_saved: isInput,
  };
}

async function open(options: { failFirst?: boolean; noFilings?: boolean } = {}) {
  const requests: TRecordedRequest[] = [];
  let failures = options.failFirst ? 1 : 0;
  server = await startLocalApiServer((request) => {
    requests.push(request);
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(wireModelValues(tidyModelInput())) };
      case breakdownRoutes.breakdown_by.path:
        if (failures > 0) {
          failures -= 1;
          return {
            status: 404,
            body: failure(404, 'BREAKDOWN_FILING_NOT_FOUND', 'No annual report with segment data was found for KO.'),
          };
        }
        if (options.noFilings)
          return {
            body: ok({
              model_id: FIXTURE_MODEL_ID,
              is_available: false,
              filing: null,
              breakdowns: [],
              chosen_id: null,
              starter_id: null,
            }),
          };
        return {
          body: ok({
            model_id: FIXTURE_MODEL_ID,
            is_available: true,
            filing,
            breakdowns: [summary(SEGMENTS, 'segment', 'does_not_add_up'), summary(GEOGRAPHY, 'geography')],
            chosen_id: null,
            starter_id: SEGMENTS,
          }),
        };
      case breakdownRoutes.breakdown_data.path:
        return { body: ok(wireData()) };
      case breakdownRoutes.breakdown_revenue_details_add.path:
        return { body: ok(wireData()) };
      case breakdownRoutes.breakdown_cell_change.path:
        return { body: ok({ data: wireData(0.2, true), model: wireModelValues(tidyModelInput()) }) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  renderApp({ path: `/models/${FIXTURE_MODEL_ID}/data-sheet`, language: 'en', baseUrl: server.url });
  return requests;
}

describe('revenue breakdown on the data sheet', { timeout: 30_000 }, () => {
  it('shows the breakdowns offered, the lines as reported with the check and its gap, the forecast and the legend', async () => {
    await open();
    await screen.findByTestId('breakdown-table', undefined, { timeout: 12_000 });
    const select = screen.getByTestId('breakdown-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'By segment · does not add up',
      'By region · adds up',
    ]);
    expect(screen.getByTestId('breakdown-actual-ko:NorthMember-2024').textContent).toContain('600');
    expect(screen.getByTestId('breakdown-check-2023').textContent).toBe('Yes');
    expect(screen.getByTestId('breakdown-check-2024').dataset.complete).toBe('false');
    expect(screen.getByTestId('breakdown-check-2024').textContent).toMatch(/^Gap .*52/);
    expect(screen.getByTestId('breakdown-source').textContent).toContain('ko-10-k-2025-02-20.html');
    expect(screen.getByTestId('breakdown-basis').textContent).toContain('FY 2024 as reported');
    const legend = screen.getByTestId('breakdown-legend').textContent ?? '';
    for (const word of ['Actual', 'Forecast', 'Input', 'Formula', 'Source']) expect(legend).toContain(word);
  });

  it('saves a changed growth with cell_change and shows it as an input', async () => {
    const requests = await open();
    const cell = (await screen.findByTestId('breakdown-growth-ko:NorthMember-2025', undefined, {
      timeout: 12_000,
    })) as HTMLInputElement;
    expect(cell.value).toBe('5');
    expect(cell.closest('td')?.dataset.kind).toBe('forecast');
    fireEvent.change(cell, { target: { value: '20' } });
    fireEvent.blur(cell);
    await waitFor(() => expect(requests.some((r) => r.path === breakdownRoutes.breakdown_cell_change.path)).toBe(true));
    const sent = requests.find((r) => r.path === breakdownRoutes.breakdown_cell_change.path);
    expect(sent?.body).toEqual({
      model_id: FIXTURE_MODEL_ID,
      breakdown_id: SEGMENTS,
      member: 'ko:NorthMember',
      fiscal_year: 2025,
      growth: 0.2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('breakdown-growth-ko:NorthMember-2025').closest('td')?.dataset.kind).toBe('input'),
    );
  });

  it('shows the server’s message when the breakdown cannot load, and Retry loads it', async () => {
    await open({ failFirst: true });
    const alert = await screen.findByTestId('breakdown-error', undefined, { timeout: 12_000 });
    expect(alert.textContent).toContain('No annual report with segment data was found for KO.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('breakdown-table', undefined, { timeout: 12_000 });
    // The statements above are not affected by the breakdown's failure.
    expect(screen.getByTestId('sheet-income')).toBeTruthy();
  });

  it('is left out of the data sheet on a server without a source of filings', async () => {
    const requests = await open({ noFilings: true });
    await screen.findByTestId('sheet-income', undefined, { timeout: 12_000 });
    await waitFor(() =>
      expect(requests.some((request) => request.path === breakdownRoutes.breakdown_by.path)).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId('revenue-breakdown')).toBeNull());
    expect(requests.some((request) => request.path === breakdownRoutes.breakdown_data.path)).toBe(false);
  });
});
