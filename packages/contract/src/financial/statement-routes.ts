import { z } from 'zod';
import { defineRoute } from '../route.js';
import {
  NOTHING_TO_CHANGE_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  periodInOrder,
  ZCompanyNameSchema,
  ZConfirmedHistorySchema,
  ZDocumentIdSchema,
  ZFinancialDocumentSchema,
  ZFinancialStatementSchema,
  ZFiscalYearSchema,
  ZIsoDateSchema,
  ZLineIdSchema,
  ZPrintedValueSchema,
  ZStandardAccountSchema,
  ZStatementIdSchema,
  ZStockCodeSchema,
  ZTablePictureSchema,
  ZUploadResultSchema,
} from './schemas.js';
import {
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_FILES,
  PERIOD_LENGTHS,
  REPORT_TYPES,
  STATEMENT_TYPES,
  TASK_STATUSES,
  UPLOAD_FILE_FIELD,
  VALUE_UNITS,
} from './vocabulary.js';

const ZOkSchema = z.object({ ok: z.literal(true) });
const ZDocumentInputSchema = z.object({ document_id: ZDocumentIdSchema });
const ZStatementsOutputSchema = z.object({
  document_id: z.string(),
  status: z.enum(TASK_STATUSES),
  statements: z.array(ZFinancialStatementSchema),
});
/** An edit answers with the whole statement, its formula checks recomputed. */
const ZEditOutputSchema = ZFinancialStatementSchema;

/** Some of the fields, at least one. */
const hasChange = (input: Record<string, unknown>, keys: readonly string[]) =>
  keys.some((key) => input[key] !== undefined);

const LINE_FIELDS = ['account_name', 'standard_account_name', 'value', 'unit', 'sign'] as const;
const ZSignSchema = z.union([z.literal(1), z.literal(-1)]);
const STATEMENT_FIELDS = ['statement_type', 'period_start', 'period_end', 'period_length', 'currency', 'unit'] as const;
const RECORD_FIELDS = ['company_name', 'stock_code', 'fiscal_year', 'report_type', 'period_end_date'] as const;

/**
 * The `financial_statements` area: uploaded documents of private companies, their extracted
 * statements, the audit (edit, re-extract, confirm) and the confirmed history a model is valued
 * from. Every document belongs to the user who uploaded it (temporary users too); another user's id
 * is answered `NOT_FOUND`, exactly like an unknown one. Edits are refused on confirmed statements
 * (`STATEMENTS_CONFIRMED`) until `unconfirm`.
 * @public
 */
