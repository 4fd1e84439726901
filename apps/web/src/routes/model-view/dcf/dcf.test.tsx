import { COMPS_MULTIPLES, compsRoutes, type TComps } from '@app/contract';
import { reverseDcf, runModel } from '@app/valuation';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLocalApiServer } from '../../../test/local-api-server';
import { startModelApi } from '../../../test/model-api';
import { FIXTURE_MODEL_ID, tidyModelInput } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The figures of one row of the projection table, by the value each cell carries. */
function rowValues(testId: string): number[] {
  const row = screen.getByTestId(testId);
  return [...row.querySelectorAll('td span[data-value]')].map((cell) => Number((cell as HTMLElement).dataset.value));
}

describe('DCF summary', () => {
  it('shows the stub share of year 1 and the cash flow it counts, so PV = counted × discount factor', async () => {
    server = await startModelApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('fcf-table');
    const model = runModel(tidyModelInput());
    if (!model.ok) throw new Error(model.error.message);
    const { dcf } = model.value;
    // Valued 2025-03-31 in a year that ends 2025-12-31: 275 of 365 days remain.
    expect(dcf.stubFraction).toBeCloseTo(275 / 365, 12);
    const share = rowValues('stub-share');
    expect(share[0]).toBeCloseTo(275 / 365, 12);
    expect(share.slice(1).every((value) => value === 1)).toBe(true);
    const counted = rowValues('counted-fcff');
    const fcff = rowValues('fcff');
    const pv = rowValues('pv-fcff');
    expect(counted[0]).toBeCloseTo((fcff[0] as number) * (275 / 365), 6);
    pv.forEach((value, i) => {
      expect(value).toBeCloseTo((counted[i] as number) * (dcf.discountFactors[i] as number), 6);
    });
    expect(screen.getByTestId('stub-note').textContent).toBe(
      'Stub period: after the valuation date 2025-03-31, 275 of the 365 days of FY2025E remain, so that year counts ' +
        `${(275 / 365).toFixed(4)} of its cash flow, discounted over ${(275 / 365).toFixed(4)} years; later years ` +
        'count in full. Present value = cash flow counted × discount factor.',
    );
  });

  it('names the forecast years that ended before the valuation date and counts none of their cash flow', async () => {
    const input = { ...tidyModelInput(), valuationDate: '2026-03-31' }; // base year ends 2024-12-31
    server = await startModelApi(input);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('fcf-table');
    const share = rowValues('stub-share');
    expect(share.slice(0, 3)).toEqual([0, 275 / 365, 1]);
    expect(rowValues('counted-fcff')[0]).toBe(0);
    expect(screen.getByTestId('elapsed-note').textContent).toBe(
      '1 forecast year(s) ended before the valuation date (FY2025E): forecast from the last annual report, not counted.',
    );
    expect(screen.getByTestId('stub-note').textContent).toContain('275 of the 365 days of FY2026E remain');
  });

  it('shows the terminal reinvestment at the return on new capital, as the engine computes it', async () => {
    const input = {
      ...tidyModelInput(),
      terminal: { method: 'perpetuity' as const, growth: 0.025 as never, reinvestment: 'return_on_capital' as const },
    };
    server = await startModelApi(input);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: server.url });
    const rate = await screen.findByTestId('reinvestment-rate');
    const model = runModel(input);
    if (!model.ok) throw new Error(model.error.message);
    expect(Number(rate.dataset.value)).toBeCloseTo(model.value.dcf.terminal.reinvestment?.rate as number, 12);
    expect((screen.getByTestId('terminal-reinvestment') as HTMLSelectElement).value).toBe('return_on_capital');
  });

  it('puts the DCF beside residual earnings and the peers’ multiples, and says what the price implies', async () => {
    const inputs: TComps['subject']['inputs'] = { ...ZERO_INPUTS, gaps: [] };
    const comps: TComps = {
      model_id: FIXTURE_MODEL_ID,
      ticker: 'TIDY',
      as_of: '2025-03-31',
      is_saved: false,
      subject: {
        ticker: 'TIDY',
        name: 'Tidy',
        inputs,
        multiples: Object.fromEntries(
          COMPS_MULTIPLES.map((kind) => [kind, { value: null, reason: 'missing_price' as const }]),
        ) as TComps['subject']['multiples'],
      },
      peers: [],
      missing_peers: [],
      summary: COMPS_MULTIPLES.map((kind) => ({
        kind,
        count: kind === 'pe_lyr' ? 3 : 0,
        peer_tickers: kind === 'pe_lyr' ? ['AAA', 'BBB', 'CCC'] : [],
        stats: kind === 'pe_lyr' ? { mean: 15, median: 14, low: 10, high: 22 } : null,
        subject_metric: kind === 'pe_lyr' ? 1.2 : null,
        implied_price: kind === 'pe_lyr' ? { mean: 18, median: 16.8, low: 12, high: 26.4 } : null,
        reason: kind === 'pe_lyr' ? null : 'no peer',
        upside_at_median: null,
      })),
    };
    server = await startModelApi(tidyModelInput(), { [compsRoutes.comps_ticker.path]: comps });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/dcf`, language: 'en', baseUrl: server.url });
    await screen.findByTestId('football-field');
    const model = runModel(tidyModelInput());
    if (!model.ok) throw new Error(model.error.message);
    const dcf = screen.getByTestId('range-dcf');
    expect(Number(dcf.dataset.point)).toBeCloseTo(model.value.dcf.bridge.valuePerShare, 9);
    expect(Number(dcf.dataset.low)).toBeLessThan(Number(dcf.dataset.point));
    expect(Number(dcf.dataset.high)).toBeGreaterThan(Number(dcf.dataset.point));
    expect(screen.getByTestId('range-residual_earnings')).toBeTruthy();
    const pe = await screen.findByTestId('range-pe_lyr');
    expect([pe.dataset.low, pe.dataset.point, pe.dataset.high].map(Number)).toEqual([12, 16.8, 26.4]);
    expect(Number(screen.getByTestId('range-price').dataset.price)).toBe(18.5);
    const implied = reverseDcf({ model: tidyModelInput(), price: 18.5 as never, solveFor: 'revenue_growth' });
    if (!implied.ok) throw new Error(implied.error.message);
    const margin = reverseDcf({ model: tidyModelInput(), price: 18.5 as never, solveFor: 'operating_margin' });
    if (!margin.ok) throw new Error(margin.error.message);
    expect(screen.getByTestId('implied-margin').textContent).toContain(
      `an operating margin of ${(margin.value.impliedValue * 100).toFixed(1)}% in the last forecast year (the model has ${(margin.value.modelValue * 100).toFixed(1)}%`,
    );
    expect(screen.getByTestId('implied-growth').textContent).toBe(
      `The price of $18.50 implies ${(implied.value.impliedValue * 100).toFixed(1)}% revenue growth a year for ${model.value.forecast.fiscalYears.length} years at the model's margins.`,
    );
  });
});

/** Every input of the comparables' subject, for a summary-only answer. */
const ZERO_INPUTS: Omit<TComps['subject']['inputs'], 'gaps'> = {
  price: null,
  price_date: null,
  shares: null,
  shares_basis: null,
  market_cap: null,
  fiscal_year: null,
  fiscal_year_end: null,
  ttm_end: null,
  eps_lyr: null,
  eps_ttm: null,
  book_value: null,
  revenue_lyr: null,
  revenue_ttm: null,
  ebitda_lyr: null,
  debt: null,
  cash: null,
  short_term_investments: null,
  minority_interest: null,
  enterprise_value: null,
  currency: null,
};
