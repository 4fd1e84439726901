import type { TFinancialStatement, TLanguage, TTaskStatus } from '@app/contract';
import { loadDocumentView } from './document-view.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedDocument } from './get-owned.js';
import { loadStatements, toStatementView } from './statement-view.js';

/** A document's statements (none before extraction has stored them) and the document's status. */
export async function findStatements(
  deps: FinancialDeps,
  ownerId: string,
  documentId: string,
  language: TLanguage,
): Promise<{ document_id: string; status: TTaskStatus; statements: TFinancialStatement[] }> {
  const document = await getOwnedDocument(deps.db, ownerId, documentId);
  const view = await loadDocumentView(deps.db, ownerId, documentId, language);
  const statements = await loadStatements(deps.db, documentId);
  return {
    document_id: documentId,
    status: view.status,
    statements: statements.map(({ statement, lines }) => toStatementView(document, statement, lines, language)),
  };
}
