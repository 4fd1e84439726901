import { CHART_OF_ACCOUNTS, type TFormulaTerm } from './chart-of-accounts.js';
import { expandReportedLines } from './derivation-rules.js';
import { evaluateTerms, type TFormulaContext } from './formula.js';
import type { TAccountKey } from './keys.js';
import { getLine, periodLabel } from './lines.js';
import type { TStatementPeriod } from './types.js';

/**
 * Relative tolerance of every check, in percent: `|gap| ≤ 0.5% × |expected|`. Wide enough for the
 * rounding of figures presented in millions, narrow enough to catch a missing line item.
 * @public
 */
export const CHECK_TOLERANCE_PCT = 0.5;

/** A named identity: `expected` (one line) should equal `Σ sign × term` over `actual`. @public */
export type TCheckDefinition = { check: string; expected: TAccountKey; actual: readonly TFormulaTerm[] };

/**
 * One evaluated check. `gap = actual − expected`; `gap_pct = gap / |expected| × 100` (when
 * `expected` is 0: 0 if `actual` is 0 too, else ±100). `ok` when `|gap_pct| ≤ 0.5`.
 * `by_construction` marks a check one of whose lines was derived from the check's own other lines
 * (e.g. total liabilities = total assets − equity): it cannot fail and proves nothing.
 * @public
 */
export type TCheckResult = {
  check: string;
  period: string;
  expected: number;
  actual: number;
  gap: number;
  gap_pct: number;
  ok: boolean;
  by_construction: boolean;
};

/** A check that could not run because lines are missing. @public */
export type TSkippedCheck = { check: string; period: string; missing: TAccountKey[] };

/** @public */
export type TCheckReport = { results: TCheckResult[]; skipped: TSkippedCheck[] };

const plus = (key: TAccountKey, optional = false): TFormulaTerm => ({ key, sign: 1, ...(optional && { optional }) });

/**
 * The checks, in order: the balance-sheet identity (assets = liabilities + temporary equity +
 * equity including minority interest), assets = the reported "total liabilities and equity", net
 * income on the income statement (parent + minority share) = the profit the cash-flow statement
 * starts from, then every identity subtotal of the chart against its parts.
 * @public
 */
export const CHECKS: readonly TCheckDefinition[] = [
  {
    check: 'balance_sheet_identity',
    expected: 'total_assets',
    actual: [plus('total_liabilities'), plus('temporary_equity', true), plus('total_equity_including_minority')],
  },
  {
    check: 'assets_equal_liabilities_and_equity',
    expected: 'total_assets',
    actual: [plus('total_liabilities_and_equity')],
  },
  {
    check: 'net_income_income_vs_cash_flow',
    expected: 'cash_flow_net_income',
    actual: [plus('net_income'), plus('net_income_minority_interest', true)],
  },
  ...CHART_OF_ACCOUNTS.flatMap((account) =>
    account.formula && account.is_identity
      ? [{ check: `subtotal:${account.key}`, expected: account.key, actual: account.formula }]
      : [],
  ),
];

/**
 * Runs every check on one period. Differences are reported as gaps, never hidden or adjusted;
 * checks whose lines are missing are listed in `skipped` with the missing lines.
 *
 * @param period - a period, normally after `deriveLines`
 * @param context - `reportedInSource`, as for `deriveLines`, lets optional terms be left out
 * @example
 * checkPeriod(deriveLines(period)).results.filter((r) => !r.ok)
 * @public
 */
export function checkPeriod(period: TStatementPeriod, context: TFormulaContext = {}): TCheckReport {
  const closed: TFormulaContext = context.reportedInSource
    ? { reportedInSource: expandReportedLines(context.reportedInSource) }
    : {};
  const label = periodLabel(period);
  const report: TCheckReport = { results: [], skipped: [] };
  for (const definition of CHECKS) {
    const expectedLine = getLine(period, definition.expected);
    const evaluation = evaluateTerms(period, definition.actual, closed);
    if (!expectedLine || !evaluation.ok) {
      const missing = [...(expectedLine ? [] : [definition.expected]), ...(evaluation.ok ? [] : evaluation.missing)];
      report.skipped.push({ check: definition.check, period: label, missing });
      continue;
    }
    const keys = [definition.expected, ...evaluation.inputs];
    report.results.push({
      check: definition.check,
      period: label,
      ...measureGap(expectedLine.value, evaluation.value),
      by_construction: keys.some((key) => isDerivedFrom(period, key, keys)),
    });
  }
  return report;
}

/** `gap`, `gap_pct` and `ok` for an expected and an actual value (see `TCheckResult`). @public */
export function measureGap(
  expected: number,
  actual: number,
): Pick<TCheckResult, 'expected' | 'actual' | 'gap' | 'gap_pct' | 'ok'> {
  const gap = actual - expected;
  const gap_pct = expected !== 0 ? (gap / Math.abs(expected)) * 100 : gap === 0 ? 0 : Math.sign(gap) * 100;
  return { expected, actual, gap, gap_pct, ok: Math.abs(gap_pct) <= CHECK_TOLERANCE_PCT };
}

/** Whether `key` was derived by a formula whose inputs are all among the check's other lines. */
function isDerivedFrom(period: TStatementPeriod, key: TAccountKey, keys: readonly TAccountKey[]): boolean {
  const source = getLine(period, key)?.source;
  if (source?.kind !== 'derived' || source.inputs.length === 0) return false;
  return source.inputs.every((input) => input !== key && keys.includes(input as TAccountKey));
}
