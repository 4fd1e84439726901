import type {
  TDocumentKind,
  TPeriodLength,
  TReportType,
  TStatementType,
  TTaskStatus,
  TTaskStep,
  TValueUnit,
} from '@app/contract';

/** The name of each document and task status. */
export const STATUS_LABELS = {
  not_started: 'documents:status.notStarted',
  pending: 'documents:status.pending',
  processing: 'documents:status.processing',
  awaiting_audit: 'documents:status.awaitingAudit',
  auditing: 'documents:status.auditing',
  confirmed: 'documents:status.confirmed',
  failed: 'documents:status.failed',
  cancelled: 'documents:status.cancelled',
  completed: 'documents:status.completed',
} as const satisfies Record<TTaskStatus, string>;

/** What each extraction step does, as the user reads it. */
export const STEP_LABELS = {
  parsing: 'documents:step.parsing',
  extracting: 'documents:step.extracting',
  categorizing: 'documents:step.categorizing',
  validating: 'documents:step.validating',
} as const satisfies Record<TTaskStep, string>;

export const STATEMENT_TYPE_LABELS = {
  income_statement: 'documents:statementType.incomeStatement',
  balance_sheet: 'documents:statementType.balanceSheet',
  cash_flow_statement: 'documents:statementType.cashFlowStatement',
} as const satisfies Record<TStatementType, string>;

export const REPORT_TYPE_LABELS = {
  annual: 'documents:reportType.annual',
  quarterly: 'documents:reportType.quarterly',
} as const satisfies Record<TReportType, string>;

export const PERIOD_LENGTH_LABELS = {
  '3M': 'documents:periodLength.threeMonths',
  '6M': 'documents:periodLength.sixMonths',
  '9M': 'documents:periodLength.nineMonths',
  '1Y': 'documents:periodLength.twelveMonths',
} as const satisfies Record<TPeriodLength, string>;

/** The unit values are printed in ("millions"), as in "values in millions of USD". */
export const UNIT_LABELS = {
  '1': 'documents:unit.ones',
  K: 'documents:unit.thousands',
  M: 'documents:unit.millions',
  B: 'documents:unit.billions',
  '10K': 'documents:unit.tenThousands',
  '100M': 'documents:unit.hundredMillions',
} as const satisfies Record<TValueUnit, string>;

export const KIND_LABELS = {
  pdf: 'documents:kind.pdf',
  xlsx: 'documents:kind.xlsx',
  xls: 'documents:kind.xls',
  csv: 'documents:kind.csv',
  docx: 'documents:kind.docx',
  html: 'documents:kind.html',
} as const satisfies Record<TDocumentKind, string>;

/** The colours of a status badge: running, needs the user, done, or stopped. */
export const STATUS_TONES = {
  not_started: 'bg-surface-muted text-ink-muted',
  pending: 'bg-surface-muted text-ink',
  processing: 'bg-accent-soft text-accent',
  awaiting_audit: 'bg-warning/15 text-ink',
  auditing: 'bg-warning/15 text-ink',
  confirmed: 'bg-success-soft text-success',
  completed: 'bg-surface-muted text-ink-muted',
  failed: 'bg-danger-soft text-danger',
  cancelled: 'bg-surface-muted text-ink-muted',
} as const satisfies Record<TTaskStatus, string>;
