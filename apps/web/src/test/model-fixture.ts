import type { TModelInput } from '@app/valuation';
import { tidyHistory } from '@app/valuation/testing';

/**
 * Three years of a small, tidy company (in millions of USD: revenue 1,000 growing 10% a year, gross
 * margin 40%, operating margin 10%, 100 million shares), valued by CAPM WACC and perpetuity growth.
 */
export function tidyModelInput(): TModelInput {
  const history = tidyHistory(1e6);
  return {
    history,
    valuationDate: '2025-03-31',
    discountRate: {
      capm: {
        riskFreeRate: 0.042 as never,
        beta: 1.1,
        marketRiskPremium: 0.05 as never,
        preTaxCostOfDebt: 0.05 as never,
        taxRate: 0.25 as never,
        equityValue: 2000e6 as never,
        debtValue: 200e6 as never,
      },
    },
    terminal: { method: 'perpetuity', growth: 0.025 as never },
    price: 18.5 as never,
  };
}

export const FIXTURE_MODEL_ID = '0b6a3a52-5f0e-4f7a-9d7e-3c2b1a000001';

/** `model/dcf/values` on the wire for the fixture (snake_case around the `model_input` document). */
export function wireModelValues(
  modelInput: TModelInput = tidyModelInput(),
  assumptions: Record<string, unknown> | null = null,
): Record<string, unknown> {
  const defaults = tidyModelInput();
  return {
    model_id: FIXTURE_MODEL_ID,
    document_id: null,
    name: 'Tidy Corp DCF',
    ticker: 'TIDY',
    options: {
      period: 'annual',
      historical_years: 5,
      forecast_years: 5,
      quarterly_breakdown: false,
      quarterly_periods: 8,
    },
    company: {
      cik: 1234,
      ticker: 'TIDY',
      name: 'Tidy Corp',
      exchange: 'Nasdaq',
      country: 'United States',
      country_code: 'US',
      state_or_province: 'CA',
      sic_code: '3674',
      sic_description: 'Semiconductors & Related Devices',
      sector: 'Information Technology',
      industry: 'Semiconductors',
      fiscal_year_end: '12-31',
      reporting_currency: 'USD',
      trading_currency: 'USD',
      shares_outstanding: { value: 100e6, as_of: '2025-02-01', form: '10-K', filed: '2025-02-20', accession: null },
      missing: [
        { item: 'fiscal_year_end', series: 'submissions', message: 'The fiscal year end is not in the filings.' },
      ],
      origins: [],
    },
    market: {
      ticker: 'TIDY',
      as_of: '2025-03-31',
      price: { value: 18.5, date: '2025-03-31', field: 'adj_close' },
      market_cap: { value: 1850e6, shares: 100e6, shares_as_of: '2025-02-01' },
      beta: { value: 1.1, standard_error: 0.15, r_squared: 0.42, months: 60, from: '2020-03-31', to: '2025-03-31' },
      risk_free_rate: { value: 0.042, date: '2025-03-31', series: 'GS10' },
      missing: [],
    },
    model_input: modelInput,
    assumptions,
    settings: { report_unit: 'millions', sensitivity: null },
    defaults: {
      assumptions: { discountRate: defaults.discountRate, terminal: defaults.terminal },
      sources: [
        { item: 'risk_free_rate', value: 0.042, source: '10-year US Treasury yield (FRED GS10), 2025-03-31' },
        { item: 'market_risk_premium', value: 0.05, source: 'Convention: 5.0% over the 10-year Treasury' },
        { item: 'pre_tax_cost_of_debt', value: 0.05, source: 'History: interest expense / average debt, FY 2024' },
        { item: 'tax_rate', value: 0.25, source: 'US federal statutory rate' },
        { item: 'debt_value', value: 200e6, source: 'Book value of debt, FY 2024 balance sheet' },
      ],
    },
    results: {
      wacc: 0.09,
      terminal_growth: 0.025,
      enterprise_value: 0,
      equity_value: 0,
      implied_price_per_share: 0,
      current_price: 18.5,
      upside: 0,
      currency: 'USD',
    },
    created_at: '2025-03-31T10:00:00.000Z',
    updated_at: '2025-03-31T10:00:00.000Z',
  };
}
