import { describe, expect, it } from 'vitest';
import { money, rate } from './units.js';
import { computeWacc, costOfEquity } from './wacc.js';

describe('costOfEquity', () => {
  it('is r_f + β × MRP + premiums', () => {
    // 0.04 + 1.2 × 0.05 + 0.01 + 0.005 = 0.115
    const ke = costOfEquity({
      riskFreeRate: rate(0.04),
      beta: 1.2,
      marketRiskPremium: rate(0.05),
      sizePremium: rate(0.01),
      countryPremium: rate(0.005),
    });
    if (!ke.ok) throw new Error(ke.error.message);
    expect(ke.value.equityRiskPremium).toBeCloseTo(0.06, 15);
    expect(ke.value.costOfEquity).toBeCloseTo(0.115, 15);
  });
});

describe('computeWacc', () => {
  const input = {
    riskFreeRate: rate(0.04),
    beta: 1.2,
    marketRiskPremium: rate(0.05),
    preTaxCostOfDebt: rate(0.06),
    taxRate: rate(0.25),
    equityValue: money(800),
    debtValue: money(200),
  };

  it('weights k_e and the after-tax k_d by market values', () => {
    // k_e = 0.10; k_d(1 − t) = 0.045; WACC = 0.8 × 0.10 + 0.2 × 0.045 = 0.089
    const wacc = computeWacc(input);
    if (!wacc.ok) throw new Error(wacc.error.message);
    expect(wacc.value.costOfEquity).toBeCloseTo(0.1, 15);
    expect(wacc.value.afterTaxCostOfDebt).toBeCloseTo(0.045, 15);
    expect(wacc.value.equityWeight).toBeCloseTo(0.8, 15);
    expect(wacc.value.debtWeight).toBeCloseTo(0.2, 15);
    expect(wacc.value.wacc).toBeCloseTo(0.089, 15);
  });

  it('accepts a given cost of equity instead of CAPM', () => {
    const { riskFreeRate: _rf, beta: _beta, marketRiskPremium: _mrp, ...debt } = input;
    const wacc = computeWacc({ ...debt, costOfEquity: rate(0.12) });
    // 0.8 × 0.12 + 0.2 × 0.045 = 0.105
    expect(wacc.ok && [wacc.value.wacc, wacc.value.capm]).toEqual([expect.closeTo(0.105, 15), null]);
  });

  it('is the cost of equity for an unlevered company', () => {
    const wacc = computeWacc({ ...input, debtValue: money(0) });
    expect(wacc.ok && wacc.value.wacc).toBeCloseTo(0.1, 15);
  });

  it('refuses an impossible tax rate, negative values or no capital', () => {
    expect(computeWacc({ ...input, taxRate: rate(1) }).ok).toBe(false);
    expect(computeWacc({ ...input, debtValue: money(-1) }).ok).toBe(false);
    expect(computeWacc({ ...input, equityValue: money(0), debtValue: money(0) }).ok).toBe(false);
    expect(computeWacc({ ...input, beta: Number.NaN }).ok).toBe(false);
  });
});
