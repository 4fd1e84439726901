import { ERRORS, type TComps, type TCompsProposals, VALIDATION_MESSAGES } from '@app/contract';
import { startMockProviderServer, type TMockProviderServer, type TRecordedRequest } from '@app/llm/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcfModels } from '../../db/schema.js';
import { promptOf } from '../../research/research.test-helper.js';
import { addDefaultMockChat } from '../../test/mock-chat-model.js';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

const PROVIDER_KEY = 'sk-comps-0123456789abcdef';

let t: TestApp;
let provider: TMockProviderServer;
beforeAll(async () => {
  t = await startTestApp();
  provider = await startMockProviderServer({ apiKey: PROVIDER_KEY });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A new user with a model of NVDA (valued at 2025-12-31 from the pack), with or without a chat model. */
async function userWithModel(options: { hasChatModel: boolean; language?: string }) {
  const { token } = await signInAsTemp(t, options.language ?? 'en');
  if (options.hasChatModel) await addDefaultMockChat(t, token, provider.url, PROVIDER_KEY);
  const modelId = await createModelAndWait(t, token, 'NVDA');
  // The tab opened once: its default peers are stored with the model.
  const tab = await t.call<TComps>('GET', `/v1/model/dcf/comps_ticker?model_id=${modelId}`, { token });
  expect(tab.code, tab.message).toBe(0);
  return { token, modelId, defaults: tab.data.peers.map((peer) => peer.ticker) };
}

const propose = (token: string, body: Record<string, unknown>, language?: string) =>
  t.call<TCompsProposals>('POST', '/v1/model/dcf/comps_ticker/propose', {
    token,
    body,
    ...(language ? { language } : {}),
  });
const search = (token: string, body: Record<string, unknown>, language?: string) =>
  t.call<TCompsProposals>('POST', '/v1/model/dcf/comps_ticker/search', {
    token,
    body,
    ...(language ? { language } : {}),
  });

/** "Only US software with revenue above $1B" as a chat model answers it, with two peers the check must refuse. */
const SOFTWARE_ANSWER = {
  peers: [
    { ticker: 'ADBE', why: 'Creative and document software sold by subscription.' },
    { ticker: 'crm', why: 'The largest CRM software vendor, cloud delivered.' },
    { ticker: 'SNOW', why: 'Cloud data platform.' },
    { ticker: 'CLDWX', why: 'A cloud workflow vendor the model made up.' },
    { ticker: 'FNMA', why: 'Large and US based.' },
    { ticker: 'AAPL', why: 'Large US technology company.' },
    { ticker: 'ADBE', why: 'Repeated.' },
  ],
  filters: {
    sic_codes: ['7372'],
    sectors: [],
    min_revenue_usd: 1_000_000_000,
    max_revenue_usd: null,
    countries: ['US'],
  },
};

describe('POST /v1/model/dcf/comps_ticker/propose', () => {
  it('checks every peer the chat model proposes against the SEC data: the unknown and the financial ones are refused, with why', async () => {
    const { token, modelId, defaults } = await userWithModel({ hasChatModel: true });
    let prompt = '';
    provider.script((request: TRecordedRequest) => {
      prompt = `${JSON.stringify(request.body.messages)}\n${promptOf(request)}`;
      return { text: ['Here are the peers:\n```json\n', JSON.stringify(SOFTWARE_ANSWER), '\n```'] };
    });
    const instruction = 'only US cloud software with revenue above $1B';
    const response = await propose(token, { model_id: modelId, instruction });
    expect(response.status, response.message).toBe(200);
    // The model was told the company, its current peers and the instruction as it was written.
    expect(prompt).toContain('NVIDIA');
    expect(prompt).toContain(instruction);
    for (const ticker of defaults) expect(prompt).toContain(ticker);

    const data = response.data;
    expect(data).toMatchObject({
      model_id: modelId,
      as_of: '2025-12-31',
      source: 'chat_model',
      model_name: 'gpt-chat@OpenAI',
      filters: { sic_codes: ['7372'], sectors: [], min_revenue: 1_000_000_000, max_revenue: null, countries: ['US'] },
      is_partial: false,
    });
    // In the model's order, the repeated ticker once, in the SEC's spelling.
    expect(data.proposals.map((p) => p.ticker)).toEqual(['ADBE', 'CRM', 'SNOW', 'CLDWX', 'FNMA', 'AAPL']);
    const byTicker = new Map(data.proposals.map((p) => [p.ticker, p]));
    expect(byTicker.get('CLDWX')).toMatchObject({ is_passed: false, rejections: ['not_found'], name: null });
    expect(byTicker.get('FNMA')).toMatchObject({
      is_passed: false,
      rejections: ['financial_company', 'sic_mismatch'],
      sic: '6111',
      country_code: 'US',
      why: 'Large and US based.',
    });
    // Apple makes computers (SIC 3571): not the software asked for, though large and in the US.
    expect(byTicker.get('AAPL')).toMatchObject({ is_passed: false, rejections: ['sic_mismatch'], sic: '3571' });
    expect(byTicker.get('AAPL')?.revenue).toBe(416_161_000_000);
    for (const ticker of ['ADBE', 'CRM', 'SNOW']) {
      const proposal = byTicker.get(ticker);
      expect(proposal, ticker).toMatchObject({
        is_passed: true,
        rejections: [],
        sic: '7372',
        sector: 'Information Technology',
        country_code: 'US',
        currency: 'USD',
        is_current_peer: defaults.includes(ticker),
      });
      expect(proposal?.revenue, ticker).toBeGreaterThan(1_000_000_000);
      expect(proposal?.revenue_fiscal_year, ticker).toBeGreaterThanOrEqual(2024);
      expect(proposal?.why, ticker).toBeTruthy();
    }

    // Nothing is saved until the user accepts: the peer set is still the default one.
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, modelId));
    expect(row?.compsTickers).toBeNull();
    // Accepting two of them goes through the save path, next to the peers the user had.
    const accepted = await t.call<TComps>('POST', '/v1/model/dcf/comps_ticker/save', {
      token,
      body: { model_id: modelId, tickers: [...defaults, 'ADBE', 'SNOW'] },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data.peers.map((peer) => [peer.ticker, peer.rule]).slice(-2)).toEqual([
      ['ADBE', 'user'],
      ['SNOW', 'user'],
    ]);
  });

  it('marks a proposed peer the model already has, and a proposal of the company itself', async () => {
    const { token, modelId, defaults } = await userWithModel({ hasChatModel: true });
    const current = defaults[0] ?? 'AAPL';
    provider.script({ text: [JSON.stringify({ peers: [{ ticker: current, why: 'Kept.' }, { ticker: 'NVDA' }] })] });
    const response = await propose(token, { model_id: modelId, instruction: 'chip makers' });
    expect(response.status, response.message).toBe(200);
    expect(response.data.filters).toEqual({
      sic_codes: [],
      sectors: [],
      min_revenue: null,
      max_revenue: null,
      countries: [],
    });
    expect(response.data.proposals[0]).toMatchObject({ ticker: current, is_current_peer: true, is_passed: true });
    expect(response.data.proposals[1]).toMatchObject({ ticker: 'NVDA', is_passed: false, rejections: ['is_subject'] });
  });

  it('answers a malformed model answer with a catalogue error (502) in the user’s language, and changes nothing', async () => {
    const { token, modelId } = await userWithModel({ hasChatModel: true, language: 'es' });
    const answers = [
      'I would suggest Adobe and Salesforce.',
      JSON.stringify({ peers: 'ADBE, CRM' }),
      JSON.stringify({ peers: [{ ticker: 'ADBE' }], filters: { sectors: ['Cloud'] } }),
      '{"peers": [{"ticker": "ADBE"',
    ];
    for (const text of answers) {
      provider.script({ text: [text] });
      const response = await propose(token, { model_id: modelId, instruction: 'software peers' }, 'es');
      expect(response.status, text).toBe(502);
      expect(response.data, text).toMatchObject({ error: 'COMPS_PROPOSAL_UNREADABLE' });
      expect(response.message).toBe(ERRORS.COMPS_PROPOSAL_UNREADABLE.messages.es);
    }
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, modelId));
    expect(row?.compsTickers).toBeNull();
    // Asking again works.
    provider.script({ text: [JSON.stringify({ peers: [{ ticker: 'ADBE', why: 'Software.' }] })] });
    const retried = await propose(token, { model_id: modelId, instruction: 'software peers' });
    expect(retried.status).toBe(200);
    expect(retried.data.proposals.map((p) => [p.ticker, p.is_passed])).toEqual([['ADBE', true]]);
  });

  it('refuses without a chat model (LLM_NOT_CONFIGURED), a bad instruction (422) and someone else’s model (404)', async () => {
    const { token, modelId } = await userWithModel({ hasChatModel: false, language: 'zh-TRADITIONAL' });
    const none = await propose(token, { model_id: modelId, instruction: 'software' });
    expect(none.status).toBe(ERRORS.LLM_NOT_CONFIGURED.status);
    expect(none.data).toMatchObject({ error: 'LLM_NOT_CONFIGURED' });

    for (const [instruction, key] of [
      ['   ', 'comps_instruction_required'],
      ['x'.repeat(1001), 'comps_instruction_too_long'],
    ] as const) {
      const response = await propose(token, { model_id: modelId, instruction });
      expect(response.status).toBe(422);
      expect(response.data).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: [{ path: 'instruction', message: VALIDATION_MESSAGES[key]['zh-TRADITIONAL'] }],
      });
    }
    const other = await signInAsTemp(t);
    const foreign = await propose(other.token, { model_id: modelId, instruction: 'software' });
    expect(foreign.status).toBe(404);
  });
});

