import type { TFinancialStatement, TLanguage, TValueUnit } from '@app/contract';
import { eq } from 'drizzle-orm';
import { financialStatementLines } from '../db/schema.js';
import { editStatement } from './edit-statement.js';
import type { FinancialDeps } from './financial-deps.js';
import { getOwnedLine } from './get-owned.js';

export type TLineChanges = {
  account_name?: string | undefined;
  standard_account_name?: string | null | undefined;
  value?: number | undefined;
  unit?: TValueUnit | null | undefined;
  sign?: 1 | -1 | undefined;
};

/**
 * Changes a line; an extracted line becomes `edited` (its extracted value is kept beside the new
 * one), an added line stays `added`. The statement's checks are recomputed.
 */
export async function updateLine(
  deps: FinancialDeps,
  ownerId: string,
  lineId: string,
  changes: TLineChanges,
  language: TLanguage,
): Promise<TFinancialStatement> {
  const { line } = await getOwnedLine(deps.db, ownerId, lineId);
  return editStatement(deps, ownerId, line.statementId, language, async (tx) => {
    await tx
      .update(financialStatementLines)
      .set({
        ...(changes.account_name !== undefined && { accountName: changes.account_name }),
        ...(changes.standard_account_name !== undefined && { standardAccount: changes.standard_account_name }),
        ...(changes.value !== undefined && { value: changes.value }),
        ...(changes.unit !== undefined && { unit: changes.unit }),
        ...(changes.sign !== undefined && { sign: changes.sign }),
        origin: line.origin === 'added' ? 'added' : 'edited',
      })
      .where(eq(financialStatementLines.id, lineId));
  });
}
