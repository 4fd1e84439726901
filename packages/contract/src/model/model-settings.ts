import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { MODEL_LIMITS } from './model-options.js';
import { ZMonteCarloSettingSchema } from './monte-carlo.js';
import { ZScenarioSettingsSchema } from './scenarios.js';

/*
 * Scenarios (issue 14, helper "scenarios"): `settings.scenarios` = { active: 'bear' | 'base' | 'bull',
 * bear: shifts | null, bull: shifts | null }, schema `ZScenarioSettingsSchema` in ./scenarios.ts.
 * Shifts (`ZScenarioShiftsSchema`, decimals; exit multiple in turns) are relative to the base case:
 * revenue_growth (every forecast year), operating_margin (every year's gross margin, so EBIT margin
 * moves by as much), wacc, terminal_growth (perpetuity), exit_multiple (exit multiple). null takes
 * `DEFAULT_SCENARIO_SHIFTS`; `scenarioShiftsOf(settings.scenarios, case)` resolves a case.
 * The engine input of a case: `@app/valuation` `applyScenario(baseInput, shifts)` (camelCase
 * `TScenarioShifts`). Stored `results` and the models list are always the base case.
 */

/**
 * The units money is reported in, on screen and in the workbook. Ten thousands (万) and hundred
 * millions (亿) are how Chinese readers count.
 * @public
 */
export const REPORT_UNITS = ['thousands', 'millions', 'billions', 'ten_thousands', 'hundred_millions'] as const;
export type TReportUnit = (typeof REPORT_UNITS)[number];

/** What one reported unit is worth in full units of the currency. @public */
export const REPORT_UNIT_SCALE: Record<TReportUnit, number> = {
  thousands: 1e3,
  millions: 1e6,
  billions: 1e9,
  ten_thousands: 1e4,
  hundred_millions: 1e8,
};

/** The variables a sensitivity grid can move (`@app/valuation` `SENSITIVITY_VARIABLES`). @public */
export const SENSITIVITY_SETTING_VARIABLES = ['wacc', 'terminal_growth', 'revenue_growth', 'gross_margin'] as const;

/**
 * The sensitivity grid a model is explored with: the browser runs it (up to 21 points on each of
 * 3 axes) and the workbook's sensitivity sheet follows it.
 * @public
 */
export const SENSITIVITY_SETTING_LIMITS = { maxAxes: 3, maxSteps: 21, minGap: 0.0001, maxGap: 0.1 } as const;

export const ZSensitivityAxisSettingSchema = z.object({
  variable: z.enum(SENSITIVITY_SETTING_VARIABLES),
  steps: z
    .number()
    .int()
    .min(2, 'sensitivity_steps_range' satisfies TValidationMessageKey)
    .max(SENSITIVITY_SETTING_LIMITS.maxSteps, 'sensitivity_steps_range' satisfies TValidationMessageKey),
  /** The distance between two points, as a decimal (0.005 is half a point). */
  gap: z
    .number()
    .min(SENSITIVITY_SETTING_LIMITS.minGap, 'sensitivity_gap_range' satisfies TValidationMessageKey)
    .max(SENSITIVITY_SETTING_LIMITS.maxGap, 'sensitivity_gap_range' satisfies TValidationMessageKey),
  /** The first point; absent, the axis is centred on the model's own value. */
  start: z
    .number()
    .min(-1, 'sensitivity_start_range' satisfies TValidationMessageKey)
    .max(1, 'sensitivity_start_range' satisfies TValidationMessageKey)
    .optional(),
});

export const ZSensitivitySettingSchema = z.object({
  axes: z
    .array(ZSensitivityAxisSettingSchema)
    .min(1)
    .max(SENSITIVITY_SETTING_LIMITS.maxAxes)
    .refine(
      (axes) => new Set(axes.map((axis) => axis.variable)).size === axes.length,
      'sensitivity_variables_repeated' satisfies TValidationMessageKey,
    ),
  /** The forecast years revenue growth and gross margin are moved in (1-based, inclusive); null: all. */
  timeframe: z
    .object({
      from_year: z.number().int().min(1).max(MODEL_LIMITS.maxForecastYears),
      to_year: z.number().int().min(1).max(MODEL_LIMITS.maxForecastYears),
    })
    .refine((range) => range.from_year <= range.to_year, 'period_order' satisfies TValidationMessageKey)
    .nullable(),
});
export type TSensitivitySetting = z.infer<typeof ZSensitivitySettingSchema>;

/**
 * How a model is looked at, saved with it: not assumptions (they do not change the value) but the
 * user's way of reading it. Absent fields take their defaults, so older models read the same.
 * Keys go through the API's snake/camel case conversion: no record here is keyed by user data.
 * @public
 */
export const ZModelSettingsSchema = z.object({
  report_unit: z.enum(REPORT_UNITS).default('millions'),
  sensitivity: ZSensitivitySettingSchema.nullable().default(null),
  /** The case the model is read in and the bear and bull driver sets (see ./scenarios.ts). */
  scenarios: ZScenarioSettingsSchema.default({ active: 'base', bear: null, bull: null }),
  /** The Monte Carlo run's ranges, draws and seed (see ./monte-carlo.ts); null: the defaults around the model. */
  monte_carlo: ZMonteCarloSettingSchema.nullable().default(null),
});
export type TModelSettings = z.output<typeof ZModelSettingsSchema>;
export type TModelSettingsInput = z.input<typeof ZModelSettingsSchema>;

export const DEFAULT_MODEL_SETTINGS: TModelSettings = ZModelSettingsSchema.parse({});
