import { describe, expect, it } from 'vitest';
import { releverBeta } from './beta-relevering.js';

describe('releverBeta', () => {
  it('unlevers at the peer’s D/E and relevers at the target’s', () => {
    const result = releverBeta({
      peerBeta: 1.2,
      peerDebt: 20,
      peerEquity: 80,
      targetDebt: 50,
      targetEquity: 50,
      taxRate: 0.21,
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.unlevered).toBeCloseTo(1.2 / (1 + 0.79 * 0.25), 12);
    expect(result.value.relevered).toBeCloseTo((1.2 / 1.1975) * 1.79, 12);
    expect(result.value.targetDebtToEquity).toBe(1);
  });

  it('gives the peer’s own beta back at the peer’s own capital structure', () => {
    const result = releverBeta({
      peerBeta: 0.93,
      peerDebt: 30,
      peerEquity: 70,
      targetDebt: 3,
      targetEquity: 7,
      taxRate: 0.25,
    });
    expect(result.ok && result.value.relevered).toBeCloseTo(0.93, 12);
  });

  it('keeps the asset beta for a target without positive equity, and refuses bad inputs', () => {
    const negative = releverBeta({
      peerBeta: 1,
      peerDebt: 10,
      peerEquity: 90,
      targetDebt: 50,
      targetEquity: -5,
      taxRate: 0.21,
    });
    expect(negative.ok && negative.value.relevered).toBe(negative.ok && negative.value.unlevered);
    expect(
      releverBeta({ peerBeta: 1, peerDebt: 1, peerEquity: 0, targetDebt: 1, targetEquity: 1, taxRate: 0.2 }).ok,
    ).toBe(false);
    expect(
      releverBeta({ peerBeta: 1, peerDebt: 1, peerEquity: 1, targetDebt: 1, targetEquity: 1, taxRate: 1 }).ok,
    ).toBe(false);
  });
});
