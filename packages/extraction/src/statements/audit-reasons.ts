/**
 * Why an extracted statement needs the user's audit, as codes with parameters. The codes are a
 * closed list: the API keeps one sentence per code in every UI language (`@app/contract`
 * `AUDIT_REASON_MESSAGES`); the English here is for the README, tests and logs only.
 */
import type { TAccountKey } from '@app/statements';
import type { TStatementType, TValueUnit } from '../types.js';

type TReasonParams = {
  /** Only the year is printed over the columns and no date of the report places it: the end is assumed (December 31, or extrapolated from the report's other year ends). */
  period_end_assumed: Record<string, never>;
  /** The columns say "本期/上期" (this/last period) and the text gives no year: it comes from the upload's fiscal year. */
  period_year_from_hint: { year: number };
  /** No column headings at all: the columns are taken as consecutive years ending December 31, newest first. */
  periods_assumed: Record<string, never>;
  /** A statement of a duration whose length ("Three Months Ended", "Years Ended") is not printed: a year is assumed. */
  period_length_assumed: Record<string, never>;
  /** No unit near the table and nothing in the report confirms one: `unit` is the report's other statements' unit, else ones. */
  unit_guessed: { unit: TValueUnit };
  /** No currency near the table: assumed from the script (CNY for Chinese text, else USD). */
  currency_guessed: { currency: string };
  /** A hard formula check failed: `line` (as printed) ≠ `formula`, by `gap` (signed as printed, in the statement's unit). */
  formula_gap: { line: string; formula: string; gap: number };
  /** A key line (revenue, net income, total assets, operating cash flow) was not found. */
  key_line_missing: { key: TAccountKey };
  /** The cash flow's net income differs from the income statement's, by `gap` (this statement's unit). */
  net_income_mismatch: { gap: number };
  /** The cash flow's ending cash differs from the balance sheet's cash (and restricted cash), by `gap`. */
  ending_cash_mismatch: { gap: number };
  /** Total assets differ from total liabilities + temporary equity + total equity, by `gap`. */
  balance_identity_gap: { gap: number };
  /** The report's `statement` (income statement, balance sheet or cash flow statement) was not found: the others may be incomplete too. */
  statement_not_found: { statement: TStatementType };
};

/** Every code `extractStatements` may give in `auditReasons`. @public */
export const EXTRACTION_REASON_CODES = [
  'period_end_assumed',
  'period_year_from_hint',
  'periods_assumed',
  'period_length_assumed',
  'unit_guessed',
  'currency_guessed',
  'formula_gap',
  'key_line_missing',
  'net_income_mismatch',
  'ending_cash_mismatch',
  'balance_identity_gap',
  'statement_not_found',
] as const satisfies readonly (keyof TReasonParams)[];
/** @public */
export type TExtractionReasonCode = (typeof EXTRACTION_REASON_CODES)[number];

/** One reason a statement needs an audit: its code and that code's parameters. @public */
export type TExtractionReason = {
  [C in TExtractionReasonCode]: { code: C; params: TReasonParams[C] };
}[TExtractionReasonCode];

/**
 * A reason in English, for the README, tests and logs (the API writes its own catalogue's sentence
 * in the reader's language).
 * @example describeReason({ code: 'key_line_missing', params: { key: 'net_income' } }) // 'No net income line was found'
 * @public
 */
export function describeReason(reason: TExtractionReason): string {
  switch (reason.code) {
    case 'period_end_assumed':
      return 'only the year is printed and no date of the report places it; the period end is assumed';
    case 'period_year_from_hint':
      return `the columns say "this period"/"last period"; the year (${reason.params.year}) comes from the hint`;
    case 'periods_assumed':
      return 'no column headings; periods assumed to be consecutive years ending December 31, newest first';
    case 'period_length_assumed':
      return 'the period length is not printed; assumed to be a year';
    case 'unit_guessed':
      return `the unit is not printed near the table; amounts are taken as printed (${reason.params.unit === '1' ? 'ones' : reason.params.unit})`;
    case 'currency_guessed':
      return `the currency is not printed near the table; assumed to be ${reason.params.currency}`;
    case 'formula_gap':
      return `"${reason.params.line}" does not equal ${reason.params.formula} (gap ${Math.round(reason.params.gap * 100) / 100})`;
    case 'key_line_missing':
      return `No ${reason.params.key.replace(/_/g, ' ')} line was found`;
    case 'net_income_mismatch':
      return `net income on the cash flow statement differs from the income statement's (gap ${reason.params.gap})`;
    case 'ending_cash_mismatch':
      return `the cash flow statement's ending cash differs from the balance sheet's cash (gap ${reason.params.gap})`;
    case 'balance_identity_gap':
      return `total assets differ from total liabilities plus equity (gap ${reason.params.gap})`;
    case 'statement_not_found':
      return `the report's ${reason.params.statement.replace(/_/g, ' ')} was not found`;
  }
}
