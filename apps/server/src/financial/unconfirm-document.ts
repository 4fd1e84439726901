import type { TFinancialDocument, TLanguage } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocuments } from '../db/schema.js';
import { loadDocumentView } from './document-view.js';
import type { FinancialDeps } from './financial-deps.js';

/**
 * Undoes a confirmation, the one explicit way to change confirmed statements: the document goes
 * back to `auditing`. A document that is not confirmed is answered as it is.
 */
export async function unconfirmDocument(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
  language: TLanguage,
): Promise<TFinancialDocument> {
  await deps.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(financialDocuments)
      .where(and(eq(financialDocuments.id, documentId), eq(financialDocuments.ownerId, ownerId)))
      .for('update');
    if (!document) throw new AppError('NOT_FOUND');
    if (!document.reviewStatus) throw new AppError('STATEMENTS_NOT_READY');
    if (document.reviewStatus !== 'confirmed' && document.reviewStatus !== 'completed') return;
    await tx
      .update(financialDocuments)
      .set({ reviewStatus: 'auditing', confirmedAt: null, gapsAcknowledged: false, updatedAt: deps.now() })
      .where(eq(financialDocuments.id, documentId));
  });
  return loadDocumentView(deps.db, ownerId, documentId, language);
}
