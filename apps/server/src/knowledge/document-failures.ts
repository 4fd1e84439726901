import { KB_LIMITS, type TErrorCode } from '@app/contract';
import type { TReadFailure } from '@app/extraction';
import { READ_LIMITS } from '@app/extraction/limits';
import { readFailureOf, workerFailureOf } from '../financial/extraction.js';
import type { TWorkerFailure } from '../workers/worker-pool.js';

/** The catalogue error of each reason a reader refuses a knowledge-base file. */
const READ_FAILURE_CODES: Record<TReadFailure, TErrorCode> = {
  unsupported_type: 'KB_DOCUMENT_UNSUPPORTED_TYPE',
  corrupt: 'DOCUMENT_CORRUPT',
  password_protected: 'DOCUMENT_PASSWORD_PROTECTED',
  no_text: 'DOCUMENT_NO_TEXT',
  too_large: 'KB_DOCUMENT_TOO_LARGE',
  too_many_pages: 'DOCUMENT_TOO_MANY_PAGES',
  content_too_large: 'DOCUMENT_CONTENT_TOO_LARGE',
};

/** Out of memory or time: the same file would fail again; a worker that died may not. */
const WORKER_FAILURE_CODES: Record<TWorkerFailure, TErrorCode> = {
  too_complex: 'KB_DOCUMENT_TOO_COMPLEX',
  crashed: 'EXTRACTION_CRASHED',
};

/** The catalogue code of a reader's refusal or a worker's failure, or undefined for any other error. */
export function documentFailureCode(error: unknown): TErrorCode | undefined {
  const read = readFailureOf(error);
  if (read) return READ_FAILURE_CODES[read];
  const worker = workerFailureOf(error);
  return worker ? WORKER_FAILURE_CODES[worker] : undefined;
}

/** The parameters of a document failure's message: the limit it names. */
export function documentFailureParams(code: TErrorCode | null): Record<string, number> | undefined {
  if (code === 'KB_DOCUMENT_TOO_LARGE') return { limit_mb: KB_LIMITS.uploadFileBytes / (1024 * 1024) };
  if (code === 'DOCUMENT_TOO_MANY_PAGES') return { max: READ_LIMITS.maxPdfPages };
  if (code === 'KB_DOCUMENTS_TOO_MANY') return { max: KB_LIMITS.documentsPerKb };
  if (code === 'TOO_MANY_FILES') return { max: KB_LIMITS.uploadFiles };
  return undefined;
}
