import {
  COMPS_MULTIPLES,
  compsProposalRoutes,
  compsRoutes,
  ERRORS,
  llmRoutes,
  modelRoutes,
  type TComps,
  type TCompsProposal,
  type TCompsProposals,
  userRoutes,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TScriptedReply,
  wireUser,
} from '../../../test/local-api-server';
import { FIXTURE_MODEL_ID, wireModelValues } from '../../../test/model-fixture';
import { renderApp } from '../../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const NONE = { value: null, reason: 'no_forward_estimates' } as const;

function wirePeer(ticker: string, rule: 'same_industry' | 'user'): TComps['peers'][number] {
  return {
    ticker,
    name: `${ticker} Inc.`,
    sic: 3674,
    rule,
    inputs: {
      price: 100,
      price_date: '2025-12-31',
      shares: 10,
      shares_basis: 'shares_outstanding',
      market_cap: 1000,
      fiscal_year: 2025,
      fiscal_year_end: '2025-09-30',
      ttm_end: null,
      eps_lyr: 5,
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
    multiples: Object.fromEntries(COMPS_MULTIPLES.map((kind) => [kind, NONE])) as TComps['peers'][number]['multiples'],
  };
}

/** The model's peers: AMD and INTC by default, else the saved tickers. */
function wireComps(saved: string[] | null): TComps {
  const tickers = saved ?? ['AMD', 'INTC'];
  const subject = wirePeer('NVDA', 'user');
  return {
    model_id: FIXTURE_MODEL_ID,
    ticker: 'NVDA',
    as_of: '2025-12-31',
    is_saved: saved !== null,
    subject: { ticker: 'NVDA', name: 'NVIDIA', inputs: subject.inputs, multiples: subject.multiples },
    peers: tickers.map((ticker) =>
      wirePeer(ticker, saved && !['AMD', 'INTC'].includes(ticker) ? 'user' : 'same_industry'),
    ),
    missing_peers: [],
    summary: COMPS_MULTIPLES.map((kind) => ({
      kind,
      count: 0,
      peer_tickers: [],
      stats: null,
      subject_metric: null,
      implied_price: null,
      reason: 'no peer',
      upside_at_median: null,
    })),
  };
}

function proposal(ticker: string, overrides: Partial<TCompsProposal> = {}): TCompsProposal {
  return {
    ticker,
    name: `${ticker} Corp.`,
    cik: 1000,
    why: `${ticker} sells software by subscription.`,
    is_passed: true,
    rejections: [],
    is_current_peer: false,
    sic: '7372',
    sic_description: 'Services-Prepackaged Software',
    sector: 'Information Technology',
    country: 'United States',
    country_code: 'US',
    revenue: 23_769_000_000,
    revenue_fiscal_year: 2025,
    currency: 'USD',
    market_cap: 150_000_000_000,
    ...overrides,
  };
}

const FILTERS = { sic_codes: ['7372'], sectors: [], min_revenue: 1_000_000_000, max_revenue: null, countries: ['US'] };

/** What the chat model proposed for "only US software above $1B", as the server checked it. */
function wireProposals(source: 'chat_model' | 'filters' = 'chat_model'): TCompsProposals {
  const isModel = source === 'chat_model';
  return {
    model_id: FIXTURE_MODEL_ID,
    as_of: '2025-12-31',
    source,
    model_name: isModel ? 'gpt-chat@OpenAI' : null,
    filters: FILTERS,
    proposals: isModel
      ? [
          proposal('ADBE'),
          proposal('SNOW', { revenue: 3_626_000_000 }),
          proposal('CLDWX', {
            name: null,
            cik: null,
            is_passed: false,
            rejections: ['not_found'],
            sic: null,
            sic_description: null,
            sector: null,
            country: null,
            country_code: null,
            revenue: null,
            revenue_fiscal_year: null,
            currency: null,
            market_cap: null,
          }),
          proposal('FNMA', {
            why: 'Large and US based.',
            is_passed: false,
            rejections: ['financial_company', 'sic_mismatch'],
            sic: '6111',
            sic_description: 'Federal & Federally-Sponsored Credit Agencies',
            sector: 'Financials',
            revenue: null,
            revenue_fiscal_year: null,
          }),
          proposal('AMD', { is_current_peer: true }),
        ]
      : [proposal('ADBE', { why: null }), proposal('CRM', { why: null })],
    searched: isModel ? 5 : 28,
    is_partial: false,
  };
}

async function startApi(options: { llmId: string | null; propose?: (attempt: number) => TScriptedReply }) {
  let saved: string[] | null = null;
  let attempts = 0;
  server = await startLocalApiServer((request) => {
    const body = (request.body ?? {}) as { tickers?: string[] | null };
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      case modelRoutes.values.path:
        return { body: ok(wireModelValues()) };
      case llmRoutes.tenant_info.path:
        return {
          body: ok({
            llm_id: options.llmId,
            embd_id: null,
            rerank_id: null,
            img2txt_id: null,
            tts_id: null,
            web_search_id: null,
          }),
        };
      case compsRoutes.comps_ticker.path:
        return { body: ok(wireComps(saved)) };
      case compsRoutes.comps_ticker_save.path:
        saved = body.tickers ?? null;
        return { body: ok(wireComps(saved)) };
      case compsProposalRoutes.comps_ticker_propose.path:
        attempts += 1;
        return options.propose?.(attempts) ?? { body: ok(wireProposals()) };
      case compsProposalRoutes.comps_ticker_search.path:
        return { body: ok(wireProposals('filters')) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'Not found') };
    }
  });
  return server;
}

