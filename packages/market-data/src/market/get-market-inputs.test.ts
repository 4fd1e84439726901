import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { FredClient } from '../prices/fred-client.js';
import { YahooChartClient } from '../prices/yahoo-client.js';
import { SecClient } from '../sec/sec-client.js';
import { createLiveSource } from '../source/live-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { getMarketInputs } from './get-market-inputs.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());

describe('market inputs at a valuation date', () => {
  it('AAPL at 2025-12-31: price, market cap, beta and risk-free rate, each with its source', async () => {
    const inputs = await getMarketInputs(pack, {
      ticker: 'AAPL',
      cik: 320193,
      asOf: '2025-12-31',
      priceField: 'adj_close',
    });
    expect(inputs.price).toMatchObject({ ok: true, value: { price: 271.86, date: '2025-12-31' } });
    expect(inputs.marketCap).toMatchObject({
      ok: true,
      value: { value: 271.86 * 14_776_353_000, shares: { asOf: '2025-10-17' } },
    });
    expect(inputs.beta).toMatchObject({ ok: true, value: { months: 60 } });
    if (inputs.beta.ok) expect(inputs.beta.value.beta).toBeCloseTo(1.0912314852010234, 10);
    expect(inputs.riskFreeRate).toMatchObject({ ok: true, value: { percent: 4.14, date: '2025-12-01' } });
  });

  it('gives the same numbers through the live clients as from the pack', async () => {
    const live = createLiveSource({
      sec: new SecClient({ baseUrl: server.url }),
      prices: new YahooChartClient({ baseUrl: server.url }),
      fred: new FredClient({ baseUrl: server.url }),
    });
    const request = { ticker: 'NVDA', cik: 1045810, asOf: '2025-06-30', priceField: 'adj_close' } as const;
    const [fromLive, fromPack] = await Promise.all([getMarketInputs(live, request), getMarketInputs(pack, request)]);
    const numbers = (i: typeof fromLive) => [
      i.price.ok && i.price.value.price,
      i.marketCap.ok && i.marketCap.value.value,
      i.beta.ok && i.beta.value.beta,
      i.riskFreeRate.ok && i.riskFreeRate.value.rate,
    ];
    expect(numbers(fromLive)).toEqual(numbers(fromPack));
    expect(numbers(fromPack).every((n) => typeof n === 'number')).toBe(true);
  });

  it('reports each missing series plainly and keeps the inputs that exist', async () => {
    const inputs = await getMarketInputs(pack, {
      ticker: 'TSLA',
      cik: 1318605,
      asOf: '2025-12-31',
      priceField: 'adj_close',
    });
    expect(inputs.price).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { resource: 'price series for TSLA' } },
    });
    expect(inputs.marketCap).toMatchObject({ ok: false, error: { code: 'DATA_NOT_AVAILABLE' } });
    expect(inputs.beta).toMatchObject({ ok: false, error: { code: 'DATA_NOT_AVAILABLE' } });
    expect(inputs.riskFreeRate).toMatchObject({ ok: true });
  });

  it('has no market cap when the company reports no cover-page share count (Alphabet)', async () => {
    const inputs = await getMarketInputs(pack, {
      ticker: 'GOOGL',
      cik: 1652044,
      asOf: '2025-12-31',
      priceField: 'adj_close',
    });
    expect(inputs.price.ok).toBe(true);
    expect(inputs.marketCap).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { series: 'shares_outstanding' } },
    });
  });
});
