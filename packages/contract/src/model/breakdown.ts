import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { defineRoute } from '../route.js';
import { ASSUMPTION_LIMITS } from './assumptions.js';
import { ZModelValuesSchema } from './routes.js';

/*
 * A model's revenue breakdown (issue 19): the company's revenue by segment, product or service, or
 * geography, read from the dimensional facts of its latest annual report's inline XBRL (the
 * companyfacts API has none), shown on the data sheet with the check that its lines add up to the
 * reported revenue, and forecast per line: each line's growth per year, whose sum is the model's
 * revenue. A line's growth changed by the user is saved with the model and re-values it.
 */

const ZModelIdSchema = z.uuid();
/** `concept|axis|qualifier`, as the filing's reader names a breakdown. */
const ZBreakdownIdSchema = z
  .string()
  .min(3, 'breakdown_id_invalid' satisfies TValidationMessageKey)
  .max(400, 'breakdown_id_invalid' satisfies TValidationMessageKey);

/** What an axis breaks revenue down by. @public */
export const BREAKDOWN_KINDS = [
  'segment',
  'product_or_service',
  'geography',
  'sales_channel',
  'customer',
  'other',
] as const;
export type TBreakdownKind = (typeof BREAKDOWN_KINDS)[number];

/**
 * A line's part in the sum: an ordinary `member`; a `subtotal` of other members (left out of the
 * sum; forecast as the sum of its parts); a reconciling line between segments and the consolidated
 * total (`elimination`, `corporate`, `reconciling_item`), added; `unallocated`: the model's revenue
 * the breakdown does not reach (forecast lines only).
 * @public
 */
export const BREAKDOWN_ROLES = [
  'member',
  'subtotal',
  'elimination',
  'corporate',
  'reconciling_item',
  'unallocated',
] as const;
export type TBreakdownRole = (typeof BREAKDOWN_ROLES)[number];

/** The annual report the breakdowns were read from. */
export const ZBreakdownFilingSchema = z.object({
  /** `10-K`, `10-K/A`, `20-F`… */
  form: z.string().nullable(),
  period_end: z.string().nullable(),
  fiscal_year: z.number().int().nullable(),
  registrant: z.string().nullable(),
  /** The headline revenue concept (the larger revenue total of the latest year), e.g. `us-gaap:Revenues`. */
  total_concept: z.string().nullable(),
  currency: z.string().nullable(),
  /** Where it was read: the document's file name (offline) or its EDGAR address. */
  source: z.string(),
});
export type TBreakdownFiling = z.infer<typeof ZBreakdownFilingSchema>;

/** One breakdown the filing offers, as the selector lists it. */
export const ZBreakdownSummarySchema = z.object({
  breakdown_id: z.string(),
  kind: z.enum(BREAKDOWN_KINDS),
  /** The XBRL axis, e.g. `us-gaap:StatementBusinessSegmentsAxis`. */
  axis: z.string(),
  concept: z.string(),
  /** `us-gaap:OperatingSegmentsMember`: segment revenue before eliminations; else null. */
  qualifier: z.string().nullable(),
  member_count: z.number().int(),
  /** `adds_up`: every annual period with a total is complete; `does_not_add_up`; `no_total`. */
  status: z.enum(['adds_up', 'does_not_add_up', 'no_total']),
  /** Its concept is the headline revenue concept and it is not before eliminations. */
  is_headline: z.boolean(),
});
export type TBreakdownSummary = z.infer<typeof ZBreakdownSummarySchema>;

/** One reported value of a line, per fiscal year. */
export const ZBreakdownValueSchema = z.object({
  fiscal_year: z.number().int(),
  start: z.string(),
  end: z.string(),
  value: z.number(),
});