const savedBodies = (api: TLocalApiServer) =>
  api.requests.filter((r) => r.path === compsRoutes.comps_ticker_save.path).map((r) => r.body);

async function openPanel(api: TLocalApiServer, language = 'en') {
  renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language, baseUrl: api.url });
  await screen.findByTestId('comparables-tab');
  fireEvent.click(await screen.findByTestId('comps-regenerate-open'));
  return screen.findByTestId('comps-regenerate');
}

// Each drives the whole tab over a real socket: a few seconds on a busy machine.
describe('re-generate the peers with instructions', () => {
  it('sends the instruction, lists the proposals with why and how each was checked, and accepts one, then the rest', async () => {
    const api = await startApi({ llmId: 'gpt-chat@OpenAI' });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('comparables-tab');
    await waitFor(() =>
      expect(screen.getByTestId('comps-regenerate-open').textContent).toBe('Re-generate with instructions'),
    );
    fireEvent.click(screen.getByTestId('comps-regenerate-open'));
    fireEvent.change(screen.getByTestId('comps-instruction'), {
      target: { value: 'only US cloud software with revenue above $1B' },
    });
    fireEvent.submit(screen.getByTestId('comps-instruction-form'));

    const list = await screen.findByTestId('comps-proposals');
    const sent = api.requests.find((r) => r.path === compsProposalRoutes.comps_ticker_propose.path)?.body;
    expect(sent).toEqual({ model_id: FIXTURE_MODEL_ID, instruction: 'only US cloud software with revenue above $1B' });
    expect(within(list).getByTestId('comps-proposals-source').textContent).toContain('gpt-chat@OpenAI');
    expect(within(list).getByTestId('comps-proposals-filters').textContent).toBe(
      'Filters checked: SIC 7372; revenue at least $1.00B; United States.',
    );
    // Why it was chosen, and the SEC figures it was checked on.
    expect(screen.getByTestId('comps-proposal-why-ADBE').textContent).toBe('ADBE sells software by subscription.');
    const checked = screen.getByTestId('comps-proposal-checked-ADBE').textContent ?? '';
    expect(checked).toContain('SIC 7372');
    expect(checked).toContain('Information technology');
    expect(checked).toContain('United States');
    expect(checked).toContain('Revenue FY 2025:');
    expect(screen.getByTestId('comps-proposal-revenue-ADBE').dataset.value).toBe('23769000000');
    expect(screen.getByTestId('comps-proposal-result-ADBE').textContent).toBe('Passed the check');
    // The refused ones say why, and cannot be accepted.
    expect(screen.getByTestId('comps-rejection-CLDWX-not_found').textContent).toBe(
      "Not in the SEC's list of listed companies",
    );
    expect(screen.getByTestId('comps-proposal-checked-CLDWX').textContent).toBe("Not in the SEC's list of companies");
    expect(screen.getByTestId('comps-rejection-FNMA-financial_company').textContent).toMatch(/^A financial company/);
    expect(screen.getByTestId('comps-rejection-FNMA-sic_mismatch')).toBeTruthy();
    expect(screen.queryByTestId('comps-accept-CLDWX')).toBeNull();
    expect(screen.queryByTestId('comps-accept-FNMA')).toBeNull();
    // AMD is a peer already.
    expect(screen.getByTestId('comps-proposal-result-AMD').textContent).toBe('Already a peer');
    expect(screen.queryByTestId('comps-accept-AMD')).toBeNull();
    // Nothing was saved by proposing.
    expect(savedBodies(api)).toEqual([]);

    fireEvent.click(screen.getByTestId('comps-accept-ADBE'));
    await waitFor(() => expect(screen.getByTestId('comps-peer-ADBE')).toBeTruthy());
    expect(savedBodies(api)).toEqual([{ model_id: FIXTURE_MODEL_ID, tickers: ['AMD', 'INTC', 'ADBE'] }]);
    expect(screen.getByTestId('comps-proposal-result-ADBE').textContent).toBe('Accepted');

    expect(screen.getByTestId('comps-accept-all').textContent).toBe('Accept all (1)');
    fireEvent.click(screen.getByTestId('comps-accept-all'));
    await waitFor(() => expect(screen.getByTestId('comps-peer-SNOW')).toBeTruthy());
    expect(savedBodies(api)[1]).toEqual({ model_id: FIXTURE_MODEL_ID, tickers: ['AMD', 'INTC', 'ADBE', 'SNOW'] });
  });

  it('rejects a proposal, and replaces the peers with the others only after a confirmation', async () => {
    const api = await startApi({ llmId: 'gpt-chat@OpenAI' });
    await openPanel(api);
    fireEvent.change(screen.getByTestId('comps-instruction'), { target: { value: 'software' } });
    fireEvent.submit(screen.getByTestId('comps-instruction-form'));
    await screen.findByTestId('comps-proposals');

    fireEvent.click(screen.getByTestId('comps-reject-SNOW'));
    expect(screen.queryByTestId('comps-proposal-SNOW')).toBeNull();
    fireEvent.click(screen.getByTestId('comps-replace'));
    const dialog = await screen.findByTestId('comps-replace-dialog');
    expect(dialog.textContent).toContain("The model's 2 peers are replaced by the 2 that passed the check.");
    expect(savedBodies(api)).toEqual([]);
    fireEvent.click(screen.getByTestId('comps-replace-confirm'));
    await waitFor(() => expect(screen.queryByTestId('comps-peer-INTC')).toBeNull());
    expect(savedBodies(api)).toEqual([{ model_id: FIXTURE_MODEL_ID, tickers: ['ADBE', 'AMD'] }]);
  });

  it('shows an unreadable answer’s catalogue message in the reader’s language, and tries again', async () => {
    const api = await startApi({
      llmId: 'gpt-chat@OpenAI',
      propose: (attempt) =>
        attempt === 1
          ? {
              status: 502,
              body: failure(502, 'COMPS_PROPOSAL_UNREADABLE', ERRORS.COMPS_PROPOSAL_UNREADABLE.messages.es),
            }
          : { body: ok(wireProposals()) },
    });
    await openPanel(api, 'es');
    // An empty instruction is refused before anything is sent.
    fireEvent.submit(screen.getByTestId('comps-instruction-form'));
    expect(await screen.findByText(VALIDATION_MESSAGES.comps_instruction_required.es)).toBeTruthy();

    fireEvent.change(screen.getByTestId('comps-instruction'), { target: { value: 'software de EE. UU.' } });
    fireEvent.submit(screen.getByTestId('comps-instruction-form'));
    expect(await screen.findByText(ERRORS.COMPS_PROPOSAL_UNREADABLE.messages.es)).toBeTruthy();
    fireEvent.click(screen.getByTestId('comps-propose-retry'));
    await screen.findByTestId('comps-proposals');
    const sent = api.requests.filter((r) => r.path === compsProposalRoutes.comps_ticker_propose.path);
    expect(sent.map((r) => (r.body as { instruction: string }).instruction)).toEqual([
      'software de EE. UU.',
      'software de EE. UU.',
    ]);
    expect(screen.getByTestId('comps-proposal-result-ADBE').textContent).toBe('Supera la comprobación');
  });
});

