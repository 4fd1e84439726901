import { createHash } from 'node:crypto';
import { MAX_UPLOAD_FILE_BYTES, type TErrorCode } from '@app/contract';
import type {
  TDocumentInspection,
  TExtractedStatement,
  TExtractionHints,
  TParsedDocument,
  TReadFailure,
} from '@app/extraction';
import { READ_LIMITS } from '@app/extraction/limits';
import type { ExtractionPool, TRunOptions, TWorkerFailure } from './extraction-pool.js';

export type {
  TExtractedLine,
  TExtractedStatement,
  TParsedDocument,
  TReadOptions,
  TSourceTable,
} from '@app/extraction';

/** An upload's quick look (`inspectDocument`) and its bytes' SHA-256 (hex). */
export type TUploadInspection = TDocumentInspection & { sha256: string };

/** What the financial operations use of `@app/extraction`; tests may pass their own. */
export type TExtraction = {
  inspectDocument(bytes: Uint8Array): Promise<TUploadInspection>;
  readDocument(bytes: Uint8Array, options?: TRunOptions): Promise<TParsedDocument>;
  extractStatements(
    document: TParsedDocument,
    hints?: TExtractionHints,
    options?: Pick<TRunOptions, 'signal'>,
  ): Promise<TExtractedStatement[]>;
};

/**
 * `@app/extraction` in this thread, loaded on first use (its readers pull in pdfjs and the
 * spreadsheet parsers). For the command line; the server reads in workers (`workerExtraction`).
 */
export async function loadExtraction(): Promise<TExtraction> {
  const { inspectDocument, readDocument, extractStatements } = await import('@app/extraction');
  return {
    inspectDocument: async (bytes) => ({
      ...(await inspectDocument(bytes)),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    }),
    readDocument: (bytes, options) => readDocument(bytes, options),
    extractStatements: async (document, hints) => extractStatements(document, hints),
  };
}

/**
 * The server's extraction, all of it in worker threads so that requests are answered meanwhile:
 * an upload's quick look and hash in `inspectionPool`'s (milliseconds, but a pathological PDF can
 * take seconds, and an upload must not wait behind a long read), reading a document and finding
 * its statements (seconds of CPU for a long PDF, minutes of OCR for a scan) in `pool`'s.
 */
export function workerExtraction(pool: ExtractionPool, inspectionPool: ExtractionPool = pool): TExtraction {
  return {
    inspectDocument: (bytes) => inspectionPool.run({ kind: 'inspect', bytes }),
    readDocument: (bytes, options) => pool.run({ kind: 'read', bytes }, options),
    extractStatements: (document, hints, options) => pool.run({ kind: 'extract', document, hints }, options),
  };
}

/** The catalogue error of each reason a file cannot be read. */
export const READ_FAILURE_CODES: Record<TReadFailure, TErrorCode> = {
  unsupported_type: 'DOCUMENT_UNSUPPORTED_TYPE',
  corrupt: 'DOCUMENT_CORRUPT',
  password_protected: 'DOCUMENT_PASSWORD_PROTECTED',
  no_text: 'DOCUMENT_NO_TEXT',
  too_large: 'DOCUMENT_TOO_LARGE',
  too_many_pages: 'DOCUMENT_TOO_MANY_PAGES',
  content_too_large: 'DOCUMENT_CONTENT_TOO_LARGE',
};

/** The parameters of a document failure's message: the limit it names. */
export function documentFailureParams(code: TErrorCode | null): Record<string, number> | undefined {
  if (code === 'DOCUMENT_TOO_LARGE') return { limit_mb: MAX_UPLOAD_FILE_BYTES / (1024 * 1024) };
  if (code === 'DOCUMENT_TOO_MANY_PAGES') return { max: READ_LIMITS.maxPdfPages };
  return undefined;
}

/**
 * The reason of a `DocumentReadError`, or undefined for any other error. Recognised by its name,
 * so that checking an error does not load the readers.
 */
export function readFailureOf(error: unknown): TReadFailure | undefined {
  if (!(error instanceof Error) || error.name !== 'DocumentReadError') return undefined;
  const reason = (error as Error & { reason?: unknown }).reason;
  return typeof reason === 'string' && Object.hasOwn(READ_FAILURE_CODES, reason) ? (reason as TReadFailure) : undefined;
}

/**
 * The catalogue error of a run its extraction worker could not finish: out of memory or time (the
 * same file would fail again), or the worker died.
 */
export const WORKER_FAILURE_CODES: Record<TWorkerFailure, TErrorCode> = {
  too_complex: 'DOCUMENT_TOO_COMPLEX',
  crashed: 'EXTRACTION_CRASHED',
};

/** The reason of a `WorkerPoolError`, or undefined for any other error. */
export function workerFailureOf(error: unknown): TWorkerFailure | undefined {
  if (!(error instanceof Error) || error.name !== 'WorkerPoolError') return undefined;
  const reason = (error as Error & { reason?: unknown }).reason;
  return typeof reason === 'string' && Object.hasOwn(WORKER_FAILURE_CODES, reason)
    ? (reason as TWorkerFailure)
    : undefined;
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
