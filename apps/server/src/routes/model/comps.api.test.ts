import { ERRORS, type TComps, type TDefaultPeers, type TModelStatus } from '@app/contract';
import { createLiveSource, FredClient, SecClient, YahooChartClient } from '@app/market-data';
import { startLocalProviderServer, type TLocalProviderServer } from '@app/market-data/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcfModels } from '../../db/schema.js';
import { createModelAndWait } from '../../test/models.js';
import { PACK_DIR, signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let modelId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
  modelId = await createModelAndWait(t, token, 'NVDA');
});
afterAll(() => t.close());

const comps = (as: string, id: string) =>
  t.call<TComps>('GET', `/v1/model/dcf/comps_ticker?model_id=${id}`, { token: as });
const save = (as: string, body: Record<string, unknown>) =>
  t.call<TComps>('POST', '/v1/model/dcf/comps_ticker/save', { token: as, body });

describe('GET /v1/model/dcf/comps_ticker', () => {
  it('gives the default peers at the valuation date, each with its rule, and the eight multiples', async () => {
    const response = await comps(token, modelId);
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      model_id: modelId,
      ticker: 'NVDA',
      as_of: '2025-12-31',
      is_saved: false,
      missing_peers: [],
    });
    expect(data.peers.length).toBeGreaterThan(0);
    expect(data.peers.length).toBeLessThanOrEqual(6);
    for (const peer of data.peers) {
      expect(peer.ticker).not.toBe('NVDA');
      expect(['same_gics_sub_industry', 'same_industry', 'same_gics_sector', 'same_sector']).toContain(peer.rule);
      expect(peer.multiples.pe_forward).toEqual({ value: null, reason: 'no_forward_estimates' });
      expect(peer.multiples.ps_forward).toEqual({ value: null, reason: 'no_forward_estimates' });
    }
    expect(data.summary.map((s) => s.kind)).toEqual([
      'pe_lyr',
      'pe_ttm',
      'pe_forward',
      'pb_lyr',
      'ps_lyr',
      'ps_ttm',
      'ps_forward',
      'ev_ebitda_lyr',
    ]);
    const forward = data.summary.find((s) => s.kind === 'pe_forward');
    expect(forward).toMatchObject({ count: 0, stats: null, implied_price: null });
    expect(data.subject.inputs.price_date).toBe('2025-12-31');
  });

  it('stores the default peers with the model the first time, and reads them from there after', async () => {
    const [before] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, modelId));
    const first = await comps(token, modelId);
    const [row] = await t.database.db.select().from(dcfModels).where(eq(dcfModels.id, modelId));
    expect(row?.compsDefaultPeers).toEqual({
      as_of: '2025-12-31',
      peers: first.data.peers.map((peer) => ({ ticker: peer.ticker, rule: peer.rule })),
    });
    // A cache of the data source, not an edit of the user's.
    expect(row?.updatedAt).toEqual(before?.updatedAt);
    expect(row?.compsTickers).toBeNull();

    // The stored list is what the tab shows: replace it, and the tab follows without looking again.
    const stored = { as_of: '2025-12-31', peers: [{ ticker: 'AAPL', rule: 'same_sector' as const }] };
    await t.database.db.update(dcfModels).set({ compsDefaultPeers: stored }).where(eq(dcfModels.id, modelId));
    const again = await comps(token, modelId);
    expect(again.data.peers.map((peer) => [peer.ticker, peer.rule])).toEqual([['AAPL', 'same_sector']]);
    expect(again.data).toMatchObject({ is_saved: false, missing_peers: [] });
    await t.database.db
      .update(dcfModels)
      .set({ compsDefaultPeers: row?.compsDefaultPeers ?? null })
      .where(eq(dcfModels.id, modelId));
  });

  it('leaves out a peer the data source no longer resolves, and says which and why', async () => {
    const other = await signInAsTemp(t);
    const created = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', {
      token: other.token,
      body: { ticker: 'NVDA' },
    });
    const id = created.data.model_id;
    for (let i = 0; i < 400; i += 1) {
      const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${id}`, { token: other.token });
      if (status.data.status === 'success') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Saved when they resolved: a delisted ticker and one since classed as a financial company.
    await t.database.db
      .update(dcfModels)
      .set({ compsTickers: ['AAPL', 'GONEX', 'FNMA'] })
      .where(eq(dcfModels.id, id));
    const response = await comps(other.token, id);
    expect(response.status).toBe(200);
    expect(response.data.is_saved).toBe(true);
    expect(response.data.peers.map((peer) => peer.ticker)).toEqual(['AAPL']);
    expect(response.data.missing_peers).toEqual([
      { ticker: 'GONEX', reason: 'not_found' },
      { ticker: 'FNMA', reason: 'financial_company' },
    ]);
    expect(response.data.summary.find((s) => s.kind === 'pe_lyr')?.count).toBe(1);

    // The same for a stored default peer.
    await t.database.db
      .update(dcfModels)
      .set({
        compsTickers: null,
        compsDefaultPeers: {
          as_of: '2025-12-31',
          peers: [
            { ticker: 'GONEX', rule: 'same_industry' },
            { ticker: 'AAPL', rule: 'same_sector' },
          ],
        },
      })
      .where(eq(dcfModels.id, id));
    const defaults = await comps(other.token, id);
    expect(defaults.data.peers.map((peer) => peer.ticker)).toEqual(['AAPL']);
    expect(defaults.data.missing_peers).toEqual([{ ticker: 'GONEX', reason: 'not_found' }]);
  });

  it('answers someone else’s model and a missing one with 404, and a malformed id with 422', async () => {
    const other = await signInAsTemp(t);
    const missing = await comps(other.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    for (const response of [
      await comps(other.token, modelId),
      await save(other.token, { model_id: modelId, tickers: ['AAPL'] }),
    ]) {
      expect(response.status).toBe(404);
      expect({ message: response.message, data: response.data }).toEqual({
        message: missing.message,
        data: missing.data,
      });
    }
    expect((await comps(token, 'not-a-uuid')).status).toBe(422);
    expect((await t.call('GET', `/v1/model/dcf/comps_ticker?model_id=${modelId}`)).status).toBe(401);
  });
});

describe('POST /v1/model/dcf/comps_ticker/save', () => {
  it('saves peers by ticker; AAPL’s multiples come from its FY2025 10-K and its price', async () => {
    const response = await save(token, { model_id: modelId, tickers: ['aapl', 'MSFT', 'AAPL'] });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data.is_saved).toBe(true);
    // Both are among NVDA's default peers (same GICS sector): saving them keeps that rule.
    expect(data.peers.map((p) => [p.ticker, p.rule])).toEqual([
      ['AAPL', 'same_gics_sector'],
      ['MSFT', 'same_gics_sector'],
    ]);
    const aapl = data.peers[0]!;
    // Apple 10-K for the year ended 2025-09-27: net sales 416,161M, diluted EPS 7.46.
    expect(aapl.inputs).toMatchObject({
      fiscal_year: 2025,
      fiscal_year_end: '2025-09-27',
      revenue_lyr: 416_161_000_000,
      eps_lyr: 7.46,
      price_date: '2025-12-31',
      shares_basis: 'shares_outstanding',
    });
    const price = aapl.inputs.price!;
    expect(aapl.multiples.pe_lyr.value).toBeCloseTo(price / 7.46, 10);
    expect(aapl.multiples.ps_lyr.value).toBeCloseTo(aapl.inputs.market_cap! / 416_161_000_000, 10);
    // MSFT: the pack's filings stop at FY2015, too old for LYR figures at 2025-12-31; said, not filled.
    const msft = data.peers[1]!;
    expect(msft.multiples.pe_lyr).toEqual({ value: null, reason: 'missing_eps' });
    expect(msft.inputs.gaps.some((gap) => gap.item === 'lyr')).toBe(true);
    // One peer with a P/E LYR: every statistic is AAPL's, and the implied price is it × NVDA's EPS.
    const pe = data.summary.find((s) => s.kind === 'pe_lyr')!;
    const m = aapl.multiples.pe_lyr.value!;
    expect(pe.count).toBe(1);
    expect(pe.stats).toEqual({ mean: m, median: m, low: m, high: m });
    expect(pe.subject_metric).toBe(data.subject.inputs.eps_lyr);
    expect(pe.implied_price?.median).toBeCloseTo(m * data.subject.inputs.eps_lyr!, 8);

    const again = await comps(token, modelId);
    expect(again.data.peers.map((p) => p.ticker)).toEqual(['AAPL', 'MSFT']);
    expect(again.data.is_saved).toBe(true);
  });

  it('shows a peer without data but counts it in no statistic, and never counts the subject', async () => {
    const data = (await save(token, { model_id: modelId, tickers: ['AAPL', 'MSFT'] })).data;
    // MSFT has no filing recent enough: it stays in the set, and every statistic leaves it out.
    expect(data.peers.map((peer) => peer.ticker)).toEqual(['AAPL', 'MSFT']);
    for (const row of data.summary) {
      expect(row.peer_tickers, row.kind).not.toContain('MSFT');
      expect(row.peer_tickers, row.kind).not.toContain('NVDA');
      expect(row.count).toBe(row.peer_tickers.length);
    }
    expect(data.summary.find((row) => row.kind === 'pe_lyr')?.peer_tickers).toEqual(['AAPL']);
    // The subject has its own multiples at the same date, read as a peer's are.
    const subject = data.subject;
    expect(subject.ticker).toBe('NVDA');
    expect(subject.multiples.pe_lyr.value).toBeCloseTo(subject.inputs.price! / subject.inputs.eps_lyr!, 10);
    expect(subject.multiples.ps_lyr.value).toBeCloseTo(subject.inputs.market_cap! / subject.inputs.revenue_lyr!, 10);
    expect(subject.multiples.pe_forward).toEqual({ value: null, reason: 'no_forward_estimates' });
  });

  it('labels only the peers the user added as theirs: default peers keep their rule in a saved set', async () => {
    const defaults = (await save(token, { model_id: modelId, tickers: null })).data.peers;
    expect(defaults.length).toBeGreaterThan(1);
    // Coca-Cola is no default peer of a chip maker: the one the user added.
    const added = await save(token, { model_id: modelId, tickers: [...defaults.map((p) => p.ticker), 'KO'] });
    expect(added.data.is_saved).toBe(true);
    expect(added.data.peers.map((p) => [p.ticker, p.rule])).toEqual([
      ...defaults.map((p) => [p.ticker, p.rule]),
      ['KO', 'user'],
    ]);
    // Removing a default peer leaves the others' rules as they were.
    const [, ...rest] = defaults;
    const removed = await save(token, { model_id: modelId, tickers: [...rest.map((p) => p.ticker), 'KO'] });
    expect(removed.data.peers.map((p) => [p.ticker, p.rule])).toEqual([
      ...rest.map((p) => [p.ticker, p.rule]),
      ['KO', 'user'],
    ]);
  });

  it('keeps no peers with an empty list, and returns to the default peers with null', async () => {
    const none = await save(token, { model_id: modelId, tickers: [] });
    expect(none.data).toMatchObject({ is_saved: true, peers: [] });
    expect(none.data.summary.every((s) => s.stats === null && s.implied_price === null)).toBe(true);
    const response = await save(token, { model_id: modelId, tickers: null });
    expect(response.data.is_saved).toBe(false);
    expect(response.data.peers.length).toBeGreaterThan(0);
    expect(response.data.peers.every((p) => p.rule !== 'user')).toBe(true);
  });

  it('refuses an unknown ticker, a bank, the model’s own company and bad input, and saves nothing', async () => {
    await save(token, { model_id: modelId, tickers: ['AAPL'] });
    const unknown = await save(token, { model_id: modelId, tickers: ['AAPL', 'NOSUCH'] });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ error: 'TICKER_NOT_FOUND' });
    const bank = await save(token, { model_id: modelId, tickers: ['FNMA'] });
    expect(bank.status).toBe(422);
    expect(bank.message).toBe(ERRORS.FINANCIAL_COMPANY_UNSUPPORTED.messages.en);
    const self = await save(token, { model_id: modelId, tickers: ['nvda'] });
    expect(self.status).toBe(422);
    expect(self.data).toMatchObject({ error: 'PEER_IS_SUBJECT' });
    for (const body of [
      { model_id: modelId },
      { model_id: modelId, tickers: 'AAPL' },
      { model_id: modelId, tickers: ['NV DA'] },
      { model_id: modelId, tickers: Array.from({ length: 13 }, (_, i) => `T${i}`) },
      { model_id: 'nope', tickers: [] },
    ]) {
      const response = await save(token, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.data).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    expect((await comps(token, modelId)).data.peers.map((p) => p.ticker)).toEqual(['AAPL']);
  });
});

describe('GET /v1/market/comps', () => {
  it('gives the default peers of a ticker at a date with the rule that picked each', async () => {
    const response = await t.call<TDefaultPeers>('GET', '/v1/market/comps?ticker=aapl&as_of=2025-12-31', { token });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ ticker: 'AAPL', as_of: '2025-12-31', sector: 'Information Technology' });
    expect(response.data.market_cap).toBeGreaterThan(0);
    expect(response.data.peers.length).toBeGreaterThan(0);
    expect(response.data.gics_sub_industry).toBe('Technology Hardware, Storage & Peripherals');
    for (const peer of response.data.peers) {
      expect(peer.gics_sector === 'Information Technology' || peer.sector === 'Information Technology').toBe(true);
    }
  });

  it('refuses an unknown ticker (404), a bad date or ticker (422) and no session (401)', async () => {
    expect((await t.call('GET', '/v1/market/comps?ticker=NOSUCH', { token })).status).toBe(404);
    expect((await t.call('GET', '/v1/market/comps?ticker=AAPL&as_of=2025-13-45', { token })).status).toBe(422);
    expect((await t.call('GET', '/v1/market/comps?ticker=A%20B', { token })).status).toBe(422);
    expect((await t.call('GET', '/v1/market/comps?ticker=AAPL')).status).toBe(401);
  });
});

describe('default peers in live mode (the SEC-protocol server, frames built from the pack)', () => {
  let provider: TLocalProviderServer;
  let live: TestApp;
  let liveToken: string;
  beforeAll(async () => {
    provider = await startLocalProviderServer({ packDir: PACK_DIR });
    const retry = { maxRetries: 0 };
    live = await startTestApp({
      marketData: createLiveSource({
        sec: new SecClient({ baseUrl: provider.url, retry, maxRequestsPerSecond: 1000 }),
        prices: new YahooChartClient({ baseUrl: provider.url, retry }),
        fred: new FredClient({ baseUrl: provider.url, retry }),
      }),
    });
    ({ token: liveToken } = await signInAsTemp(live));
  });
  afterAll(async () => {
    await live.close();
    await provider.close();
  });

  it('GET /v1/market/comps gives a semiconductor its semiconductor peer first, from the SEC frames', async () => {
    const response = await live.call<TDefaultPeers>('GET', '/v1/market/comps?ticker=NVDA&as_of=2025-12-31', {
      token: liveToken,
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ ticker: 'NVDA', sic: '3674', sector: 'Information Technology' });
    expect(response.data.universe).toBeGreaterThan(0);
    expect(response.data.peers[0]).toMatchObject({ ticker: 'MRVL', sic: '3674', rule: 'same_industry' });
    for (const peer of response.data.peers) {
      expect(peer.ticker).not.toBe('NVDA');
      expect(peer.sector).toBe('Information Technology');
    }
    expect(provider.requests.some((request) => request.path.startsWith('/api/xbrl/frames/us-gaap/'))).toBe(true);
  });

  it('puts the live default peers on a model’s Comparables tab', async () => {
    const id = await createModelAndWait(live, liveToken, 'NVDA');
    const response = await live.call<TComps>('GET', `/v1/model/dcf/comps_ticker?model_id=${id}`, { token: liveToken });
    expect(response.status).toBe(200);
    expect(response.data.is_saved).toBe(false);
    expect(response.data.peers[0]).toMatchObject({ ticker: 'MRVL', rule: 'same_industry' });
    expect(response.data.peers.length).toBeGreaterThan(1);
    expect(response.data.peers.map((peer) => peer.ticker)).not.toContain('NVDA');
  });
});
