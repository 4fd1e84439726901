import type { TMarketInputsView } from '@app/contract';
import type { TStatementPeriod } from '@app/statements';
import { defaultDrivers, rate, type TModelInput, US_STATUTORY_TAX_RATE } from '@app/valuation';

/**
 * Market risk premium over the 10-year Treasury when the user sets none: 5.0%. A stated convention,
 * not an estimate from our data: the pack's S&P 500 series is a price index of ten years (no
 * dividends), too short and too partial to measure a premium. 5% sits inside the 4–6% range of the
 * long-run historical and implied US equity premiums practitioners use (e.g. Damodaran's annual
 * implied ERP for the S&P 500). The model shows it as an editable assumption with this sentence.
 */
export const DEFAULT_MARKET_RISK_PREMIUM = 0.05;

/**
 * Perpetual growth of free cash flow after the forecast: 2.5%, a stated convention near long-run
 * US inflation plus modest real growth, kept below the risk-free rate of the valuation date.
 */
export const DEFAULT_TERMINAL_GROWTH = 0.025;

/** Beta when the source has too few prices for a 5-year monthly regression: the market's own beta. */
export const FALLBACK_BETA = 1;

/** The keys of `TModelInput` a user may set; `history`, `valuationDate` and `price` are facts. */
export const ASSUMPTION_KEYS = [
  'discountRate',
  'terminal',
  'convention',
  'drivers',
  'bridge',
  'shares',
  'defaults',
] as const;

export type TAssumptions = Partial<Pick<TModelInput, (typeof ASSUMPTION_KEYS)[number]>>;
export type TAssumptionSource = { item: string; value: number | string | null; source: string };
export type TModelDefaults = { assumptions: TAssumptions; sources: TAssumptionSource[] };

export type TDefaultsInput = {
  history: readonly TStatementPeriod[];
  forecastYears: number;
  market: TMarketInputsView;
  valuationDate: string;
  valuationDateSource: string;
};

/**
 * The default assumptions of a new model, each with its source: WACC by CAPM (10-year Treasury at
 * the valuation date, 5-year monthly beta, the stated market risk premium), the pre-tax cost of
 * debt from history, the US statutory tax rate, market-value weights (market cap and book debt),
 * perpetuity growth. `null` when history cannot give a base year (the engine's message says why).
 */
export function modelDefaults(
  input: TDefaultsInput,
): { ok: true; value: TModelDefaults } | { ok: false; reason: string } {
  const { market } = input;
  const rf = market.risk_free_rate;
  if (!rf) return { ok: false, reason: 'no 10-year Treasury yield at the valuation date' };
  const growth = Math.min(DEFAULT_TERMINAL_GROWTH, rf.value);
  // A historical growth rate held for every forecast year (NVIDIA's ~80%) compounds into figures no
  // analyst would defend; the default fades it to the terminal rate, and the user can override it.
  const engineDefaults = { years: input.forecastYears, fadeRevenueGrowthTo: rate(growth) };
  const defaults = defaultDrivers(input.history, engineDefaults);
  if (!defaults.ok) return { ok: false, reason: defaults.error.message };
  const { base, drivers } = defaults.value;
  const sources: TAssumptionSource[] = [
    { item: 'valuation_date', value: input.valuationDate, source: input.valuationDateSource },
    { item: 'risk_free_rate', value: rf.value, source: `10-year US Treasury yield (FRED ${rf.series}), ${rf.date}` },
  ];

  const beta = market.beta?.value ?? FALLBACK_BETA;
  sources.push({
    item: 'beta',
    value: beta,
    source: market.beta
      ? `5-year monthly regression on the S&P 500, ${market.beta.from} to ${market.beta.to} (${market.beta.months} months, R² ${market.beta.r_squared.toFixed(2)})`
      : 'Not enough monthly prices for a 5-year beta: the market beta 1.0 is assumed',
  });
  sources.push({
    item: 'market_risk_premium',
    value: DEFAULT_MARKET_RISK_PREMIUM,
    source:
      'Convention: 5.0% over the 10-year Treasury, inside the 4–6% range of long-run historical and implied S&P 500 premiums',
  });

  const interest = drivers.interestRateDebt;
  const historyCost = interest.provenance.kind === 'history' ? (interest.values[0] ?? 0) : 0;
  const preTaxCostOfDebt = historyCost > 0 ? historyCost : rf.value;
  sources.push({
    item: 'pre_tax_cost_of_debt',
    value: preTaxCostOfDebt,
    source:
      historyCost > 0 && interest.provenance.kind === 'history'
        ? `History: ${interest.provenance.formula}, FY ${interest.provenance.years.join(', ')}`
        : 'No interest expense with debt in history: the risk-free rate',
  });
  sources.push({
    item: 'tax_rate',
    value: US_STATUTORY_TAX_RATE,
    source: 'US federal statutory rate, the marginal rate of the debt tax shield',
  });

  const cap = market.market_cap;
  const bookEquity = base.balance.equity.value;
  const equityValue = cap ? cap.value : Math.max(bookEquity, 0);
  sources.push({
    item: 'equity_value',
    value: equityValue,
    source: cap
      ? `Market capitalisation: price × ${cap.shares} shares outstanding (${cap.shares_as_of})`
      : `No price at the valuation date: book equity of FY ${base.fiscalYear} weights the WACC`,
  });
  const debtValue = Math.max(base.balance.debt.value, 0);
  sources.push({
    item: 'debt_value',
    value: debtValue,
    source: `Book value of debt, FY ${base.fiscalYear} balance sheet (no market value in the filings)`,
  });
  sources.push({
    item: 'revenue_growth',
    value: drivers.revenueGrowth.values[0] ?? null,
    source: `History: mean of the last fiscal years' revenue growth in year 1, fading linearly to the terminal growth rate (${(growth * 100).toFixed(1)}%) by year ${input.forecastYears}`,
  });
  sources.push({
    item: 'terminal_growth',
    value: growth,
    source:
      growth === DEFAULT_TERMINAL_GROWTH
        ? 'Convention: 2.5% perpetual growth, near long-run inflation plus modest real growth, below the risk-free rate'
        : 'Convention: perpetual growth capped at the risk-free rate',
  });
  sources.push({ item: 'convention', value: 'end_of_year', source: 'Convention: cash flows at the end of each year' });

  const assumptions: TAssumptions = {
    defaults: engineDefaults,
    discountRate: {
      capm: {
        riskFreeRate: rf.value,
        beta,
        marketRiskPremium: DEFAULT_MARKET_RISK_PREMIUM,
        preTaxCostOfDebt,
        taxRate: US_STATUTORY_TAX_RATE,
        equityValue,
        debtValue,
      },
    } as TModelInput['discountRate'],
    terminal: { method: 'perpetuity', growth: growth } as TModelInput['terminal'],
    convention: 'end_of_year',
  };
  return { ok: true, value: { assumptions, sources } };
}
