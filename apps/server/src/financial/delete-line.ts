import type { TFinancialStatement, TLanguage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { financialStatementLines } from '../db/schema.js';
import { editStatement } from './edit-statement.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedLine } from './get-owned.js';

/** Deletes a line; the statement's checks are recomputed without it. */
export async function deleteLine(
  deps: FinancialDeps,
  ownerId: string,
  lineId: string,
  language: TLanguage,
): Promise<TFinancialStatement> {
  const { line } = await getOwnedLine(deps.db, ownerId, lineId);
  return editStatement(deps, ownerId, line.statementId, language, async (tx) => {
    await tx.delete(financialStatementLines).where(eq(financialStatementLines.id, lineId));
  });
}
