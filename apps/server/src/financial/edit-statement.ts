import type { TFinancialStatement, TLanguage } from '@app/contract';
import { checkStatement } from '@app/extraction/audit';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { financialDocuments, financialStatementLines, financialStatements } from '../db/schema.js';
import type { FinancialDeps } from './financial-deps.js';
import type { DocumentRow, LineRow, StatementRow } from './get-owned.js';
import { toStatementView } from './statement-view.js';

/**
 * One audit edit of a statement, in a transaction that holds the document's row: refused on
 * confirmed statements (`STATEMENTS_CONFIRMED`) and before extraction has stored any
 * (`STATEMENTS_NOT_READY`); then the edit, the statement's formula checks recomputed from its
 * lines, the statement marked edited and the document `auditing`. Answers the statement.
 */
export async function editStatement(
  deps: FinancialDeps,
  ownerId: string,
  statementId: string,
  language: TLanguage,
  edit: (tx: AppDb, statement: StatementRow, document: DocumentRow) => Promise<void>,
): Promise<TFinancialStatement> {
  return deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ documentId: financialStatements.documentId })
      .from(financialStatements)
      .innerJoin(financialDocuments, eq(financialDocuments.id, financialStatements.documentId))
      .where(and(eq(financialStatements.id, statementId), eq(financialDocuments.ownerId, ownerId)));
    if (!owned) throw new AppError('NOT_FOUND');
    const [document] = await tx
      .select()
      .from(financialDocuments)
      .where(eq(financialDocuments.id, owned.documentId))
      .for('update');
    const [statement] = await tx.select().from(financialStatements).where(eq(financialStatements.id, statementId));
    if (!document || !statement) throw new AppError('NOT_FOUND');
    assertEditable(document);
    await edit(tx, statement, document);
    const now = deps.now();
    const [edited] = await tx
      .update(financialStatements)
      .set({ isEdited: true, updatedAt: now })
      .where(eq(financialStatements.id, statementId))
      .returning();
    if (!edited) throw new AppError('NOT_FOUND');
    const lines = await recheckLines(tx, edited);
    await tx
      .update(financialDocuments)
      .set({ reviewStatus: 'auditing', updatedAt: now })
      .where(eq(financialDocuments.id, document.id));
    return toStatementView({ reviewStatus: 'auditing' }, edited, lines, language);
  });
}

/** Statements can be edited once extracted and until confirmed. */
export function assertEditable(document: Pick<DocumentRow, 'reviewStatus'>): void {
  if (document.reviewStatus === 'confirmed' || document.reviewStatus === 'completed')
    throw new AppError('STATEMENTS_CONFIRMED');
  if (!document.reviewStatus) throw new AppError('STATEMENTS_NOT_READY');
}

/** Recomputes the formula checks of a statement's lines, as extraction ran them, and stores those that changed. */
async function recheckLines(tx: AppDb, statement: StatementRow) {
  const lines = await tx
    .select()
    .from(financialStatementLines)
    .where(eq(financialStatementLines.statementId, statement.id))
    .orderBy(asc(financialStatementLines.position));
  const checks = checkStatement(statement.statementType, lines, statement.unit);
  const checked: LineRow[] = [];
  for (const [index, line] of lines.entries()) {
    const check = checks[index];
    const next = {
      formula: check?.formula ?? null,
      calculatedValue: check?.calculatedValue ?? null,
      gap: check?.gap ?? null,
      isVerified: check?.verified ?? false,
      hasGap: check?.hasGap ?? false,
    };
    const isSame = (Object.keys(next) as (keyof typeof next)[]).every((key) => next[key] === line[key]);
    if (!isSame) await tx.update(financialStatementLines).set(next).where(eq(financialStatementLines.id, line.id));
    checked.push({ ...line, ...next });
  }
  return checked;
}
