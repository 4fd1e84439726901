import type { TFinancialDocument, TLanguage } from '@app/contract';
import { loadDocumentView } from './document-view.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedDocument } from './get-owned.js';

/** One document's record: what the user said, what extraction found, where its task stands. */
export async function getDocument(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
  language: TLanguage,
): Promise<TFinancialDocument> {
  await getOwnedDocument(deps.db, ownerId, documentId);
  return loadDocumentView(deps.db, ownerId, documentId, language);
}
