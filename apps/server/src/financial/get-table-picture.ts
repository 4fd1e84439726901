import type { TTablePicture } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialDocumentFiles, financialStatementLines } from '../db/schema.js';
import type { TParsedDocument, TSourceTable } from './extraction.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedStatement } from './get-owned.js';

/**
 * The table a statement was read from, as read: on its first page the table that prints most of
 * its account names (a page may hold two statements), then the same on each page it continues to.
 */
export async function getTablePicture(
  deps: FinancialDeps,
  ownerId: string,
  statementId: string,
): Promise<TTablePicture> {
  const { statement, document } = await getOwnedStatement(deps.db, ownerId, statementId);
  const [file] = await deps.db
    .select({ parsed: financialDocumentFiles.parsed })
    .from(financialDocumentFiles)
    .where(eq(financialDocumentFiles.documentId, document.id))
    .limit(1);
  // A statement exists only once a task has read the file, so `parsed` is there.
  if (!file?.parsed) throw new AppError('NOT_FOUND');
  const parsed = file.parsed as TParsedDocument;
  const lines = await deps.db
    .select({ accountName: financialStatementLines.accountName })
    .from(financialStatementLines)
    .where(eq(financialStatementLines.statementId, statementId));
  const names = new Set(lines.map((line) => normalize(line.accountName)));
  const tables: TSourceTable[] = [];
  for (let page = statement.page; page <= statement.lastPage; page += 1) {
    const best = bestTable(
      parsed.tables.filter((table) => table.page === page),
      names,
    );
    if (best) tables.push(best);
    if (best && best.lastPage > page) page = best.lastPage;
  }
  const first = tables[0];
  return {
    document_id: document.id,
    statement_id: statement.id,
    kind: parsed.kind,
    page: statement.page,
    last_page: statement.lastPage,
    title: first?.title ?? null,
    context: first?.context ?? [],
    rows: tables.flatMap((table) => table.rows),
  };
}

function bestTable(tables: readonly TSourceTable[], names: ReadonlySet<string>): TSourceTable | undefined {
  let best: TSourceTable | undefined;
  let bestScore = -1;
  for (const table of tables) {
    const score = table.rows.filter((row) => row.some((cell) => names.has(normalize(cell)))).length;
    if (score > bestScore) {
      best = table;
      bestScore = score;
    }
  }
  return best;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
