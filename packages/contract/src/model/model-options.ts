import { z } from 'zod';

/**
 * The product's limits on a model's size: forecast years, history years and quarters. Every path
 * that sets them (creation options, saved assumptions) is bounded by the same numbers, so no request
 * can make a workbook or a grid larger than the screens offer.
 * @public
 */
export const MODEL_LIMITS = {
  minForecastYears: 3,
  maxForecastYears: 10,
  minHistoricalYears: 3,
  maxHistoricalYears: 10,
  minQuarterlyPeriods: 4,
  maxQuarterlyPeriods: 12,
} as const;

/**
 * How a public-company model is built. Anything other than the defaults needs a full account
 * (`FULL_ACCOUNT_REQUIRED`, see `requiresFullAccount`).
 * @public
 */
export const ZModelOptionsSchema = z.object({
  /** The periods the history is read in. */
  period: z.enum(['annual', 'quarterly']).default('annual'),
  historical_years: z
    .number()
    .int()
    .min(MODEL_LIMITS.minHistoricalYears)
    .max(MODEL_LIMITS.maxHistoricalYears)
    .default(5),
  forecast_years: z.number().int().min(MODEL_LIMITS.minForecastYears).max(MODEL_LIMITS.maxForecastYears).default(5),
  /** Show the quarters of the history beside the years. */
  quarterly_breakdown: z.boolean().default(false),
  quarterly_periods: z
    .number()
    .int()
    .min(MODEL_LIMITS.minQuarterlyPeriods)
    .max(MODEL_LIMITS.maxQuarterlyPeriods)
    .default(8),
});
export type TModelOptions = z.output<typeof ZModelOptionsSchema>;

export const DEFAULT_MODEL_OPTIONS: TModelOptions = ZModelOptionsSchema.parse({});

export function isDefaultModelOptions(options: TModelOptions): boolean {
  return (Object.keys(DEFAULT_MODEL_OPTIONS) as (keyof TModelOptions)[]).every(
    (key) => options[key] === DEFAULT_MODEL_OPTIONS[key],
  );
}

/**
 * The full-account rule of a model, on every path that shapes one: creating it (listed or private)
 * and saving assumptions that change what its options fix (the forecast length). A temporary user
 * gets the default options only.
 * @public
 */
export function requiresFullAccount(options: TModelOptions): boolean {
  return !isDefaultModelOptions(options);
}
