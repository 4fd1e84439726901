import { createLiveSource, FredClient, SecClient, YahooChartClient } from '@app/market-data';
import { startLocalProviderServer, type TLocalProviderServer } from '@app/market-data/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseResponseCache } from '../../market/database-response-cache.js';
import { PACK_DIR, signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';
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

  const liveSource = (baseUrl: string, cache: ReturnType<typeof createDatabaseResponseCache>) =>
    createLiveSource({
      sec: new SecClient({ baseUrl, cache, retry: { maxRetries: 1, baseDelayMs: 10 }, timeoutMs: 2_000 }),
      prices: new YahooChartClient({ baseUrl, cache }),
      fred: new FredClient({ baseUrl, cache }),
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

  it('answers 503 with the catalogue message when the SEC cannot be reached, and recovers', async () => {
    const database = await openTestDatabase();
    const cache = createDatabaseResponseCache(database.db);
    provider.inject({ path: '/files/company_tickers.json', status: 503, times: 2 });
    const t = await startTestApp({ database, marketData: liveSource(provider.url, cache) });
    try {
      const { token } = await signInAsTemp(t, 'id');
      const failed = await t.call('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(failed.status).toBe(503);
      expect(failed).toMatchObject({ code: 503, data: { error: 'PROVIDER_UNAVAILABLE' } });
      expect(failed.message).toMatch(/^Penyedia data pasar tidak dapat dihubungi/);
      const retried = await t.call<Items>('GET', '/v1/query/search_ticker?keyword=apple', { token });
      expect(retried.data.items[0]?.ticker).toBe('AAPL');
    } finally {
      await t.close();
    }
  });
});
