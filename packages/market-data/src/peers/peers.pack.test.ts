import { describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { SHARED_DATA } from '../xbrl/shared-data.test-helper.js';
import { findDefaultPeers, PEER_RULES } from './default-peers.js';
import { getPeerInputs } from './get-peer-inputs.js';
import { parseGicsConstituents } from './gics-constituents.js';
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
    // Its last cover-page share count (2015) is not multiplied by a 2025 price.
    expect(msft.marketCap).toBeNull();
    expect(msft.gaps.some((gap) => gap.item === 'shares')).toBe(true);
  });

  it('refuses an unknown ticker', async () => {
    await expect(getPeerInputs(source, 'NOPE123', '2025-12-31')).rejects.toMatchObject({ code: 'TICKER_NOT_FOUND' });
  });
});

describe('findDefaultPeers (data pack)', () => {
  it('picks companies with filings and prices, same GICS sub-industry first, each with its rule, at most 6', async () => {
    const result = await findDefaultPeers(source, { ticker: 'NVDA', asOf: '2025-12-31' });
    expect(result).toMatchObject({ sector: 'Information Technology', gicsSubIndustry: 'Semiconductors' });
    expect(result.universe).toBeGreaterThan(0);
    expect(result.peers.length).toBeGreaterThan(0);
    expect(result.peers.length).toBeLessThanOrEqual(6);
    for (const peer of result.peers) {
      expect(peer.ticker).not.toBe('NVDA');
      expect(PEER_RULES).toContain(peer.rule);
      expect(peer.gicsSector === 'Information Technology' || peer.sector === 'Information Technology').toBe(true);
    }
    const ranks = result.peers.map((peer) => PEER_RULES.indexOf(peer.rule));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('puts the same GICS sub-industry first (MA: V, both payment processing)', async () => {
    const result = await findDefaultPeers(source, { ticker: 'MA', asOf: '2025-12-31' });
    expect(result.gicsSubIndustry).toBe('Transaction & Payment Processing Services');
    expect(result.peers[0]).toMatchObject({ ticker: 'V', rule: 'same_gics_sub_industry' });
  });
});

describe('parseGicsConstituents', () => {
  it('reads quoted fields and skips rows without a CIK', () => {
    const text =
      'Symbol,Security,GICS Sector,GICS Sub-Industry,Headquarters Location,Date added,CIK,Founded\r\n' +
      'AAPL,Apple Inc.,Information Technology,"Technology Hardware, Storage & Peripherals","Cupertino, California",1982-11-30,320193,1977\r\n' +
      'X,No CIK,Energy,Oil,"A, B",2000-01-01,,1900\r\n';
    expect(parseGicsConstituents(text)).toEqual([
      {
        cik: 320193,
        symbol: 'AAPL',
        name: 'Apple Inc.',
        sector: 'Information Technology',
        subIndustry: 'Technology Hardware, Storage & Peripherals',
      },
    ]);
  });
});
