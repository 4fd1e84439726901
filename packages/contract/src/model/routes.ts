import { z } from 'zod';
import { ZInputDateSchema } from '../dates.js';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { ZCompanyProfileSchema, ZMarketInputsSchema } from '../market/routes.js';
import { defineRoute } from '../route.js';
import { ASSUMPTION_LIMITS, ZModelAssumptionsInputSchema } from './assumptions.js';
import { MODEL_LIMITS, ZModelOptionsSchema } from './model-options.js';
import { ZModelSettingsSchema } from './model-settings.js';

const ZModelIdSchema = z.uuid();
const ZTickerSchema = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .regex(/^[A-Za-z0-9.\-/]+$/);

/**
 * The states a model creation goes through, as the new-model screen shows them. `failure` is a
 * known refusal (unknown ticker, financial company), `error` anything unexpected, `timeout` a job
 * that ran out of time; the last three can be retried by creating the model again.
 * @public
 */
export const MODEL_STATUSES = ['starting', 'processing', 'success', 'failure', 'error', 'timeout'] as const;

export const ZModelStatusSchema = z.object({
  model_id: z.string(),
  status: z.enum(MODEL_STATUSES),
  /**
   * Percent done per period type. Without quarters in the options (annual period, no breakdown)
   * `quarterly` stays 0 until success, when both are 100.
   */
  progress: z.object({ annual: z.number().min(0).max(100), quarterly: z.number().min(0).max(100) }),
  /** True once creation has taken more than 10 s (the screen says it is taking longer than expected). */
  is_slow: z.boolean(),
  /** The catalogue code and the message in the user's language, for failure, error and timeout. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type TModelStatus = z.infer<typeof ZModelStatusSchema>;

/**
 * A model's editable assumptions, as the valuation engine takes them (`@app/valuation`
 * `TModelInput` keys): `discountRate` (WACC or its CAPM build-up), `terminal`, `convention`,
 * `drivers` (overrides), `bridge`, `shares`, `defaults` (forecast years, averaging). Saved
 * assumptions replace the same keys of the defaults; `history`, `valuationDate` and `price` are the
 * model's facts and cannot be changed. A document: its keys are the engine's and are not
 * case-converted on the wire. As answered (models saved before `ZModelAssumptionsInputSchema`
 * bounded a save are still read); a save is checked by that schema.
 * @public
 */
export const ZModelAssumptionsSchema = z.record(z.string(), z.unknown());

/**
 * Where one default assumption came from: the figure and a sentence naming its source or
 * convention, in the reader's language (older models: the English sentence they were stored with).
 */
export const ZAssumptionSourceSchema = z.object({
  /** e.g. `risk_free_rate`, `beta`, `market_risk_premium`, `terminal_growth`, `valuation_date`. */
  item: z.string(),
  value: z.union([z.number(), z.string()]).nullable(),
  source: z.string(),
});

/** The default assumptions (same keys as `model_input` minus `history`) and the source of each input. */
export const ZModelDefaultsSchema = z.object({
  assumptions: ZModelAssumptionsSchema,
  sources: z.array(ZAssumptionSourceSchema),
});

/**
 * The headline results, recomputed by the server with the same engine the browser runs. Always the
 * base case: a saved scenario (`settings.scenarios.active`) changes how the screen reads the model,
 * not its value of record, so "My models" and these results never move with a bear/bull switch.
 */
export const ZModelResultsSchema = z.object({
  wacc: z.number(),
  terminal_growth: z.number().nullable(),
  enterprise_value: z.number(),
  equity_value: z.number(),
  implied_price_per_share: z.number(),
  current_price: z.number().nullable(),
  upside: z.number().nullable(),
  currency: z.string(),
});
export type TModelResults = z.infer<typeof ZModelResultsSchema>;

export const ZModelValuesSchema = z.object({
  model_id: z.string(),
  name: z.string(),
  /** The listed ticker; for a private company its stock code, or empty. */
  ticker: z.string(),
  /** The uploaded document a private-company model was valued from; null for a listed company. */
  document_id: z.string().nullable(),
  options: ZModelOptionsSchema,
  company: ZCompanyProfileSchema,
  market: ZMarketInputsSchema,
  /**
   * The engine's full input (`TModelInput`: history as of creation, valuation date, assumptions):
   * a document whose keys must not be case-converted; the browser re-values with it.
   */
  model_input: z.record(z.string(), z.unknown()),
  /** The user's saved assumptions (keys of `model_input` they replace), or null for the defaults. */
  assumptions: ZModelAssumptionsSchema.nullable(),
  /** How the user reads the model (report unit, sensitivity grid…), defaults filled in. */
  settings: ZModelSettingsSchema,
  /** The engine's defaults with their provenance, so a reset can show where each came from. */
  defaults: ZModelDefaultsSchema,
  results: ZModelResultsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TModelValues = z.infer<typeof ZModelValuesSchema>;

export const ZModelListItemSchema = z.object({
  model_id: z.string(),
  name: z.string(),
  ticker: z.string(),
  period: z.enum(['annual', 'quarterly']),
  terminal_growth: z.number().nullable(),
  implied_price_per_share: z.number().nullable(),
  /** The currency of the model's figures (its reporting currency), e.g. `USD`. */
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TModelListItem = z.infer<typeof ZModelListItemSchema>;

/** The variables a sensitivity grid can move (`@app/valuation` `SENSITIVITY_VARIABLES`). @public */
export const MODEL_SENSITIVITY_VARIABLES = ['wacc', 'terminal_growth', 'revenue_growth', 'gross_margin'] as const;

/**
 * The most points per axis, and in a whole grid (the steps of its axes multiplied): 21 × 21. A
 * grid is valued on the server's thread, each point a full model; 441 points take milliseconds,
 * 21³ = 9,261 took seconds. The browser's own grids (sensitivity tab) are not bounded by this.
 * @public
 */
export const SENSITIVITY_LIMITS = { maxSteps: 21, maxPoints: 441 } as const;

/** One axis: `steps` points `gap` apart (a decimal: 0.005 is half a point), centred on the model's value. */
export const ZSensitivityAxisInputSchema = z.object({
  variable: z.enum(MODEL_SENSITIVITY_VARIABLES),
  steps: z.number().int().min(1).max(SENSITIVITY_LIMITS.maxSteps),
  gap: z.number().min(0).max(1),
});

export const ZModelSensitivitySchema = z.object({
  model_id: z.string(),
  axes: z.array(ZSensitivityAxisInputSchema.extend({ center: z.number(), values: z.array(z.number()) })),
  /** Points per axis. */
  shape: z.array(z.number().int()),
  /** Implied price per share at each point, row-major (the first axis varies slowest); null where there is no value. */
  prices: z.array(z.number().nullable()),
  /** Why a point has no value (e.g. terminal growth not below WACC), by its index in `prices`. */
  failures: z.array(z.object({ index: z.number().int(), code: z.string(), message: z.string() })),
  /** The model's own implied price per share. */
  base_price: z.number(),
  /** Forecast years (1-based, inclusive) that revenue growth and gross margin changes apply to. */
  timeframe: z.object({ from_year: z.number().int(), to_year: z.number().int() }),
});
export type TModelSensitivity = z.infer<typeof ZModelSensitivitySchema>;

/** The media type of an .xlsx workbook. @public */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The `model/dcf` area: public-company models. @public */
export const modelRoutes = {
  base: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/base',
    summary: 'Start building a model of a listed company; returns its model_id (poll model/dcf/status)',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({ ticker: ZTickerSchema, options: ZModelOptionsSchema.optional() }),
    output: z.object({ model_id: z.string(), status: z.enum(MODEL_STATUSES) }),
  }),
  status: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/status',
    summary: 'Where the creation of a model stands',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({ model_id: ZModelIdSchema }),
    output: ZModelStatusSchema,
  }),
  values: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/values',
    summary: 'A model: company, options, market inputs, the engine input and the headline results',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({ model_id: ZModelIdSchema }),
    output: ZModelValuesSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/update',
    summary:
      'Rename a model, save its assumptions (null resets them to the defaults; results are recomputed) or its settings (report unit, sensitivity grid…)',
    access: 'user',
    input: z.object({
      model_id: ZModelIdSchema,
      name: z.string().trim().min(1).max(120).optional(),
      assumptions: ZModelAssumptionsInputSchema.nullable().optional(),
      /** Replaces the model's settings (null: the defaults); the value is not recomputed. */
      settings: ZModelSettingsSchema.nullable().optional(),
    }),
    output: ZModelValuesSchema,
  }),
  private: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/private',
    summary:
      'Start building a model of a private company from a document’s confirmed statements (poll model/dcf/status); ' +
      'the beta is a listed peer’s, relevered at the company’s own debt to equity, or the market’s (1.0) without a peer',
    access: 'user',
    input: z.object({
      document_id: ZModelIdSchema,
      /** The model's name; default the document's company name. */
      name: z.string().trim().min(1).max(120).optional(),
      /** Forecast years; a number other than the default needs a full account, as for listed companies. */
      forecast_years: z.number().int().min(MODEL_LIMITS.minForecastYears).max(MODEL_LIMITS.maxForecastYears).optional(),
      /** A listed company whose 5-year beta stands in for the private company's. */
      peer_ticker: ZTickerSchema.optional(),
      /** Diluted shares, when the statements do not give them (else one share: value per share = equity value). */
      shares: z.number().positive().max(ASSUMPTION_LIMITS.shares.max).optional(),
      /** The date to value at, from the statements' balance-sheet date to today; default the balance-sheet date. */
      valuation_date: ZInputDateSchema.optional(),
    }),
    output: z.object({ model_id: z.string(), status: z.enum(MODEL_STATUSES) }),
  }),
  download: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/download',
    summary:
      'The model as an .xlsx workbook (<TICKER>_DCF_<date>.xlsx): statements, schedules, WACC, DCF and sensitivity as live formulas',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema }),
    output: z.object({}),
    file: { contentType: XLSX_CONTENT_TYPE },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/list',
    summary: 'The signed-in user’s models, newest first',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({}),
    output: z.object({ items: z.array(ZModelListItemSchema) }),
  }),
  sensitivity: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/sensitivity',
    summary: 'Implied price per share over a grid of 1–3 variables around the saved model',
    access: 'user',
    input: z.object({
      model_id: ZModelIdSchema,
      axes: z
        .array(ZSensitivityAxisInputSchema)
        .min(1)
        .max(3)
        .refine(
          (axes) => new Set(axes.map((axis) => axis.variable)).size === axes.length,
          'distinct_variables' satisfies TValidationMessageKey,
        )
        .refine(
          (axes) => axes.reduce((points, axis) => points * axis.steps, 1) <= SENSITIVITY_LIMITS.maxPoints,
          'sensitivity_too_many_points' satisfies TValidationMessageKey,
        ),
      /** Default: every forecast year. */
      timeframe: z
        .object({
          from_year: z.number().int().min(1).max(MODEL_LIMITS.maxForecastYears),
          to_year: z.number().int().min(1).max(MODEL_LIMITS.maxForecastYears),
        })
        .optional(),
    }),
    output: ZModelSensitivitySchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/delete',
    summary: 'Delete a model',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema }),
    output: z.object({ ok: z.literal(true) }),
  }),
};
