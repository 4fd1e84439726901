import type { TDriver } from '../provenance.js';
import type { Money, Rate } from '../units.js';
import { averageRatio, constant, convention, fallback, ratioOf, ratioOfSums, type THistoryWindow } from './average.js';
import type { TBase } from './base.js';
import { cashFlow, debtOf, income } from './periods.js';

/** @internal */
export type TFinancingOptions = {
  /** Used when the effective tax rate cannot be computed. */
  statutoryTaxRate: Rate;
  /** Used for debt and revolver interest when history has no interest expense (e.g. WACC's pre-tax cost of debt). */
  fallbackCostOfDebt?: Rate;
};

/** @internal */
export type TFinancingDefaults = {
  taxRate: TDriver<Rate>;
  interestRateDebt: TDriver<Rate>;
  interestRateRevolver: TDriver<Rate>;
  interestRateCash: TDriver<Rate>;
  payoutRatio: TDriver<Rate>;
  buybackPctNetIncome: TDriver<Rate>;
  intangiblesPctRevenue: TDriver<Rate>;
  debtIssuance: TDriver<Money>;
  minimumCash: TDriver<Money>;
};

/**
 * Tax, interest and shareholder-payout drivers from history:
 *
 *   tax rate      = Σ income_tax / Σ pretax_income               (years with positive pre-tax income)
 *   interest rate = interest_expense / ½(debt(prior) + debt)   (debt at the year end when the prior year is missing)
 *   payout        = Σ −dividends_paid / Σ net_income, buybacks = Σ −share_repurchases / Σ net_income   (years with positive net income)
 *
 * Conventions: term debt held at its base-year balance, no minimum cash, no purchases of intangibles.
 * @internal
 */
export function financingDefaults(
  history: THistoryWindow,
  base: TBase,
  count: number,
  options: TFinancingOptions,
): TFinancingDefaults {
  const { label } = history;
  // Σ tax / Σ pre-tax income: a year with a one-off benefit on a small profit cannot swing the rate.
  const tax = ratioOfSums(
    history,
    (p) => {
      const pretax = income(p, 'pretax_income');
      const paid = income(p, 'income_tax');
      return pretax !== undefined && pretax > 0 && paid !== undefined
        ? { numerator: paid, denominator: pretax }
        : undefined;
    },
    'Σ income_tax / Σ pretax_income (years with pre-tax profit)',
  );
  const statutory = options.statutoryTaxRate;
  const taxRate =
    tax && tax.value >= 0 && tax.value < 1
      ? constant<Rate>(tax.value, count, tax.provenance)
      : constant<Rate>(
          statutory,
          count,
          fallback(
            tax
              ? `Effective tax rate ${tax.value.toFixed(4)} (${label}) is outside [0, 1): statutory ${statutory}`
              : `No year with pre-tax profit and income tax (${label}): statutory ${statutory}`,
          ),
        );

  const interest = averageRatio(
    history,
    (p, prior) => {
      const closing = debtOf(p)?.value;
      const opening = prior ? debtOf(prior)?.value : undefined;
      const average = closing === undefined ? undefined : opening === undefined ? closing : (opening + closing) / 2;
      return average !== undefined && average > 0 ? ratioOf(income(p, 'interest_expense'), average) : undefined;
    },
    'interest_expense / average(debt(prior), debt)',
  );
  const cost = options.fallbackCostOfDebt;
  const interestRateDebt = interest
    ? constant<Rate>(interest.value, count, interest.provenance)
    : constant<Rate>(
        cost ?? 0,
        count,
        fallback(
          `Interest expense and debt not both reported (${label}): ${cost === undefined ? '0% (no cost of debt given)' : `the pre-tax cost of debt ${cost}`}`,
        ),
      );

  const payout = (key: 'dividends_paid' | 'share_repurchases', what: string) => {
    const isReported = history.window.some((p) => cashFlow(p, key) !== undefined);
    if (!isReported) return constant<Rate>(0, count, fallback(`No ${what} reported (${label}): none forecast`));
    const value = ratioOfSums(
      history,
      (p) => {
        const netIncome = income(p, 'net_income');
        const paid = cashFlow(p, key);
        return netIncome !== undefined && netIncome > 0 && paid !== undefined
          ? { numerator: Math.abs(paid), denominator: netIncome }
          : undefined;
      },
      `Σ −${key} / Σ net_income (years with positive net income)`,
    );
    return value
      ? constant<Rate>(value.value, count, value.provenance)
      : constant<Rate>(0, count, fallback(`Net income not positive in ${label}: no ${what} ratio; none forecast`));
  };

  return {
    taxRate,
    interestRateDebt,
    interestRateRevolver: constant(interestRateDebt.values[0] ?? 0, count, convention('same rate as term debt')),
    interestRateCash: constant(
      0,
      count,
      fallback('The standard chart has no interest-income line: no interest earned on cash'),
    ),
    payoutRatio: payout('dividends_paid', 'dividends'),
    buybackPctNetIncome: payout('share_repurchases', 'buybacks'),
    intangiblesPctRevenue: constant(
      0,
      count,
      fallback('The standard chart has no line for purchases of intangible assets: none forecast'),
    ),
    debtIssuance: constant(0, count, convention(`term debt held at its FY ${base.fiscalYear} balance`)),
    minimumCash: constant(0, count, convention('no minimum cash: the revolver draws only when cash would go negative')),
  };
}
