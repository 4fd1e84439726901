import { BALANCE_KEYS, CASH_FLOW_KEYS, INCOME_KEYS } from '@app/statements';
import { z } from 'zod';
import { ZInputDateSchema } from '../dates.js';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import {
  DOCUMENT_KINDS,
  LINE_ORIGINS,
  PERIOD_LENGTHS,
  REPORT_TYPES,
  STATEMENT_STATUSES,
  STATEMENT_TYPES,
  TASK_STATUSES,
  TASK_STEPS,
  VALUE_UNITS,
} from './vocabulary.js';

export const ZDocumentIdSchema = z.uuid();
export const ZTaskIdSchema = z.uuid();
export const ZStatementIdSchema = z.uuid();
export const ZLineIdSchema = z.uuid();

/** A standard account of `@app/statements` by its stable key (`revenue`, `total_assets`…). @public */
export const ZStandardAccountSchema = z.enum([...INCOME_KEYS, ...BALANCE_KEYS, ...CASH_FLOW_KEYS]);

/** A figure as printed in its statement's unit; ±10^15 keeps every value exact in a double. */
export const ZPrintedValueSchema = z.number().min(-1e15).max(1e15);

export const ZCompanyNameSchema = z.string().trim().min(1).max(200);
export const ZStockCodeSchema = z.string().trim().min(1).max(20);
export const ZFiscalYearSchema = z.number().int().min(1900).max(2100);
/** A date a request names (bounded: `DATE_LIMITS`). */
export const ZIsoDateSchema = ZInputDateSchema;

/** A catalogue error in the reader's language: `code` is an `ERRORS` key. */
export const ZLocalizedErrorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * The record of one uploaded document: what the user said about it, what extraction found, and
 * where its extraction stands. `company_name`, `stock_code`, `fiscal_year`, `report_type` and
 * `period_end_date` are null until given by the user or found in the statements (the fiscal year,
 * report type and period end are filled from the statements when the user left them empty).
 * @public
 */
