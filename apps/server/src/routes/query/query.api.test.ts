import { errorMessage } from '@app/contract';
import { createLiveSource, FailureMemory, FredClient, SecClient, YahooChartClient } from '@app/market-data';
import { startLocalProviderServer, type TLocalProviderServer } from '@app/market-data/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabaseResponseCache } from '../../market/database-response-cache.js';
import { PACK_DIR, signInAsTemp, startTestApp, type TestApp, TestClock } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';

type Items = { items: { ticker: string; name: string; cik: number; exchange: string | null; match: string }[] };

describe('GET /v1/query/search_ticker over the data pack', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await signInAsTemp(t));
  });
  afterAll(() => t.close());

  const search = (query: string) => t.call<Items>('GET', `/v1/query/search_ticker?${query}`, { token });

  it('finds companies by ticker, by name and despite a typo, best match first', async () => {
    const byTicker = await search('keyword=aapl');
    expect(byTicker.data.items[0]).toMatchObject({ ticker: 'AAPL', cik: 320193, exchange: 'Nasdaq', match: 'ticker' });
    const byName = await search('keyword=nvidia');
    expect(byName.data.items[0]?.ticker).toBe('NVDA');
    const byTypo = await search('keyword=microsft');
    expect(byTypo.data.items[0]).toMatchObject({ ticker: 'MSFT', match: 'fuzzy' });
  });

  it('honours the limit', async () => {
    const response = await search('keyword=a&limit=3');
    expect(response.data.items).toHaveLength(3);
  });

  it('refuses a missing keyword or a bad limit with field messages', async () => {
    const response = await t.call<{ fields: { path: string }[] }>('GET', '/v1/query/search_ticker?limit=0', {
      token,
      language: 'zh',
    });
    expect(response.status).toBe(422);
    expect(response.data.fields.map((field) => field.path)).toEqual(['keyword', 'limit']);
  });

  it('needs a session (a temporary one will do)', async () => {
    expect((await t.call('GET', '/v1/query/search_ticker?keyword=aapl')).status).toBe(401);
  });
});

