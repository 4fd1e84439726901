import { describe, expect, it } from 'vitest';
import { tidyHistory } from '../fixture.test-helper.js';
import { defaultDrivers } from '../history/driver-defaults.js';
import { createPrng } from '../prng.test-helper.js';
import { applyOverrides, type TDriverOverrides } from './drivers.js';
import { buildForecast } from './three-statements.js';

function defaults(years = 10) {
  const result = defaultDrivers(tidyHistory(), { years });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function forecastWith(overrides: TDriverOverrides, years = 10) {
  const { base, drivers } = defaults(years);
  const adjusted = applyOverrides(drivers, overrides, years);
  if (!adjusted.ok) throw new Error(adjusted.error.message);
  const forecast = buildForecast(base, adjusted.value);
  if (!forecast.ok) throw new Error(forecast.error.message);
  return forecast.value;
}

describe('buildForecast', () => {
  it('matches a hand computation of year 1', () => {
    const f = forecastWith({});
    // Revenue 1210 × 1.1 = 1331; COGS 60% = 798.6; R&D 133.1; SG&A 199.65; other as filed 5% = 66.55 (the
    // filer's D&A line), D&A inside those costs 5% = 66.55 added back: EBITDA 15% = 199.65
    expect(f.income.revenue[0]).toBeCloseTo(1331, 9);
    expect(f.income.costOfRevenue[0]).toBeCloseTo(798.6, 9);
    expect(f.income.otherOpex[0]).toBeCloseTo(66.55, 9);
    expect(f.income.daInCosts[0]).toBeCloseTo(66.55, 9);
    expect(f.income.ebitda[0]).toBeCloseTo(199.65, 9);
    // D&A: existing 340 at L = 340 / 60.5 declines over M = 2L + 1 years: 60.5 × (1 − 1/M); new capex
    // 6% × 1331 = 79.86 over the company's life M: 60.5 × (1 − 1/M) + 79.86 / M = 62.0817…
    const life = 2 * (340 / 60.5) + 1;
    const da = 60.5 * (1 - 1 / life) + 79.86 / life;
    expect((f.income.depreciation[0] ?? 0) + (f.income.amortization[0] ?? 0)).toBeCloseTo(da, 9);
    expect(da).toBeCloseTo(62.0817, 4);
    expect(f.income.ebit[0]).toBeCloseTo(199.65 - da, 9);
    // Interest 5% × opening debt 200 = 10; tax 25%
    const netIncome = (199.65 - da - 10) * 0.75;
    expect(f.income.interestExpense[0]).toBeCloseTo(10, 9);
    expect(f.income.netIncome[0]).toBeCloseTo(netIncome, 9);
    // Working capital: receivables 36.5/365 × 1331 = 133.1, inventory 73/365 × 798.6 = 159.72, payables 79.86
    expect(f.schedules.workingCapital.receivables[0]).toBeCloseTo(133.1, 9);
    expect(f.schedules.workingCapital.inventory[0]).toBeCloseTo(159.72, 9);
    expect(f.schedules.workingCapital.payables[0]).toBeCloseTo(79.86, 9);
    // ΔNWC = (133.1 + 159.72 − 79.86) − (121 + 145.2 − 72.6) = 212.96 − 193.6 = 19.36
    expect(f.schedules.workingCapital.increase[0]).toBeCloseTo(19.36, 9);
    // Cash: 200 + (NI + D&A − 19.36) − 79.86 − 30% × NI − 20% × NI
    expect(f.cashFlow.dividends[0]).toBeCloseTo(-0.3 * netIncome, 9);
    expect(f.balance.cash[0]).toBeCloseTo(200 + netIncome + da - 19.36 - 79.86 - 0.5 * netIncome, 9);
    expect(f.balance.revolver[0]).toBe(0);
  });

  it('balances and reconciles cash in every year', () => {
    const f = forecastWith({});
    expect(f.checks.isBalanced).toBe(true);
    for (let t = 0; t < 10; t += 1) {
      expect(f.balance.totalAssets[t]).toBeCloseTo(f.balance.totalLiabilitiesAndEquity[t] as number, 6);
      const cashBefore = t === 0 ? 200 : (f.balance.cash[t - 1] as number);
      expect(f.balance.cash[t]).toBeCloseTo(cashBefore + (f.cashFlow.netChangeInCash[t] as number), 6);
    }
    expect(f.fiscalYears).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
    expect(f.periodEnds[0]).toBe('2025-12-31');
  });

  it('draws the revolver when cash would fall below the minimum, repays it later, and charges interest on the opening balance', () => {
    // A cash-hungry year 1 (capex 40% of revenue), then a normal business.
    const capex = [0.4, 0.06, 0.06, 0.06, 0.06, 0.06, 0.06, 0.06, 0.06, 0.06];
    const f = forecastWith({ capexPctRevenue: capex, minimumCash: 50, interestRateRevolver: 0.08, newAssetLife: 10 });
    expect(f.balance.cash[0]).toBeCloseTo(50, 9);
    const drawn = f.balance.revolver[0] as number;
    expect(drawn).toBeGreaterThan(0);
    expect(f.schedules.revolver.interest[1]).toBeCloseTo(0.08 * drawn, 9);
    expect(f.balance.revolver[1] as number).toBeLessThan(drawn);
    expect(f.balance.revolver.at(-1)).toBe(0);
    expect(f.checks.isBalanced).toBe(true);
  });

  it('refuses a repayment larger than the debt and drivers of the wrong length', () => {
    const { base, drivers } = defaults(3);
    const repay = applyOverrides(drivers, { debtIssuance: [-100, -150, 0] }, 3);
    if (!repay.ok) throw new Error(repay.error.message);
    const result = buildForecast(base, repay.value);
    expect(!result.ok && result.error.message).toMatch(/year 2 repays more than/);
    expect(applyOverrides(drivers, { grossMargin: [0.4, 0.4] }, 3).ok).toBe(false);
    expect(applyOverrides(drivers, { existingPpeLife: 0.5 }, 3).ok).toBe(false);
  });
});

describe('buildForecast properties', () => {
  it('balances and reconciles cash for random driver sets', () => {
    const prng = createPrng(42);
    for (let trial = 0; trial < 300; trial += 1) {
      const years = 1 + Math.floor(prng.between(0, 15));
      const perYear = (lo: number, hi: number) => Array.from({ length: years }, () => prng.between(lo, hi));
      const f = forecastWith(
        {
          revenueGrowth: perYear(-0.3, 0.6),
          grossMargin: perYear(-0.2, 0.9),
          researchPctRevenue: perYear(0, 0.3),
          sgaPctRevenue: perYear(0, 0.4),
          otherOpexPctRevenue: perYear(-0.1, 0.2),
          daInCostsPctRevenue: perYear(0, 0.1),
          capexPctRevenue: perYear(0, 0.3),
          intangiblesPctRevenue: perYear(0, 0.1),
          receivableDays: perYear(0, 120),
          inventoryDays: perYear(0, 200),
          payableDays: perYear(0, 150),
          taxRate: perYear(0, 0.4),
          interestRateDebt: perYear(0, 0.12),
          interestRateRevolver: perYear(0, 0.15),
          interestRateCash: perYear(0, 0.05),
          payoutRatio: perYear(0, 1),
          buybackPctNetIncome: perYear(0, 1),
          debtIssuance: perYear(-10, 100),
          minimumCash: perYear(0, 300),
          existingPpeLife: prng.between(1, 30),
          existingIntangiblesLife: prng.between(1, 30),
          newAssetLife: prng.between(1, 20),
        },
        years,
      );
      expect(f.checks.isBalanced).toBe(true);
      for (let t = 0; t < years; t += 1) {
        const scale = Math.max(1, Math.abs(f.balance.totalAssets[t] as number));
        expect(Math.abs(f.checks.balanceGap[t] as number)).toBeLessThanOrEqual(1e-9 * scale);
        const opening = f.cashFlow.openingCash[t] as number;
        expect(
          Math.abs((f.balance.cash[t] as number) - opening - (f.cashFlow.netChangeInCash[t] as number)),
        ).toBeLessThanOrEqual(1e-9 * scale);
        const cf = f.cashFlow;
        const sum =
          (cf.operatingCashFlow[t] as number) +
          (cf.investingCashFlow[t] as number) +
          (cf.financingCashFlow[t] as number);
        expect(sum).toBeCloseTo(cf.netChangeInCash[t] as number, 6);
        expect((f.balance.cash[t] as number) + 1e-9 * scale).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