export const ZBreakdownMemberSchema = z.object({
  /** The member's QName, e.g. `aapl:IPhoneMember` (its id in the breakdown). */
  member: z.string(),
  label: z.string(),
  /** `document`: the caption the filing prints on the line's row; `qname`: derived from the name. */
  label_source: z.enum(['document', 'qname']),
  role: z.enum(BREAKDOWN_ROLES),
  /** For a subtotal: the members it is the sum of. */
  subtotal_of: z.array(z.string()),
  values: z.array(ZBreakdownValueSchema),
});
export type TBreakdownMember = z.infer<typeof ZBreakdownMemberSchema>;

/** The check "the lines add up to the reported revenue" for one fiscal year. */
export const ZBreakdownCheckSchema = z.object({
  fiscal_year: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** The reported total of the year (no dimension); null when the filing has none. */
  total: z.number().nullable(),
  total_concept: z.string().nullable(),
  /** Σ members (subtotals left out). */
  members_sum: z.number(),
  /** Σ eliminations, corporate and reconciling lines. */
  reconciling_sum: z.number(),
  /** total − (members_sum + reconciling_sum); null without a total. */
  gap: z.number().nullable(),
  /** The rounding the compared values may carry together (Σ half a unit of each one's last digit). */
  tolerance: z.number(),
  is_complete: z.boolean(),
  /** Members reported in other years but not in this one. */
  missing_members: z.array(z.string()),
});
export type TBreakdownCheck = z.infer<typeof ZBreakdownCheckSchema>;

/** A breakdown's history: the lines per fiscal year as filed, and the check per year. */
export const ZBreakdownHistorySchema = ZBreakdownSummarySchema.extend({
  currency: z.string(),
  members: z.array(ZBreakdownMemberSchema),
  checks: z.array(ZBreakdownCheckSchema),
});
export type TBreakdownHistory = z.infer<typeof ZBreakdownHistorySchema>;

/** One forecast line: its base-year value, growth per forecast year and values. */
export const ZBreakdownForecastLineSchema = z.object({
  member: z.string(),
  label: z.string(),
  role: z.enum(BREAKDOWN_ROLES),
  /** The line's base-year value the growth starts from (see `basis`). */
  base_value: z.number(),
  /** Growth per forecast year (decimals); null for a subtotal (the sum of its parts). */
  growth: z.array(z.number()).nullable(),
  /** Per forecast year: whether the growth is the user's (else the model's revenue growth). */
  is_input: z.array(z.boolean()),
  values: z.array(z.number()),
});
export type TBreakdownForecastLine = z.infer<typeof ZBreakdownForecastLineSchema>;

/**
 * The forecast per line. Sum of the lines (subtotals left out) = the model's revenue in every
 * forecast year: the lines start from the model's base-year revenue, and a line's growth not set by
 * the user is the model's revenue growth.
 */
export const ZBreakdownForecastSchema = z.object({
  base_fiscal_year: z.number().int(),
  /** The model's base-year revenue. */
  base_revenue: z.number(),
  /**
   * `reported`: the lines' values of the model's base year as filed (the difference from the
   * model's revenue is the `unallocated` line); `mix`: the filing covers another year
   * (`mix_fiscal_year`), so each line is the model's base revenue × its share of that year.
   */
  basis: z.enum(['reported', 'mix']),
  mix_fiscal_year: z.number().int().nullable(),
  fiscal_years: z.array(z.number().int()),
  lines: z.array(ZBreakdownForecastLineSchema),
  /** Σ lines per forecast year. */
  totals: z.array(z.number()),
  /** The model's revenue per forecast year (the engine's). */
  model_revenue: z.array(z.number()),
  /** The model's revenue growth per forecast year (the sum's growth). */
  model_growth: z.array(z.number()),
  /**
   * Points added to every line's saved growth in a year because the model's revenue growth was
   * changed elsewhere (e.g. on the DCF tab): the lines keep their differences and still add up.
   * All 0 when the saved growths give the model's revenue.
   */
  shifts: z.array(z.number()),
});
export type TBreakdownForecast = z.infer<typeof ZBreakdownForecastSchema>;

