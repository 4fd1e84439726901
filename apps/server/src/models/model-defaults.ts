import type {
  TAssumptionSourceKey,
  TAssumptionSourceParam,
  TMarketInputsView,
  TStoredAssumptionSource,
} from '@app/contract';
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
/**
 * Where one default came from: the sentence's key in `ASSUMPTION_SOURCE_MESSAGES` and its
 * parameters, written in the reader's language when the model is read (`renderAssumptionSource`).
 */
export type TAssumptionSource = {
  item: string;
  value: number | string | null;
  source_key: TAssumptionSourceKey;
  params: Record<string, TAssumptionSourceParam>;
};
/** The defaults as a model stores them; models made before the sentences were localized hold English `source` text. */
export type TModelDefaults = { assumptions: TAssumptions; sources: TStoredAssumptionSource[] };

/** How the valuation date was chosen, as a source sentence. */
export type TSourceSentence = Pick<TAssumptionSource, 'source_key' | 'params'>;

export type TDefaultsInput = {
  history: readonly TStatementPeriod[];
  forecastYears: number;
  market: TMarketInputsView;
  valuationDate: string;
  valuationDateSource: TSourceSentence;
  /** Where `market.beta` came from when it is not the company's own regression (a private company's peer). */
  betaSource?: TSourceSentence;
};

/**
 * The default assumptions of a new model, each with its source: WACC by CAPM (10-year Treasury at
 * the valuation date, 5-year monthly beta, the stated market risk premium), the pre-tax cost of
 * debt from history, the US statutory tax rate, market-value weights (market cap and book debt),
 * perpetuity growth. `null` when history cannot give a base year (the engine's message says why).
 */
export function modelDefaults(
  input: TDefaultsInput,
): { ok: true; value: { assumptions: TAssumptions; sources: TAssumptionSource[] } } | { ok: false; reason: string } {
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
    { item: 'valuation_date', value: input.valuationDate, ...input.valuationDateSource },
    {
      item: 'risk_free_rate',
      value: rf.value,
      source_key: 'risk_free_rate_treasury',
      params: { series: rf.series, date: rf.date },
    },
  ];

  const beta = market.beta?.value ?? FALLBACK_BETA;
  sources.push({
    item: 'beta',
    value: beta,
    ...(input.betaSource ??
      (market.beta
        ? sentence('beta_regression', {
            from: market.beta.from,
            to: market.beta.to,
            months: market.beta.months,
            r_squared: { value: market.beta.r_squared, digits: 2 },
          })
        : sentence('beta_market'))),
  });
  sources.push({
    item: 'market_risk_premium',
    value: DEFAULT_MARKET_RISK_PREMIUM,
    ...sentence('market_risk_premium_convention'),
  });

  const interest = drivers.interestRateDebt;
  const historyCost = interest.provenance.kind === 'history' ? (interest.values[0] ?? 0) : 0;
  const preTaxCostOfDebt = historyCost > 0 ? historyCost : rf.value;
  sources.push({
    item: 'pre_tax_cost_of_debt',
    value: preTaxCostOfDebt,
    ...(historyCost > 0 && interest.provenance.kind === 'history'
      ? sentence('cost_of_debt_history', {
          formula: interest.provenance.formula,
          years: interest.provenance.years.join(', '),
        })
      : sentence('cost_of_debt_risk_free')),
  });
  sources.push({ item: 'tax_rate', value: US_STATUTORY_TAX_RATE, ...sentence('tax_rate_us_statutory') });

  const cap = market.market_cap;
  const bookEquity = base.balance.equity.value;
  const equityValue = cap ? cap.value : Math.max(bookEquity, 0);
  const fiscalYear = String(base.fiscalYear);
  sources.push({
    item: 'equity_value',
    value: equityValue,
    ...(cap
      ? sentence('equity_value_market_cap', { shares: cap.shares, shares_as_of: cap.shares_as_of })
      : sentence('equity_value_book', { fiscal_year: fiscalYear })),
  });
  const debtValue = Math.max(base.balance.debt.value, 0);
  sources.push({ item: 'debt_value', value: debtValue, ...sentence('debt_value_book', { fiscal_year: fiscalYear }) });
  sources.push({
    item: 'revenue_growth',
    value: drivers.revenueGrowth.values[0] ?? null,
    ...sentence('revenue_growth_fade', {
      terminal_growth: { value: growth, digits: 1, style: 'percent' },
      years: String(input.forecastYears),
    }),
  });
  sources.push({
    item: 'terminal_growth',
    value: growth,
    ...sentence(growth === DEFAULT_TERMINAL_GROWTH ? 'terminal_growth_convention' : 'terminal_growth_capped'),
  });
  sources.push({ item: 'convention', value: 'end_of_year', ...sentence('convention_end_of_year') });

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

/** A source sentence by key; fiscal years and dates are strings so they are never grouped (2,025). */
export function sentence(key: TAssumptionSourceKey, params: TSourceSentence['params'] = {}): TSourceSentence {
  return { source_key: key, params };
}
