import type { TFinancialDocument, TLanguage } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocuments, financialStatementLines, financialStatements } from '../db/schema.js';
import { loadDocumentView } from './document-view.js';
import type { FinancialDeps } from './financial-deps.js';

/**
 * Confirms a document's audited statements, which then refuse every change until `unconfirm`.
 * Refused with `STATEMENTS_HAVE_GAPS` (how many) while a line fails its formula check, unless the
 * user acknowledges the gaps, which the record then says. Confirming twice changes nothing.
 */
export async function confirmDocument(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
  options: { acknowledgeGaps: boolean; language: TLanguage },
): Promise<TFinancialDocument> {
  await deps.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(financialDocuments)
      .where(and(eq(financialDocuments.id, documentId), eq(financialDocuments.ownerId, ownerId)))
      .for('update');
    if (!document) throw new AppError('NOT_FOUND');
    if (document.reviewStatus === 'confirmed' || document.reviewStatus === 'completed') return;
    if (!document.reviewStatus) throw new AppError('STATEMENTS_NOT_READY');
    const [gaps] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(financialStatementLines)
      .innerJoin(financialStatements, eq(financialStatements.id, financialStatementLines.statementId))
      .where(and(eq(financialStatements.documentId, documentId), eq(financialStatementLines.hasGap, true)));
    const count = Number(gaps?.count ?? 0);
    if (count > 0 && !options.acknowledgeGaps) throw new AppError('STATEMENTS_HAVE_GAPS', { params: { count } });
    const now = deps.now();
    await tx
      .update(financialDocuments)
      .set({ reviewStatus: 'confirmed', confirmedAt: now, gapsAcknowledged: count > 0, updatedAt: now })
      .where(eq(financialDocuments.id, documentId));
  });
  return loadDocumentView(deps.db, ownerId, documentId, options.language);
}
