import { readFileSync } from 'node:fs';
import { renderAssumptionSource, type TMarketInputsView } from '@app/contract';
import { parseCompanyFacts, standardizeCompanyFacts } from '@app/market-data';
import { computeWacc } from '@app/valuation';
import { describe, expect, it } from 'vitest';
import { PACK_DIR } from '../test/test-app.js';
import { DEFAULT_MARKET_RISK_PREMIUM, DEFAULT_TERMINAL_GROWTH, modelDefaults, sentence } from './model-defaults.js';

const file = `${PACK_DIR}/companyfacts/CIK0001045810.json`;
const history = standardizeCompanyFacts(parseCompanyFacts(readFileSync(file, 'utf8'), file)).annual.filter(
  (period) => period.period_end <= '2025-12-31',
);

const market: TMarketInputsView = {
  ticker: 'NVDA',
  as_of: '2025-12-31',
  price: { value: 186.5, date: '2025-12-31', field: 'adj_close' },
  market_cap: { value: 4.5e12, shares: 24.3e9, shares_as_of: '2025-11-14' },
  beta: { value: 2.3, standard_error: 0.3, r_squared: 0.47, months: 60, from: '2021-01', to: '2025-12' },
  risk_free_rate: { value: 0.0414, date: '2025-12-01', series: 'GS10' },
  missing: [],
};

const input = {
  history,
  forecastYears: 5,
  market,
  valuationDate: '2025-12-31',
  valuationDateSource: sentence('valuation_date_last_close', { ticker: 'NVDA', date: '2025-12-31' }),
};

describe('modelDefaults', () => {
  it('builds CAPM WACC from the market inputs and states a source for every default', () => {
    const defaults = modelDefaults(input);
    if (!defaults.ok) throw new Error(defaults.reason);
    const { assumptions, sources } = defaults.value;
    expect(assumptions.discountRate).toMatchObject({
      capm: {
        riskFreeRate: 0.0414,
        beta: 2.3,
        marketRiskPremium: DEFAULT_MARKET_RISK_PREMIUM,
        taxRate: 0.21,
        equityValue: 4.5e12,
      },
    });
    expect(assumptions.terminal).toEqual({ method: 'perpetuity', growth: DEFAULT_TERMINAL_GROWTH });
    // Revenue growth fades from its historical mean to the terminal rate by the last forecast year.
    expect(assumptions.defaults).toEqual({ years: 5, fadeRevenueGrowthTo: DEFAULT_TERMINAL_GROWTH });
    const wacc = computeWacc((assumptions.discountRate as { capm: Parameters<typeof computeWacc>[0] }).capm);
    if (!wacc.ok) throw new Error(wacc.error.message);
    // k_e = 4.14% + 2.3 × 5% = 15.64%, almost all equity.
    expect(wacc.value.costOfEquity).toBeCloseTo(0.1564, 10);
    expect(sources.map((source) => source.item)).toEqual([
      'valuation_date',
      'risk_free_rate',
      'beta',
      'market_risk_premium',
      'pre_tax_cost_of_debt',
      'tax_rate',
      'equity_value',
      'debt_value',
      'revenue_growth',
      'terminal_growth',
      'convention',
    ]);
    const byItem = Object.fromEntries(sources.map((source) => [source.item, source]));
    expect(byItem.pre_tax_cost_of_debt).toMatchObject({ source_key: 'cost_of_debt_history' });
    expect(renderAssumptionSource(byItem.pre_tax_cost_of_debt!, 'en')).toMatch(/^History: interest_expense/);
    expect(renderAssumptionSource(byItem.beta!, 'en')).toBe(
      '5-year monthly regression on the S&P 500, 2021-01 to 2025-12 (60 months, R² 0.47)',
    );
    expect(renderAssumptionSource(byItem.equity_value!, 'es')).toBe(
      'Capitalización bursátil: precio × 24.300.000.000 acciones en circulación (2025-11-14)',
    );
    expect(renderAssumptionSource(byItem.valuation_date!, 'zh-TRADITIONAL')).toBe(
      '價格資料來源中 NVDA 的最新收盤日（2025-12-31）',
    );
    // Stored as keys and parameters only: the sentence is written when the model is read.
    for (const source of sources) expect(source).not.toHaveProperty('source');
  });

  it('says which stand-ins it used when the market inputs are missing', () => {
    const defaults = modelDefaults({ ...input, market: { ...market, price: null, market_cap: null, beta: null } });
    if (!defaults.ok) throw new Error(defaults.reason);
    const byItem = Object.fromEntries(defaults.value.sources.map((source) => [source.item, source]));
    expect(byItem.beta).toMatchObject({ value: 1, source_key: 'beta_market' });
    expect(renderAssumptionSource(byItem.beta!, 'en')).toMatch(/market beta 1.0 is assumed/);
    expect(renderAssumptionSource(byItem.equity_value!, 'en')).toMatch(/book equity of FY 2025 weights/);
  });

  it('keeps perpetual growth below a low risk-free rate, and refuses without one', () => {
    const low = modelDefaults({
      ...input,
      market: { ...market, risk_free_rate: { value: 0.015, date: '2021-01-01', series: 'GS10' } },
    });
    if (!low.ok) throw new Error(low.reason);
    expect(low.value.assumptions.terminal).toEqual({ method: 'perpetuity', growth: 0.015 });
    expect(modelDefaults({ ...input, market: { ...market, risk_free_rate: null } })).toEqual({
      ok: false,
      reason: 'no 10-year Treasury yield at the valuation date',
    });
  });
});
