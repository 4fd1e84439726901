import { COMPS_MULTIPLES, compsRoutes, modelRoutes, type TComps, userRoutes } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';
import { compsCsv } from './comps-csv';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const NONE = { value: null, reason: 'no_forward_estimates' } as const;

function peer(ticker: string, pe: number | null, rule: 'same_industry' | 'same_sector' | 'user') {
  const multiples = Object.fromEntries(
    COMPS_MULTIPLES.map((kind) => [kind, NONE]),
  ) as TComps['peers'][number]['multiples'];
  multiples.pe_lyr = pe === null ? { value: null, reason: 'negative_earnings' } : { value: pe, reason: null };
  return {
    ticker,
    name: `${ticker} Inc.`,
    sic: 3674,
    rule,
    inputs: {
      price: 100,
      price_date: '2025-12-31',
      shares: 10,
      shares_basis: 'shares_outstanding' as const,
      market_cap: 1000,
      fiscal_year: 2025,
      fiscal_year_end: '2025-09-30',
      ttm_end: null,
      eps_lyr: pe === null ? -1 : 100 / pe,
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
      currency: 'USD',
      gaps: [],
    },
    multiples,
  };
}

function wireComps(tickers: string[] | null, missing: TComps['missing_peers'] = []): TComps {
  const peers = tickers
    ? tickers.map((t) => peer(t, 20, 'user'))
    : [peer('AMD', 20, 'same_industry'), peer('INTC', null, 'same_sector')];
  const values = peers.flatMap((p) => (p.multiples.pe_lyr.value ? [p.multiples.pe_lyr.value] : []));
  return {
    model_id: FIXTURE_MODEL_ID,
    ticker: 'NVDA',
    as_of: '2025-12-31',
    is_saved: tickers !== null,
    subject: { ticker: 'NVDA', name: 'NVIDIA', inputs: { ...peer('NVDA', 50, 'user').inputs, eps_lyr: 2 } },
    peers,
    missing_peers: missing,
    summary: COMPS_MULTIPLES.map((kind) =>
      kind === 'pe_lyr'
        ? {
            kind,
            count: values.length,
            stats: { mean: 20, median: 20, low: 20, high: 20 },
            subject_metric: 2,
            implied_price: { mean: 40, median: 40, low: 40, high: 40 },
            reason: null,
            upside_at_median: -0.6,
          }
        : {
            kind,
            count: 0,
            stats: null,
            subject_metric: null,
            implied_price: null,
            reason: 'no peer',
            upside_at_median: null,
          },
    ),
  };
}

async function startApi(missing: TComps['missing_peers'] = []) {
  let saved: string[] | null = null;
  server = await startLocalApiServer((request) => {
    const body = (request.body ?? {}) as { tickers?: string[] | null };
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(wireModelValues()) };
      case compsRoutes.comps_ticker.path:
        return { body: ok(wireComps(saved, missing)) };
      case compsRoutes.comps_ticker_save.path:
        saved = body.tickers ?? null;
        return { body: ok(wireComps(saved)) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

describe('comparables tab', () => {
  it('shows the peers, why a multiple is missing, the summary with the estimated price, and removes a peer', async () => {
    const api = await startApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('comparables-tab', undefined, { timeout: 3000 });
    expect(screen.getByTestId('tab-comparables')).toBeTruthy();
    expect(screen.getByTestId('comps-peer-AMD').textContent).toContain('Same industry (SIC)');
    expect(screen.getByTestId('comps-AMD-peLyr').dataset.value).toBe('20');
    expect(screen.getByTestId('comps-INTC-peLyr').parentElement?.getAttribute('title')).toBe(
      'Negative earnings: not meaningful',
    );
    expect(screen.getByTestId('comps-AMD-peForward').parentElement?.getAttribute('title')).toBe(
      'No analyst estimates in the data source',
    );
    expect(screen.getByTestId('comps-implied-peLyr').dataset.value).toBe('40');

    fireEvent.click(screen.getByTestId('comps-remove-INTC'));
    await waitFor(() => expect(screen.queryByTestId('comps-peer-INTC')).toBeNull(), { timeout: 3000 });
    const sent = api.requests.find((r) => r.path === compsRoutes.comps_ticker_save.path)?.body;
    expect(sent).toEqual({ model_id: FIXTURE_MODEL_ID, tickers: ['AMD'] });
    expect(screen.getByTestId('comps-peer-AMD').textContent).toContain('Added by you');
    expect(screen.getByTestId('comps-reset')).toBeTruthy();
    expect(screen.queryByTestId('comps-missing-peers')).toBeNull();
  });

  it('names the peers it left out, by reason, in the reader’s language', async () => {
    const api = await startApi([
      { ticker: 'GONEX', reason: 'not_found' },
      { ticker: 'OLDCO', reason: 'not_found' },
      { ticker: 'FNMA', reason: 'financial_company' },
    ]);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language: 'es', baseUrl: api.url });
    const note = await screen.findByTestId('comps-missing-peers', undefined, { timeout: 3000 });
    expect([...note.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Se omiten: GONEX y OLDCO, ya no están en la fuente de datos.',
      'Se omiten: FNMA, ahora clasificadas como empresas financieras (no comparables).',
    ]);
    // The peers that resolve are still shown.
    expect(screen.getByTestId('comps-peer-AMD')).toBeTruthy();
  });

  it('writes the peers and the summary as CSV, a missing value empty with its reason', () => {
    const wire = wireComps(null);
    const csv = compsCsv({
      modelId: wire.model_id,
      ticker: wire.ticker,
      asOf: wire.as_of,
      isSaved: false,
      missingPeers: [],
      subject: wire.subject as never,
      peers: wire.peers.map((p) => ({
        ticker: p.ticker,
        name: p.name,
        sic: p.sic,
        rule: p.rule,
        inputs: {
          price: p.inputs.price,
          priceDate: p.inputs.price_date,
          marketCap: p.inputs.market_cap,
          fiscalYear: p.inputs.fiscal_year,
          epsLyr: p.inputs.eps_lyr,
        },
        multiples: { peLyr: p.multiples.pe_lyr, peForward: p.multiples.pe_forward },
      })) as never,
      summary: wire.summary.map((s) => ({ ...s, impliedPrice: s.implied_price })) as never,
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('as_of,2025-12-31');
    expect(lines[1]?.startsWith('ticker,name,rule,price,price_date,market_cap,fiscal_year,eps_lyr')).toBe(true);
    expect(lines[2]).toContain('AMD,AMD Inc.,same_industry,100,2025-12-31,1000,2025,5');
    expect(lines[3]).toContain(',negative_earnings,');
    expect(csv).toContain('pe_lyr,1,20,20,20,20,40,40,40,40,');
  });
});