export const financialStatementRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/document',
    summary:
      'Upload one or more statements files (multipart: text fields first, then one `file` part per file); each file is checked by its content and kept or refused on its own',
    access: 'user',
    upload: { field: UPLOAD_FILE_FIELD, maxFiles: MAX_UPLOAD_FILES, maxFileBytes: MAX_UPLOAD_FILE_BYTES },
    input: z.object({
      company_name: ZCompanyNameSchema.optional(),
      stock_code: ZStockCodeSchema.optional(),
      fiscal_year: z.coerce.number().pipe(ZFiscalYearSchema).optional(),
    }),
    output: ZUploadResultSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/financial_statements/list',
    summary: 'The signed-in user’s documents, newest first',
    access: 'user',
    input: z.object({
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(200).default(50),
      status: z.enum(TASK_STATUSES).optional(),
    }),
    output: z.object({ items: z.array(ZFinancialDocumentSchema), total: z.number().int() }),
  }),
  info: defineRoute({
    method: 'GET',
    path: '/v1/financial_statements/info',
    summary: 'One document’s record: company, fiscal year, report type, period end, status, statements count',
    access: 'user',
    input: ZDocumentInputSchema,
    output: ZFinancialDocumentSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/update',
    summary: 'Rename a document’s company or correct its stock code, fiscal year, report type or period end',
    access: 'user',
    input: z
      .object({
        document_id: ZDocumentIdSchema,
        company_name: ZCompanyNameSchema.nullable().optional(),
        stock_code: ZStockCodeSchema.nullable().optional(),
        fiscal_year: ZFiscalYearSchema.nullable().optional(),
        report_type: z.enum(REPORT_TYPES).nullable().optional(),
        period_end_date: ZIsoDateSchema.nullable().optional(),
      })
      .refine((input) => hasChange(input, RECORD_FIELDS), { error: NOTHING_TO_CHANGE_MESSAGE }),
    output: ZFinancialDocumentSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/delete',
    summary: 'Delete a document with its file, statements and tasks (a running extraction is cancelled)',
    access: 'user',
    input: ZDocumentInputSchema,
    output: ZOkSchema,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/v1/financial_statements/file',
    summary: 'The uploaded file as it was received, with its own content type (application/pdf, …)',
    access: 'user',
    input: ZDocumentInputSchema,
    output: z.object({}),
    file: { contentType: 'application/octet-stream' },
  }),
  statements: defineRoute({
    method: 'GET',
    path: '/v1/financial_statements/statements',
    summary: 'A document’s statements, one per statement type and period, with lines and formula checks',
    access: 'user',
    input: ZDocumentInputSchema,
    output: ZStatementsOutputSchema,
  }),
  table_picture: defineRoute({
    method: 'GET',
    path: '/v1/financial_statements/statement/table_picture',
    summary: 'The source table of a statement as read from the document, to show beside its lines',
    access: 'user',
    input: z.object({ statement_id: ZStatementIdSchema }),
    output: ZTablePictureSchema,
  }),
  update_line: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/statement/update_line',
    summary:
      'Change a line’s value, name, standard account, unit or sign; the statement’s formula checks are recomputed',
    access: 'user',
    input: z
      .object({
        line_id: ZLineIdSchema,
        account_name: z.string().trim().min(1).max(300).optional(),
        standard_account_name: ZStandardAccountSchema.nullable().optional(),
        value: ZPrintedValueSchema.optional(),
        unit: z.enum(VALUE_UNITS).nullable().optional(),
        sign: ZSignSchema.optional(),
      })
      .refine((input) => hasChange(input, LINE_FIELDS), { error: NOTHING_TO_CHANGE_MESSAGE }),
    output: ZEditOutputSchema,
  }),
  add_line: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/statement/add_line',
    summary: 'Add a line the extraction missed (at `position`, 0-based; default last)',
    access: 'user',
    input: z.object({
      statement_id: ZStatementIdSchema,
      account_name: z.string().trim().min(1).max(300),
      standard_account_name: ZStandardAccountSchema.nullable().default(null),
      value: ZPrintedValueSchema,
      unit: z.enum(VALUE_UNITS).nullable().default(null),
      sign: ZSignSchema.default(1),
      position: z.number().int().min(0).optional(),
    }),
    output: ZEditOutputSchema,
  }),
  delete_line: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/statement/delete_line',
    summary: 'Delete a line; the statement’s formula checks are recomputed',
    access: 'user',
    input: z.object({ line_id: ZLineIdSchema }),
    output: ZEditOutputSchema,
  }),
  revise: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/statement/revise',
    summary: 'Correct a statement’s type, period, currency or units (values stay as printed: a new unit rescales them)',
    access: 'user',
    input: z
      .object({
        statement_id: ZStatementIdSchema,
        statement_type: z.enum(STATEMENT_TYPES).optional(),
        period_start: ZIsoDateSchema.nullable().optional(),
        period_end: ZIsoDateSchema.optional(),
        period_length: z.enum(PERIOD_LENGTHS).nullable().optional(),
        currency: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{3}$/)
          .transform((code) => code.toUpperCase())
          .optional(),
        unit: z.enum(VALUE_UNITS).optional(),
      })
      .refine((input) => hasChange(input, STATEMENT_FIELDS), { error: NOTHING_TO_CHANGE_MESSAGE })
      .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['period_start'] }),
    output: ZEditOutputSchema,
  }),
  reextract: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/reextract',
    summary:
      'Delete the document’s statements (edits included: the screen asks first) and extract them again; poll financial_tasks/status',
    access: 'user',
    input: ZDocumentInputSchema,
    output: z.object({ task_id: z.string(), status: z.enum(TASK_STATUSES) }),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/confirm',
    summary:
      'Confirm the audited statements; refused with STATEMENTS_HAVE_GAPS while a line fails its formula check, unless acknowledge_gaps',
    access: 'user',
    input: z.object({ document_id: ZDocumentIdSchema, acknowledge_gaps: z.boolean().default(false) }),
    output: ZFinancialDocumentSchema,
  }),
  unconfirm: defineRoute({
    method: 'POST',
    path: '/v1/financial_statements/unconfirm',
    summary: 'Undo a confirmation, so the statements can be edited again (status back to auditing)',
    access: 'user',
    input: ZDocumentInputSchema,
    output: ZFinancialDocumentSchema,
  }),
  confirmed_history: defineRoute({
    method: 'GET',
    path: '/v1/financial_statements/confirmed_history',
    summary: 'The confirmed statements as standardized periods in full units, each value with its source',
    access: 'user',
    input: ZDocumentInputSchema,
    output: ZConfirmedHistorySchema,
  }),
};
