import {
  ERRORS,
  errorMessage,
  TASK_STEPS,
  type TErrorCode,
  type TLanguage,
  type TTaskStatus,
  type TTaskStep,
} from '@app/contract';
import type { JobRow } from '../jobs/job-queue.js';
import { documentFailureParams } from './extraction.js';
import type { DocumentRow } from './get-owned.js';

/** What a task's job stores as its progress. */
export type TTaskProgress = { step: TTaskStep; percent: number };

export type TTaskState = {
  status: TTaskStatus;
  current_step: TTaskStep | null;
  progress: number;
  error: { code: string; message: string } | null;
};

/** Failures the user can act on, shown with their own message; anything else is `EXTRACTION_FAILED`. */
const KNOWN_FAILURES = new Set<string>([
  'DOCUMENT_UNSUPPORTED_TYPE',
  'DOCUMENT_EMPTY',
  'DOCUMENT_NOT_PDF',
  'DOCUMENT_CORRUPT',
  'DOCUMENT_PASSWORD_PROTECTED',
  'DOCUMENT_NO_TEXT',
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_TOO_COMPLEX',
  'DOCUMENT_TOO_MANY_PAGES',
  'DOCUMENT_CONTENT_TOO_LARGE',
  'EXTRACTION_NO_STATEMENTS',
  'EXTRACTION_CRASHED',
]);

/**
 * A task's state from its job and its document. While the job runs, the job tells (queued and
 * never tried `pending`, running or waiting for a retry `processing`, `failed`, `cancelled`); once
 * it has stored statements, the document's review status does (`awaiting_audit`, `auditing`,
 * `confirmed`). A finished task the document has replaced (re-extracted) is `completed`.
 */
export function taskStateOf(
  taskId: string,
  document: Pick<DocumentRow, 'currentTaskId' | 'reviewStatus'>,
  job: Pick<JobRow, 'status' | 'attempts' | 'progress' | 'error'> | undefined,
  language: TLanguage,
): TTaskState {
  const isCurrent = document.currentTaskId === taskId;
  const reached = progressOf(job?.progress);
  if (isCurrent && document.reviewStatus) {
    return { status: document.reviewStatus, current_step: 'validating', progress: 100, error: null };
  }
  if (!job) return failed(reached, 'EXTRACTION_FAILED', language);
  switch (job.status) {
    case 'queued':
      return job.attempts === 0
        ? { status: 'pending', current_step: null, progress: 0, error: null }
        : { status: 'processing', ...reached, error: null };
    case 'running':
      return { status: 'processing', ...reached, error: null };
    case 'succeeded':
      return isCurrent
        ? failed(reached, 'EXTRACTION_FAILED', language)
        : { status: 'completed', current_step: 'validating', progress: 100, error: null };
    case 'cancelled':
      return { status: 'cancelled', ...reached, error: null };
    case 'failed':
      return failed(reached, failureCode(job.error?.code), language);
  }
}

function failureCode(code: string | undefined): TErrorCode {
  if (code === 'JOB_TIMEOUT') return 'EXTRACTION_TIMEOUT';
  if (code && KNOWN_FAILURES.has(code) && Object.hasOwn(ERRORS, code)) return code as TErrorCode;
  return 'EXTRACTION_FAILED';
}

function failed(
  reached: { current_step: TTaskStep | null; progress: number },
  code: TErrorCode,
  language: TLanguage,
): TTaskState {
  return {
    status: 'failed',
    ...reached,
    error: { code, message: errorMessage(code, language, documentFailureParams(code)) },
  };
}

function progressOf(value: unknown): { current_step: TTaskStep | null; progress: number } {
  const given = (value ?? {}) as Partial<TTaskProgress>;
  const step = TASK_STEPS.find((name) => name === given.step) ?? null;
  const percent = typeof given.percent === 'number' && Number.isFinite(given.percent) ? given.percent : 0;
  return { current_step: step, progress: Math.min(100, Math.max(0, percent)) };
}
