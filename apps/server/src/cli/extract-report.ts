import { financialStatementRoutes, type TFinancialStatement, type TLanguage } from '@app/contract';
import type { z } from 'zod';
import type { TExtractedStatement } from '../financial/extraction.js';
import type { LineRow, StatementRow } from '../financial/get-owned.js';
import { applyChecks, prepareStatement } from '../financial/prepare-statements.js';
import { toStatementView } from '../financial/statement-view.js';

export type TStatementsResponse = z.infer<typeof financialStatementRoutes.statements.output>;

/**
 * A document's statements as `GET financial_statements/statements` answers once a task has stored
 * them: the task's own preparation (reason codes, accounts of the right statement, formula checks),
 * the API's view and its output schema. Nothing is stored, so ids are positions (`s1`, `s1-l1`)
 * and the document's id is the file's name.
 */
export function statementsResponse(
  documentId: string,
  found: readonly TExtractedStatement[],
  language: TLanguage,
): TStatementsResponse {
  const stored = new Date();
  const statements = found.map((extracted, index) => {
    const prepared = prepareStatement(extracted);
    applyChecks(prepared);
    const { row } = prepared;
    const statement: StatementRow = {
      id: `s${index + 1}`,
      documentId,
      taskId: null,
      position: index,
      statementType: row.statementType,
      periodStart: row.periodStart ?? null,
      periodEnd: row.periodEnd,
      periodLength: row.periodLength ?? null,
      currency: row.currency,
      unit: row.unit,
      page: row.page,
      lastPage: row.lastPage,
      reasons: row.reasons,
      isEdited: false,
      createdAt: stored,
      updatedAt: stored,
    };
    const lines: LineRow[] = prepared.lines.map((line, position) => ({
      id: `${statement.id}-l${position + 1}`,
      statementId: statement.id,
      position,
      accountName: line.accountName,
      standardAccount: line.standardAccount ?? null,
      value: line.value,
      unit: line.unit ?? null,
      sign: line.sign ?? 1,
      formula: line.formula ?? null,
      calculatedValue: line.calculatedValue ?? null,
      gap: line.gap ?? null,
      isVerified: line.isVerified ?? false,
      hasGap: line.hasGap ?? false,
      origin: line.origin,
      extractedValue: line.extractedValue ?? null,
    }));
    return toStatementView({ reviewStatus: 'awaiting_audit' }, statement, lines, language);
  });
  return financialStatementRoutes.statements.output.parse({
    document_id: documentId,
    status: 'awaiting_audit',
    statements,
  });
}

/**
 * The statements for a reader: per statement its type, period, currency and unit, pages, the lines
 * mapped to a standard account (the printed value, ✓ when a formula check verified it, the gap
 * when one fails) and why it needs an audit.
 */
export function statementsSummary(fileName: string, response: TStatementsResponse): string {
  const out = [`${fileName}: ${response.statements.length} statement(s)`];
  for (const statement of response.statements) out.push('', ...statementSummary(statement));
  return `${out.join('\n')}\n`;
}

function statementSummary(statement: TFinancialStatement): string[] {
  const period = statement.period_start ? `${statement.period_start} – ${statement.period_end}` : statement.period_end;
  const length = statement.period_length ? ` (${statement.period_length})` : '';
  const pages =
    statement.last_page === statement.page ? `${statement.page}` : `${statement.page}–${statement.last_page}`;
  const out = [
    `${statement.statement_type}  ${period}${length}  ${statement.currency}, unit ${statement.unit}  page ${pages}`,
  ];
  const keyLines = statement.lines.filter((line) => line.standard_account_name);
  const keyWidth = Math.max(0, ...keyLines.map((line) => (line.standard_account_name ?? '').length));
  const nameWidth = Math.min(48, Math.max(0, ...keyLines.map((line) => line.account_name.length)));
  for (const line of keyLines) {
    const value = line.value.toLocaleString('en-US', { maximumFractionDigits: 4 });
    const unit = line.unit ? ` (unit ${line.unit})` : '';
    const check = line.has_gap ? `  gap ${line.gap}` : line.verified ? '  ✓' : '';
    out.push(
      `  ${(line.standard_account_name ?? '').padEnd(keyWidth)}  ${clip(line.account_name, nameWidth).padEnd(nameWidth)}  ${value.padStart(16)}${unit}${check}`,
    );
  }
  const unmapped = statement.lines.length - keyLines.length;
  if (unmapped > 0) out.push(`  + ${unmapped} line(s) without a standard account`);
  if (statement.needs_audit)
    out.push('  needs audit:', ...statement.audit_reasons.map((reason) => `  - ${reason.message}`));
  return out;
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}
