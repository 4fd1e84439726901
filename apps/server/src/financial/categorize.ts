import type { TAuditReasonCode, TReportType } from '@app/contract';
import type { TExtractionReason, TExtractionReasonCode } from '@app/extraction/audit';
import type { TStoredReason } from '../db/schema.js';
import type { TExtractedStatement } from './extraction.js';

/** The audit catalogue's code of each of extraction's reason codes: the same reason, one for one. */
export const AUDIT_REASON_OF: Record<TExtractionReasonCode, TAuditReasonCode> = {
  period_end_assumed: 'period_end_assumed',
  period_year_from_hint: 'period_year_from_hint',
  periods_assumed: 'periods_assumed',
  period_length_assumed: 'period_length_assumed',
  unit_guessed: 'unit_guessed',
  currency_guessed: 'currency_guessed',
  formula_gap: 'formula_gap',
  key_line_missing: 'key_line_missing',
  net_income_mismatch: 'net_income_mismatch',
  ending_cash_mismatch: 'ending_cash_mismatch',
  balance_identity_gap: 'balance_identity_gap',
  statement_not_found: 'statement_not_found',
};

/**
 * Extraction's reasons as stored: the catalogue's code and the parameters its sentence uses.
 * Formula gaps are left out: the lines carry their checks, recomputed on every edit, and the
 * statement's gaps are read from them.
 */
export function reasonsFromExtraction(reasons: readonly TExtractionReason[]): TStoredReason[] {
  return reasons.flatMap((reason): TStoredReason[] => {
    if (reason.code === 'formula_gap') return [];
    const params = storedParams(reason);
    return [{ code: AUDIT_REASON_OF[reason.code], ...(params && { params }) }];
  });
}

/** The parameters of a stored reason, as its catalogue sentence uses them; none for most guesses. */
function storedParams(reason: TExtractionReason): TStoredReason['params'] {
  switch (reason.code) {
    case 'key_line_missing':
      return { line: reason.params.key, key: reason.params.key };
    // A year is a word here, not an amount to group by thousands.
    case 'period_year_from_hint':
      return { year: String(reason.params.year) };
    case 'unit_guessed':
    case 'currency_guessed':
    case 'net_income_mismatch':
    case 'ending_cash_mismatch':
    case 'balance_identity_gap':
    case 'statement_not_found':
      return { ...reason.params };
    default:
      return undefined;
  }
}

/** What the statements say about the document, for record fields the user left empty. */
export function documentFactsOf(statements: readonly TExtractedStatement[]): {
  reportType: TReportType | null;
  periodEndDate: string | null;
  fiscalYear: number | null;
} {
  const ends = statements.map((statement) => statement.periodEnd).sort();
  const annualEnds = statements
    .filter((statement) => statement.periodLength === '1Y')
    .map((statement) => statement.periodEnd)
    .sort();
  const hasPartYear = statements.some((statement) => statement.periodLength && statement.periodLength !== '1Y');
  const latestEnd = ends.at(-1) ?? null;
  const fiscalEnd = annualEnds.at(-1) ?? latestEnd;
  return {
    reportType: annualEnds.length > 0 ? 'annual' : hasPartYear ? 'quarterly' : null,
    periodEndDate: latestEnd,
    fiscalYear: fiscalEnd ? Number(fiscalEnd.slice(0, 4)) : null,
  };
}
