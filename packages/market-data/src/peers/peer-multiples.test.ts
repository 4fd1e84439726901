import { describe, expect, it } from 'vitest';
import type { TPeerInputs } from './peer-inputs.js';
import { peerMultiples } from './peer-multiples.js';

const inputs: TPeerInputs = {
  ticker: 'X',
  cik: 1,
  name: 'X Corp',
  sic: 3571,
  asOf: '2025-12-31',
  currency: 'USD',
  price: { value: 50, date: '2025-12-31', field: 'close' },
  shares: { value: 100, asOf: '2025-10-20', basis: 'shares_outstanding' },
  marketCap: 5000,
  lyr: { fiscalYear: 2025, periodEnd: '2025-09-30' },
  ttm: null,
  balanceDate: '2025-09-30',
  epsLyr: 2.5,
  epsTtm: null,
  bookValue: 1000,
  revenueLyr: 2500,
  revenueTtm: null,
  ebitdaLyr: -10,
  debt: 300,
  cash: 100,
  shortTermInvestments: 0,
  minorityInterest: 0,
  enterpriseValue: 5200,
  gaps: [],
};

describe('peerMultiples', () => {
  it('divides price and market cap by the filing figures; null with a reason otherwise', () => {
    const m = peerMultiples(inputs);
    expect(m.pe_lyr).toEqual({ value: 20, reason: null });
    expect(m.pb_lyr).toEqual({ value: 5, reason: null });
    expect(m.ps_lyr).toEqual({ value: 2, reason: null });
    expect(m.pe_ttm).toEqual({ value: null, reason: 'missing_eps' });
    expect(m.ps_ttm).toEqual({ value: null, reason: 'missing_revenue' });
    expect(m.ev_ebitda_lyr).toEqual({ value: null, reason: 'negative_ebitda' });
    expect(m.pe_forward).toEqual({ value: null, reason: 'no_forward_estimates' });
    expect(peerMultiples({ ...inputs, epsLyr: -1 }).pe_lyr).toEqual({ value: null, reason: 'negative_earnings' });
    expect(peerMultiples({ ...inputs, price: null, marketCap: null }).pe_lyr.reason).toBe('missing_price');
  });
});
