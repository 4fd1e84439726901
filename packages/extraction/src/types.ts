/**
 * The shapes shared by the two halves of extraction: readers turn a file into tables
 * (`TParsedDocument`), statement finding turns tables into statements (`TExtractedStatement`).
 */
import type { TAccountKey, TStatementKind } from '@app/statements';
import type { TExtractionReason } from './statements/audit-reasons.js';

/** A file type, detected from the bytes (never from the name). @public */
export const DOCUMENT_KINDS = ['pdf', 'xlsx', 'xls', 'csv', 'docx', 'html'] as const;
/** @public */
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * One table as printed: rows of cell texts in reading order. Cells keep the printed text
 * (`(1,234)`, `$`, `—`, `51,810,243,607.11`); numbers are parsed later, with the statement's unit.
 * @public
 */
export type TSourceTable = {
  /** 1-based: the PDF page, the spreadsheet sheet, or the table's order in an HTML/DOCX/CSV file. */
  page: number;
  /** Where the table continues on the next page(s) of a PDF, the last page it reaches; else `page`. */
  lastPage: number;
  /** The sheet name (spreadsheets) or the nearest heading above the table, when there is one. */
  title: string | null;
  /** Lines of text just above the table, nearest last (statement titles, "(In millions, except …)", "单位：元"). */
  context: string[];
  rows: string[][];
};

/** A document reduced to its tables. @public */
export type TParsedDocument = {
  kind: TDocumentKind;
  /** Pages (PDF), sheets (spreadsheets), or 1 for HTML, DOCX and CSV. */
  pageCount: number;
  tables: TSourceTable[];
  /** PDF pages without a text layer (scanned), which need OCR. */
  pagesWithoutText: number[];
  /**
   * Those of `pagesWithoutText` whose text was read by OCR (Tesseract), so their figures may hold
   * recognition errors; absent when no page was.
   */
  ocrPages?: number[];
};

/**
 * Why a file could not be read; each has a message in every UI language at the API.
 * `too_many_pages` and `content_too_large` are the read's own limits (`READ_LIMITS`): a PDF over the
 * page limit, a file that unpacks (ZIP parts, PDF streams) or holds (PDF text items) more than a
 * read may take.
 * @public
 */
export const READ_FAILURES = [
  'unsupported_type',
  'corrupt',
  'password_protected',
  'no_text',
  'too_large',
  'too_many_pages',
  'content_too_large',
] as const;
/** @public */
export type TReadFailure = (typeof READ_FAILURES)[number];

/** A file that cannot be read, and why. @public */
export class DocumentReadError extends Error {
  constructor(
    readonly reason: TReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentReadError';
  }
}

/** The product's statement names, as the API sends them. @public */
export const STATEMENT_TYPES = ['income_statement', 'balance_sheet', 'cash_flow_statement'] as const;
/** @public */
export type TStatementType = (typeof STATEMENT_TYPES)[number];

/** The statement type of the chart of accounts' statement kind (the chart keeps its short names). @public */
export const STATEMENT_TYPE_OF_KIND: Record<TStatementKind, TStatementType> = {
  income: 'income_statement',
  balance: 'balance_sheet',
  cash_flow: 'cash_flow_statement',
};

/** Length of a statement's period; balance sheets are at an instant (`null`). @public */
export const PERIOD_LENGTHS = ['3M', '6M', '9M', '1Y'] as const;
/** @public */
export type TPeriodLength = (typeof PERIOD_LENGTHS)[number];

/** The unit values are printed in: ones, thousands, millions, billions, 万 (ten thousands), 亿 (hundred millions). @public */
export const VALUE_UNITS = ['1', 'K', 'M', 'B', '10K', '100M'] as const;
/** @public */
export type TValueUnit = (typeof VALUE_UNITS)[number];

/** How many ones one printed unit is. @public */
export const UNIT_SCALE: Record<TValueUnit, number> = { '1': 1, K: 1e3, M: 1e6, B: 1e9, '10K': 1e4, '100M': 1e8 };

/** One line of an extracted statement. @public */
export type TExtractedLine = {
  /** As printed. */
  accountName: string;
  /** The standard account it maps to, or `null` when it maps to none (kept, shown for audit). */
  standardAccount: TAccountKey | null;
  /** As printed, in the statement's unit (not scaled); a printed "(1,234)" is −1234. */
  value: number;
  /** For a subtotal: the standard formula it was checked with (e.g. `revenue - cost_of_revenue`). */
  formula: string | null;
  /** The subtotal computed from its components, in the statement's unit. */
  calculatedValue: number | null;
  /** value − calculatedValue. */
  gap: number | null;
  /**
   * True when a formula check passed for this line (or a check it is a component of) and its own
   * check did not fail (`checkStatement`).
   */
  verified: boolean;
  /**
   * −1 when the printed sign is the opposite of the chart's convention (a cost printed "(1,234)",
   * a cash outflow printed positive under 现金流出); `value × sign` follows the chart. Absent means 1.
   */
  sign?: -1;
  /**
   * The line's own unit when it differs from the statement's: share counts printed in thousands
   * under a statement in millions, per-share amounts ('1'). Absent means the statement's unit.
   */
  unit?: TValueUnit;
};

/** One statement for one period, as found in the document. @public */
export type TExtractedStatement = {
  statementType: TStatementType;
  periodStart: string | null;
  periodEnd: string;
  periodLength: TPeriodLength | null;
  /** ISO 4217, e.g. `USD`, `CNY`. */
  currency: string;
  unit: TValueUnit;
  /** Where the table was (for the audit screen's picture of it). */
  page: number;
  lastPage: number;
  lines: TExtractedLine[];
  /** True when a formula check failed, a period or the unit was guessed, or a key line is missing. */
  needsAudit: boolean;
  /** Why it needs an audit, as codes with parameters (`describeReason` says them in English). */
  auditReasons: TExtractionReason[];
};
