import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { YahooChartClient } from './yahoo-client.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const yahoo = (options = {}) =>
  new YahooChartClient({ baseUrl: server.url, clock: () => new Date('2026-01-05T00:00:00Z'), ...options });

describe('YahooChartClient against the local protocol server', () => {
  it('reads daily adjusted closes equal to the pack CSV, with trading dates in New York time', async () => {
    const live = await yahoo().daily('AAPL');
    const pack = await createPackSource(PACK_DIR).prices('AAPL');
    expect(live.points).toEqual(pack.points);
    expect(live.points).toHaveLength(3269);
    expect(live.points.at(-1)).toEqual({ date: '2025-12-31', close: null, adjClose: 271.86 });
    expect(live.currency).toBe('USD');
    expect(server.requests[0]?.url).toMatch(
      /^\/v8\/finance\/chart\/AAPL\?period1=0&period2=\d+&interval=1d&events=div%2Csplit/,
    );
  });

  it('limits to a date range, both ends included, across daylight-saving changes', async () => {
    const series = await yahoo().daily('MSFT', { from: '2024-03-08', to: '2024-03-12' });
    expect(series.points.map((p) => p.date)).toEqual(['2024-03-08', '2024-03-11', '2024-03-12']);
    const pack = await createPackSource(PACK_DIR).prices('MSFT', { from: '2024-03-08', to: '2024-03-12' });
    expect(series.points).toEqual(pack.points);
  });

  it('serves ^GSPC (S&P 500) with close and adjusted close equal to the index level', async () => {
    const series = await yahoo().daily('^GSPC', { from: '2025-12-29', to: '2025-12-31' });
    const fred = await createPackSource(PACK_DIR).sp500({ from: '2025-12-29', to: '2025-12-31' });
    expect(series.points).toEqual(fred.points.map((p) => ({ date: p.date, close: p.value, adjClose: p.value })));
    expect(server.requests[0]?.path).toBe('/v8/finance/chart/%5EGSPC');
  });

  it('returns an empty series for a range without sessions', async () => {
    const series = await yahoo().daily('AAPL', { from: '2026-01-01', to: '2026-01-03' });
    expect(series.points).toEqual([]);
  });

  it('maps an unknown symbol (Yahoo 404 "No data found") to NOT_FOUND', async () => {
    await expect(yahoo().daily('TSLA')).rejects.toMatchObject({ code: 'NOT_FOUND', details: { provider: 'yahoo' } });
  });

  it('rejects a chart whose arrays disagree as PROVIDER_BAD_RESPONSE', async () => {
    const body = JSON.stringify({
      chart: {
        result: [
          { meta: { symbol: 'AAPL', gmtoffset: -18000 }, timestamp: [1], indicators: { quote: [{ close: [] }] } },
        ],
        error: null,
      },
    });
    server.inject({ path: '/v8/finance/chart/AAPL', body });
    await expect(yahoo().daily('AAPL')).rejects.toMatchObject({ code: 'PROVIDER_BAD_RESPONSE' });
  });

  it('reads unadjusted closes, dividends and splits when the provider sends them', async () => {
    // A hand-written payload in Yahoo's shape (a 4:1 split on 2020-08-31, as AAPL had); the prices are
    // illustrative test inputs, not market data.
    const body = JSON.stringify({
      chart: {
        result: [
          {
            meta: { currency: 'USD', symbol: 'AAPL', gmtoffset: -14400 },
            timestamp: [1598621400, 1598880600],
            events: { splits: { '1598880600': { date: 1598880600, numerator: 4, denominator: 1, splitRatio: '4:1' } } },
            indicators: {
              quote: [{ close: [124.80750274658203, 129.0399932861328] }],
              adjclose: [{ adjclose: [121.5, 125.6] }],
            },
          },
        ],
        error: null,
      },
    });
    server.inject({ path: '/v8/finance/chart/AAPL', body });
    const series = await yahoo().daily('AAPL', { from: '2020-08-28', to: '2020-08-31' });
    expect(series.points.map((p) => [p.date, p.close])).toEqual([
      ['2020-08-28', 124.80750274658203],
      ['2020-08-31', 129.0399932861328],
    ]);
    expect(series.events).toEqual([{ kind: 'split', date: '2020-08-31', numerator: 4, denominator: 1 }]);
  });
});
