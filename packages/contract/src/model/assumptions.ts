import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { MODEL_LIMITS } from './model-options.js';

/**
 * The ranges a saved assumption must fall in. Wide enough for any company the engine's defaults
 * describe (a young company's R&D can be many times its revenue), narrow enough that no request
 * stores a value no analyst would type (growth of −500%, a WACC of 10^308) or one that makes the
 * engine's numbers overflow. Rates are decimals (0.05 is 5%); money is in full units of the
 * model's currency, up to 10^18 (a large company's market value in Indonesian rupiah is ~10^15).
 * @public
 */
export const ASSUMPTION_LIMITS = {
  /** Revenue cannot fall by more than all of it. */
  revenueGrowth: { min: -1, max: 100 },
  /** Margins and shares of revenue, payout and interest rates (±10,000%). */
  ratio: { min: -100, max: 100 },
  /** Rates that build the discount rate: risk-free rate, premiums, costs of equity and debt, WACC. */
  discountRate: { min: -1, max: 10 },
  /** Perpetuity growth and the growth the forecast fades to. */
  terminalGrowth: { min: -1, max: 1 },
  beta: { min: -10, max: 10 },
  /** Working-capital days (at most 100 years of revenue or cost). */
  days: { min: 0, max: 36_500 },
  /** Useful lives in years. */
  life: { min: 1, max: 1_000 },
  money: { min: -1e18, max: 1e18 },
  shares: { max: 1e13 },
  exitMultiple: { min: 0, max: 1_000 },
  averagingYears: { min: 1, max: MODEL_LIMITS.maxHistoricalYears },
} as const;

const L = ASSUMPTION_LIMITS;
const between = (range: { min: number; max: number }) => z.number().min(range.min).max(range.max);
const ZRatioSchema = between(L.ratio);
const ZRateSchema = between(L.discountRate);
const ZMoneySchema = between(L.money);
const ZNonNegativeMoneySchema = z.number().min(0).max(L.money.max);
/** A tax rate: the engine refuses 100% or more. */
const ZTaxRateSchema = z.number().min(L.ratio.min).lt(1);

/** A per-year driver: one value for every forecast year, or one value per year. */
const perYear = (value: z.ZodNumber) => z.union([value, z.array(value).min(1).max(MODEL_LIMITS.maxForecastYears)]);

/** Driver overrides (`@app/valuation` `TDriverOverrides`). */
export const ZDriverOverridesSchema = z.strictObject({
  revenueGrowth: perYear(
    z
      .number()
      .min(L.revenueGrowth.min, { error: 'revenue_growth_below_minus_100' satisfies TValidationMessageKey })
      .max(L.revenueGrowth.max),
  ).optional(),
  grossMargin: perYear(
    z
      .number()
      .min(L.ratio.min)
      .max(1, { error: 'margin_above_100' satisfies TValidationMessageKey }),
  ).optional(),
  researchPctRevenue: perYear(ZRatioSchema).optional(),
  sgaPctRevenue: perYear(ZRatioSchema).optional(),
  otherOpexPctRevenue: perYear(ZRatioSchema).optional(),
  daInCostsPctRevenue: perYear(ZRatioSchema).optional(),
  capexPctRevenue: perYear(ZRatioSchema).optional(),
  intangiblesPctRevenue: perYear(ZRatioSchema).optional(),
  taxRate: perYear(ZTaxRateSchema).optional(),
  interestRateDebt: perYear(ZRatioSchema).optional(),
  interestRateRevolver: perYear(ZRatioSchema).optional(),
  interestRateCash: perYear(ZRatioSchema).optional(),
  payoutRatio: perYear(ZRatioSchema).optional(),
  buybackPctNetIncome: perYear(ZRatioSchema).optional(),
  receivableDays: perYear(between(L.days)).optional(),
  inventoryDays: perYear(between(L.days)).optional(),
  payableDays: perYear(between(L.days)).optional(),
  debtIssuance: perYear(ZMoneySchema).optional(),
  minimumCash: perYear(ZNonNegativeMoneySchema).optional(),
  existingPpeLife: between(L.life).optional(),
  existingIntangiblesLife: between(L.life).optional(),
  newAssetLife: between(L.life).optional(),
  daysBasis: z.enum(['cost_of_revenue', 'revenue']).optional(),
});

const waccParts = {
  preTaxCostOfDebt: ZRateSchema,
  taxRate: z.number().min(0).lt(1),
  equityValue: ZNonNegativeMoneySchema,
  debtValue: ZNonNegativeMoneySchema,
};

/** The discount rate: a WACC, or its build-up by CAPM (or a given cost of equity) and weights. */
export const ZDiscountRateSchema = z.union([
  z.strictObject({
    wacc: z
      .number()
      .gt(0, { error: 'wacc_not_positive' satisfies TValidationMessageKey })
      .max(L.discountRate.max),
  }),
  z.strictObject({
    capm: z.union([
      z.strictObject({
        riskFreeRate: ZRateSchema,
        beta: between(L.beta),
        marketRiskPremium: ZRateSchema,
        sizePremium: ZRateSchema.optional(),
        countryPremium: ZRateSchema.optional(),
        ...waccParts,
      }),
      z.strictObject({ costOfEquity: ZRateSchema, ...waccParts }),
    ]),
  }),
]);

export const ZTerminalSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('perpetuity'),
    growth: between(L.terminalGrowth),
    normalizedFcf: ZMoneySchema.optional(),
    reinvestment: z.enum(['forecast', 'return_on_capital']).optional(),
  }),
  z.strictObject({ method: z.literal('exit_multiple'), multiple: between(L.exitMultiple) }),
]);

/** Claims between enterprise and equity value, replacing the base year's. */
export const ZBridgeSchema = z.strictObject({
  debt: ZMoneySchema.optional(),
  leases: ZMoneySchema.optional(),
  cash: ZMoneySchema.optional(),
  investments: ZMoneySchema.optional(),
  minorityInterest: ZMoneySchema.optional(),
  preferred: ZMoneySchema.optional(),
});

/** The forecast's length and the history the defaults average over. */
export const ZDefaultsOptionsSchema = z.strictObject({
  years: z.number().int().min(MODEL_LIMITS.minForecastYears).max(MODEL_LIMITS.maxForecastYears).optional(),
  averagingYears: z.number().int().min(L.averagingYears.min).max(L.averagingYears.max).optional(),
  statutoryTaxRate: z.number().min(0).lt(1).optional(),
  fallbackCostOfDebt: ZRateSchema.optional(),
  fadeRevenueGrowthTo: between(L.terminalGrowth).optional(),
});

/**
 * A model's editable assumptions as a save sends them: the keys of the valuation engine's
 * `TModelInput` a user may set, each in its range. Unknown keys (and the model's facts `history`,
 * `valuationDate`, `price`) are refused, so nothing but these numbers and words is stored. A
 * forecast length other than the model's own needs a full account (`requiresFullAccount`).
 * @public
 */
export const ZModelAssumptionsInputSchema = z.strictObject({
  discountRate: ZDiscountRateSchema.optional(),
  terminal: ZTerminalSchema.optional(),
  convention: z.enum(['end_of_year', 'mid_year']).optional(),
  drivers: ZDriverOverridesSchema.optional(),
  bridge: ZBridgeSchema.optional(),
  shares: z.number().positive().max(L.shares.max).optional(),
  defaults: ZDefaultsOptionsSchema.optional(),
});
export type TModelAssumptionsInput = z.output<typeof ZModelAssumptionsInputSchema>;
