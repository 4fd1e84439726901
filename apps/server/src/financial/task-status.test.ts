import { errorMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { taskStateOf } from './task-status.js';

const job = (status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled', extra = {}) => ({
  status,
  attempts: 1,
  progress: { step: 'extracting', percent: 25 },
  error: null,
  ...extra,
});
const current = { currentTaskId: 't1', reviewStatus: null };

describe('taskStateOf', () => {
  it('follows the job while it runs', () => {
    expect(taskStateOf('t1', current, job('queued', { attempts: 0, progress: null }), 'en')).toEqual({
      status: 'pending',
      current_step: null,
      progress: 0,
      error: null,
    });
    expect(taskStateOf('t1', current, job('running'), 'en')).toMatchObject({
      status: 'processing',
      current_step: 'extracting',
      progress: 25,
    });
    // Waiting for a retry after an unexpected error is still processing.
    expect(taskStateOf('t1', current, job('queued', { attempts: 1 }), 'en').status).toBe('processing');
    expect(taskStateOf('t1', current, job('cancelled'), 'en').status).toBe('cancelled');
  });

  it('follows the document once statements are stored, and calls a replaced task completed', () => {
    expect(taskStateOf('t1', { currentTaskId: 't1', reviewStatus: 'auditing' }, job('succeeded'), 'en')).toMatchObject({
      status: 'auditing',
      progress: 100,
    });
    expect(taskStateOf('t0', { currentTaskId: 't1', reviewStatus: 'confirmed' }, job('succeeded'), 'en').status).toBe(
      'completed',
    );
  });

  it('names a failure by its catalogue code, in the user’s language; unknown failures are EXTRACTION_FAILED', () => {
    const failed = (code: string) => job('failed', { error: { code, message: 'details for the log' } });
    expect(taskStateOf('t1', current, failed('DOCUMENT_NO_TEXT'), 'es').error).toEqual({
      code: 'DOCUMENT_NO_TEXT',
      message: errorMessage('DOCUMENT_NO_TEXT', 'es'),
    });
    expect(taskStateOf('t1', current, failed('DOCUMENT_TOO_COMPLEX'), 'id').error).toEqual({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: errorMessage('DOCUMENT_TOO_COMPLEX', 'id'),
    });
    expect(taskStateOf('t1', current, failed('EXTRACTION_CRASHED'), 'en').error?.code).toBe('EXTRACTION_CRASHED');
    expect(taskStateOf('t1', current, failed('JOB_TIMEOUT'), 'en').error?.code).toBe('EXTRACTION_TIMEOUT');
    expect(taskStateOf('t1', current, failed('JOB_INTERRUPTED'), 'en').error?.code).toBe('EXTRACTION_FAILED');
    expect(taskStateOf('t1', current, failed('VALIDATION_FAILED'), 'en').error?.code).toBe('EXTRACTION_FAILED');
    expect(taskStateOf('t1', current, undefined, 'en').status).toBe('failed');
  });
});
