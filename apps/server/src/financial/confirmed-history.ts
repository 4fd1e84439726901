import { STATEMENT_TYPE_OF_KIND, type TConfirmedHistory, type TStatementType, UNIT_SCALE } from '@app/contract';
import { chartEquityKeys, isAccountOf } from '@app/extraction/audit';
import {
  getAccount,
  type TAccountKey,
  type TLineValue,
  type TStatementKind,
  type TStatementPeriod,
} from '@app/statements';
import { AppError } from '../app-error.js';
import type { AppDb } from '../db/database.js';
import { type DocumentRow, getOwnedDocument, type LineRow, type StatementRow } from './get-owned.js';
import { loadStatements } from './statement-view.js';

/** A confirmed line or statement the history leaves out, and why. */
export type TLeftOut = TConfirmedHistory['left_out'][number];

/** The part of a period (the chart's statement kind) that takes an uploaded statement type's lines. */
const KIND_OF_TYPE = Object.fromEntries(
  Object.entries(STATEMENT_TYPE_OF_KIND).map(([kind, type]) => [type, kind]),
) as Record<TStatementType, TStatementKind>;

/**
 * A confirmed document's statements as `@app/statements` periods, the input a private-company
 * model is valued from (`NOT_FOUND` for someone else's, `STATEMENTS_NOT_CONFIRMED` before
 * confirmation). One period per fiscal-year end: the year's income and cash flow statements
 * and the balance sheet at its end. Values are in full units, in the chart's sign convention
 * (`value × sign × scale(line unit or statement unit)`; a per-share line without a unit of its own
 * is in ones). Statements of 3, 6 or 9 months, lines without a standard account, and a second line
 * of an account already taken are listed in `left_out`, never merged silently.
 */
export async function confirmedHistory(
  db: AppDb,
  ownerId: string,
  documentId: string,
): Promise<{ document: DocumentRow; history: TStatementPeriod[]; leftOut: TLeftOut[] }> {
  const document = await getOwnedDocument(db, ownerId, documentId);
  if (document.reviewStatus !== 'confirmed' && document.reviewStatus !== 'completed')
    throw new AppError('STATEMENTS_NOT_CONFIRMED');
  const statements = await loadStatements(db, documentId);
  const annualEnds = new Set(
    statements.filter(({ statement }) => statement.periodLength === '1Y').map(({ statement }) => statement.periodEnd),
  );
  const isAnnual = ({ statement }: { statement: StatementRow }) =>
    statement.statementType === 'balance_sheet'
      ? annualEnds.has(statement.periodEnd) || document.reportType === 'annual'
      : statement.periodLength === '1Y';
  const leftOut: TLeftOut[] = [];
  const periods = new Map<string, TStatementPeriod>();
  for (const entry of statements) {
    const { statement, lines } = entry;
    if (!isAnnual(entry)) {
      leftOut.push({ statement_id: statement.id, line_id: null, reason: 'not_annual' });
      continue;
    }
    const period = periods.get(statement.periodEnd) ?? emptyPeriod(statement);
    periods.set(statement.periodEnd, period);
    if (statement.statementType !== 'balance_sheet' && statement.periodStart)
      period.period_start = statement.periodStart;
    addLines(document, statement, lines, period, leftOut);
  }
  const history = [...periods.values()].sort((a, b) => a.period_end.localeCompare(b.period_end));
  return { document, history, leftOut };
}

function emptyPeriod(statement: StatementRow): TStatementPeriod {
  return {
    fiscal_year: Number(statement.periodEnd.slice(0, 4)),
    fiscal_period: 'FY',
    period_start: yearBefore(statement.periodEnd),
    period_end: statement.periodEnd,
    currency: statement.currency,
    income: {},
    balance: {},
    cash_flow: {},
  };
}

function addLines(
  document: DocumentRow,
  statement: StatementRow,
  lines: readonly LineRow[],
  period: TStatementPeriod,
  leftOut: TLeftOut[],
): void {
  const bucket = period[KIND_OF_TYPE[statement.statementType]] as Record<string, TLineValue>;
  // The model reads the chart's equity keys; an uploaded balance sheet's total_equity is the consolidated total.
  const chartLines = statement.statementType === 'balance_sheet' ? chartEquityKeys(lines) : lines;
  for (const line of chartLines) {
    const key = line.standardAccount;
    if (!isAccountOf(key, statement.statementType)) {
      leftOut.push({ statement_id: statement.id, line_id: line.id, reason: 'no_standard_account' });
      continue;
    }
    if (bucket[key]) {
      leftOut.push({ statement_id: statement.id, line_id: line.id, reason: 'duplicate_standard_account' });
      continue;
    }
    bucket[key] = lineValue(document, statement, line, key);
  }
}

function lineValue(document: DocumentRow, statement: StatementRow, line: LineRow, key: TAccountKey): TLineValue {
  const kind = getAccount(key).unit_kind;
  const unit = line.unit ?? (kind === 'currency_per_share' ? '1' : statement.unit);
  const value = line.value * line.sign * UNIT_SCALE[unit];
  const sourceUnit =
    kind === 'shares' ? 'shares' : kind === 'currency_per_share' ? `${statement.currency}/shares` : statement.currency;
  return {
    value,
    source: {
      kind: 'reported',
      taxonomy: 'document',
      tag: line.accountName,
      form: null,
      accession: null,
      filed: null,
      unit: sourceUnit,
      document: { document_id: document.id, page: statement.page, origin: line.origin },
    },
  };
}

/** The first day of the year that ends on `end` (ISO dates). */
function yearBefore(end: string): string {
  const date = new Date(`${end}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
