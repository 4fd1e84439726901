import { describe, expect, it } from 'vitest';
import { runResidualEarnings } from './residual-earnings.js';
import { money, perShare, rate, shareCount } from './units.js';

describe('runResidualEarnings', () => {
  it('matches a hand computation with clean-surplus books and a growing continuing value', () => {
    // B₀ 100, r 10%, NI 15 and 16.5, payout 40%: B₁ = 109, RE₁ = 5, RE₂ = 16.5 − 10.9 = 5.6
    // CV₂ = 5.6 × 1.03 / 0.07 = 82.4; V = 100 + 5/1.1 + 5.6/1.21 + 82.4/1.21 = 177.2727
    const re = runResidualEarnings({
      bookValue: money(100),
      costOfEquity: rate(0.1),
      earnings: { netIncome: [money(15), money(16.5)] },
      dividends: { payoutRatio: rate(0.4) },
      terminalGrowth: rate(0.03),
      shares: shareCount(10),
      price: perShare(20),
    });
    if (!re.ok) throw new Error(re.error.message);
    expect(re.value.closingBook[0]).toBeCloseTo(109, 12);
    expect(re.value.residualEarnings[0]).toBeCloseTo(5, 12);
    expect(re.value.residualEarnings[1]).toBeCloseTo(5.6, 12);
    expect(re.value.continuingValue?.valueAtT).toBeCloseTo(82.4, 10);
    expect(re.value.equityValue).toBeCloseTo(100 + 5 / 1.1 + 5.6 / 1.21 + 82.4 / 1.21, 10);
    expect(re.value.valuePerShare).toBeCloseTo(17.72727, 5);
    expect(re.value.upside).toBeCloseTo(17.727272727 / 20 - 1, 8);
  });

  it('reads earnings as ROE on opening book equity', () => {
    // ROE 15% on B₀ 50, r 12%, g 10%: V = 50 + 1.5 / 0.02 = 125 (single-stage)
    const re = runResidualEarnings({
      bookValue: money(50),
      costOfEquity: rate(0.12),
      earnings: { roe: [rate(0.15)] },
      dividends: { payoutRatio: rate(1 / 3) },
      terminalGrowth: rate(0.1),
      shares: shareCount(1),
    });
    expect(re.ok && re.value.valuePerShare).toBeCloseTo(125, 10);
  });

  it('refuses growth ≥ r, negative shares and mismatched dividends', () => {
    const base = {
      bookValue: money(50),
      costOfEquity: rate(0.1),
      earnings: { netIncome: [money(6)] },
      dividends: { payoutRatio: rate(0.5) },
      shares: shareCount(1),
    };
    const growth = runResidualEarnings({ ...base, terminalGrowth: rate(0.1) });
    expect(!growth.ok && growth.error.code).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
    const shares = runResidualEarnings({ ...base, shares: shareCount(-5) });
    expect(!shares.ok && shares.error.code).toBe('NON_POSITIVE_SHARES');
    expect(runResidualEarnings({ ...base, dividends: { amounts: [money(1), money(2)] } }).ok).toBe(false);
    expect(runResidualEarnings({ ...base, earnings: { netIncome: [] } }).ok).toBe(false);
  });
});
