import { describe, expect, it } from 'vitest';
import { runDcf, type TDcfInput } from './dcf.js';
import { createPrng } from './prng.test-helper.js';
import { money, multiple, perShare, rate, shareCount } from './units.js';

const base: TDcfInput = {
  fcff: [100, 110].map(money),
  discountRate: rate(0.1),
  terminal: { method: 'perpetuity', growth: rate(0.02) },
  shares: shareCount(10),
};

describe('runDcf', () => {
  it('matches a hand computation, end of year', () => {
    // PV = 100/1.1 + 110/1.21 = 90.909091 + 90.909091 = 181.818182
    // TV = 110 × 1.02 / 0.08 = 1402.5 at t = 2; PV(TV) = 1402.5 / 1.21 = 1159.090909; EV = 1340.909091
    const dcf = runDcf({ ...base, bridge: { debt: money(300), cash: money(59.090909) }, price: perShare(100) });
    if (!dcf.ok) throw new Error(dcf.error.message);
    const v = dcf.value;
    expect(v.discountPeriods).toEqual([1, 2]);
    expect(v.sumPvFcff).toBeCloseTo(181.818182, 6);
    expect(v.terminal.value).toBeCloseTo(1402.5, 9);
    expect(v.terminal.presentValue).toBeCloseTo(1159.090909, 6);
    expect(v.enterpriseValue).toBeCloseTo(1340.909091, 6);
    expect(v.bridge.equityValue).toBeCloseTo(1100, 5);
    expect(v.bridge.valuePerShare).toBeCloseTo(110, 6);
    expect(v.bridge.upside).toBeCloseTo(0.1, 6);
    expect(v.terminalShareOfEv).toBeCloseTo(1159.090909 / 1340.909091, 9);
  });

  it('discounts half a year less under mid-year, the Gordon value included', () => {
    // Every PV rises by √1.1: EV = 1340.909091 × 1.0488088 = 1406.356
    const dcf = runDcf({ ...base, convention: 'mid_year' });
    expect(dcf.ok && dcf.value.enterpriseValue).toBeCloseTo(1340.909091 * Math.sqrt(1.1), 5);
  });

  it('discounts an exit-multiple value at N even under mid-year', () => {
    // TV = 8 × 150 = 1200 at t = 2: 991.735537; flows at 0.5 and 1.5: 100/1.1^0.5 + 110/1.1^1.5 = 190.711
    const dcf = runDcf({
      ...base,
      convention: 'mid_year',
      terminal: { method: 'exit_multiple', multiple: multiple(8), metric: money(150) },
    });
    if (!dcf.ok) throw new Error(dcf.error.message);
    expect(dcf.value.terminal.discountPeriod).toBe(2);
    expect(dcf.value.terminal.presentValue).toBeCloseTo(1200 / 1.21, 9);
    expect(dcf.value.sumPvFcff).toBeCloseTo(100 / 1.1 ** 0.5 + 110 / 1.1 ** 1.5, 9);
    // Implied growth: TV′ = 1200/√1.1 = 1144.155; g = (1144.155 × 0.1 − 110)/(1144.155 + 110) = 0.003524
    const tvPrime = 1200 / Math.sqrt(1.1);
    expect(dcf.value.terminal.impliedGrowth).toBeCloseTo((tvPrime * 0.1 - 110) / (tvPrime + 110), 12);
  });

  it('uses EBITDA(N) as the default exit metric and reports the implied multiple of a Gordon value', () => {
    const exit = runDcf({
      ...base,
      ebitda: [140, 150].map(money),
      terminal: { method: 'exit_multiple', multiple: multiple(8) },
    });
    expect(exit.ok && exit.value.terminal.value).toBe(1200);
    const gordon = runDcf({ ...base, ebitda: [140, 150].map(money) });
    expect(gordon.ok && gordon.value.terminal.impliedExitMultiple).toBeCloseTo(1402.5 / 150, 12);
  });

  it('counts only the stub share of year 1 and shortens every period', () => {
    // s = 0.5: 50/1.1^0.5 + 110/1.1^1.5 + 1402.5/1.1^1.5
    const dcf = runDcf({ ...base, stubFraction: 0.5 });
    if (!dcf.ok) throw new Error(dcf.error.message);
    expect(dcf.value.countedFcff).toEqual([50, 110]);
    expect(dcf.value.enterpriseValue).toBeCloseTo(50 / 1.1 ** 0.5 + 110 / 1.1 ** 1.5 + 1402.5 / 1.1 ** 1.5, 9);
  });

  it('refuses g ≥ WACC, no years, non-positive shares', () => {
    const growth = runDcf({ ...base, terminal: { method: 'perpetuity', growth: rate(0.1) } });
    expect(!growth.ok && growth.error.code).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
    expect(runDcf({ ...base, fcff: [] }).ok).toBe(false);
    const shares = runDcf({ ...base, shares: shareCount(-1) });
    expect(!shares.ok && shares.error.code).toBe('NON_POSITIVE_SHARES');
    expect(runDcf({ ...base, fcff: [money(Number.NaN)] }).ok).toBe(false);
  });
});

describe('runDcf properties', () => {
  it('value falls as WACC rises (positive cash flows, random cases)', () => {
    const prng = createPrng(20250401);
    for (let trial = 0; trial < 200; trial += 1) {
      const years = 1 + Math.floor(prng.between(1, 15));
      const fcff = Array.from({ length: years }, () => money(prng.between(1, 500)));
      const growth = rate(prng.between(-0.02, 0.04));
      const convention = prng.next() < 0.5 ? 'end_of_year' : 'mid_year';
      const stubFraction = prng.between(0.05, 1);
      let previous = Number.POSITIVE_INFINITY;
      for (let wacc = 0.05; wacc <= 0.2; wacc += 0.0125) {
        const dcf = runDcf({
          fcff,
          discountRate: rate(wacc),
          convention,
          stubFraction,
          terminal: { method: 'perpetuity', growth },
          shares: shareCount(1),
        });
        if (!dcf.ok) throw new Error(dcf.error.message);
        expect(dcf.value.enterpriseValue).toBeLessThan(previous);
        previous = dcf.value.enterpriseValue;
      }
    }
  });

  it('a 200-year explicit forecast at constant growth converges to the Gordon value', () => {
    // Gordon: V = FCF₁ / (r − g). The 200-year sum misses FCF₁/(r − g) × ((1 + g)/(1 + r))^200.
    const prng = createPrng(7);
    for (let trial = 0; trial < 50; trial += 1) {
      const r = prng.between(0.06, 0.14);
      const g = prng.between(0, r - 0.03);
      const first = prng.between(10, 1000);
      const fcff = Array.from({ length: 200 }, (_, t) => money(first * (1 + g) ** t));
      const dcf = runDcf({ fcff, discountRate: rate(r), terminal: { method: 'none' }, shares: shareCount(1) });
      if (!dcf.ok) throw new Error(dcf.error.message);
      const gordon = first / (r - g);
      const missing = ((1 + g) / (1 + r)) ** 200;
      expect(Math.abs(dcf.value.enterpriseValue / gordon - 1)).toBeLessThan(missing + 1e-12);
      expect(Math.abs(dcf.value.enterpriseValue / gordon - 1)).toBeLessThan(0.005);
      // and it equals the Gordon value exactly once the tail is added as a terminal value
      const withTail = runDcf({
        fcff,
        discountRate: rate(r),
        terminal: { method: 'perpetuity', growth: rate(g) },
        shares: shareCount(1),
      });
      expect(withTail.ok && withTail.value.enterpriseValue / gordon).toBeCloseTo(1, 10);
    }
  });
});