describe('find peers by filters (no chat model)', () => {
  it('replaces the instruction box with filters, checks them, searches and accepts the peers found', async () => {
    const api = await startApi({ llmId: null });
    renderApp({ path: `/models/${FIXTURE_MODEL_ID}/comparables`, language: 'en', baseUrl: api.url });
    await screen.findByTestId('comparables-tab');
    await waitFor(() => expect(screen.getByTestId('comps-regenerate-open').textContent).toBe('Find peers by filters'));
    fireEvent.click(screen.getByTestId('comps-regenerate-open'));
    const form = await screen.findByTestId('comps-filters-form');
    expect(screen.queryByTestId('comps-instruction')).toBeNull();
    expect(screen.getByTestId('comps-no-chat-model')).toBeTruthy();
    expect(screen.queryByTestId('comps-use-instruction')).toBeNull();

    // No filter: said so, nothing sent.
    fireEvent.submit(form);
    expect(await screen.findByText(VALIDATION_MESSAGES.comps_filters_empty.en)).toBeTruthy();
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('sic_codes'), { target: { value: '7372, 73x' } });
    fireEvent.submit(form);
    expect(await screen.findByText(VALIDATION_MESSAGES.comps_sic_code_invalid.en)).toBeTruthy();
    expect(api.requests.some((r) => r.path === compsProposalRoutes.comps_ticker_search.path)).toBe(false);

    fireEvent.change(field('sic_codes'), { target: { value: '7372' } });
    fireEvent.change(field('min_revenue'), { target: { value: '1000' } });
    fireEvent.change(field('countries'), { target: { value: 'US' } });
    fireEvent.submit(form);
    await screen.findByTestId('comps-proposals');
    const sent = api.requests.find((r) => r.path === compsProposalRoutes.comps_ticker_search.path)?.body;
    expect(sent).toEqual({
      model_id: FIXTURE_MODEL_ID,
      filters: { sic_codes: ['7372'], sectors: [], min_revenue: 1_000_000_000, max_revenue: null, countries: ['US'] },
    });
    expect(screen.getByTestId('comps-proposals-source').textContent).toContain('28 companies');
    expect(screen.getByTestId('comps-proposal-why-CRM').textContent).toBe('Meets the filters');

    fireEvent.click(screen.getByTestId('comps-accept-all'));
    await waitFor(() => expect(screen.getByTestId('comps-peer-CRM')).toBeTruthy());
    expect(savedBodies(api)).toEqual([{ model_id: FIXTURE_MODEL_ID, tickers: ['AMD', 'INTC', 'ADBE', 'CRM'] }]);
  });
});