describe('GET /v1/query/search_ticker over the live SEC client', () => {
  let provider: TLocalProviderServer;
  beforeAll(async () => {
    provider = await startLocalProviderServer({ packDir: PACK_DIR });
  });
  afterAll(() => provider.close());

  /** The live source as the server builds it: one memory of failed calls shared by the three clients. */
  const liveSource = (
    baseUrl: string,
    cache: ReturnType<typeof createDatabaseResponseCache>,
    failureMemory = new FailureMemory(),
  ) =>
    createLiveSource({
      sec: new SecClient({
        baseUrl,
        cache,
        failureMemory,
        retry: { maxRetries: 1, baseDelayMs: 10 },
        timeoutMs: 2_000,
      }),
      prices: new YahooChartClient({ baseUrl, cache, failureMemory }),
      fred: new FredClient({ baseUrl, cache, failureMemory }),
      failureMemory,
    });

  it('fetches the SEC lists once, keeps them in the database, and serves a restarted server from there', async () => {
    const database = await openTestDatabase();
    const cache = createDatabaseResponseCache(database.db);
    const first = await startTestApp({ database, marketData: liveSource(provider.url, cache) });
    const { token } = await signInAsTemp(first);
    const hits = await first.call<Items>('GET', '/v1/query/search_ticker?keyword=snowflake', { token });
    expect(hits.data.items[0]).toMatchObject({ ticker: 'SNOW', exchange: 'NYSE' });
    const secRequests = provider.requests.filter((request) => request.path.startsWith('/files/'));
    expect(secRequests.map((request) => request.path).sort()).toEqual([
      '/files/company_tickers.json',
      '/files/company_tickers_exchange.json',
    ]);
    expect(secRequests.every((request) => request.userAgent?.includes('@'))).toBe(true);
    await first.app.close();

    // A new server process over the same database, with the provider out of reach.
    provider.reset();
    const second = await startTestApp({ database, marketData: liveSource('http://127.0.0.1:9', cache) });
    try {
      const { token: secondToken } = await signInAsTemp(second);
      const cached = await second.call<Items>('GET', '/v1/query/search_ticker?keyword=tesla', { token: secondToken });
      expect(cached.data.items[0]?.ticker).toBe('TSLA');
      expect(provider.requests).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('answers 503 with the catalogue message when the SEC keeps answering 503, and recovers after the window', async () => {
    const database = await openTestDatabase();
    const cache = createDatabaseResponseCache(database.db);
    const clock = new TestClock();
    provider.reset();
    provider.inject({ path: /^\/files\//, status: 503, times: 4 });
    const memory = new FailureMemory({ rateLimitedMs: 60_000 }, clock.now);
    const t = await startTestApp({ database, marketData: liveSource(provider.url, cache, memory) });
    try {
      const { token } = await signInAsTemp(t, 'id');
      const failed = await t.call('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(failed.status).toBe(503);
      expect(failed).toMatchObject({ code: 503, data: { error: 'PROVIDER_UNAVAILABLE' } });
      expect(failed.message).toMatch(/^Penyedia data pasar tidak dapat dihubungi/);
      // Both lists, each tried twice; within the window the host is not asked again.
      await vi.waitFor(() => expect(provider.requests).toHaveLength(4));
      const again = await t.call('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(again).toMatchObject({ code: 503, data: { error: 'PROVIDER_UNAVAILABLE' } });
      expect(provider.requests).toHaveLength(4);
      clock.advance(60_000);
      const retried = await t.call<Items>('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(retried.data.items[0]?.ticker).toBe('AAPL');
    } finally {
      await t.close();
    }
  });

  it('with no network and no pack: search says the source is unreachable, at once the next time, and so does the status', async () => {
    type TMarketStatus = { is_healthy: boolean; market_data: Record<string, unknown> };
    const database = await openTestDatabase();
    const cache = createDatabaseResponseCache(database.db);
    const clock = new TestClock();
    provider.reset();
    // Every connection dropped: what a host out of reach looks like, while the requests are counted.
    provider.inject({ path: /.*/, dropConnection: true, times: 1_000 });
    const memory = new FailureMemory({ unreachableMs: 30_000 }, clock.now);
    const t = await startTestApp({ database, marketData: liveSource(provider.url, cache, memory) });
    try {
      const { token } = await signInAsTemp(t, 'es');
      const before = await t.call<TMarketStatus>('GET', '/v1/system/status');
      expect(before.data.market_data).toEqual({ source: 'live', is_reachable: null, failed_at: null, retry_at: null });

      const failed = await t.call('GET', '/v1/query/search_ticker?keyword=apple', { token, language: 'es' });
      expect(failed).toMatchObject({ code: 503, data: { error: 'PROVIDER_UNAVAILABLE' } });
      expect(failed.message).toBe(errorMessage('PROVIDER_UNAVAILABLE', 'es'));
      // Both SEC lists, each tried twice (maxRetries 1; the answer may come before the other list's
      // retry has arrived), then nothing more.
      await vi.waitFor(() => expect(provider.requests).toHaveLength(4));
      for (const keyword of ['apple', 'micro', 'nvidia']) {
        const again = await t.call('GET', `/v1/query/search_ticker?keyword=${keyword}`, { token, language: 'es' });
        expect(again).toMatchObject({ code: 503, data: { error: 'PROVIDER_UNAVAILABLE' } });
      }
      expect(provider.requests).toHaveLength(4);

      const status = await t.call<TMarketStatus>('GET', '/v1/system/status');
      expect(status.data.is_healthy).toBe(true);
      expect(status.data.market_data).toMatchObject({ source: 'live', is_reachable: false });
      const { failed_at: failedAt, retry_at: retryAt } = status.data.market_data;
      expect(Date.parse(String(retryAt)) - Date.parse(String(failedAt))).toBe(30_000);

      // The network is back and the window has passed: the lists are fetched and the status follows.
      provider.reset();
      clock.advance(30_000);
      const found = await t.call<Items>('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(found.data.items[0]?.ticker).toBe('AAPL');
      const after = await t.call<TMarketStatus>('GET', '/v1/system/status');
      expect(after.data.market_data).toEqual({ source: 'live', is_reachable: true, failed_at: null, retry_at: null });
    } finally {
      await t.close();
    }
  });

  it('a closed port: the status reports the source unreachable after the first failed search', async () => {
    const database = await openTestDatabase();
    const t = await startTestApp({
      database,
      marketData: liveSource('http://127.0.0.1:9', createDatabaseResponseCache(database.db)),
    });
    try {
      const { token } = await signInAsTemp(t);
      const failed = await t.call('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(failed).toMatchObject({ code: 503, data: { error: 'PROVIDER_UNAVAILABLE' } });
      const status = await t.call<{ market_data: Record<string, unknown> }>('GET', '/v1/system/status');
      expect(status.data.market_data).toMatchObject({ source: 'live', is_reachable: false });
    } finally {
      await t.close();
    }
  });
});
