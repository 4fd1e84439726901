import type { TLanguage, TTaskStatusView } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocuments } from '../db/schema.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedTask } from './get-owned.js';
import { taskStateOf } from './task-status.js';

/** Where a task of this owner stands, with a failure's message in the user's language. */
export async function getTaskStatus(
  deps: FinancialDeps,
  ownerId: string,
  taskId: string,
  language: TLanguage,
): Promise<TTaskStatusView> {
  const task = await getOwnedTask(deps.db, ownerId, taskId);
  const [document] = await deps.db
    .select({ currentTaskId: financialDocuments.currentTaskId, reviewStatus: financialDocuments.reviewStatus })
    .from(financialDocuments)
    .where(eq(financialDocuments.id, task.documentId))
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND');
  const job = task.jobId ? await deps.queue.get(task.jobId) : undefined;
  return {
    task_id: task.id,
    document_id: task.documentId,
    ...taskStateOf(task.id, document, job, language),
    created_at: task.createdAt.toISOString(),
    updated_at: (job?.updatedAt ?? task.updatedAt).toISOString(),
  };
}
