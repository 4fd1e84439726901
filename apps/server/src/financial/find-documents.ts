import type { TFinancialDocument, TLanguage, TTaskStatus } from '@app/contract';
import { loadDocumentViews } from './document-view.js';
import type { FinancialDeps } from './financial-deps.js';

/**
 * The owner's documents, newest first, one page of them; `status` keeps those in that state. The
 * state comes from each document's task, so the page is cut after it is known.
 */
export async function findDocuments(
  deps: FinancialDeps,
  ownerId: string,
  query: { page: number; page_size: number; status?: TTaskStatus | undefined },
  language: TLanguage,
): Promise<{ items: TFinancialDocument[]; total: number }> {
  const all = await loadDocumentViews(deps.db, ownerId, language);
  const matching = query.status ? all.filter((document) => document.status === query.status) : all;
  const start = (query.page - 1) * query.page_size;
  return { items: matching.slice(start, start + query.page_size), total: matching.length };
}
