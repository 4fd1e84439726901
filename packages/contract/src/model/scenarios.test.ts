import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors/catalogue.js';
import { localizeIssues } from '../errors/translate.js';
import { ZModelSettingsSchema } from './model-settings.js';
import {
  DEFAULT_SCENARIO_SHIFTS,
  SCENARIO_SHIFT_LIMITS,
  scenarioShiftsOf,
  ZScenarioSettingsSchema,
  ZScenarioShiftsSchema,
} from './scenarios.js';

const BEAR = DEFAULT_SCENARIO_SHIFTS.bear;

describe('ZScenarioSettingsSchema', () => {
  it('reads a model saved before scenarios as the base case with the default sets', () => {
    const settings = ZModelSettingsSchema.parse({ report_unit: 'billions' });
    expect(settings.scenarios).toEqual({ active: 'base', bear: null, bull: null });
    expect(scenarioShiftsOf(settings.scenarios, 'bear')).toEqual(DEFAULT_SCENARIO_SHIFTS.bear);
    expect(scenarioShiftsOf(settings.scenarios, 'bull')).toEqual(DEFAULT_SCENARIO_SHIFTS.bull);
    expect(Object.values(scenarioShiftsOf(settings.scenarios, 'base'))).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps a case’s own shifts over the defaults', () => {
    const own = { ...BEAR, revenue_growth: -0.05 };
    const settings = ZScenarioSettingsSchema.parse({ active: 'bear', bear: own });
    expect(settings).toEqual({ active: 'bear', bear: own, bull: null });
    expect(scenarioShiftsOf(settings, 'bear')).toEqual(own);
  });

  it('has bull as the mirror of bear by default, within the limits', () => {
    for (const key of Object.keys(BEAR) as (keyof typeof BEAR)[]) {
      expect(DEFAULT_SCENARIO_SHIFTS.bull[key]).toBe(-BEAR[key]);
    }
    expect(ZScenarioShiftsSchema.safeParse(BEAR).success).toBe(true);
    // A bear case is worth less on every driver: lower growth and margin, a higher discount rate.
    expect(BEAR.revenue_growth).toBeLessThan(0);
    expect(BEAR.operating_margin).toBeLessThan(0);
    expect(BEAR.wacc).toBeGreaterThan(0);
    expect(BEAR.terminal_growth).toBeLessThan(0);
    expect(BEAR.exit_multiple).toBeLessThan(0);
  });

  it('refuses an unknown case and a set with a missing shift', () => {
    expect(ZScenarioSettingsSchema.safeParse({ active: 'worst' }).success).toBe(false);
    const { wacc: _wacc, ...partial } = BEAR;
    expect(ZScenarioShiftsSchema.safeParse(partial).success).toBe(false);
    expect(ZScenarioShiftsSchema.safeParse({ ...BEAR, wacc: Number.NaN }).success).toBe(false);
  });

  const cases = [
    ['revenue_growth', SCENARIO_SHIFT_LIMITS.revenueGrowth, 'scenario_revenue_growth_shift_range'],
    ['operating_margin', SCENARIO_SHIFT_LIMITS.operatingMargin, 'scenario_operating_margin_shift_range'],
    ['wacc', SCENARIO_SHIFT_LIMITS.wacc, 'scenario_wacc_shift_range'],
    ['terminal_growth', SCENARIO_SHIFT_LIMITS.terminalGrowth, 'scenario_terminal_growth_shift_range'],
    ['exit_multiple', SCENARIO_SHIFT_LIMITS.exitMultiple, 'scenario_exit_multiple_shift_range'],
  ] as const;

  it.each(cases)('bounds the %s shift at ±%s with the product’s message', (key, limit, message) => {
    expect(ZScenarioShiftsSchema.safeParse({ ...BEAR, [key]: limit }).success).toBe(true);
    expect(ZScenarioShiftsSchema.safeParse({ ...BEAR, [key]: -limit }).success).toBe(true);
    for (const value of [limit * 1.01, -limit * 1.01, 1e308]) {
      const result = ZModelSettingsSchema.safeParse({ scenarios: { active: 'bull', bull: { ...BEAR, [key]: value } } });
      if (result.success) throw new Error(`expected ${key} = ${value} to be refused`);
      expect(localizeIssues(result.error.issues, 'zh')).toEqual([
        { path: `scenarios.bull.${key}`, message: VALIDATION_MESSAGES[message].zh },
      ]);
    }
  });
});
