import type { TFinancialStatement, TLanguage, TValueUnit } from '@app/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import { financialStatementLines } from '../db/schema.js';
import { editStatement } from './edit-statement.js';
import type { FinancialDeps } from './financial-deps.js';

export type TNewLine = {
  account_name: string;
  standard_account_name: string | null;
  value: number;
  unit: TValueUnit | null;
  sign: 1 | -1;
  /** 0-based; past the end (or absent) adds it last. */
  position?: number | undefined;
};

/** Adds a line the extraction missed, at a position among the others (`origin: added`). */
export async function addLine(
  deps: FinancialDeps,
  ownerId: string,
  statementId: string,
  line: TNewLine,
  language: TLanguage,
): Promise<TFinancialStatement> {
  return editStatement(deps, ownerId, statementId, language, async (tx) => {
    const [last] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(financialStatementLines)
      .where(eq(financialStatementLines.statementId, statementId));
    const count = Number(last?.count ?? 0);
    const position = Math.min(line.position ?? count, count);
    await tx
      .update(financialStatementLines)
      .set({ position: sql`${financialStatementLines.position} + 1` })
      .where(
        and(eq(financialStatementLines.statementId, statementId), gte(financialStatementLines.position, position)),
      );
    await tx.insert(financialStatementLines).values({
      statementId,
      position,
      accountName: line.account_name,
      standardAccount: line.standard_account_name,
      value: line.value,
      unit: line.unit,
      sign: line.sign,
      origin: 'added',
      extractedValue: null,
    });
  });
}
