import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';

/** The drivers a Monte Carlo run draws (`@app/valuation` `MONTE_CARLO_VARIABLES`). @public */
export const MONTE_CARLO_SETTING_VARIABLES = [
  'revenue_growth',
  'operating_margin',
  'wacc',
  'terminal_growth',
  'exit_multiple',
] as const;
/** @public */
export type TMonteCarloSettingVariable = (typeof MONTE_CARLO_SETTING_VARIABLES)[number];

/**
 * The bounds of a saved Monte Carlo run. Draws: enough for stable 5th and 95th percentiles (1,000),
 * few enough for the browser to stay quick (50,000 take well under a second). A range's ends are
 * offsets from the model's own level, at most this far either way (rates as decimals, 0.01 one
 * point; the exit multiple in turns): wide enough for any honest doubt about a driver, narrow
 * enough that a draw is still the same company.
 * @public
 */
export const MONTE_CARLO_LIMITS = {
  minDraws: 1_000,
  maxDraws: 50_000,
  defaultDraws: 10_000,
  maxSeed: 4_294_967_295,
  maxOffset: {
    revenue_growth: 1,
    operating_margin: 1,
    wacc: 0.2,
    terminal_growth: 0.1,
    exit_multiple: 50,
  } satisfies Record<TMonteCarloSettingVariable, number>,
} as const;

/**
 * One driver's range, a triangular distribution from `low` to `high`, most likely at `mode`. Each
 * is an offset from the model's own level, so the range follows the model when its assumptions
 * change (the screen shows the levels): revenue growth in points added to every forecast year,
 * operating margin in points added to every year's gross margin (the EBIT margin moves by as
 * much), WACC and terminal growth in points, the exit multiple in turns.
 * @public
 */
export const ZMonteCarloRangeSettingSchema = z
  .object({
    variable: z.enum(MONTE_CARLO_SETTING_VARIABLES),
    low: z.number(),
    mode: z.number(),
    high: z.number(),
  })
  .superRefine((range, context) => {
    const limit = MONTE_CARLO_LIMITS.maxOffset[range.variable];
    for (const end of ['low', 'mode', 'high'] as const) {
      if (Math.abs(range[end]) > limit) {
        const message: TValidationMessageKey = 'monte_carlo_offset_range';
        context.addIssue({ code: 'custom', message, path: [end] });
      }
    }
    if (!(range.low <= range.mode && range.mode <= range.high)) {
      const message: TValidationMessageKey = 'monte_carlo_range_order';
      context.addIssue({ code: 'custom', message, path: ['mode'] });
    }
  });
/** @public */
export type TMonteCarloRangeSetting = z.infer<typeof ZMonteCarloRangeSettingSchema>;

/**
 * A model's Monte Carlo run: the ranges (a driver without one takes its default range), the
 * number of draws and the seed (the same seed draws the same values).
 * @public
 */
export const ZMonteCarloSettingSchema = z.object({
  ranges: z
    .array(ZMonteCarloRangeSettingSchema)
    .max(MONTE_CARLO_SETTING_VARIABLES.length)
    .refine(
      (ranges) => new Set(ranges.map((range) => range.variable)).size === ranges.length,
      'monte_carlo_variables_repeated' satisfies TValidationMessageKey,
    ),
  draws: z
    .number()
    .int('monte_carlo_draws_range' satisfies TValidationMessageKey)
    .min(MONTE_CARLO_LIMITS.minDraws, 'monte_carlo_draws_range' satisfies TValidationMessageKey)
    .max(MONTE_CARLO_LIMITS.maxDraws, 'monte_carlo_draws_range' satisfies TValidationMessageKey),
  seed: z
    .number()
    .int('monte_carlo_seed_range' satisfies TValidationMessageKey)
    .min(0, 'monte_carlo_seed_range' satisfies TValidationMessageKey)
    .max(MONTE_CARLO_LIMITS.maxSeed, 'monte_carlo_seed_range' satisfies TValidationMessageKey),
});
/** @public */
export type TMonteCarloSetting = z.infer<typeof ZMonteCarloSettingSchema>;
