import { describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { SHARED_DATA } from '../xbrl/shared-data.test-helper.js';
import { findDefaultPeers } from './default-peers.js';
import { getPeerInputs } from './get-peer-inputs.js';
import { peerMultiples } from './peer-multiples.js';

const source = createPackSource(`${SHARED_DATA}pack`);

describe('getPeerInputs (data pack)', () => {
  it('reads AAPL at 2024-12-27 from its FY2024 10-K and the last four quarters', async () => {
    // Periods count from their end date, as in the model's history (Q1 FY2025 ends 2024-12-28).
    const aapl = await getPeerInputs(source, 'aapl', '2024-12-27');
    expect(aapl.lyr).toEqual({ fiscalYear: 2024, periodEnd: '2024-09-28' });
    // FY2024 10-K: diluted EPS 6.08, net sales 391,035M, total shareholders' equity 56,950M.
    expect(aapl.epsLyr).toBe(6.08);
    expect(aapl.revenueLyr).toBe(391_035_000_000);
    expect(aapl.bookValue).toBe(56_950_000_000);
    expect(aapl.price?.date).toBe('2024-12-27');
    expect(aapl.shares?.basis).toBe('shares_outstanding');
    expect(aapl.ttm?.periodEnd).toBe('2024-09-28');
    // With the quarters ending at FY2024's end, TTM revenue equals the fiscal year's.
    expect(aapl.revenueTtm).toBe(391_035_000_000);
    const multiples = peerMultiples(aapl);
    expect(multiples.pe_lyr.value).toBeCloseTo((aapl.price?.value ?? 0) / 6.08, 10);
    expect(multiples.ps_lyr.value).toBeCloseTo((aapl.marketCap ?? 0) / 391_035_000_000, 10);
    expect(multiples.pb_lyr.value).toBeCloseTo((aapl.marketCap ?? 0) / 56_950_000_000, 10);
    expect(multiples.pe_forward).toEqual({ value: null, reason: 'no_forward_estimates' });
    expect(multiples.ps_forward).toEqual({ value: null, reason: 'no_forward_estimates' });
    expect(multiples.ev_ebitda_lyr.value).toBeGreaterThan(0);
  });

  it('leaves a company with stale filings without LYR figures and says why (MSFT: FY2015 only)', async () => {
    const msft = await getPeerInputs(source, 'MSFT', '2025-12-31');
    expect(msft.epsLyr).toBeNull();
    expect(msft.gaps.some((gap) => gap.item === 'lyr')).toBe(true);
    expect(peerMultiples(msft).pe_lyr).toEqual({ value: null, reason: 'missing_eps' });
  });

  it('refuses an unknown ticker', async () => {
    await expect(getPeerInputs(source, 'NOPE123', '2025-12-31')).rejects.toMatchObject({ code: 'TICKER_NOT_FOUND' });
  });
});

describe('findDefaultPeers (data pack)', () => {
  it('picks same-sector companies with filings and prices, each with its rule, at most 6', async () => {
    const result = await findDefaultPeers(source, { ticker: 'AAPL', asOf: '2025-12-31' });
    expect(result.sector).toBe('Information Technology');
    expect(result.universe).toBeGreaterThan(0);
    expect(result.peers.length).toBeGreaterThan(0);
    expect(result.peers.length).toBeLessThanOrEqual(6);
    for (const peer of result.peers) {
      expect(peer.ticker).not.toBe('AAPL');
      expect(peer.sector).toBe('Information Technology');
      expect(['same_industry', 'same_sector']).toContain(peer.rule);
    }
  });
});
