import { renderAuditReason, type TFinancialStatement, type TLanguage } from '@app/contract';
import { isAccountOf } from '@app/extraction/audit';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { financialStatementLines, financialStatements, type TStoredReason } from '../db/schema.js';
import type { DocumentRow, LineRow, StatementRow } from './get-owned.js';

/** A document's statements in order, with their lines in order. */
export async function loadStatements(
  db: AppDb,
  documentId: string,
): Promise<{ statement: StatementRow; lines: LineRow[] }[]> {
  const statements = await db
    .select()
    .from(financialStatements)
    .where(eq(financialStatements.documentId, documentId))
    .orderBy(asc(financialStatements.position));
  return withLines(db, statements);
}

/** One statement with its lines. */
export async function loadStatement(
  db: AppDb,
  statement: StatementRow,
): Promise<{ statement: StatementRow; lines: LineRow[] }> {
  const [loaded] = await withLines(db, [statement]);
  return loaded ?? { statement, lines: [] };
}

async function withLines(db: AppDb, statements: StatementRow[]) {
  if (statements.length === 0) return [];
  const lines = await db
    .select()
    .from(financialStatementLines)
    .where(
      inArray(
        financialStatementLines.statementId,
        statements.map((statement) => statement.id),
      ),
    )
    .orderBy(asc(financialStatementLines.position));
  return statements.map((statement) => ({
    statement,
    lines: lines.filter((line) => line.statementId === statement.id),
  }));
}

/**
 * Why a statement needs an audit now: extraction's findings that still hold (a missing key line
 * the user has since added no longer counts) and what the lines show (failed formula checks, a
 * standard account on two lines or on a line of another statement).
 */
export function auditReasonsOf(statement: StatementRow, lines: readonly LineRow[]): TStoredReason[] {
  const keys = new Set(lines.map((line) => line.standardAccount));
  const reasons = statement.reasons.filter(
    (reason) => reason.code !== 'key_line_missing' || !keys.has(String(reason.params?.key ?? '')),
  );
  for (const line of lines) {
    if (line.hasGap && line.formula !== null && line.gap !== null)
      reasons.push({ code: 'formula_gap', params: { line: line.accountName, formula: line.formula, gap: line.gap } });
    if (line.standardAccount && !isAccountOf(line.standardAccount, statement.statementType))
      reasons.push({
        code: 'standard_account_wrong_statement',
        params: { line: line.accountName, account: line.standardAccount },
      });
  }
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const line of lines) {
    if (!line.standardAccount) continue;
    if (seen.has(line.standardAccount)) repeated.add(line.standardAccount);
    seen.add(line.standardAccount);
  }
  for (const account of repeated) reasons.push({ code: 'duplicate_standard_account', params: { account } });
  return reasons;
}

/** A statement as the contract sends it, its reasons in the reader's language. */
export function toStatementView(
  document: Pick<DocumentRow, 'reviewStatus'>,
  statement: StatementRow,
  lines: readonly LineRow[],
  language: TLanguage,
): TFinancialStatement {
  const reasons = auditReasonsOf(statement, lines);
  const isConfirmed = document.reviewStatus === 'confirmed' || document.reviewStatus === 'completed';
  return {
    statement_id: statement.id,
    document_id: statement.documentId,
    statement_type: statement.statementType,
    period_start: statement.periodStart,
    period_end: statement.periodEnd,
    period_length: statement.periodLength,
    currency: statement.currency,
    unit: statement.unit,
    page: statement.page,
    last_page: statement.lastPage,
    status: isConfirmed ? 'confirmed' : statement.isEdited ? 'auditing' : 'awaiting_audit',
    needs_audit: reasons.length > 0,
    audit_reasons: reasons.map((reason) => ({ code: reason.code, message: renderAuditReason(reason, language) })),
    gaps_count: lines.filter((line) => line.hasGap).length,
    lines: lines.map((line) => ({
      line_id: line.id,
      account_name: line.accountName,
      standard_account_name: line.standardAccount as TFinancialStatement['lines'][number]['standard_account_name'],
      value: line.value,
      unit: line.unit,
      sign: line.sign,
      formula: line.formula,
      calculated_value: line.calculatedValue,
      gap: line.gap,
      verified: line.isVerified,
      has_gap: line.hasGap,
      origin: line.origin,
      extracted_value: line.extractedValue,
    })),
  };
}
