/**
 * The words of the private-company areas (`financial_statements`, `financial_tasks`). Statement
 * types (and their chart kinds), period lengths, units and document kinds repeat
 * `@app/extraction`'s lists, which the browser must not import (the readers are server-only); a
 * server test keeps them equal.
 */
import type { TStatementKind } from '@app/statements';

/** Largest file one upload may carry, in bytes (10 MB). @public */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
/** Most files one upload request may carry. @public */
export const MAX_UPLOAD_FILES = 128;
/** The multipart field that carries the files (repeat it for several files). @public */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * Where a document's extraction stands, the same word on the task and on the document record.
 *
 * | status | meaning | next |
 * |---|---|---|
 * | `not_started` | uploaded, never run | `financial_tasks/run` → `pending` |
 * | `pending` | queued, waiting for a worker | → `processing`; cancel → `cancelled` |
 * | `processing` | running `current_step` | → `awaiting_audit` or `failed`; cancel → `cancelled` |
 * | `awaiting_audit` | statements extracted, not yet edited | an edit → `auditing`; confirm → `confirmed`; reextract → `pending` |
 * | `auditing` | the user has edited the statements | confirm → `confirmed`; reextract → `pending` |
 * | `confirmed` | the user confirmed the statements: they no longer change | unconfirm → `auditing` |
 * | `completed` | (a task only) it finished, and the document was re-extracted since by a newer task | |
 * | `failed` | the run failed; `error` says why | run → `pending` (a new task) |
 * | `cancelled` | the run was cancelled | run → `pending` (a new task) |
 * @public
 */
export const TASK_STATUSES = [
  'not_started',
  'pending',
  'processing',
  'awaiting_audit',
  'auditing',
  'confirmed',
  'failed',
  'cancelled',
  'completed',
] as const;
/** @public */
export type TTaskStatus = (typeof TASK_STATUSES)[number];

/**
 * The steps of an extraction, in order: `parsing` reads the file into tables, `extracting` finds
 * the statements in them, `categorizing` settles each line's standard account and the document's
 * period and report type, `validating` runs the formula checks. @public
 */
export const TASK_STEPS = ['parsing', 'extracting', 'categorizing', 'validating'] as const;
/** @public */
export type TTaskStep = (typeof TASK_STEPS)[number];

/** @public */
export const REPORT_TYPES = ['annual', 'quarterly'] as const;
/** @public */
export type TReportType = (typeof REPORT_TYPES)[number];

/** File types, detected from the bytes (never from the name). @public */
export const DOCUMENT_KINDS = ['pdf', 'xlsx', 'xls', 'csv', 'docx', 'html'] as const;
/** @public */
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The product's statement names, as the API sends them. @public */
export const STATEMENT_TYPES = ['income_statement', 'balance_sheet', 'cash_flow_statement'] as const;
/** @public */
export type TStatementType = (typeof STATEMENT_TYPES)[number];

/**
 * The statement type of the chart of accounts' statement kind (`@app/statements` keeps its short
 * names, as do public companies' periods: `income`, `balance`, `cash_flow`). @public
 */
export const STATEMENT_TYPE_OF_KIND: Readonly<Record<TStatementKind, TStatementType>> = {
  income: 'income_statement',
  balance: 'balance_sheet',
  cash_flow: 'cash_flow_statement',
};

/** Length of a statement's period; a balance sheet is at an instant (`null`). @public */
export const PERIOD_LENGTHS = ['3M', '6M', '9M', '1Y'] as const;
/** @public */
export type TPeriodLength = (typeof PERIOD_LENGTHS)[number];

/**
 * The unit values are printed in: ones, thousands, millions, billions, 万 (ten thousands), 亿
 * (hundred millions). A line's `value` is as printed; × `UNIT_SCALE[unit]` gives full units. @public
 */
export const VALUE_UNITS = ['1', 'K', 'M', 'B', '10K', '100M'] as const;
/** @public */
export type TValueUnit = (typeof VALUE_UNITS)[number];

/** How many ones one printed unit is. @public */
export const UNIT_SCALE: Record<TValueUnit, number> = { '1': 1, K: 1e3, M: 1e6, B: 1e9, '10K': 1e4, '100M': 1e8 };

/**
 * Where a statement stands in the audit: as extracted, edited by the user, or confirmed. @public
 */
export const STATEMENT_STATUSES = ['awaiting_audit', 'auditing', 'confirmed'] as const;
/** @public */
export type TStatementStatus = (typeof STATEMENT_STATUSES)[number];

/** Where a line's current value came from: the document, the document then changed by the user, or the user. @public */
export const LINE_ORIGINS = ['extracted', 'edited', 'added'] as const;
/** @public */
export type TLineOrigin = (typeof LINE_ORIGINS)[number];
