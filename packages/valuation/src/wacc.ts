import { fail, firstNonFinite, invalid, ok, type TResult } from './result.js';
import { type Money, type Rate, rate } from './units.js';

/** CAPM inputs for the cost of equity. @public */
export type TCapmInput = {
  riskFreeRate: Rate;
  /** Levered equity beta. */
  beta: number;
  /** Expected market return minus the risk-free rate. */
  marketRiskPremium: Rate;
  /** Optional small-company premium, added to the CAPM rate. */
  sizePremium?: Rate;
  /** Optional country risk premium, added to the CAPM rate. */
  countryPremium?: Rate;
};

/**
 * Everything WACC needs: the cost of equity (by CAPM, or given, e.g. from a build-up or as a source
 * rounded it), the cost of debt and market values of equity and debt. @public
 */
export type TWaccInput = (TCapmInput | { costOfEquity: Rate }) & {
  /** Pre-tax cost of debt (yield on the company's debt). */
  preTaxCostOfDebt: Rate;
  /** Marginal tax rate for the debt tax shield. */
  taxRate: Rate;
  /** Market value of equity (market capitalisation); only the ratio to debt matters. */
  equityValue: Money;
  /** Market (or book, when no market value exists) value of debt. */
  debtValue: Money;
};

/** The cost of equity and its parts. @public */
export type TCostOfEquity = {
  riskFreeRate: Rate;
  /** β × MRP. */
  equityRiskPremium: Rate;
  sizePremium: Rate;
  countryPremium: Rate;
  costOfEquity: Rate;
};

/** WACC with every intermediate line. @public */
export type TWacc = {
  costOfEquity: Rate;
  /** The CAPM build-up, or `null` when the cost of equity was given. */
  capm: (TCostOfEquity & { beta: number; marketRiskPremium: Rate }) | null;
  preTaxCostOfDebt: Rate;
  taxRate: Rate;
  afterTaxCostOfDebt: Rate;
  equityValue: Money;
  debtValue: Money;
  equityWeight: Rate;
  debtWeight: Rate;
  wacc: Rate;
};

/**
 * Cost of equity by CAPM with optional premiums:
 *
 *   k_e = r_f + β × MRP + size premium + country premium
 *
 * @example
 * costOfEquity({ riskFreeRate: rate(0.0341), beta: 0.93, marketRiskPremium: rate(0.0446) }).value.costOfEquity; // 0.075578
 * @public
 */
export function costOfEquity(input: TCapmInput): TResult<TCostOfEquity> {
  const bad = firstNonFinite({
    risk_free: input.riskFreeRate,
    beta: input.beta,
    market_risk_premium: input.marketRiskPremium,
    size_premium: input.sizePremium,
    country_premium: input.countryPremium,
  });
  if (bad) return bad;
  const equityRiskPremium = input.beta * input.marketRiskPremium;
  const sizePremium = input.sizePremium ?? 0;
  const countryPremium = input.countryPremium ?? 0;
  return ok({
    riskFreeRate: input.riskFreeRate,
    equityRiskPremium: rate(equityRiskPremium),
    sizePremium: rate(sizePremium),
    countryPremium: rate(countryPremium),
    costOfEquity: rate(input.riskFreeRate + equityRiskPremium + sizePremium + countryPremium),
  });
}

/**
 * Weighted average cost of capital with market-value weights and an after-tax cost of debt:
 *
 *   k_e = CAPM (see {@link costOfEquity}) unless given
 *   k_d(after tax) = k_d × (1 − t)
 *   w_E = E / (D + E),  w_D = D / (D + E)
 *   WACC = w_E × k_e + w_D × k_d × (1 − t)
 *
 * A debt ratio works as well as amounts: E = 1 − D/V, D = D/V.
 *
 * @throws never; negative values, D + E = 0 or a tax rate outside [0, 1) are `INVALID_INPUT`.
 * @example
 * computeWacc({ riskFreeRate: rate(0.04), beta: 1.2, marketRiskPremium: rate(0.05), preTaxCostOfDebt: rate(0.06),
 *   taxRate: rate(0.25), equityValue: money(800), debtValue: money(200) }).value.wacc; // 0.8 × 0.10 + 0.2 × 0.045 = 0.089
 * @public
 */
export function computeWacc(input: TWaccInput): TResult<TWacc> {
  let capm: TWacc['capm'] = null;
  let ke: number;
  if ('costOfEquity' in input) {
    ke = input.costOfEquity;
  } else {
    const equity = costOfEquity(input);
    if (!equity.ok) return equity;
    capm = { ...equity.value, beta: input.beta, marketRiskPremium: input.marketRiskPremium };
    ke = equity.value.costOfEquity;
  }
  const bad = firstNonFinite({
    cost_of_equity: ke,
    cost_of_debt: input.preTaxCostOfDebt,
    tax_rate: input.taxRate,
    equity_value: input.equityValue,
    debt_value: input.debtValue,
  });
  if (bad) return bad;
  if (input.taxRate < 0 || input.taxRate >= 1) return invalid('tax_rate', `must be in [0, 1) (got ${input.taxRate})`);
  if (input.equityValue < 0 || input.debtValue < 0) {
    return invalid('equity_value', 'market values of equity and debt must not be negative');
  }
  const total = input.equityValue + input.debtValue;
  if (!(total > 0))
    return fail('INVALID_INPUT', 'equity_value + debt_value must be positive', { field: 'equity_value' });
  const equityWeight = input.equityValue / total;
  const debtWeight = input.debtValue / total;
  const afterTaxCostOfDebt = input.preTaxCostOfDebt * (1 - input.taxRate);
  return ok({
    costOfEquity: rate(ke),
    capm,
    preTaxCostOfDebt: input.preTaxCostOfDebt,
    taxRate: input.taxRate,
    afterTaxCostOfDebt: rate(afterTaxCostOfDebt),
    equityValue: input.equityValue,
    debtValue: input.debtValue,
    equityWeight: rate(equityWeight),
    debtWeight: rate(debtWeight),
    wacc: rate(equityWeight * ke + debtWeight * afterTaxCostOfDebt),
  });
}
