import type { TLanguage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocuments } from '../db/schema.js';
import { readFileBytes } from '../files/file-store.js';
import { createDocument } from '../financial/create-document.js';
import { documentFailureParams } from '../financial/extraction.js';
import { runTask } from '../financial/run-task.js';
import { getOwnedDocument } from './get-owned.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/**
 * `document/extract_statements`: the knowledge base's "financial statement extraction". The
 * document's file becomes a private-company statements document (looked at and stored as an
 * upload there is: a type the statements flow does not read, such as Markdown, is refused with the
 * upload's code) and its extraction starts; the statements screens take it from there.
 */
export async function extractStatements(
  deps: KnowledgeDeps,
  ownerId: string,
  documentId: string,
  language: TLanguage,
): Promise<{ financial_document_id: string; task_id: string }> {
  const document = await getOwnedDocument(deps.database.db, ownerId, documentId);
  if (!document.fileId) throw new AppError('KB_DOCUMENT_NO_FILE');
  const bytes = await readFileBytes(deps.database.db, document.fileId);
  const created = await createDocument(deps.financial, ownerId, { fileName: document.name, bytes });
  if ('error' in created) throw new AppError(created.error, { params: documentFailureParams(created.error) ?? {} });
  // One file is the whole upload: recorded at once, so the document is listed and never swept.
  await deps.financial.db
    .update(financialDocuments)
    .set({ uploadExpiresAt: null })
    .where(eq(financialDocuments.id, created.documentId));
  const task = await runTask(deps.financial, ownerId, created.documentId, { isReextract: false, language });
  return { financial_document_id: created.documentId, task_id: task.task_id };
}
