import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { latestSharesOutstanding } from '../profile/shares-outstanding.js';
import { marketCap } from './market-cap.js';
import { priceAsOf } from './price-as-of.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

describe('market cap as of a date', () => {
  it('AAPL at 2025-12-31: last close × the latest cover-page share count dated on or before', async () => {
    const price = priceAsOf(await pack.prices('AAPL'), '2025-12-31', { field: 'adj_close' });
    const shares = latestSharesOutstanding((await pack.companyFacts(320193)).value, '2025-12-31');
    if (!price.ok || !shares) throw new Error('inputs missing');
    expect(shares).toEqual({
      value: 14_776_353_000,
      asOf: '2025-10-17',
      tag: 'dei:EntityCommonStockSharesOutstanding',
      form: '10-K',
      filed: '2025-10-31',
      accession: '0000320193-25-000079',
    });
    const cap = marketCap(price.value, shares);
    expect(cap).toMatchObject({
      ok: true,
      value: { value: 271.86 * 14_776_353_000, currency: 'USD', price: { date: '2025-12-31' } },
    });
  });

  it('does not multiply an ADS price by a 20-F count of ordinary shares', async () => {
    const shares = latestSharesOutstanding((await pack.companyFacts(1046179)).value);
    const price = {
      symbol: 'TSM',
      price: 100,
      currency: 'USD',
      date: '2025-01-02',
      requestedDate: '2025-01-02',
      field: 'close' as const,
      origin: { provider: 'yahoo' as const, location: 'test', retrievedAt: null },
    };
    if (!shares) throw new Error('TSM shares missing');
    expect(marketCap(price, shares)).toMatchObject({
      ok: false,
      error: { code: 'DATA_NOT_AVAILABLE', details: { form: '20-F' } },
    });
  });

  it('has no share count for companies that report it per class only (Alphabet)', async () => {
    expect(latestSharesOutstanding((await pack.companyFacts(1652044)).value)).toBeNull();
  });
});
