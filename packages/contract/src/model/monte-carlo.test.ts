import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors/catalogue.js';
import { localizeIssues } from '../errors/translate.js';
import { ZModelSettingsSchema } from './model-settings.js';
import { MONTE_CARLO_LIMITS, ZMonteCarloSettingSchema } from './monte-carlo.js';

const RUN = {
  ranges: [
    { variable: 'revenue_growth', low: -0.05, mode: 0, high: 0.05 },
    { variable: 'wacc', low: -0.01, mode: 0, high: 0.015 },
    { variable: 'exit_multiple', low: -2, mode: 0, high: 2 },
  ],
  draws: 10_000,
  seed: 7,
} as const;

/** The product messages a run is refused with, in Spanish. */
function messages(value: unknown): string[] {
  const parsed = ZMonteCarloSettingSchema.safeParse(value);
  return parsed.success ? [] : localizeIssues(parsed.error.issues, 'es').map((issue) => issue.message);
}

describe('ZMonteCarloSettingSchema', () => {
  it('reads a model saved before Monte Carlo as null (the defaults around the model)', () => {
    expect(ZModelSettingsSchema.parse({ report_unit: 'billions' }).monte_carlo).toBeNull();
    expect(ZModelSettingsSchema.parse({ monte_carlo: RUN }).monte_carlo).toEqual(RUN);
  });

  it('takes a degenerate range (the driver held) and no ranges at all', () => {
    expect(messages({ ...RUN, ranges: [{ variable: 'wacc', low: 0, mode: 0, high: 0 }] })).toEqual([]);
    expect(messages({ ...RUN, ranges: [] })).toEqual([]);
  });

  it('refuses a range out of order, naming the rule', () => {
    const ranges = [{ variable: 'wacc', low: 0.01, mode: 0, high: 0.02 }];
    expect(messages({ ...RUN, ranges })).toEqual([VALIDATION_MESSAGES.monte_carlo_range_order.es]);
    const high = [{ variable: 'terminal_growth', low: 0, mode: 0.01, high: 0.005 }];
    expect(messages({ ...RUN, ranges: high })).toEqual([VALIDATION_MESSAGES.monte_carlo_range_order.es]);
  });

  it.each(Object.entries(MONTE_CARLO_LIMITS.maxOffset))('bounds %s at ±%s from the model', (variable, limit) => {
    expect(messages({ ...RUN, ranges: [{ variable, low: -limit, mode: 0, high: limit }] })).toEqual([]);
    expect(messages({ ...RUN, ranges: [{ variable, low: -limit * 1.01, mode: 0, high: 0 }] })).toEqual([
      VALIDATION_MESSAGES.monte_carlo_offset_range.es,
    ]);
  });

  it('refuses a driver twice, an unknown driver, and non-numbers', () => {
    const twice = [RUN.ranges[1], RUN.ranges[1]];
    expect(messages({ ...RUN, ranges: twice })).toEqual([VALIDATION_MESSAGES.monte_carlo_variables_repeated.es]);
    expect(messages({ ...RUN, ranges: [{ variable: 'beta', low: 0, mode: 0, high: 0 }] })).toHaveLength(1);
    expect(messages({ ...RUN, ranges: [{ variable: 'wacc', low: '1', mode: 0, high: 0 }] })).toHaveLength(1);
    expect(
      ZMonteCarloSettingSchema.safeParse({ ...RUN, ranges: [{ ...RUN.ranges[1], high: Number.NaN }] }).success,
    ).toBe(false);
  });

  it('takes 1,000 to 50,000 whole draws and a 32-bit seed', () => {
    const draws = VALIDATION_MESSAGES.monte_carlo_draws_range.es;
    const seed = VALIDATION_MESSAGES.monte_carlo_seed_range.es;
    expect(messages({ ...RUN, draws: 1_000 })).toEqual([]);
    expect(messages({ ...RUN, draws: 50_000 })).toEqual([]);
    expect(messages({ ...RUN, draws: 999 })).toEqual([draws]);
    expect(messages({ ...RUN, draws: 50_001 })).toEqual([draws]);
    expect(messages({ ...RUN, draws: 1_500.5 })).toEqual([draws]);
    expect(messages({ ...RUN, seed: 0 })).toEqual([]);
    expect(messages({ ...RUN, seed: 4_294_967_295 })).toEqual([]);
    expect(messages({ ...RUN, seed: -1 })).toEqual([seed]);
    expect(messages({ ...RUN, seed: 2 ** 32 })).toEqual([seed]);
    expect(messages({ ...RUN, seed: 0.5 })).toEqual([seed]);
  });
});
