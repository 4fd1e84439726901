import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import type { TPriceSeries } from '../types.js';
import { priceAsOf } from './price-as-of.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

/** The CSV row of a date, read straight from the file. */
async function csvRow(ticker: string, date: string): Promise<number> {
  const line = (await readFile(`${PACK_DIR}prices/${ticker}.csv`, 'utf8'))
    .split('\n')
    .find((l) => l.startsWith(`${date},`));
  return Number(line?.split(',')[1]);
}

describe('price as of a date', () => {
  it('AAPL on a trading day equals the CSV row', async () => {
    const result = priceAsOf(await pack.prices('AAPL'), '2024-06-14', { field: 'adj_close' });
    expect(result).toMatchObject({
      ok: true,
      value: { price: await csvRow('AAPL', '2024-06-14'), date: '2024-06-14' },
    });
    expect(await csvRow('AAPL', '2024-06-14')).toBe(211.0565);
  });

  it('on a weekend takes the last close before it, and says which date it used', async () => {
    const result = priceAsOf(await pack.prices('AAPL'), '2024-06-16', { field: 'adj_close' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        symbol: 'AAPL',
        price: 211.0565,
        date: '2024-06-14',
        requestedDate: '2024-06-16',
        field: 'adj_close',
        currency: 'USD',
      },
    });
  });

  it('never turns an adjusted close into an unadjusted one', async () => {
    const series = await pack.prices('AAPL');
    expect(priceAsOf(series, '2025-12-31', { field: 'close' })).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { field: 'close', date: '2025-12-31' } },
    });
    expect(priceAsOf(series, '2025-12-31', { field: 'close_else_adj_close' })).toMatchObject({
      ok: true,
      value: { price: 271.86, field: 'adj_close' },
    });
  });

  it('prefers the unadjusted close when the series has one', () => {
    const series: TPriceSeries = {
      symbol: 'X',
      currency: 'USD',
      points: [{ date: '2025-01-02', close: 10, adjClose: 9.5 }],
      events: [],
      origin: { provider: 'yahoo', location: 'test', retrievedAt: null },
    };
    expect(priceAsOf(series, '2025-01-03', { field: 'close_else_adj_close' })).toMatchObject({
      ok: true,
      value: { price: 10, field: 'close' },
    });
    expect(priceAsOf(series, '2025-01-03', { field: 'adj_close' })).toMatchObject({ ok: true, value: { price: 9.5 } });
  });

  it('reports dates the series does not cover as DATA_NOT_AVAILABLE', async () => {
    const series = await pack.prices('AAPL');
    expect(priceAsOf(series, '2012-12-31', { field: 'adj_close' })).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE' },
    });
    const stale = priceAsOf(series, '2026-03-31', { field: 'adj_close' });
    expect(stale).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { lastDate: '2025-12-31', maxStaleDays: 10 } },
    });
    expect(priceAsOf(series, '2026-01-09', { field: 'adj_close' })).toMatchObject({
      ok: true,
      value: { date: '2025-12-31' },
    });
  });
});
