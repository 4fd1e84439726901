import {
  DATA_SERIES_LABELS,
  ERRORS,
  errorMessage,
  type TErrorCode,
  type TLanguage,
  type TModelStatus,
} from '@app/contract';
import type { JobRow } from '../jobs/job-queue.js';
import type { DcfModelRow } from './get-owned-model.js';
import { getOwnedModel } from './get-owned-model.js';
import type { ModelDeps } from './model-deps.js';
import { refusalReason } from './model-valuation.js';

/** After this long without a result the screen says the model is taking longer than expected. */
export const SLOW_AFTER_MS = 10_000;

/** Refusals the user can act on (another ticker, another company): the `failure` state. */
const FAILURE_CODES = new Set<string>([
  'TICKER_NOT_FOUND',
  'FINANCIAL_COMPANY_UNSUPPORTED',
  'DATA_NOT_AVAILABLE',
  'FILINGS_OUT_OF_DATE',
  'VALUATION_NOT_POSSIBLE',
]);

/** Where the creation of a model stands, with the catalogue's message in the user's language. */
export async function getModelStatus(
  deps: ModelDeps,
  ownerId: string,
  modelId: string,
  language: TLanguage,
): Promise<TModelStatus> {
  const row = await getOwnedModel(deps.db, ownerId, modelId);
  const job = row.jobId ? await deps.queue.get(row.jobId) : undefined;
  return toModelStatus(row, job, deps.now(), language);
}

/**
 * Job states → model states: queued and never tried `starting`; running, or queued again for a
 * retry, `processing`; `success` once results are stored; a job that ran out of time `timeout`; a
 * known refusal `failure`; anything else (an outage after its retries, a crash, a cancel) `error`.
 */
export function toModelStatus(
  row: Pick<DcfModelRow, 'id' | 'results' | 'createdAt'>,
  job: Pick<JobRow, 'status' | 'attempts' | 'progress' | 'error'> | undefined,
  now: Date,
  language: TLanguage,
): TModelStatus {
  const progress = progressOf(job?.progress);
  const base = { model_id: row.id, is_slow: false, error: null };
  if (row.results) return { ...base, status: 'success', progress: { annual: 100, quarterly: 100 } };
  if (!job) return { ...base, status: 'error', progress, error: localized('MODEL_CREATION_FAILED', language) };
  const isSlow = now.getTime() - row.createdAt.getTime() > SLOW_AFTER_MS;
  switch (job.status) {
    case 'queued':
      return { ...base, status: job.attempts === 0 ? 'starting' : 'processing', progress, is_slow: isSlow };
    case 'running':
      return { ...base, status: 'processing', progress, is_slow: isSlow };
    case 'succeeded':
      // The job ended without storing results: the model was changed under it (should not happen).
      return { ...base, status: 'error', progress, error: localized('MODEL_CREATION_FAILED', language) };
    case 'cancelled':
      return { ...base, status: 'error', progress, error: localized('MODEL_CREATION_FAILED', language) };
    case 'failed': {
      const code = job.error?.code ?? 'JOB_FAILED';
      if (code === 'JOB_TIMEOUT')
        return { ...base, status: 'timeout', progress, error: localized('ANALYSIS_TIMEOUT', language) };
      if (FAILURE_CODES.has(code)) {
        return {
          ...base,
          status: 'failure',
          progress,
          error: localized(code as TErrorCode, language, job.error?.message),
        };
      }
      const known = Object.hasOwn(ERRORS, code) ? (code as TErrorCode) : 'MODEL_CREATION_FAILED';
      return { ...base, status: 'error', progress, error: localized(known, language) };
    }
  }
}

function localized(code: TErrorCode, language: TLanguage, detail?: string): { code: string; message: string } {
  if (code === 'VALUATION_NOT_POSSIBLE')
    return { code, message: errorMessage(code, language, { reason: refusalReason(detail ?? '', language) }) };
  if (code === 'FILINGS_OUT_OF_DATE') {
    // The job keeps "<valuation date> <last filing date>".
    const [date = '', filed = ''] = (detail ?? '').split(' ');
    return { code, message: errorMessage(code, language, { date, filed }) };
  }
  if (code !== 'DATA_NOT_AVAILABLE') return { code, message: errorMessage(code, language) };
  // The job keeps the missing series' key (or an English description) as its message.
  const what =
    detail && Object.hasOwn(DATA_SERIES_LABELS, detail)
      ? DATA_SERIES_LABELS[detail as keyof typeof DATA_SERIES_LABELS][language]
      : (detail ?? '');
  return { code, message: errorMessage(code, language, { what }) };
}

function progressOf(value: unknown): { annual: number; quarterly: number } {
  const given = (value ?? {}) as { annual?: unknown; quarterly?: unknown };
  const clamp = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);
  return { annual: clamp(given.annual), quarterly: clamp(given.quarterly) };
}
