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

/** The default peers: AMD counted, INTC with no positive multiple, AVGO with a negative EV/EBITDA. */
function defaultPeers() {
  const avgo = peer('AVGO', 25, 'same_industry');
  avgo.multiples.ev_ebitda_lyr = { value: -3, reason: null };
  return [peer('AMD', 20, 'same_industry'), peer('INTC', null, 'same_sector'), avgo];
}

function wireComps(tickers: string[] | null, missing: TComps['missing_peers'] = []): TComps {
  // As the server does: a saved default peer keeps its rule, only the others are the user's.
  const defaults = defaultPeers();
  const peers = tickers ? tickers.map((t) => defaults.find((p) => p.ticker === t) ?? peer(t, 20, 'user')) : defaults;
  const counted = peers.filter((p) => (p.multiples.pe_lyr.value ?? 0) > 0).map((p) => p.ticker);
  const subject = peer('NVDA', 50, 'user');
  return {
    model_id: FIXTURE_MODEL_ID,
    ticker: 'NVDA',
    as_of: '2025-12-31',
    is_saved: tickers !== null,
    subject: {
      ticker: 'NVDA',
      name: 'NVIDIA',
      inputs: { ...subject.inputs, eps_lyr: 2 },
      multiples: subject.multiples,
    },
    peers,
    missing_peers: missing,
    summary: COMPS_MULTIPLES.map((kind) =>
      kind === 'pe_lyr'
        ? {
            kind,
            count: counted.length,
            peer_tickers: counted,
            stats: { mean: 20, median: 20, low: 20, high: 20 },
            subject_metric: 2,
            implied_price: { mean: 40, median: 40, low: 40, high: 40 },
            reason: null,
            upside_at_median: -0.6,
          }
        : {
            kind,
            count: 0,
            peer_tickers: [],
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
    await screen.findByTestId('comparables-tab');
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
    await waitFor(() => expect(screen.queryByTestId('comps-peer-INTC')).toBeNull());
    const sent = api.requests.find((r) => r.path === compsRoutes.comps_ticker_save.path)?.body;
    expect(sent).toEqual({ model_id: FIXTURE_MODEL_ID, tickers: ['AMD', 'AVGO'] });
    // A saved set does not relabel the default peers it keeps.
    expect(screen.getByTestId('comps-peer-AMD').textContent).toContain('Same industry (SIC)');
    expect(screen.getByTestId('comps-peer-AMD').textContent).not.toContain('Added by you');
    expect(screen.getByTestId('comps-reset')).toBeTruthy();
  });

  it('shows the company itself first, apart and not counted, and marks the peers and figures left out', async () => {
    const api = await startApi();
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('comparables-tab');
    const rows = screen.getByTestId('comps-peers').querySelectorAll('tbody tr');
    expect(rows[0]?.getAttribute('data-testid')).toBe('comps-subject');
    const subject = screen.getByTestId('comps-subject');
    expect(subject.textContent).toContain('NVIDIA');
    expect(screen.getByTestId('comps-subject-badge').textContent).toBe('This company · not counted');
    expect(screen.getByTestId('comps-subject-peLyr').dataset.value).toBe('50');
    expect(subject.querySelector('[data-testid^="comps-remove"]')).toBeNull();

    // INTC has no positive multiple: shown, marked not counted, with why on hover.
    expect(screen.getByTestId('comps-peer-INTC').dataset.counted).toBe('false');
    const badge = screen.getByTestId('comps-not-counted-INTC');
    expect(badge.textContent).toBe('Not counted');
    expect(badge.getAttribute('title')).toMatch(/^Left out of the mean, median, low and high/);
    // AMD and AVGO are counted; AVGO's negative EV/EBITDA is shown struck through, not counted.
    expect(screen.getByTestId('comps-peer-AMD').dataset.counted).toBe('true');
    expect(screen.queryByTestId('comps-not-counted-AMD')).toBeNull();
    const negative = screen.getByTestId('comps-AVGO-evEbitdaLyr').parentElement;
    expect(negative?.dataset.counted).toBe('false');
    expect(negative?.className).toContain('line-through');
    expect(negative?.getAttribute('title')).toMatch(/^Not counted in the mean, median, low and high/);
    expect(screen.getByTestId('comps-AVGO-peLyr').parentElement?.dataset.counted).toBe('true');
  });

  it('names the peers it left out, by reason, in the reader’s language', async () => {
    const api = await startApi([
      { ticker: 'GONEX', reason: 'not_found' },
      { ticker: 'OLDCO', reason: 'not_found' },
      { ticker: 'FNMA', reason: 'financial_company' },
    ]);
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language: 'es', baseUrl: api.url });
    const gone = await screen.findByTestId('comps-peer-GONEX');
    // Each keeps a row, marked not counted, with why, and can be removed.
    expect(gone.textContent).toContain('Se omiten: GONEX, ya no están en la fuente de datos.');
    expect(screen.getByTestId('comps-not-counted-OLDCO').textContent).toBe('No se cuenta');
    expect(screen.getByTestId('comps-peer-FNMA').textContent).toContain(
      'Se omiten: FNMA, ahora clasificadas como empresas financieras (no comparables).',
    );
    expect(screen.getByTestId('comps-remove-FNMA')).toBeTruthy();
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
    expect(csv).toContain('pe_lyr,2,20,20,20,20,40,40,40,40,');
  });
});
