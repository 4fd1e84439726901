import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { defineRoute } from '../route.js';
import { ZModelValuesSchema } from './routes.js';

/*
 * The data sheet as a document (issue 19): what a model holds — its periods, its lines, every
 * value with its status and source, the engine's calculations, the user's notes — in the seed's
 * vocabulary of nine sections, so that a tool (the chat assistant, the AI review) can read it and
 * propose changes to it as add / update / remove operations on one entity of one section, by id.
 * A set of changes is validated, previewed as a diff with the valuation before and after, and
 * applied; what cannot be applied is refused as a whole with the reason of each refused change.
 */

/** @public */
export const DATA_SHEET_LIMITS = {
  maxModifications: 200,
  maxIdLength: 200,
  maxTextLength: 4_000,
  maxTexts: 200,
  /** A tool's raw answer (JSON text) that is parsed into modifications. */
  maxRawLength: 200_000,
} as const;

/** The nine sections. @public */
export const DATA_SHEET_SECTIONS = [
  'Header',
  'StatusDefinitions',
  'TimeContextDefinitions',
  'ItemDefinitions',
  'SegmentDefinitions',
  'DataSourceDefinitions',
  'CalculationDefinitions',
  'Values',
  'Texts',
] as const;
export type TDataSheetSection = (typeof DATA_SHEET_SECTIONS)[number];

/**
 * What a value is: `reported` as filed, `derived` from filed lines, `default` the engine's driver
 * read from history, `input` a value the user (or an accepted change) set, `formula` computed by
 * the engine from other values.
 * @public
 */
export const DATA_SHEET_STATUSES = ['reported', 'derived', 'default', 'input', 'formula'] as const;
export type TDataSheetStatus = (typeof DATA_SHEET_STATUSES)[number];

/** How a value is measured: rates and shares of revenue are decimals (0.05 is 5 %). @public */
export const DATA_SHEET_UNITS = ['money', 'rate', 'days', 'years', 'shares', 'per_share', 'multiple'] as const;

/** Where an item sits. @public */
export const DATA_SHEET_ITEM_GROUPS = [
  'income',
  'balance',
  'cash_flow',
  'driver',
  'discount_rate',
  'terminal',
  'revenue_breakdown',
] as const;

const ZIdSchema = z
  .string()
  .min(1, 'data_sheet_id_invalid' satisfies TValidationMessageKey)
  .max(DATA_SHEET_LIMITS.maxIdLength, 'data_sheet_id_invalid' satisfies TValidationMessageKey);

export const ZDataSheetHeaderSchema = z.object({
  id: z.literal('header'),
  model_id: z.string(),
  company: z.string(),
  ticker: z.string().nullable(),
  currency: z.string(),
  /** Money is in full units of the currency. */
  unit: z.literal('full'),
  valuation_date: z.string(),
  forecast_years: z.number().int(),
  /** The model's revision: a change previewed against one revision is applied only to it. */
  updated_at: z.string(),
});

export const ZStatusDefinitionSchema = z.object({ id: z.enum(DATA_SHEET_STATUSES), is_editable: z.boolean() });

export const ZTimeContextDefinitionSchema = z.object({
  /** `FY2024`, or `model` for a value that holds for the whole model (the WACC, terminal growth). */
  id: z.string(),
  kind: z.enum(['actual', 'forecast', 'model']),
  fiscal_year: z.number().int().nullable(),
  period_end: z.string().nullable(),
});

export const ZItemDefinitionSchema = z.object({
  /** `revenue`, `revenueGrowth`, `terminalGrowth`… */
  id: z.string(),
  group: z.enum(DATA_SHEET_ITEM_GROUPS),
  unit: z.enum(DATA_SHEET_UNITS),
  /** Whether a change to its values can be applied (drivers and assumptions; not filed or computed lines). */
  is_editable: z.boolean(),
});

export const ZSegmentDefinitionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The breakdown it belongs to (`concept|axis|qualifier`). */
  breakdown_id: z.string(),
  role: z.string(),
});

export const ZDataSourceDefinitionSchema = z.object({
  id: z.string(),
  kind: z.enum(['filing', 'engine', 'user', 'market']),
  /** The filing's form and accession, the engine's rule, the market series. */
  description: z.string(),
  url: z.string().nullable(),
});

export const ZCalculationDefinitionSchema = z.object({
  /** The item it computes. */
  id: z.string(),
  /** In the items' ids, `[t-1]` for the year before: `revenue[t-1] * (1 + revenueGrowth)`. */
  expression: z.string(),
});

export const ZDataSheetValueSchema = z.object({
  /** `item@time_context`, with `#segment` for a breakdown line: `revenueGrowth@FY2026`. */
  id: z.string(),
  item: z.string(),
  time_context: z.string(),
  segment: z.string().nullable(),
  value: z.number().nullable(),
  status: z.enum(DATA_SHEET_STATUSES),
  source: z.string().nullable(),
});

export const ZDataSheetTextSchema = z.object({
  id: ZIdSchema,
  /** What the note is about (an item, a value's time context), if anything. */
  item: ZIdSchema.nullable().default(null),
  time_context: ZIdSchema.nullable().default(null),
  text: z
    .string()
    .trim()
    .min(1, 'data_sheet_text_empty' satisfies TValidationMessageKey)
    .max(DATA_SHEET_LIMITS.maxTextLength, 'data_sheet_text_too_long' satisfies TValidationMessageKey),
});
export type TDataSheetText = z.output<typeof ZDataSheetTextSchema>;

