import { describe, expect, it } from 'vitest';
import { runDcf } from './dcf.js';
import { fyPeriod, tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { money, multiple, perShare, rate, shareCount } from './units.js';

const input: TModelInput = {
  history: tidyHistory(),
  valuationDate: '2024-12-31',
  discountRate: { wacc: rate(0.09) },
  terminal: { method: 'perpetuity', growth: rate(0.02) },
};

function model(overrides: Partial<TModelInput> = {}) {
  const result = runModel({ ...input, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('runModel', () => {
  it('computes FCFF = EBIT × (1 − t) + D&A − capex − ΔNWC from the forecast', () => {
    const m = model();
    // EBITDA 199.65, D&A 60.5 × (1 − 1/M) + 79.86 / M with M = 2 × 340 / 60.5 + 1 (three-statements test)
    const life = 2 * (340 / 60.5) + 1;
    const da = 60.5 * (1 - 1 / life) + 79.86 / life;
    expect(m.freeCashFlow.nopat[0]).toBeCloseTo((199.65 - da) * 0.75, 9);
    expect(m.freeCashFlow.fcff[0]).toBeCloseTo((199.65 - da) * 0.75 + da - 79.86 - 19.36, 9);
    expect(m.forecast.checks.isBalanced).toBe(true);
  });

  it('discounts the forecast FCF exactly as the explicit DCF does', () => {
    const m = model({ convention: 'mid_year', price: perShare(12) });
    const direct = runDcf({
      fcff: m.freeCashFlow.fcff,
      discountRate: rate(0.09),
      convention: 'mid_year',
      terminal: { method: 'perpetuity', growth: rate(0.02) },
      bridge: { debt: money(200), cash: money(200) },
      shares: shareCount(100),
    });
    if (!direct.ok) throw new Error(direct.error.message);
    expect(m.dcf.enterpriseValue).toBeCloseTo(direct.value.enterpriseValue, 9);
    expect(m.dcf.bridge.valuePerShare).toBeCloseTo(direct.value.bridge.valuePerShare, 9);
    expect(m.dcf.bridge.upside).toBeCloseTo(direct.value.bridge.valuePerShare / 12 - 1, 12);
    expect(m.dcf.terminal.impliedExitMultiple).not.toBeNull();
  });

  it('takes bridge items and shares from the base year with their provenance', () => {
    const m = model();
    expect(m.bridge.debt).toEqual({
      value: 200,
      provenance: { kind: 'history', formula: 'long_term_debt', years: [2024], values: [200] },
    });
    expect(m.bridge.leases.provenance.kind).toBe('convention');
    expect(m.bridge.preferred.provenance.kind).toBe('fallback');
    expect(m.shares).toMatchObject({ value: 100, provenance: { kind: 'history', formula: 'diluted_shares' } });
    const given = model({ bridge: { debt: money(250) }, shares: shareCount(90) });
    expect(given.bridge.debt).toEqual({ value: 250, provenance: { kind: 'input' } });
    expect(given.shares.provenance.kind).toBe('input');
  });

  it('subtracts lease liabilities for an IFRS reporter (IFRS 16 leases are debt-like)', () => {
    const ifrs = tidyHistory().map((p) =>
      fyPeriod(
        p.fiscal_year,
        {
          ...Object.fromEntries(
            [...Object.entries(p.income), ...Object.entries(p.balance), ...Object.entries(p.cash_flow)].map(
              ([k, v]) => [k, v?.value],
            ),
          ),
          operating_lease_liabilities: 30,
        },
        { taxonomy: 'ifrs-full' },
      ),
    );
    const m = model({ history: ifrs });
    expect(m.bridge.leases.value).toBe(30);
  });

  it('values from a date inside year 1 with a stub', () => {
    const m = model({ valuationDate: '2025-07-02' });
    // 2025-07-02 → 2025-12-31 is 182 of 365 days
    expect(m.stub.fraction).toBeCloseTo(182 / 365, 15);
    expect(m.dcf.discountPeriods[0]).toBeCloseTo(182 / 365, 15);
    expect(m.dcf.countedFcff[0]).toBeCloseTo((m.freeCashFlow.fcff[0] as number) * (182 / 365), 9);
  });

  it('takes the bridge and the shares from the latest quarter after the base year', () => {
    const q3 = {
      ...fyPeriod(2025, {
        revenue: 300,
        diluted_shares: 96,
        cash_and_equivalents: 260,
        short_term_investments: 15,
        long_term_debt: 180,
        total_assets: 1200,
      }),
      fiscal_period: 'Q3' as const,
      period_start: '2025-07-01',
      period_end: '2025-09-30',
    };
    const q2 = { ...q3, fiscal_period: 'Q2' as const, period_end: '2025-06-30', balance: {} };
    const m = model({ history: [...tidyHistory(), q3, q2], valuationDate: '2026-01-15' });
    expect(m.base.fiscalYear).toBe(2024);
    expect(m.base.latest).toMatchObject({ label: 'Q3 2025', periodEnd: '2025-09-30' });
    expect(m.bridge.cash).toEqual({
      value: 260,
      provenance: {
        kind: 'history',
        formula: 'cash_and_equivalents',
        years: [2025],
        values: [260],
        period: 'Q3 2025',
      },
    });
    expect([m.bridge.debt.value, m.bridge.investments.value, m.shares.value]).toEqual([180, 15, 96]);
    // FY2025 ended before the valuation date: it is forecast but not counted.
    expect(m.stub).toMatchObject({ elapsedYears: 1, yearStart: '2025-12-31', yearEnd: '2026-12-31' });
    expect(m.dcf.countedFcff[0]).toBe(0);
    expect(m.dcf.countedFcff[1]).toBeCloseTo((m.freeCashFlow.fcff[1] as number) * (350 / 365), 9);
  });

  it('grows NOPAT after the forecast and reinvests what growth needs at the return on new capital', () => {
    const m = model({ terminal: { method: 'perpetuity', growth: rate(0.02), reinvestment: 'return_on_capital' } });
    const n = m.freeCashFlow.nopat.length;
    const start = m.forecast.balance;
    const capital =
      (start.receivables[n - 2] as number) +
      (start.inventory[n - 2] as number) -
      (start.payables[n - 2] as number) +
      (start.ppe[n - 2] as number) +
      (start.intangibles[n - 2] as number);
    const nopat = m.freeCashFlow.nopat[n - 1] as number;
    const reinvestment = m.dcf.terminal.reinvestment;
    expect(reinvestment?.returnOnCapital).toBeCloseTo(nopat / capital, 12);
    const ronic = Math.max(nopat / capital, 0.09);
    expect(reinvestment?.rate).toBeCloseTo(0.02 / ronic, 12);
    expect(m.dcf.terminal.perpetuity?.fcfNext).toBeCloseTo(nopat * 1.02 * (1 - 0.02 / ronic), 6);
    expect(m.dcf.terminal.value).toBeCloseTo((nopat * 1.02 * (1 - 0.02 / ronic)) / (0.09 - 0.02), 4);
    // Without it, FCF(N) × (1 + g) as before.
    expect(model().dcf.terminal.reinvestment).toBeNull();
  });

  it('adds long-term marketable securities to the short-term ones in the bridge', () => {
    const history = tidyHistory();
    const last = history.at(-1) as (typeof history)[number];
    const withLongTerm = [
      ...history.slice(0, -1),
      {
        ...last,
        balance: {
          ...last.balance,
          short_term_investments: { value: 30, source: last.balance.total_assets!.source },
          long_term_investments: { value: 70, source: last.balance.total_assets!.source },
        },
      },
    ];
    const m = model({ history: withLongTerm });
    expect(m.bridge.investments).toEqual({
      value: 100,
      provenance: {
        kind: 'history',
        formula: 'short_term_investments + long_term_investments',
        years: [2024],
        values: [100],
      },
    });
  });

  it('refuses a valuation date after the forecast', () => {
    const result = runModel({ ...input, valuationDate: '2045-01-01' });
    expect(result.ok || result.error).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'valuation_date' } });
  });

  it('builds WACC from CAPM and applies an exit multiple to EBITDA(N)', () => {
    const m = model({
      discountRate: {
        capm: {
          riskFreeRate: rate(0.04),
          beta: 1.1,
          marketRiskPremium: rate(0.05),
          preTaxCostOfDebt: rate(0.05),
          taxRate: rate(0.25),
          equityValue: money(1500),
          debtValue: money(200),
        },
      },
      terminal: { method: 'exit_multiple', multiple: multiple(9) },
    });
    expect(m.wacc?.costOfEquity).toBeCloseTo(0.095, 12);
    expect(m.discountRate.value).toBeCloseTo((1500 * 0.095 + 200 * 0.0375) / 1700, 12);
    expect(m.dcf.terminal.value).toBeCloseTo(9 * (m.freeCashFlow.ebitda[9] as number), 9);
    expect(m.dcf.terminal.impliedGrowth).not.toBeNull();
  });

  it('keeps user drivers as inputs and refuses bad settings with clear errors', () => {
    const m = model({ drivers: { grossMargin: 0.45 } });
    expect(m.drivers.grossMargin).toMatchObject({ provenance: { kind: 'input' } });
    const early = runModel({ ...input, valuationDate: '2024-06-30' });
    expect(!early.ok && early.error.code).toBe('INVALID_INPUT');
    const growth = runModel({ ...input, terminal: { method: 'perpetuity', growth: rate(0.09) } });
    expect(!growth.ok && growth.error.code).toBe('GROWTH_NOT_BELOW_DISCOUNT_RATE');
  });
});
