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
  it('reads each ratio from the last three years and says how', () => {
    const { drivers: d } = drivers();
    expect(d.grossMargin.values[0]).toBeCloseTo(0.4, 12);
    expect(d.grossMargin.provenance).toMatchObject({
      kind: 'history',
      formula: 'Σ gross_profit / Σ revenue',
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
    // The filer reports D&A between SG&A and operating income: that is its other operating expense, and the
    // same D&A, inside the costs, is taken back out (the schedules charge it): EBITDA 15%.
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo(0.05, 12);
    expect(d.daInCostsPctRevenue.values[0]).toBeCloseTo(0.05, 12);
    expect(d.daInCostsPctRevenue.provenance).toMatchObject({ kind: 'history', formula: 'Σ D&A / Σ revenue' });
    // (300 + 40) / 60.5, and new additions over the company's own life 2L + 1
    expect(d.existingPpeLife.value).toBeCloseTo(340 / 60.5, 12);
    expect(d.newAssetLife.value).toBeCloseTo((2 * 340) / 60.5 + 1, 12);
    expect(d.newAssetLife.provenance).toMatchObject({ kind: 'history', years: [2024] });
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

describe('operating ratios that changed, and forecast lines that follow their drivers', () => {
  // R&D fell from 20% to 10% of revenue while everything else held: revenue 1000 a year, gross margin 60%,
  // SG&A 20%, D&A 12 inside those costs (operating income = GP − R&D − SG&A), capex 12, PP&E 48.
  const changed = [0.2, 0.15, 0.1].map((research, i) =>
    fyPeriod(2022 + i, {
      revenue: 1000,
      cost_of_revenue: 400,
      research_and_development: 1000 * research,
      selling_general_administrative: 200,
      operating_income: 400 - 1000 * research,
      pretax_income: 400 - 1000 * research,
      income_tax: 0.2 * (400 - 1000 * research),
      net_income: 0.8 * (400 - 1000 * research),
      diluted_shares: 100,
      depreciation_amortization: 12,
      capital_expenditure: -12,
      cash_and_equivalents: 100,
      ppe_net: 48,
      total_assets: 148,
      total_liabilities: 0,
      total_equity: 148,
    }),
  );

  it('starts each operating ratio at the latest year and fades it to the three-year mean by year N', () => {
    const { drivers: d } = drivers(changed, { years: 5 });
    // 10% in year 1 (not the 15% mean, a jump of half the business), 15% by year 5.
    expect(d.researchPctRevenue.values.map((v) => Number(v.toFixed(6)))).toEqual([0.1, 0.1125, 0.125, 0.1375, 0.15]);
    expect(d.researchPctRevenue.provenance).toMatchObject({
      kind: 'history',
      years: [2022, 2023, 2024],
      fade: {
        start: { basis: 'latest_year', fiscalYear: 2024 },
        end: { basis: 'pooled' },
        byYear: 5,
      },
    });
    const { fade } = d.researchPctRevenue.provenance as { fade: { start: { value: number }; end: { value: number } } };
    expect(fade.start.value).toBeCloseTo(0.1, 12);
    expect(fade.end.value).toBeCloseTo(0.15, 12);
    // A ratio that did not change stays where it is.
    expect(d.sgaPctRevenue.values.every((v) => Math.abs(v - 0.2) < 1e-12)).toBe(true);
  });

  it('takes the long-run level over the years together, so a small year’s one-off weighs little', () => {
    // Revenue 100, 200, 400 and other operating expense 20 (a one-off), 0, 0: each year's ratio 20%, 0%, 0%
    // (mean 6.7%); together 20 / 700 = 2.9%, the level the forecast moves to from FY 2024's 0%.
    const grown = [100, 200, 400].map((revenue, i) =>
      fyPeriod(2022 + i, {
        revenue,
        cost_of_revenue: revenue * 0.5,
        operating_income: revenue * 0.5 - (i === 0 ? 20 : 0),
        pretax_income: revenue * 0.5 - (i === 0 ? 20 : 0),
        income_tax: 0,
        net_income: revenue * 0.5 - (i === 0 ? 20 : 0),
        total_assets: 100,
        total_liabilities: 0,
        total_equity: 100,
      }),
    );
    const { drivers: d } = drivers(grown, { years: 3 });
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo(0, 12);
    expect(d.otherOpexPctRevenue.values[2]).toBeCloseTo(20 / 700, 12);
    expect(d.otherOpexPctRevenue.provenance).toMatchObject({ values: [0.2, 0, 0] });
  });

  it('has no forecast line without history: costs that add up to operating income leave no other expense', () => {
    const { drivers: d, base } = drivers(changed, { years: 10 });
    // (Taking D&A out of "other" made it −1.2% of revenue, a line the filings never had.)
    expect(d.otherOpexPctRevenue.values.every((v) => Math.abs(v) < 1e-12)).toBe(true);
    expect(d.daInCostsPctRevenue.values.every((v) => Math.abs(v - 0.012) < 1e-12)).toBe(true);
    const forecast = buildForecast(base, {
      ...d,
      revenueGrowth: { ...d.revenueGrowth, values: d.revenueGrowth.values.map(() => rate(0)) },
      researchPctRevenue: { ...d.researchPctRevenue, values: d.researchPctRevenue.values.map(() => rate(0.1)) },
    });
    if (!forecast.ok) throw new Error(forecast.error.message);
    const income = forecast.value.income;
    for (let t = 0; t < 10; t += 1) {
      expect(income.otherOpex[t]).toBeCloseTo(0, 9);
      // Flat drivers, flat revenue and capex equal to D&A: the last year's EBIT margin (30%) in every year.
      // (A 4-year straight-line run-off of the base-year PP&E next to 10-year vintages moved it by 0.2–0.5 points a year.)
      expect((income.ebit[t] as number) / (income.revenue[t] as number)).toBeCloseTo(0.3, 12);
    }
  });

  it('moves the EBIT margin smoothly when drivers are flat and revenue grows (no depreciation cliff)', () => {
    const { base, drivers: d } = drivers(tidyHistory(), { years: 10 });
    const forecast = buildForecast(base, d);
    if (!forecast.ok) throw new Error(forecast.error.message);
    const { ebit, revenue } = forecast.value.income;
    const margins = ebit.map((v, t) => v / (revenue[t] as number));
    // The old schedule charged the base-year assets in full until year 6, then nothing: a 1.6-point jump.
    margins.slice(1).forEach((m, t) => {
      expect(Math.abs(m - (margins[t] as number))).toBeLessThan(0.003);
    });
    expect(Math.abs((margins[0] as number) - 0.1)).toBeLessThan(0.005);
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
    // Other operating expense still reproduces EBIT: (revenue − EBIT) / revenue, from FY 2024's own ratio to
    // the mean, with D&A kept inside it (no PP&E to run it off against).
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo(1 - 160 / 1100, 12);
    expect(d.otherOpexPctRevenue.values.at(-1)).toBeCloseTo((850 + 940) / 2100, 12);
    expect(d.daInCostsPctRevenue.values[0]).toBe(0);
    expect(reason(d.daInCostsPctRevenue.provenance)).toMatch(/nothing taken out of the cost lines/);
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
    // Estimated D&A 400 / 10 = 40 a year is taken out of the costs (40 / 1100 in FY 2024); the schedule charges
    // 400 at L = 10 declining over 21 years, 40 × (1 − 1/21): at 2024 revenue with no capex,
    // EBIT = 1100 − 940 + 40 − 40 × 20/21 = 161.90 (leaving D&A inside the costs as well would give 121.90).
    expect(d.daInCostsPctRevenue.values[0]).toBeCloseTo(40 / 1100, 12);
    expect(d.otherOpexPctRevenue.values[0]).toBeCloseTo(940 / 1100, 12);
    expect(forecast.value.income.ebit[0]).toBeCloseTo(160 + 40 / 21, 9);
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
