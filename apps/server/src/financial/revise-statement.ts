import {
  type TFinancialStatement,
  type TLanguage,
  type TPeriodLength,
  type TStatementType,
  type TValueUnit,
  VALIDATION_MESSAGES,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { financialStatements } from '../db/schema.js';
import { editStatement } from './edit-statement.js';
import type { FinancialDeps } from './financial-deps.js';

export type TStatementChanges = {
  statement_type?: TStatementType | undefined;
  period_start?: string | null | undefined;
  period_end?: string | undefined;
  period_length?: TPeriodLength | null | undefined;
  currency?: string | undefined;
  unit?: TValueUnit | undefined;
};

/** Which of extraction's guesses a revision settles: the user has now stated that field (`period_end`: any period field). */
const SETTLED_BY: Record<string, keyof TStatementChanges> = {
  period_end_assumed: 'period_end',
  period_year_from_hint: 'period_end',
  periods_assumed: 'period_end',
  period_length_assumed: 'period_end',
  period_guessed: 'period_end',
  unit_guessed: 'unit',
  currency_guessed: 'currency',
};

/**
 * Corrects a statement's type, period, currency or unit. Values stay as printed, so a new unit
 * rescales every line. A guess extraction made about a field the user has now set is settled.
 */
export async function reviseStatement(
  deps: FinancialDeps,
  ownerId: string,
  statementId: string,
  changes: TStatementChanges,
  language: TLanguage,
): Promise<TFinancialStatement> {
  return editStatement(deps, ownerId, statementId, language, async (tx, statement) => {
    const periodStart = changes.period_start !== undefined ? changes.period_start : statement.periodStart;
    const periodEnd = changes.period_end ?? statement.periodEnd;
    if (periodStart && periodStart >= periodEnd) {
      const message = VALIDATION_MESSAGES.period_order[language];
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'period_start', message }],
        params: { details: `period_start: ${message}` },
      });
    }
    const isPeriodChange =
      changes.period_start !== undefined || changes.period_end !== undefined || changes.period_length !== undefined;
    const reasons = statement.reasons.filter((reason) => {
      const field = SETTLED_BY[reason.code];
      if (!field) return true;
      return field === 'period_end' ? !isPeriodChange : changes[field] === undefined;
    });
    await tx
      .update(financialStatements)
      .set({
        ...(changes.statement_type !== undefined && { statementType: changes.statement_type }),
        periodStart,
        periodEnd,
        ...(changes.period_length !== undefined && { periodLength: changes.period_length }),
        ...(changes.currency !== undefined && { currency: changes.currency }),
        ...(changes.unit !== undefined && { unit: changes.unit }),
        reasons,
      })
      .where(eq(financialStatements.id, statementId));
  });
}
