import type {
  TAssumptionSourceKey,
  TAssumptionSourceParam,
  TMarketInputsView,
  TStoredAssumptionSource,
} from '@app/contract';
import type { TStatementPeriod } from '@app/statements';
import {
  blumeAdjustedBeta,
  defaultDrivers,
  rate,
  shareCount,
  type TModelInput,
  US_STATUTORY_TAX_RATE,
} from '@app/valuation';

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

/**
 * Below this R² the index explains less than a fifth of the stock's monthly returns: the regression
 * beta is then too imprecise to use without a look at peers' betas, and the model says so.
 */
export const LOW_BETA_R_SQUARED = 0.2;

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
  /**
   * Where `market.beta` came from when it is not the company's own regression (a private company's
   * peer, already adjusted and relevered): it is then used as it is.
   */
  betaSource?: TSourceSentence;
  /** A private company: no market value of equity exists, book equity weights the WACC by design. */
  isPrivate?: boolean;
};

/**
 * The default assumptions of a new model, each with its source: WACC by CAPM (10-year Treasury at
 * the valuation date, the Blume-adjusted 5-year monthly beta beside the raw regression beta, a
 * warning when its R² is low, the stated market risk premium), the pre-tax cost of debt from
 * history, the US statutory tax rate, market-value weights (market cap, else price × the base
 * year's diluted shares, and book debt), the operating ratios' fade, perpetuity growth. Not ok when
 * history cannot give a base year (the engine's message says why).
 */
export function modelDefaults(
  input: TDefaultsInput,
):
  | { ok: true; value: { assumptions: TAssumptions; sources: TAssumptionSource[] } }
  | { ok: false; error: { code: string; message: string; details: Record<string, unknown> } } {
  const { market } = input;
  const rf = market.risk_free_rate;
  if (!rf) {
    const message = 'no 10-year Treasury yield at the valuation date';
    return { ok: false, error: { code: 'INVALID_INPUT', message, details: { field: 'riskFreeRate' } } };
  }
  const growth = Math.min(DEFAULT_TERMINAL_GROWTH, rf.value);
  // A historical growth rate held for every forecast year (NVIDIA's ~80%) compounds into figures no
  // analyst would defend; the default fades it to the terminal rate, and the user can override it.
  const engineDefaults = { years: input.forecastYears, fadeRevenueGrowthTo: rate(growth) };
  const defaults = defaultDrivers(input.history, engineDefaults);
  if (!defaults.ok) return { ok: false, error: defaults.error };
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

  const regression = market.beta;
  // A private company's peer beta arrives adjusted and relevered; a listed company's own regression is
  // adjusted here (Blume: betas drift toward 1), and both are shown.
  const beta = input.betaSource
    ? (regression?.value ?? FALLBACK_BETA)
    : regression
      ? blumeAdjustedBeta(regression.value)
      : FALLBACK_BETA;
  const two = (value: number) => ({ value, digits: 2 });
  const window: TSourceSentence['params'] = regression
    ? { from: regression.from, to: regression.to, months: regression.months, r_squared: two(regression.r_squared) }
    : {};
  sources.push({
    item: 'beta',
    value: beta,
    ...(input.betaSource ??
      (regression ? sentence('beta_blume', { raw: two(regression.value), ...window }) : sentence('beta_market'))),
  });
  if (regression && !input.betaSource) {
    sources.push({ item: 'beta_raw', value: regression.value, ...sentence('beta_regression', window) });
  }
  if (regression && regression.r_squared < LOW_BETA_R_SQUARED) {
    sources.push({
      item: 'beta_r_squared',
      value: regression.r_squared,
      ...sentence('beta_low_r_squared', {
        r_squared: two(regression.r_squared),
        threshold: two(LOW_BETA_R_SQUARED),
        standard_error: two(regression.standard_error),
      }),
    });
  }
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
      ? sentence('cost_of_debt_history', { years: interest.provenance.years.join(', ') })
      : sentence('cost_of_debt_risk_free')),
  });
  sources.push({ item: 'tax_rate', value: US_STATUTORY_TAX_RATE, ...sentence('tax_rate_us_statutory') });

  const fiscalYear = String(base.fiscalYear);
  const equity = equityValueOf(input, base);
  sources.push({ item: 'equity_value', value: equity.value, ...equity.source });
  const equityValue = equity.value;
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
  const ratios = drivers.grossMargin.provenance;
  if (ratios.kind === 'history' && ratios.years.length > 0) {
    sources.push({
      item: 'operating_ratios',
      value: null,
      ...sentence('operating_ratios_fade', {
        fiscal_year: fiscalYear,
        from: String(ratios.years[0]),
        to: String(ratios.years.at(-1)),
        years: String(input.forecastYears),
      }),
    });
  }
  sources.push({
    item: 'terminal_growth',
    value: growth,
    ...sentence(growth === DEFAULT_TERMINAL_GROWTH ? 'terminal_growth_convention' : 'terminal_growth_capped'),
  });
  sources.push({
    item: 'terminal_reinvestment',
    value: 'return_on_capital',
    ...sentence('terminal_reinvestment_return_on_capital'),
  });
  sources.push({ item: 'convention', value: 'end_of_year', ...sentence('convention_end_of_year') });

  // A filer that reports EPS per share class only (no total weighted count) is valued per share of
  // the count on its cover page.
  const coverShares = !base.dilutedShares && !base.latest?.dilutedShares ? market.market_cap : null;
  if (coverShares) {
    sources.push({
      item: 'shares',
      value: coverShares.shares,
      ...sentence('shares_cover_page', {
        fiscal_year: fiscalYear,
        shares: coverShares.shares,
        shares_as_of: coverShares.shares_as_of,
      }),
    });
  }
  const assumptions: TAssumptions = {
    defaults: engineDefaults,
    ...(coverShares ? { shares: shareCount(coverShares.shares) } : {}),
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
    // The terminal cash flow reinvests what growth needs at the return on capital, not FCF(N) ×
    // (1 + g): a last forecast year still building capacity would otherwise set the perpetuity.
    terminal: { method: 'perpetuity', growth, reinvestment: 'return_on_capital' } as TModelInput['terminal'],
    convention: 'end_of_year',
  };
  return { ok: true, value: { assumptions, sources } };
}

