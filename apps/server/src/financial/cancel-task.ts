import type { TLanguage, TTaskStatusView } from '@app/contract';
import { AppError } from '../app-error.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedTask } from './get-owned.js';
import { getTaskStatus } from './get-task-status.js';

/**
 * Cancels a pending or processing task: its job is marked cancelled, so a run in progress stops at
 * its next step and stores nothing. A cancelled task is answered as is; a finished one is refused.
 */
export async function cancelTask(
  deps: FinancialDeps,
  ownerId: string,
  taskId: string,
  language: TLanguage,
): Promise<TTaskStatusView> {
  const task = await getOwnedTask(deps.db, ownerId, taskId);
  const before = await getTaskStatus(deps, ownerId, taskId, language);
  if (before.status === 'cancelled') return before;
  if (before.status !== 'pending' && before.status !== 'processing') throw new AppError('TASK_NOT_CANCELLABLE');
  // A job that finished in the meantime is not cancelled (the queue only cancels unfinished jobs).
  if (task.jobId) await deps.queue.cancel(task.jobId);
  const after = await getTaskStatus(deps, ownerId, taskId, language);
  if (after.status !== 'cancelled') throw new AppError('TASK_NOT_CANCELLABLE');
  return after;
}
