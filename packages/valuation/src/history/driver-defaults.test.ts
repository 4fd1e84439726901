import { describe, expect, it } from 'vitest';
import { fyPeriod, tidyHistory } from '../fixture.test-helper.js';
import { buildForecast } from '../forecast/three-statements.js';
import type { TProvenance } from '../provenance.js';
import { rate } from '../units.js';
import { defaultDrivers } from './driver-defaults.js';

function drivers(history = tidyHistory(), options = {}) {
  const result = defaultDrivers(history, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('defaultDrivers from a complete history', () => {
  it('averages each ratio over the last three years and says how', () => {
    const { drivers: d } = drivers();
    expect(d.grossMargin.values[0]).toBeCloseTo(0.4, 12);
    expect(d.grossMargin.provenance).toMatchObject({
      kind: 'history',
      formula: 'gross_profit / revenue',
      years: [2022, 2023, 2024],
    });
    // Growth needs the prior year: 2023 and 2024 only.
    expect(d.revenueGrowth.provenance).toMatchObject({ kind: 'history', years: [2023, 2024] });
    expect(d.revenueGrowth.values).toHaveLength(10);
    expect(d.receivableDays.values[0]).toBeCloseTo(36.5, 9);
    expect(d.inventoryDays.values[0]).toBeCloseTo(73, 9);
    expect(d.taxRate.values[0]).toBeCloseTo(0.25, 12);
    expect(d.interestRateDebt.values[0]).toBeCloseTo(0.05, 12);
    expect(d.payoutRatio.values[0]).toBeCloseTo(0.3, 12);
    // D&A is embedded in costs in the filings: taking it out leaves no other operating expense.
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo(0, 12);
    // (300 + 40) / 60.5
    expect(d.existingPpeLife.value).toBeCloseTo(340 / 60.5, 12);
    expect(d.newAssetLife).toMatchObject({ value: 10, provenance: { kind: 'convention' } });
  });

  it('fades revenue growth linearly to a long-run rate when asked', () => {
    const { drivers: d } = drivers(tidyHistory(), { years: 5, fadeRevenueGrowthTo: rate(0.02) });
    expect(d.revenueGrowth.values.map((v) => Number(v.toFixed(6)))).toEqual([0.1, 0.08, 0.06, 0.04, 0.02]);
  });

  it('uses depreciation and amortization separately when both are reported', () => {
    const history = tidyHistory();
    const last = history[2];
    if (!last) throw new Error('fixture');
    const split = fyPeriod(2024, {
      ...Object.fromEntries(
        [...Object.entries(last.income), ...Object.entries(last.balance), ...Object.entries(last.cash_flow)].map(
          ([k, v]) => [k, v?.value],
        ),
      ),
      depreciation: 50.5,
      amortization: 10,
    });
    const { drivers: d } = drivers([history[0], history[1], split].filter((p) => p !== undefined));
    expect(d.existingPpeLife.value).toBeCloseTo(300 / 50.5, 12);
    expect(d.existingIntangiblesLife.value).toBeCloseTo(4, 12);
  });
});

describe('defaultDrivers with missing lines', () => {
  // A sparse filer: revenue, operating and pre-tax income, tax, net income and balance totals only.
  const sparse = [2023, 2024].map((year, i) =>
    fyPeriod(year, {
      revenue: 1000 + 100 * i,
      operating_income: 150 + 10 * i,
      pretax_income: 140 + 10 * i,
      income_tax: 30 + 2 * i,
      net_income: 110 + 8 * i,
      total_assets: 2000,
      total_liabilities: 800,
      total_equity: 1200,
      cash_and_equivalents: 300,
    }),
  );

  it('gives every missing driver a visible fallback with its reason, never a silent 0', () => {
    const { drivers: d, base } = drivers(sparse);
    const reason = (p: TProvenance) => (p.kind === 'fallback' ? p.reason : p.kind);
    expect(reason(d.grossMargin.provenance)).toMatch(/Cost of revenue not reported/);
    expect(d.grossMargin.values[0]).toBe(1);
    expect(d.daysBasis.value).toBe('revenue');
    expect(reason(d.researchPctRevenue.provenance)).toMatch(/R&D not reported/);
    expect(reason(d.receivableDays.provenance)).toMatch(/Receivables not reported in FY 2024: not modelled/);
    expect(reason(d.capexPctRevenue.provenance)).toMatch(/Neither capital expenditure nor D&A reported/);
    expect(reason(d.payoutRatio.provenance)).toMatch(/No dividends reported/);
    expect(reason(d.interestRateDebt.provenance)).toMatch(/Interest expense and debt not both reported/);
    expect(reason(d.existingPpeLife.provenance)).toMatch(/PP&E and intangibles not reported/);
    // Other operating expense still reproduces EBIT: (revenue − EBIT) / revenue, D&A kept inside it.
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo((1 - 150 / 1000 + (1 - 160 / 1100)) / 2, 12);
    expect(base.balance.otherAssets.value).toBe(1700);
    for (const [key, driver] of Object.entries(d)) {
      expect(['history', 'fallback', 'convention'], key).toContain(driver.provenance.kind);
    }
  });

  it('falls back to the statutory tax rate for a loss maker, and to a given cost of debt', () => {
    const losses = sparse.map((p) => ({
      ...p,
      income: {
        ...p.income,
        pretax_income: { ...(p.income.pretax_income as NonNullable<typeof p.income.pretax_income>), value: -5 },
      },
    }));
    const { drivers: d } = drivers(losses, { fallbackCostOfDebt: rate(0.065) });
    expect(d.taxRate.values[0]).toBe(0.21);
    expect(d.taxRate.provenance).toMatchObject({ kind: 'fallback' });
    expect(d.interestRateDebt.values[0]).toBe(0.065);
  });

  it('estimates D&A from PP&E over 10 years when D&A is missing, so it is not charged twice', () => {
    const withPpe = sparse.map((p) => fyPeriod(p.fiscal_year, { ...flat(p), ppe_net: 400 }));
    const { drivers: d, base } = drivers(withPpe, { years: 1 });
    expect(d.existingPpeLife.value).toBe(10);
    expect(d.existingPpeLife.provenance).toMatchObject({ kind: 'fallback' });
    const zeroGrowth = { ...d, revenueGrowth: { ...d.revenueGrowth, values: [rate(0)] } };
    const forecast = buildForecast(base, zeroGrowth);
    if (!forecast.ok) throw new Error(forecast.error.message);
    // Estimated D&A 400 / 10 = 40 a year is taken out of costs: other opex = mean((1000 − 40 − 150) / 1000,
    // (1100 − 40 − 160) / 1100) = 0.8140909; at 2024 revenue with no capex, EBIT = 1100 × 0.1859091 − 40 = 164.5
    // (leaving D&A inside other opex as well would give 1100 × 0.1477273 − 40 = 122.5).
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo((0.81 + 900 / 1100) / 2, 12);
    expect(forecast.value.income.ebit[0]).toBeCloseTo(164.5, 9);
  });

  it('refuses a history without a base year', () => {
    const result = defaultDrivers([fyPeriod(2024, { total_assets: 1 })]);
    expect(!result.ok && result.error.code).toBe('INSUFFICIENT_HISTORY');
  });
});

function flat(p: ReturnType<typeof fyPeriod>): Record<string, number | undefined> {
  return Object.fromEntries(
    [...Object.entries(p.income), ...Object.entries(p.balance), ...Object.entries(p.cash_flow)].map(([k, v]) => [
      k,
      v?.value,
    ]),
  );
}
