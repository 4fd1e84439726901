import type { TLanguage, TTaskStatus } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocuments, financialStatements, financialTasks, jobs } from '../db/schema.js';
import { FINANCIAL_TASK_JOB, type TFinancialTaskPayload } from './extract-document-job.js';
import type { FinancialDeps } from './financial-deps.js';
import { taskStateOf } from './task-status.js';

/**
 * Starts extracting a document: a new task and its `financial_task` job, made in one transaction
 * with the document locked, so that two clicks make one task. A task still pending or processing
 * is returned as is. `run` refuses a document whose statements exist (`STATEMENTS_ALREADY_EXTRACTED`);
 * `reextract` deletes them (edits included) and has the file read again. Confirmed statements
 * are never replaced (`STATEMENTS_CONFIRMED`).
 */
export async function runTask(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
  options: { isReextract: boolean; language: TLanguage },
): Promise<{ task_id: string; status: TTaskStatus }> {
  const started = await deps.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(financialDocuments)
      .where(and(eq(financialDocuments.id, documentId), eq(financialDocuments.ownerId, ownerId)))
      .for('update');
    if (!document) throw new AppError('NOT_FOUND');
    if (document.reviewStatus === 'confirmed' || document.reviewStatus === 'completed')
      throw new AppError('STATEMENTS_CONFIRMED');
    if (document.currentTaskId && !document.reviewStatus) {
      const [current] = await tx
        .select({ status: jobs.status, attempts: jobs.attempts, progress: jobs.progress, error: jobs.error })
        .from(financialTasks)
        .innerJoin(jobs, eq(jobs.id, financialTasks.jobId))
        .where(eq(financialTasks.id, document.currentTaskId));
      const state = taskStateOf(document.currentTaskId, document, current, options.language);
      if (state.status === 'pending' || state.status === 'processing')
        return { task_id: document.currentTaskId, status: state.status };
    }
    if (document.reviewStatus && !options.isReextract) throw new AppError('STATEMENTS_ALREADY_EXTRACTED');
    const now = deps.now();
    const [task] = await tx
      .insert(financialTasks)
      .values({ documentId, ownerId, createdAt: now, updatedAt: now })
      .returning({ id: financialTasks.id });
    if (!task) throw new Error('task not inserted');
    const payload: TFinancialTaskPayload = { task_id: task.id, ...(options.isReextract && { reread: true }) };
    const job = await deps.queue.enqueue(FINANCIAL_TASK_JOB, payload, { ownerId, maxAttempts: 2, db: tx });
    await tx.update(financialTasks).set({ jobId: job.id }).where(eq(financialTasks.id, task.id));
    if (options.isReextract) await tx.delete(financialStatements).where(eq(financialStatements.documentId, documentId));
    await tx
      .update(financialDocuments)
      .set({ currentTaskId: task.id, reviewStatus: null, updatedAt: now })
      .where(eq(financialDocuments.id, documentId));
    return { task_id: task.id, status: 'pending' as const };
  });
  deps.queue.wake();
  return started;
}
