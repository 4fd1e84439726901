import { checkStatement, isAccountOf } from '@app/extraction/audit';
import type { financialStatementLines, financialStatements, TStoredReason } from '../db/schema.js';
import { reasonsFromExtraction } from './categorize.js';
import type { TExtractedStatement } from './extraction.js';

/** An extracted statement as the rows a task stores (before the database gives them ids). */
export type TPreparedLine = Omit<typeof financialStatementLines.$inferInsert, 'statementId' | 'position'>;
export type TPreparedStatement = {
  row: Omit<typeof financialStatements.$inferInsert, 'documentId' | 'taskId' | 'position'>;
  lines: TPreparedLine[];
};

/**
 * One extracted statement as rows: extraction's reasons as codes, and a standard account of
 * another statement dropped from its line (it stays, unmapped, for the audit to place).
 */
export function prepareStatement(statement: TExtractedStatement): TPreparedStatement {
  const reasons: TStoredReason[] = reasonsFromExtraction(statement.auditReasons);
  return {
    row: {
      statementType: statement.statementType,
      periodStart: statement.periodStart,
      periodEnd: statement.periodEnd,
      periodLength: statement.periodLength,
      currency: statement.currency,
      unit: statement.unit,
      page: statement.page,
      lastPage: statement.lastPage,
      reasons,
    },
    lines: statement.lines.map((line) => ({
      accountName: line.accountName,
      standardAccount: isAccountOf(line.standardAccount, statement.statementType) ? line.standardAccount : null,
      value: line.value,
      unit: line.unit ?? null,
      sign: line.sign ?? 1,
      origin: 'extracted' as const,
      extractedValue: line.value,
    })),
  };
}

/**
 * Runs the formula checks over a prepared statement's lines: extraction's own checks, run as every
 * edit runs them again, over the lines as stored.
 */
export function applyChecks(statement: TPreparedStatement): void {
  const checks = checkStatement(
    statement.row.statementType,
    statement.lines.map((line) => ({ ...line, standardAccount: line.standardAccount ?? null })),
    statement.row.unit,
  );
  statement.lines.forEach((line, index) => {
    const check = checks[index];
    if (!check) return;
    Object.assign(line, {
      formula: check.formula,
      calculatedValue: check.calculatedValue,
      gap: check.gap,
      isVerified: check.verified,
      hasGap: check.hasGap,
    });
  });
}