describe('POST /v1/model/dcf/comps_ticker/search', () => {
  it('finds US software companies above $1B of revenue in the SEC data, each checked, without a chat model', async () => {
    const { token, modelId, defaults } = await userWithModel({ hasChatModel: false });
    const filters = { sic_codes: ['7372'], min_revenue: 1_000_000_000, countries: ['us'] };
    const response = await search(token, { model_id: modelId, filters });
    expect(response.status, response.message).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      source: 'filters',
      model_name: null,
      filters: { sic_codes: ['7372'], sectors: [], min_revenue: 1_000_000_000, max_revenue: null, countries: ['US'] },
      is_partial: false,
    });
    expect(data.searched).toBeGreaterThan(20);
    const tickers = data.proposals.map((p) => p.ticker);
    expect(tickers).toEqual(expect.arrayContaining(['ADBE', 'SNOW']));
    // CRM is software above $1B too, but one of NVDA's default peers already: not proposed again.
    expect(defaults).toContain('CRM');
    expect(tickers).not.toContain('CRM');
    // HUBS's and MSFT's filings in the pack are too old for a revenue at 2025-12-31: not proposed.
    expect(tickers).not.toContain('HUBS');
    expect(tickers).not.toContain('MSFT');
    for (const proposal of data.proposals) {
      expect(proposal).toMatchObject({ is_passed: true, rejections: [], sic: '7372', country_code: 'US', why: null });
      expect(proposal.revenue).toBeGreaterThanOrEqual(1_000_000_000);
      expect(defaults).not.toContain(proposal.ticker);
    }
    // Closest in revenue to NVDA first.
    const revenues = data.proposals.map((p) => p.revenue ?? 0);
    expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);

    // A sector, a revenue ceiling and the limit.
    const staples = await search(token, {
      model_id: modelId,
      filters: { sectors: ['Consumer Staples'], max_revenue: 100_000_000_000 },
      limit: 1,
    });
    expect(staples.status, staples.message).toBe(200);
    expect(staples.data.proposals).toHaveLength(1);
    expect(staples.data.proposals[0]).toMatchObject({ sector: 'Consumer Staples', is_passed: true });
    expect(staples.data.proposals[0]?.revenue).toBeLessThanOrEqual(100_000_000_000);

    // A country no company of the pack is based in: nothing, and said so.
    const none = await search(token, { model_id: modelId, filters: { countries: ['JP'] } });
    expect(none.data.proposals).toEqual([]);
  });

  it('refuses filters that break the rules, in the user’s language, and no filter at all', async () => {
    const { token, modelId } = await userWithModel({ hasChatModel: false, language: 'id' });
    const cases: [Record<string, unknown>, string, keyof typeof VALIDATION_MESSAGES][] = [
      [{}, 'filters', 'comps_filters_empty'],
      [{ sic_codes: ['software'] }, 'filters.sic_codes.0', 'comps_sic_code_invalid'],
      [
        { sic_codes: Array.from({ length: 21 }, (_, i) => String(7300 + i)) },
        'filters.sic_codes',
        'comps_too_many_sic_codes',
      ],
      [{ countries: ['USA'] }, 'filters.countries.0', 'comps_country_invalid'],
      [{ min_revenue: 5e9, max_revenue: 1e9 }, 'filters.max_revenue', 'comps_revenue_min_above_max'],
      [{ min_revenue: -1 }, 'filters.min_revenue', 'comps_revenue_bound_range'],
    ];
    for (const [filters, path, key] of cases) {
      const response = await search(token, { model_id: modelId, filters });
      expect(response.status, JSON.stringify(filters)).toBe(422);
      expect(response.data, JSON.stringify(filters)).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: [{ path, message: VALIDATION_MESSAGES[key].id }],
      });
    }
    const tooMany = await search(token, { model_id: modelId, filters: { sectors: ['Energy'] }, limit: 13 });
    expect(tooMany.status).toBe(422);
  });
});
