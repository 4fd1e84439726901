import { createPackSource, getMarketInputs } from '@app/market-data';
import { describe, expect, it } from 'vitest';
import { PACK_DIR } from '../test/test-app.js';
import { inReportingCurrency } from './price-currency.js';

const inputs = await getMarketInputs(createPackSource(PACK_DIR), {
  ticker: 'AAPL',
  cik: 320193,
  asOf: '2025-12-31',
  priceField: 'close_else_adj_close',
});

describe('inReportingCurrency', () => {
  it('keeps a price in the statements’ currency', () => {
    expect(inReportingCurrency(inputs, 'USD')).toBe(inputs);
    expect(inputs.price.ok && inputs.marketCap.ok).toBe(true);
  });

  it('leaves out the price and the market cap of a listing in another currency, saying why', () => {
    const twd = inReportingCurrency(inputs, 'TWD');
    expect(twd.price.ok || twd.price.error.details).toEqual({ series: 'price_in_reporting_currency' });
    expect(twd.marketCap.ok).toBe(false);
    expect(twd.beta).toBe(inputs.beta);
  });
});
