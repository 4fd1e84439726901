import { createPackSource, isMarketDataError, type TMarketDataSource } from '@app/market-data';
import { describe, expect, it } from 'vitest';
import { PACK_DIR } from '../test/test-app.js';
import { cachedPeerInputs, PEER_INPUTS_TTL_MS } from './peer-inputs-cache.js';

/** The data pack, counting how often a company's filings are read. */
function countingSource(): { source: TMarketDataSource; reads: () => number } {
  const pack = createPackSource(PACK_DIR);
  let count = 0;
  const source: TMarketDataSource = {
    ...pack,
    kind: pack.kind,
    tickers: () => pack.tickers(),
    submissions: (cik) => pack.submissions(cik),
    submissionsPage: (name) => pack.submissionsPage(name),
    companyFacts: (cik) => {
      count += 1;
      return pack.companyFacts(cik);
    },
    prices: (ticker, range) => pack.prices(ticker, range),
    sp500: (range) => pack.sp500(range),
    treasury10y: (range) => pack.treasury10y(range),
  };
  return { source, reads: () => count };
}

describe('cachedPeerInputs', () => {
  it('reads a company once per date while fresh, shares a concurrent read, and reads again when stale', async () => {
    const { source, reads } = countingSource();
    let now = 1_000;
    const clock = () => now;
    const [first, concurrent] = await Promise.all([
      cachedPeerInputs(source, 'AAPL', '2025-12-31', clock),
      cachedPeerInputs(source, 'aapl', '2025-12-31', clock),
    ]);
    expect(concurrent).toBe(first);
    expect(first.revenueLyr).toBe(416_161_000_000);
    expect(reads()).toBe(1);
    now += PEER_INPUTS_TTL_MS - 1;
    expect(await cachedPeerInputs(source, 'AAPL', '2025-12-31', clock)).toBe(first);
    expect(reads()).toBe(1);
    await cachedPeerInputs(source, 'AAPL', '2024-12-31', clock);
    expect(reads()).toBe(2);
    now += 1;
    const fresh = await cachedPeerInputs(source, 'AAPL', '2025-12-31', clock);
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
    expect(reads()).toBe(3);
  });

  it('keeps no failure: an unknown ticker is asked about again', async () => {
    const { source } = countingSource();
    const unknown = () => cachedPeerInputs(source, 'GONEX', '2025-12-31');
    for (let i = 0; i < 2; i += 1) {
      const error = await unknown().catch((caught: unknown) => caught);
      expect(isMarketDataError(error, 'TICKER_NOT_FOUND')).toBe(true);
    }
  });

  it('keeps one cache per source', async () => {
    const a = countingSource();
    const b = countingSource();
    await cachedPeerInputs(a.source, 'CRM', '2025-12-31');
    await cachedPeerInputs(b.source, 'CRM', '2025-12-31');
    expect([a.reads(), b.reads()]).toEqual([1, 1]);
  });
});
