import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarketDataSource, readMarketDataConfig } from '../config.js';
import { createPackSource } from '../pack/pack-source.js';
import { FredClient } from '../prices/fred-client.js';
import { YahooChartClient } from '../prices/yahoo-client.js';
import { SecClient } from '../sec/sec-client.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { createLiveSource } from './live-source.js';
import { createPackThenLiveSource } from './pack-then-live-source.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function liveSource() {
  const clock = () => new Date('2026-01-05T00:00:00Z');
  return createLiveSource({
    sec: new SecClient({ baseUrl: server.url }),
    prices: new YahooChartClient({ baseUrl: server.url, clock }),
    fred: new FredClient({ baseUrl: server.url }),
  });
}

describe('live source', () => {
  it('answers every method with the same data as the pack', async () => {
    const live = liveSource();
    const pack = createPackSource(PACK_DIR);
    expect((await live.tickers()).entries).toEqual((await pack.tickers()).entries);
    expect((await live.submissions(1465740)).value).toEqual((await pack.submissions(1465740)).value);
    expect((await live.companyFacts(1045810)).value).toEqual((await pack.companyFacts(1045810)).value);
    expect((await live.prices('NVDA')).points).toEqual((await pack.prices('NVDA')).points);
    expect((await live.sp500()).points).toEqual((await pack.sp500()).points);
    expect((await live.treasury10y()).points).toEqual((await pack.treasury10y()).points);
  });

  it('reports a series the provider does not have as DATA_NOT_AVAILABLE, naming it', async () => {
    await expect(liveSource().prices('TSLA')).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { source: 'live', resource: 'price series for TSLA', provider: 'yahoo', status: 404 },
    });
    await expect(liveSource().companyFacts(310522)).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { provider: 'sec', resource: 'companyfacts of CIK 310522' },
    });
  });

  it('lets provider outages through as they are (not as missing data)', async () => {
    server.inject({ path: '/graph/fredgraph.csv', status: 500, times: 10 });
    const fred = new FredClient({ baseUrl: server.url, retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    const live = createLiveSource({
      sec: new SecClient({ baseUrl: server.url }),
      prices: new YahooChartClient(),
      fred,
    });
    await expect(live.treasury10y()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});

describe('pack-then-live source', () => {
  it('answers from the pack when it holds the resource, without a request', async () => {
    const source = createPackThenLiveSource(createPackSource(PACK_DIR), liveSource());
    const prices = await source.prices('AAPL');
    expect(prices.origin.provider).toBe('pack');
    expect(server.requests).toHaveLength(0);
  });

  it('goes to the live provider for what the pack lacks, and says so in the origin', async () => {
    // A pack folder with no files at all: everything comes from the live provider.
    const emptyPack = createPackSource(fileURLToPath(new URL('./', import.meta.url)));
    const source = createPackThenLiveSource(emptyPack, liveSource());
    const facts = await source.companyFacts(320193);
    expect(facts.origin).toMatchObject({
      provider: 'sec',
      location: `${server.url}/api/xbrl/companyfacts/CIK0000320193.json`,
    });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/xbrl/companyfacts/CIK0000320193.json']);
  });

  it('names both places when neither holds the series', async () => {
    const source = createPackThenLiveSource(createPackSource(PACK_DIR), liveSource());
    const error = await source.prices('TSLA').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { source: 'pack-then-live', provider: 'yahoo' },
    });
    expect((error as Error).message).toBe(
      'The data pack has no price series for TSLA (prices/TSLA.csv), and yahoo has no price series for TSLA',
    );
  });
});

describe('configuration', () => {
  it('selects pack-then-live when MARKET_DATA_DIR is set, live otherwise', () => {
    expect(readMarketDataConfig({ MARKET_DATA_DIR: PACK_DIR }).mode).toBe('pack-then-live');
    expect(readMarketDataConfig({}).mode).toBe('live');
    expect(readMarketDataConfig({ MARKET_DATA_DIR: PACK_DIR, MARKET_DATA_MODE: 'pack' }).mode).toBe('pack');
    expect(readMarketDataConfig({ SEC_BASE_URL: '' }).secBaseUrl).toBeUndefined();
  });

  it('rejects an invalid configuration', () => {
    expect(() => readMarketDataConfig({ MARKET_DATA_MODE: 'pack' })).toThrow(/needs MARKET_DATA_DIR/);
    expect(() => readMarketDataConfig({ MARKET_DATA_MODE: 'offline' })).toThrow(/MARKET_DATA_MODE/);
    expect(() => readMarketDataConfig({ SEC_BASE_URL: 'not a url' })).toThrow(/SEC_BASE_URL/);
  });

  it('wires the live clients to the configured base URLs', async () => {
    const config = readMarketDataConfig({
      MARKET_DATA_MODE: 'live',
      SEC_BASE_URL: server.url,
      SEC_USER_AGENT: 'Intrinsic config-test ops@intrinsic.example',
      PRICES_BASE_URL: server.url,
      FRED_BASE_URL: server.url,
    });
    const source = createMarketDataSource(config);
    expect(source.kind).toBe('live');
    await source.submissions(320193);
    await source.prices('AAPL', { from: '2025-12-31', to: '2025-12-31' });
    await source.treasury10y({ from: '2025-12-01' });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/submissions/CIK0000320193.json',
      '/v8/finance/chart/AAPL',
      '/graph/fredgraph.csv',
    ]);
    expect(server.requests[0]?.userAgent).toBe('Intrinsic config-test ops@intrinsic.example');
  });
});