/**
 * The market value of equity that weights the WACC: the market capitalisation at the valuation date;
 * without a cover-page share count, the price at that date × the base year's weighted diluted shares
 * (the count the model values per share); without any price, book equity as a stated stand-in (a
 * private company's by design).
 */
function equityValueOf(
  input: TDefaultsInput,
  base: { fiscalYear: number; balance: { equity: { value: number } }; dilutedShares: { value: number } | null },
): { value: number; source: TSourceSentence } {
  const { market } = input;
  const fiscalYear = String(base.fiscalYear);
  if (market.market_cap) {
    const cap = market.market_cap;
    return {
      value: cap.value,
      source: sentence('equity_value_market_cap', { shares: cap.shares, shares_as_of: cap.shares_as_of }),
    };
  }
  if (market.price && base.dilutedShares && base.dilutedShares.value > 0) {
    return {
      value: market.price.value * base.dilutedShares.value,
      source: sentence('equity_value_price_diluted_shares', {
        date: market.price.date,
        shares: base.dilutedShares.value,
        fiscal_year: fiscalYear,
      }),
    };
  }
  const book = Math.max(base.balance.equity.value, 0);
  return {
    value: book,
    source: input.isPrivate
      ? sentence('equity_value_book', { fiscal_year: fiscalYear })
      : sentence('equity_value_book_stand_in', { fiscal_year: fiscalYear }),
  };
}

/** A source sentence by key; fiscal years and dates are strings so they are never grouped (2,025). */
export function sentence(key: TAssumptionSourceKey, params: TSourceSentence['params'] = {}): TSourceSentence {
  return { source_key: key, params };
}