export const ZDataSheetSchema = z.object({
  Header: ZDataSheetHeaderSchema,
  StatusDefinitions: z.array(ZStatusDefinitionSchema),
  TimeContextDefinitions: z.array(ZTimeContextDefinitionSchema),
  ItemDefinitions: z.array(ZItemDefinitionSchema),
  SegmentDefinitions: z.array(ZSegmentDefinitionSchema),
  DataSourceDefinitions: z.array(ZDataSourceDefinitionSchema),
  CalculationDefinitions: z.array(ZCalculationDefinitionSchema),
  Values: z.array(ZDataSheetValueSchema),
  Texts: z.array(ZDataSheetTextSchema),
});
export type TDataSheet = z.output<typeof ZDataSheetSchema>;

/**
 * One proposed change: an operation on the entity of a section with that id. `data` carries the
 * fields to set: a value's `value` (a number, in the item's unit), a text's `text` (with `item` and
 * `time_context` on add). A remove of an input value returns it to the engine's default.
 * @public
 */
export const ZDataSheetModificationSchema = z.strictObject({
  operation: z.enum(['add', 'update', 'remove']),
  entity: z.enum(DATA_SHEET_SECTIONS),
  id: ZIdSchema,
  data: z.record(z.string(), z.unknown()).optional(),
  /** Why the change is proposed, shown with it (a tool's reasoning, a review finding's code). */
  reason: z.string().max(DATA_SHEET_LIMITS.maxTextLength).optional(),
});
export type TDataSheetModification = z.output<typeof ZDataSheetModificationSchema>;

/** A set of changes as a tool wrote it: a JSON array (or the text of one), or `{modifications: [...]}`. */
const ZModificationsInputSchema = z.union([
  z.string().max(DATA_SHEET_LIMITS.maxRawLength, 'data_sheet_too_large' satisfies TValidationMessageKey),
  z.array(z.unknown()).max(DATA_SHEET_LIMITS.maxModifications, 'data_sheet_too_many' satisfies TValidationMessageKey),
]);

/** A value a change moves, before and after, in its item's unit. */
export const ZDataSheetEffectSchema = z.object({
  /** The value's id on the sheet: `revenue@FY2026`. */
  id: z.string(),
  item: z.string(),
  time_context: z.string(),
  segment: z.string().nullable(),
  unit: z.enum(DATA_SHEET_UNITS),
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type TDataSheetEffect = z.infer<typeof ZDataSheetEffectSchema>;

/** One change as it would land: the value before and after, in the item's unit. */
export const ZDataSheetChangeSchema = z.object({
  index: z.number().int(),
  operation: z.enum(['add', 'update', 'remove']),
  entity: z.enum(DATA_SHEET_SECTIONS),
  id: z.string(),
  item: z.string().nullable(),
  time_context: z.string().nullable(),
  /** The item's unit (null for a note). */
  unit: z.enum(DATA_SHEET_UNITS).nullable(),
  before: z.union([z.number(), z.string()]).nullable(),
  after: z.union([z.number(), z.string()]).nullable(),
  reason: z.string().nullable(),
  /**
   * Values the change moves besides its own, before and after: a segment's growth moves the
   * segment's revenue, the model's revenue growth and revenue of that year. Empty for most changes.
   */
  effects: z.array(ZDataSheetEffectSchema).default([]),
});
export type TDataSheetChange = z.infer<typeof ZDataSheetChangeSchema>;

const ZValuationFiguresSchema = z.object({
  value_per_share: z.number().nullable(),
  enterprise_value: z.number().nullable(),
  equity_value: z.number().nullable(),
});

export const ZDataSheetPreviewSchema = z.object({
  model_id: z.string(),
  /** The revision previewed: send it back with `apply`. */
  updated_at: z.string(),
  changes: z.array(ZDataSheetChangeSchema),
  valuation: z.object({ before: ZValuationFiguresSchema, after: ZValuationFiguresSchema }),
});
export type TDataSheetPreview = z.infer<typeof ZDataSheetPreviewSchema>;

/**
 * Changes a tool proposed (the AI review, the chat assistant): previewed (each change before and
 * after, the valuation before and after; `modifications` are the ones to send to
 * `data_sheet/apply`, `index` of a change is its place in them), or refused as a whole ("data-sheet
 * tool parse failure") with each refused change's reason under `fields` (`modifications.1`).
 * @public
 */
export const ZDataSheetProposalSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('previewed'),
    modifications: z.array(ZDataSheetModificationSchema),
    preview: ZDataSheetPreviewSchema,
  }),
  z.object({
    status: z.literal('refused'),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
]);
export type TDataSheetProposal = z.infer<typeof ZDataSheetProposalSchema>;

const ZModelIdSchema = z.uuid();

/** `model/dcf/data_sheet*`. @public */
export const dataSheetRoutes = {
  data_sheet: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/data_sheet',
    summary:
      'The model’s data sheet as a document: header, statuses, periods, items, segments, sources, calculations, values and notes',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({ model_id: ZModelIdSchema }),
    output: ZDataSheetSchema,
  }),
  data_sheet_preview: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/data_sheet/preview',
    summary:
      'Validates a set of data-sheet modifications and shows each change (before and after) with the valuation it gives; nothing is saved',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({ model_id: ZModelIdSchema, modifications: ZModificationsInputSchema }),
    output: ZDataSheetPreviewSchema,
  }),
  data_sheet_apply: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/data_sheet/apply',
    summary:
      'Applies the accepted data-sheet modifications to the model as previewed (refused if the model changed since) and re-values it',
    access: 'user',
    acceptsApiToken: 'account',
    input: z.object({
      model_id: ZModelIdSchema,
      modifications: ZModificationsInputSchema,
      /** The preview's `updated_at`. */
      updated_at: z.string().max(40),
    }),
    output: ZModelValuesSchema,
  }),
};