export const ZFinancialDocumentSchema = z.object({
  document_id: z.string(),
  file_name: z.string(),
  /** Detected from the bytes. */
  kind: z.enum(DOCUMENT_KINDS),
  size_bytes: z.number().int(),
  /**
   * Pages (PDF), sheets (spreadsheets), or 1. Known at upload except for a legacy XLS, whose
   * sheets are counted when its first task reads it (null until then).
   */
  page_count: z.number().int().nullable(),
  company_name: z.string().nullable(),
  stock_code: z.string().nullable(),
  fiscal_year: z.number().int().nullable(),
  report_type: z.enum(REPORT_TYPES).nullable(),
  /** The latest period end of the statements (ISO date). */
  period_end_date: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  /** The step the current task is at (or stopped at); null before a task starts. */
  current_step: z.enum(TASK_STEPS).nullable(),
  /** Percent done of the current task. */
  progress: z.number().min(0).max(100),
  /** The current (latest) task, or null when the document was never run. */
  task_id: z.string().nullable(),
  statements_count: z.number().int(),
  /** For `failed`: why, in the user's language. */
  error: ZLocalizedErrorSchema.nullable(),
  confirmed_at: z.string().nullable(),
  /** Whether the confirmation accepted lines that do not match their formulas. */
  gaps_acknowledged: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TFinancialDocument = z.infer<typeof ZFinancialDocumentSchema>;

/**
 * One line of a statement. `value`, `calculated_value` and `gap` are in the statement's `unit`, as
 * printed (a printed "(1,234)" is −1234). A subtotal has the `formula` it is checked with (over
 * standard keys), the value its parts add up to, and `gap = value − calculated_value`.
 * @public
 */
export const ZStatementLineSchema = z.object({
  line_id: z.string(),
  /** As printed (or as typed by the user). */
  account_name: z.string(),
  /**
   * The standard account the line maps to, by its stable key (e.g. `gross_profit`; the web app
   * shows its label in the user's language), or null when it maps to none (kept, not used).
   */
  standard_account_name: ZStandardAccountSchema.nullable(),
  /** As printed, in `unit` (or the statement's unit when null). */
  value: z.number(),
  /**
   * The line's own unit when it differs from the statement's: share counts printed in thousands
   * under a statement in millions, per-share amounts in ones. Null: the statement's unit.
   */
  unit: z.enum(VALUE_UNITS).nullable(),
  /**
   * −1 when the printed sign is the opposite of the standard chart's convention (a cost printed
   * "(1,234)", a cash outflow printed positive). The value in full units, signed as the chart
   * wants, is `value × sign × UNIT_SCALE[unit ?? statement unit]`.
   */
  sign: z.union([z.literal(1), z.literal(-1)]),
  formula: z.string().nullable(),
  calculated_value: z.number().nullable(),
  gap: z.number().nullable(),
  /** A formula check passed for this line, or for a check it is a component of. */
  verified: z.boolean(),
  /** True when the line has a formula whose check fails (`gap` beyond tolerance). */
  has_gap: z.boolean(),
  origin: z.enum(LINE_ORIGINS),
  /** The value extraction read, kept when the user changed it; null for a line the user added. */
  extracted_value: z.number().nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLineSchema>;

/** One statement for one period, with its lines in presentation order. @public */
export const ZFinancialStatementSchema = z.object({
  statement_id: z.string(),
  document_id: z.string(),
  statement_type: z.enum(STATEMENT_TYPES),
  /** First day of the duration; null for a balance sheet (an instant) or when unknown. */
  period_start: z.string().nullable(),
  period_end: z.string(),
  period_length: z.enum(PERIOD_LENGTHS).nullable(),
  /** ISO 4217. */
  currency: z.string(),
  /** The unit the lines are printed in (unless a line has its own). */
  unit: z.enum(VALUE_UNITS),
  /** Where the table is in the document (1-based page, sheet, or table order). */
  page: z.number().int(),
  last_page: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  needs_audit: z.boolean(),
  /** Why it needs an audit, in the user's language, each with its reason code. */
  audit_reasons: z.array(z.object({ code: z.string(), message: z.string() })),
  /** Lines whose formula check fails. */
  gaps_count: z.number().int(),
  lines: z.array(ZStatementLineSchema),
});
export type TFinancialStatement = z.infer<typeof ZFinancialStatementSchema>;

/**
 * The outcome of one uploaded file: its new document, or why it was refused (in the user's
 * language; `code` is the catalogue's, e.g. `DOCUMENT_UNSUPPORTED_TYPE`).
 * @public
 */
export const ZUploadedFileSchema = z.object({
  file_name: z.string(),
  document_id: z.string().nullable(),
  error: ZLocalizedErrorSchema.nullable(),
});

/**
 * An upload's answer. Every file is judged alone: a bad file is refused and the others are kept.
 * When every file is refused the request fails with the first file's error (so a one-file upload
 * succeeds or fails like any request); otherwise `document_id` is the first kept document.
 * @public
 */
export const ZUploadResultSchema = z.object({
  document_id: z.string(),
  documents: z.array(ZUploadedFileSchema),
});
export type TUploadResult = z.infer<typeof ZUploadResultSchema>;

/**
 * The source table of a statement as it was read, for the audit screen to show beside the lines
 * (the browser renders a PDF page itself from `financial_statements/file`).
 * @public
 */
export const ZTablePictureSchema = z.object({
  document_id: z.string(),
  statement_id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  page: z.number().int(),
  last_page: z.number().int(),
  /** The sheet name or the nearest heading above the table. */
  title: z.string().nullable(),
  /** Lines of text just above the table (statement title, "(In millions…)"). */
  context: z.array(z.string()),
  /** Cell texts as printed, row by row (the tables of `page`…`last_page`, in order). */
  rows: z.array(z.array(z.string())),
});
export type TTablePicture = z.infer<typeof ZTablePictureSchema>;

/**
 * Confirmed statements as `@app/statements` `TStatementPeriod`s: values in full units of the
 * currency (scaled from each statement's unit), keyed by standard account, each with its source
 * `{kind: 'reported', taxonomy: 'document', tag: <account name as printed>, form: null, accession:
 * null, filed: null, unit, document: {document_id, page, origin}}` (`unit` is the currency, `shares`
 * or `<currency>/shares`). `history` is a document: its
 * keys are the statements package's and must not be case-converted.
 * @public
 */
export const ZConfirmedHistorySchema = z.object({
  document_id: z.string(),
  company_name: z.string().nullable(),
  currency: z.string().nullable(),
  history: z.array(z.record(z.string(), z.unknown())),
  /** Confirmed lines or statements that are not in `history`, and why. */
  left_out: z.array(
    z.object({
      statement_id: z.string(),
      line_id: z.string().nullable(),
      /**
       * `not_annual`: a statement of 3, 6 or 9 months (a model is valued from fiscal years);
       * `no_standard_account`: a line mapped to no standard account; `duplicate_standard_account`:
       * a second line of a standard account already taken by an earlier line.
       */
      reason: z.enum(['not_annual', 'no_standard_account', 'duplicate_standard_account']),
    }),
  ),
});
export type TConfirmedHistory = z.infer<typeof ZConfirmedHistorySchema>;

/** Where a task stands. @public */
export const ZTaskStatusSchema = z.object({
  task_id: z.string(),
  document_id: z.string(),
  status: z.enum(TASK_STATUSES),
  current_step: z.enum(TASK_STEPS).nullable(),
  /** Percent done over the four steps. */
  progress: z.number().min(0).max(100),
  /** For `failed`: why, in the user's language. */
  error: ZLocalizedErrorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTaskStatusView = z.infer<typeof ZTaskStatusSchema>;

/** `period_start` must come before `period_end` when both are given. */
export function periodInOrder(period: { period_start?: string | null; period_end?: string | undefined }): boolean {
  return !period.period_start || !period.period_end || period.period_start < period.period_end;
}

export const PERIOD_ORDER_MESSAGE = 'period_order' satisfies TValidationMessageKey;
export const NOTHING_TO_CHANGE_MESSAGE = 'nothing_to_change' satisfies TValidationMessageKey;
