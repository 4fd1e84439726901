import type { TFormulaTerm } from './chart-of-accounts.js';
import type { TAccountKey } from './keys.js';
import { getLine } from './lines.js';
import type { TStatementPeriod } from './types.js';

/**
 * `reportedInSource`: the lines the period's statements show — for SEC data, the lines the
 * filings of each statement's headline report at the period's date (see `@app/market-data`
 * `src/xbrl/README.md`); for an uploaded document, the lines printed in it. A line outside this
 * set is blank on the statement (Apple has no minority-interest line), so an optional formula term
 * (see `TFormulaTerm`) for it is left out. Without the set, every term is required.
 * @public
 */
export type TFormulaContext = { reportedInSource?: ReadonlySet<TAccountKey> };

/** The outcome of evaluating `Σ sign × term` over one period. @internal */
export type TEvaluation =
  | { ok: true; value: number; inputs: TAccountKey[]; omitted: TAccountKey[] }
  | { ok: false; missing: TAccountKey[] };

/**
 * Evaluates `Σ sign_i × value(key_i)` over the lines of one period.
 *
 * A missing term fails the evaluation unless it is optional and its line is not in
 * `reportedInSource`; then it is left out (listed in `omitted`). At least one term must be present.
 * @internal
 */
export function evaluateTerms(
  period: TStatementPeriod,
  terms: readonly TFormulaTerm[],
  context: TFormulaContext = {},
): TEvaluation {
  let value = 0;
  const inputs: TAccountKey[] = [];
  const omitted: TAccountKey[] = [];
  const missing: TAccountKey[] = [];
  for (const term of terms) {
    const line = getLine(period, term.key);
    if (line) {
      value += term.sign * line.value;
      inputs.push(term.key);
    } else if (term.optional && context.reportedInSource && !context.reportedInSource.has(term.key)) {
      omitted.push(term.key);
    } else {
      missing.push(term.key);
    }
  }
  if (missing.length > 0 || inputs.length === 0) return { ok: false, missing: missing.length ? missing : omitted };
  return { ok: true, value, inputs, omitted };
}

/** Renders terms as `a - b + c` (the first term's sign only when negative). @internal */
export function formatTerms(terms: readonly TFormulaTerm[]): string {
  return terms
    .map((term, index) => {
      if (index === 0) return term.sign < 0 ? `-${term.key}` : term.key;
      return `${term.sign < 0 ? '-' : '+'} ${term.key}`;
    })
    .join(' ');
}
