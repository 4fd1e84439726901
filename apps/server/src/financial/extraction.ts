import type { TErrorCode } from '@app/contract';
import type {
  TDocumentInspection,
  TExtractedStatement,
  TExtractionHints,
  TParsedDocument,
  TReadFailure,
  TReadOptions,
} from '@app/extraction';

export type {
  TExtractedLine,
  TExtractedStatement,
  TParsedDocument,
  TReadOptions,
  TSourceTable,
} from '@app/extraction';

/** What the financial operations use of `@app/extraction`; tests may pass their own. */
export type TExtraction = {
  inspectDocument(bytes: Uint8Array): Promise<TDocumentInspection>;
  readDocument(bytes: Uint8Array, options?: TReadOptions): Promise<TParsedDocument>;
  extractStatements(document: TParsedDocument, hints?: TExtractionHints): TExtractedStatement[];
};

/**
 * `@app/extraction`, loaded on first use: its readers pull in pdfjs and the spreadsheet parsers,
 * which a server that never sees an upload should not pay for at start-up.
 */
export async function loadExtraction(): Promise<TExtraction> {
  const { inspectDocument, readDocument, extractStatements } = await import('@app/extraction');
  return { inspectDocument, readDocument, extractStatements };
}

/** The catalogue error of each reason a file cannot be read. */
export const READ_FAILURE_CODES: Record<TReadFailure, TErrorCode> = {
  unsupported_type: 'DOCUMENT_UNSUPPORTED_TYPE',
  corrupt: 'DOCUMENT_CORRUPT',
  password_protected: 'DOCUMENT_PASSWORD_PROTECTED',
  no_text: 'DOCUMENT_NO_TEXT',
  too_large: 'DOCUMENT_TOO_LARGE',
};

/**
 * The reason of a `DocumentReadError`, or undefined for any other error. Recognised by its name,
 * so that checking an error does not load the readers.
 */
export function readFailureOf(error: unknown): TReadFailure | undefined {
  if (!(error instanceof Error) || error.name !== 'DocumentReadError') return undefined;
  const reason = (error as Error & { reason?: unknown }).reason;
  return typeof reason === 'string' && Object.hasOwn(READ_FAILURE_CODES, reason) ? (reason as TReadFailure) : undefined;
}

/** The media type a document is served with, by the kind its bytes were read as. */
export const KIND_CONTENT_TYPES: Record<TParsedDocument['kind'], string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html',
};
