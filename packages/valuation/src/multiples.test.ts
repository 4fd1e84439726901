import { describe, expect, it } from 'vitest';
import { runMultiples, statsOf } from './multiples.js';
import { money, perShare, shareCount } from './units.js';

describe('runMultiples', () => {
  const peers = [
    { ticker: 'A', multiples: { pe_lyr: 10, ps_ttm: 2, ev_ebitda_lyr: 8 } },
    { ticker: 'B', multiples: { pe_lyr: 14, ps_ttm: 3, ev_ebitda_lyr: 10 } },
    { ticker: 'C', multiples: { pe_lyr: -5, ps_ttm: 4, ev_ebitda_lyr: 12 } },
    { ticker: 'D', multiples: { pe_lyr: 30, ps_ttm: null } },
  ];
  const subject = {
    shares: shareCount(10),
    price: perShare(20),
    epsLyr: perShare(2),
    revenueTtm: money(100),
    ebitdaLyr: money(20),
    bridge: { debt: money(50), cash: money(10) },
  };

  it('summarises positive peer values and prices the subject at each statistic', () => {
    const result = runMultiples({ subject, peers });
    if (!result.ok) throw new Error(result.error.message);
    const pe = result.value.find((m) => m.kind === 'pe_lyr');
    // P/E over 10, 14, 30 (C is negative): mean 18, median 14, low 10, high 30; × EPS 2
    expect(pe?.stats).toEqual({ mean: 18, median: 14, low: 10, high: 30 });
    expect(pe?.impliedPrice).toEqual({ mean: 36, median: 28, low: 20, high: 60 });
    expect(pe?.excluded).toEqual([{ ticker: 'C', reason: 'not positive: not meaningful' }]);
    expect(pe?.upsideAtMedian).toBeCloseTo(0.4, 12);
    // P/S over 2, 3, 4: median 3 × revenue 100 / 10 shares = 30
    const ps = result.value.find((m) => m.kind === 'ps_ttm');
    expect(ps?.impliedPrice?.median).toBe(30);
    // EV/EBITDA median 10: (10 × 20 − 50 + 10) / 10 = 16
    const ev = result.value.find((m) => m.kind === 'ev_ebitda_lyr');
    expect(ev?.impliedPrice?.median).toBe(16);
    expect(ev?.excluded).toEqual([{ ticker: 'D', reason: 'not available' }]);
  });

  it('has no implied price for a missing or negative subject metric, or no usable peers', () => {
    const result = runMultiples({ subject: { ...subject, epsLyr: perShare(-1) }, peers });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.find((m) => m.kind === 'pe_lyr')?.reason).toMatch(/not positive/);
    expect(result.value.find((m) => m.kind === 'pb_lyr')?.reason).toBe('no peer has a positive value');
    expect(result.value.find((m) => m.kind === 'pe_forward')?.impliedPrice).toBeNull();
    expect(runMultiples({ subject: { ...subject, shares: shareCount(0) }, peers }).ok).toBe(false);
  });

  it('takes the mean of the middle two for an even count', () => {
    expect(statsOf([4, 1, 3, 2])).toEqual({ mean: 2.5, median: 2.5, low: 1, high: 4 });
    expect(statsOf([])).toBeNull();
  });
});
