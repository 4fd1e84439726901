import { describe, expect, it } from 'vitest';
import { impliedExitMultiple, impliedPerpetuityGrowth, perpetuityValue } from './terminal-value.js';
import { money, rate } from './units.js';

describe('perpetuityValue', () => {
  it('grows FCF(N) one year and capitalises it at r − g', () => {
    const tv = perpetuityValue(money(100), rate(0.02), rate(0.09));
    if (!tv.ok) throw new Error(tv.error.message);
    expect(tv.value.fcfNext).toBeCloseTo(102, 12);
    expect(tv.value.value).toBeCloseTo(102 / 0.07, 9); // 1457.142857
    expect(tv.value.isNormalized).toBe(false);
  });

  it('uses a normalized FCF(N+1) when given', () => {
    const tv = perpetuityValue(money(-0.23), rate(0.06), rate(0.1), money(1.59));
    expect(tv.ok && tv.value.value).toBeCloseTo(39.75, 10); // 1.59 / 0.04
  });

  it('refuses growth at or above the discount rate with a clear error', () => {
    for (const growth of [0.09, 0.12]) {
      const tv = perpetuityValue(money(100), rate(growth), rate(0.09));
      expect(tv.ok).toBe(false);
      if (!tv.ok) {
        expect(tv.error.code).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
        expect(tv.error.message).toMatch(/must be below the discount rate 9\.00%/);
      }
    }
  });
});

describe('implied multiple and growth', () => {
  it('inverts each other at year end', () => {
    // TV = 100 × 1.03 / (0.1 − 0.03) = 1471.43; with EBITDA 150 the multiple is 9.81×.
    const tv = 103 / 0.07;
    expect(impliedExitMultiple(money(tv), money(150), rate(0.1), 'end_of_year')).toBeCloseTo(tv / 150, 12);
    expect(impliedPerpetuityGrowth(money(tv), money(100), rate(0.1), 'end_of_year')).toBeCloseTo(0.03, 12);
  });

  it('moves the value half a year under mid-year before comparing', () => {
    const gordon = 103 / 0.07; // discounted at N − 0.5
    const yearEndPrice = gordon * Math.sqrt(1.1); // the same present value as a price at N
    expect(impliedExitMultiple(money(gordon), money(150), rate(0.1), 'mid_year')).toBeCloseTo(yearEndPrice / 150, 10);
    expect(impliedPerpetuityGrowth(money(yearEndPrice), money(100), rate(0.1), 'mid_year')).toBeCloseTo(0.03, 12);
  });

  it('has no multiple for non-positive EBITDA', () => {
    expect(impliedExitMultiple(money(1000), money(0), rate(0.1), 'end_of_year')).toBeNull();
    expect(impliedExitMultiple(money(1000), money(-5), rate(0.1), 'end_of_year')).toBeNull();
  });
});
