import { readFileSync } from 'node:fs';
import { renderAssumptionSource, type TMarketInputsView } from '@app/contract';
import { parseCompanyFacts, standardizeCompanyFacts } from '@app/market-data';
import { blumeAdjustedBeta, computeWacc } from '@app/valuation';
import { describe, expect, it } from 'vitest';
import { PACK_DIR } from '../test/test-app.js';
import {
  DEFAULT_MARKET_RISK_PREMIUM,
  DEFAULT_TERMINAL_GROWTH,
  LOW_BETA_R_SQUARED,
  modelDefaults,
  sentence,
} from './model-defaults.js';

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
    if (!defaults.ok) throw new Error(defaults.error.message);
    const { assumptions, sources } = defaults.value;
    expect(assumptions.discountRate).toMatchObject({
      capm: {
        riskFreeRate: 0.0414,
        beta: blumeAdjustedBeta(2.3),
        marketRiskPremium: DEFAULT_MARKET_RISK_PREMIUM,
        taxRate: 0.21,
        equityValue: 4.5e12,
      },
    });
    expect(assumptions.terminal).toEqual({
      method: 'perpetuity',
      growth: DEFAULT_TERMINAL_GROWTH,
      reinvestment: 'return_on_capital',
    });
    // Revenue growth fades from its historical mean to the terminal rate by the last forecast year.
    expect(assumptions.defaults).toEqual({ years: 5, fadeRevenueGrowthTo: DEFAULT_TERMINAL_GROWTH });
    const wacc = computeWacc((assumptions.discountRate as { capm: Parameters<typeof computeWacc>[0] }).capm);
    if (!wacc.ok) throw new Error(wacc.error.message);
    // Blume: β = ⅔ × 2.3 + ⅓ = 1.8667; k_e = 4.14% + 1.8667 × 5% = 13.473%, almost all equity.
    expect(wacc.value.costOfEquity).toBeCloseTo(0.0414 + (2.3 * (2 / 3) + 1 / 3) * 0.05, 10);
    expect(sources.map((source) => source.item)).toEqual([
      'valuation_date',
      'risk_free_rate',
      'beta',
      'beta_raw',
      'market_risk_premium',
      'pre_tax_cost_of_debt',
      'tax_rate',
      'equity_value',
      'debt_value',
      'revenue_growth',
      'operating_ratios',
      'terminal_growth',
      'terminal_reinvestment',
      'convention',
    ]);
    const byItem = Object.fromEntries(sources.map((source) => [source.item, source]));
    expect(byItem.pre_tax_cost_of_debt).toMatchObject({ source_key: 'cost_of_debt_history' });
    expect(renderAssumptionSource(byItem.pre_tax_cost_of_debt!, 'en')).toMatch(
      /^History: interest expense ÷ average debt \(opening and closing\), FY /,
    );
    // Both betas, each with its source: the adjusted default and the regression it adjusts.
    expect(byItem.beta).toMatchObject({ value: blumeAdjustedBeta(2.3), source_key: 'beta_blume' });
    expect(renderAssumptionSource(byItem.beta!, 'en')).toBe(
      'Blume-adjusted: ⅔ × the regression beta 2.30 + ⅓ × 1.0, since betas drift toward the market’s over time ' +
        '(5-year monthly regression on the S&P 500, 2021-01 to 2025-12, 60 months, R² 0.47)',
    );
    expect(byItem.beta_raw).toMatchObject({ value: 2.3 });
    expect(renderAssumptionSource(byItem.beta_raw!, 'en')).toBe(
      '5-year monthly regression on the S&P 500, 2021-01 to 2025-12 (60 months, R² 0.47)',
    );
    expect(renderAssumptionSource(byItem.operating_ratios!, 'en')).toMatch(
      /start at FY 2025’s own level and move in a straight line to their level over FY 2023–FY 2025 taken together .* by year 5$/,
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
    if (!defaults.ok) throw new Error(defaults.error.message);
    const byItem = Object.fromEntries(defaults.value.sources.map((source) => [source.item, source]));
    expect(byItem.beta).toMatchObject({ value: 1, source_key: 'beta_market' });
    expect(renderAssumptionSource(byItem.beta!, 'en')).toMatch(/market beta 1.0 is assumed/);
    // A listed company without any price: book equity stands in, and the sentence says so.
    expect(renderAssumptionSource(byItem.equity_value!, 'en')).toMatch(
      /^No share price in the source, so no market value of equity: book equity of FY 2025 stands in/,
    );
    expect(byItem.beta_raw).toBeUndefined();
    expect(byItem.beta_r_squared).toBeUndefined();
  });

  it('prices the equity with the diluted shares when the filings give no cover-page count', () => {
    const defaults = modelDefaults({ ...input, market: { ...market, market_cap: null } });
    if (!defaults.ok) throw new Error(defaults.error.message);
    const equity = defaults.value.sources.find((source) => source.item === 'equity_value');
    const shares = history.at(-1)?.income.diluted_shares?.value as number;
    expect(equity?.value).toBeCloseTo(186.5 * shares, 0);
    expect((defaults.value.assumptions.discountRate as { capm: { equityValue: number } }).capm.equityValue).toBe(
      equity?.value,
    );
    expect(renderAssumptionSource(equity!, 'en')).toMatch(
      /^Market capitalisation: price on 2025-12-31 × [\d,]+ weighted diluted shares of FY 2025/,
    );
  });

  it('warns in every language when the regression explains little of the returns (low R²)', () => {
    const weak = { ...market.beta!, value: 0.4, r_squared: 0.12, standard_error: 0.11 };
    const defaults = modelDefaults({ ...input, market: { ...market, beta: weak } });
    if (!defaults.ok) throw new Error(defaults.error.message);
    const warning = defaults.value.sources.find((source) => source.item === 'beta_r_squared');
    expect(LOW_BETA_R_SQUARED).toBe(0.2);
    expect(warning).toMatchObject({ value: 0.12, source_key: 'beta_low_r_squared' });
    expect(renderAssumptionSource(warning!, 'en')).toMatch(/^Low R² \(0\.12, below 0\.20\).*standard error 0\.11/);
    expect(renderAssumptionSource(warning!, 'es')).toMatch(/^R² bajo \(0,12, inferior a 0,20\)/);
    expect(renderAssumptionSource(warning!, 'zh')).toMatch(/^R² 偏低/);
    // No warning at R² 0.47.
    const strong = modelDefaults(input);
    expect(strong.ok && strong.value.sources.some((source) => source.item === 'beta_r_squared')).toBe(false);
  });

  it('keeps perpetual growth below a low risk-free rate, and refuses without one', () => {
    const low = modelDefaults({
      ...input,
      market: { ...market, risk_free_rate: { value: 0.015, date: '2021-01-01', series: 'GS10' } },
    });
    if (!low.ok) throw new Error(low.error.message);
    expect(low.value.assumptions.terminal).toEqual({
      method: 'perpetuity',
      growth: 0.015,
      reinvestment: 'return_on_capital',
    });
    expect(modelDefaults({ ...input, market: { ...market, risk_free_rate: null } })).toMatchObject({
      ok: false,
      error: { message: 'no 10-year Treasury yield at the valuation date', details: { field: 'riskFreeRate' } },
    });
  });
});
