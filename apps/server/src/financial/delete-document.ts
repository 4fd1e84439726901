import { eq } from 'drizzle-orm';
import { financialDocuments, financialTasks } from '../db/schema.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedDocument } from './get-owned.js';

/** Deletes a document with its file, statements and tasks; a running extraction is cancelled first. */
export async function deleteDocument(deps: FinancialDeps, ownerId: string, documentId: string): Promise<{ ok: true }> {
  await getOwnedDocument(deps.db, ownerId, documentId);
  const tasks = await deps.db
    .select({ jobId: financialTasks.jobId })
    .from(financialTasks)
    .where(eq(financialTasks.documentId, documentId));
  for (const task of tasks) if (task.jobId) await deps.queue.cancel(task.jobId);
  await deps.db.delete(financialDocuments).where(eq(financialDocuments.id, documentId));
  return { ok: true };
}