/** A model's breakdown as the data sheet shows it. */
export const ZBreakdownDataSchema = z.object({
  model_id: z.string(),
  filing: ZBreakdownFilingSchema,
  breakdown: ZBreakdownHistorySchema,
  forecast: ZBreakdownForecastSchema,
  /** Whether the model has saved this breakdown as its own (else it is the starter, not yet saved). */
  is_saved: z.boolean(),
});
export type TBreakdownData = z.infer<typeof ZBreakdownDataSchema>;

/** The `model/dcf/breakdown/*` routes: a model's revenue breakdown. @public */
export const breakdownRoutes = {
  breakdown_by: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/breakdown/by',
    summary: 'The revenue breakdowns the company’s latest annual report offers, and the one the model uses',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema }),
    output: z.object({
      model_id: z.string(),
      /**
       * False when this server has no source of filings (no `FILINGS_DIR`; the live EDGAR path is not
       * built): the data sheet then leaves the breakdown out, and the other breakdown routes answer
       * `BREAKDOWN_SOURCE_UNAVAILABLE`.
       */
      is_available: z.boolean(),
      /** The filing read; null when `is_available` is false. */
      filing: ZBreakdownFilingSchema.nullable(),
      breakdowns: z.array(ZBreakdownSummarySchema),
      /** The breakdown the model saved; null until one is added or a cell changed. */
      chosen_id: z.string().nullable(),
      /** The default choice (see `breakdown/starter`). */
      starter_id: z.string().nullable(),
    }),
  }),
  breakdown_starter: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/breakdown/starter',
    summary:
      'The default breakdown: the first that adds up on the headline revenue concept, else the first that adds up, else the first',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema }),
    output: z.object({
      model_id: z.string(),
      breakdown_id: z.string().nullable(),
      reason: z.enum(['adds_up_on_headline', 'adds_up', 'first', 'none']),
    }),
  }),
  breakdown_data: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/breakdown/data',
    summary:
      'A breakdown’s history with its check per year and its forecast per line (the model’s saved one, else the starter, else the one asked for)',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema, breakdown_id: ZBreakdownIdSchema.optional() }),
    output: ZBreakdownDataSchema,
  }),
  breakdown_revenue_details: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/breakdown/revenue_details',
    summary: 'One breakdown’s lines per fiscal year as filed, with the check that they add up to the reported revenue',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema, breakdown_id: ZBreakdownIdSchema }),
    output: z.object({ model_id: z.string(), filing: ZBreakdownFilingSchema, breakdown: ZBreakdownHistorySchema }),
  }),
  breakdown_revenue_details_add: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/breakdown/revenue_details/add',
    summary:
      'Use a breakdown for the model’s revenue: saved with the model, every line starting at the model’s revenue growth (the value does not change)',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema, breakdown_id: ZBreakdownIdSchema }),
    output: ZBreakdownDataSchema,
  }),
  breakdown_cell_change: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/breakdown/cell_change',
    summary:
      'Change one line’s growth for one forecast year: saved with the model, whose revenue growth becomes the sum’s, and the model re-valued',
    access: 'user',
    input: z.object({
      model_id: ZModelIdSchema,
      breakdown_id: ZBreakdownIdSchema,
      member: z.string().min(1).max(400),
      fiscal_year: z.number().int().min(1900).max(2200),
      /** The line's growth that year, a decimal (0.05 is 5%). */
      growth: z
        .number()
        .min(ASSUMPTION_LIMITS.revenueGrowth.min, 'breakdown_growth_range' satisfies TValidationMessageKey)
        .max(ASSUMPTION_LIMITS.revenueGrowth.max, 'breakdown_growth_range' satisfies TValidationMessageKey),
    }),
    output: z.object({ data: ZBreakdownDataSchema, model: ZModelValuesSchema }),
  }),
};
