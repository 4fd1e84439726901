import type { TFinancialDocument, TLanguage, TReportType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { financialDocuments } from '../db/schema.js';
import { loadDocumentView } from './document-view.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedDocument } from './get-owned.js';

export type TDocumentChanges = {
  company_name?: string | null | undefined;
  stock_code?: string | null | undefined;
  fiscal_year?: number | null | undefined;
  report_type?: TReportType | null | undefined;
  period_end_date?: string | null | undefined;
};

/**
 * Changes a document's record (company name, stock code, fiscal year, report type, period end);
 * the statements are untouched, so this is allowed on confirmed documents too.
 */
export async function updateDocument(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
  changes: TDocumentChanges,
  language: TLanguage,
): Promise<TFinancialDocument> {
  await getOwnedDocument(deps.db, ownerId, documentId);
  await deps.db
    .update(financialDocuments)
    .set({
      ...(changes.company_name !== undefined && { companyName: changes.company_name }),
      ...(changes.stock_code !== undefined && { stockCode: changes.stock_code }),
      ...(changes.fiscal_year !== undefined && { fiscalYear: changes.fiscal_year }),
      ...(changes.report_type !== undefined && { reportType: changes.report_type }),
      ...(changes.period_end_date !== undefined && { periodEndDate: changes.period_end_date }),
      updatedAt: deps.now(),
    })
    .where(eq(financialDocuments.id, documentId));
  return loadDocumentView(deps.db, ownerId, documentId, language);
}
