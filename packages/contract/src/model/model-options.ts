import { z } from 'zod';

/**
 * How a public-company model is built. Anything other than the defaults needs a full account
 * (`FULL_ACCOUNT_REQUIRED`).
 * @public
 */
export const ZModelOptionsSchema = z.object({
  /** The periods the history is read in. */
  period: z.enum(['annual', 'quarterly']).default('annual'),
  historical_years: z.number().int().min(3).max(10).default(5),
  forecast_years: z.number().int().min(3).max(10).default(5),
  /** Show the quarters of the history beside the years. */
  quarterly_breakdown: z.boolean().default(false),
  quarterly_periods: z.number().int().min(4).max(12).default(8),
});
export type TModelOptions = z.output<typeof ZModelOptionsSchema>;

export const DEFAULT_MODEL_OPTIONS: TModelOptions = ZModelOptionsSchema.parse({});

export function isDefaultModelOptions(options: TModelOptions): boolean {
  return (Object.keys(DEFAULT_MODEL_OPTIONS) as (keyof TModelOptions)[]).every(
    (key) => options[key] === DEFAULT_MODEL_OPTIONS[key],
  );
}
