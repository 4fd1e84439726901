import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { financialDocuments, financialStatementLines, financialStatements, financialTasks } from '../db/schema.js';

export type DocumentRow = typeof financialDocuments.$inferSelect;
export type StatementRow = typeof financialStatements.$inferSelect;
export type LineRow = typeof financialStatementLines.$inferSelect;
export type TaskRow = typeof financialTasks.$inferSelect;

/**
 * Rows of one owner. Someone else's id is `NOT_FOUND` exactly like a missing one, so an id does not
 * reveal that a document, statement, line or task exists.
 */
export async function getOwnedDocument(db: AppDb, ownerId: string, documentId: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(financialDocuments)
    .where(and(eq(financialDocuments.id, documentId), eq(financialDocuments.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getOwnedStatement(
  db: AppDb,
  ownerId: string,
  statementId: string,
): Promise<{ statement: StatementRow; document: DocumentRow }> {
  const [row] = await db
    .select({ statement: financialStatements, document: financialDocuments })
    .from(financialStatements)
    .innerJoin(financialDocuments, eq(financialDocuments.id, financialStatements.documentId))
    .where(and(eq(financialStatements.id, statementId), eq(financialDocuments.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getOwnedLine(
  db: AppDb,
  ownerId: string,
  lineId: string,
): Promise<{ line: LineRow; statement: StatementRow; document: DocumentRow }> {
  const [row] = await db
    .select({ line: financialStatementLines, statement: financialStatements, document: financialDocuments })
    .from(financialStatementLines)
    .innerJoin(financialStatements, eq(financialStatements.id, financialStatementLines.statementId))
    .innerJoin(financialDocuments, eq(financialDocuments.id, financialStatements.documentId))
    .where(and(eq(financialStatementLines.id, lineId), eq(financialDocuments.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getOwnedTask(db: AppDb, ownerId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(financialTasks)
    .where(and(eq(financialTasks.id, taskId), eq(financialTasks.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
