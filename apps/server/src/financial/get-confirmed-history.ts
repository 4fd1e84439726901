import type { TConfirmedHistory } from '@app/contract';
import { confirmedHistory } from './confirmed-history.js';
import type { FinancialDeps } from './financial-deps.js';

/** The confirmed statements of a document as standardized periods in full units (see `confirmedHistory`). */
export async function getConfirmedHistory(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
): Promise<TConfirmedHistory> {
  const { document, history, leftOut } = await confirmedHistory(deps.db, ownerId, documentId);
  return {
    document_id: document.id,
    company_name: document.companyName,
    currency: history.at(-1)?.currency ?? null,
    history: history as unknown as Record<string, unknown>[],
    left_out: leftOut,
  };
}
