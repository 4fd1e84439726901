import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPackSource } from './pack-source.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

describe('data pack reader', () => {
  it('merges the two SEC ticker lists', async () => {
    const list = await pack.tickers();
    expect(list.entries).toHaveLength(9610);
    expect(list.entries.find((e) => e.ticker === 'AAPL')).toEqual({
      cik: 320193,
      ticker: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'Nasdaq',
    });
    expect(list.entries.find((e) => e.ticker === 'TWO')).toMatchObject({ cik: 1465740, exchange: 'NYSE' });
    expect(list.origins.map((o) => o.location.split('/').at(-1))).toEqual([
      'company_tickers.json',
      'company_tickers_exchange.json',
    ]);
  });

  it('validates every submissions file and overflow page of the pack', async () => {
    // 36 companies (16 downloaded, 20 constructed from companyfacts) and 4 overflow pages.
    const files = await readdir(`${PACK_DIR}submissions`);
    expect(files).toHaveLength(40);
    for (const file of files) {
      const match = /^CIK(\d{10})(-submissions-\d{3})?\.json$/.exec(file);
      expect(match).not.toBeNull();
      if (match?.[2]) {
        const page = await pack.submissionsPage(file);
        expect(page.value.accessionNumber.length).toBeGreaterThan(0);
      } else {
        const { value } = await pack.submissions(Number(match?.[1]));
        expect(value.cik).toBe(match?.[1]);
      }
    }
  });

  it('validates every companyfacts file of the pack (28 companies)', async () => {
    const files = await readdir(`${PACK_DIR}companyfacts`);
    expect(files).toHaveLength(28);
    for (const file of files) {
      const { value } = await pack.companyFacts(Number(file.slice(3, 13)));
      expect(Object.keys(value.facts).length).toBeGreaterThan(0);
    }
  });

  it('reads prices as adjusted closes with no unadjusted close (never derived)', async () => {
    const series = await pack.prices('aapl');
    const csv = (await readFile(`${PACK_DIR}prices/AAPL.csv`, 'utf8')).trim().split('\n');
    expect(series.points).toHaveLength(csv.length - 1);
    expect(series.points[0]).toEqual({ date: '2013-01-02', close: null, adjClose: 16.6122 });
    expect(series.points.every((p) => p.close === null)).toBe(true);
    expect(series).toMatchObject({ symbol: 'AAPL', currency: 'USD', origin: { provider: 'pack', retrievedAt: null } });
  });

  it('reads BRK.B as the pack file BRK-B.csv', async () => {
    expect((await pack.prices('BRK.B')).symbol).toBe('BRK-B');
  });

  it('reads the S&P 500 and the 10-year Treasury series', async () => {
    const sp500 = await pack.sp500({ from: '2025-12-30' });
    expect(sp500.points.slice(0, 2)).toEqual([
      { date: '2025-12-30', value: 6896.24 },
      { date: '2025-12-31', value: 6845.5 },
    ]);
    const gs10 = await pack.treasury10y();
    expect(gs10.points[0]).toEqual({ date: '1953-04-01', value: 2.83 });
    expect(gs10.points.at(-1)).toEqual({ date: '2026-06-01', value: 4.47 });
  });

  it('says plainly which series or document it does not hold', async () => {
    await expect(pack.prices('TSLA')).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      message: 'The data pack has no price series for TSLA (prices/TSLA.csv)',
      details: { source: 'pack', resource: 'price series for TSLA' },
    });
    await expect(pack.companyFacts(310522)).rejects.toMatchObject({ code: 'DATA_NOT_AVAILABLE' });
    // Logistic Properties of the Americas (LPA) has companyfacts but no submissions file.
    await expect(pack.submissions(1997711)).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { source: 'pack', resource: 'submissions of CIK 1997711' },
    });
    await expect(pack.submissionsPage('CIK0000320193-submissions-001.json')).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
    });
  });

  it('never turns a ticker into a path outside the pack', async () => {
    await expect(pack.prices('../rates/GS10')).rejects.toThrow(RangeError);
  });
});
