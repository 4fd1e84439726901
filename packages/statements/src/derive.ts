import { DERIVATION_RULES, expandReportedLines } from './derivation-rules.js';
import { evaluateTerms, formatTerms, type TFormulaContext } from './formula.js';
import type { TAccountKey } from './keys.js';
import { copyPeriod, getLine, setLine } from './lines.js';
import type { TStatementPeriod } from './types.js';

/**
 * Fills every missing line that can be computed from other lines of the same period, and marks it
 * `{ kind: 'derived', formula, inputs }`. Reported lines are never overwritten. A line that no
 * rule can compute stays missing: nothing is guessed and nothing is zero-filled.
 *
 * Rules (see `DERIVATION_RULES` and the README) are applied in order, repeatedly, until no line
 * changes, so derived lines feed further derivations (e.g. total equity incl. minority, then total
 * liabilities = total assets − total equity incl. minority). A rule never uses a line that was
 * itself derived from (or by leaving out) the rule's target: total equity incl. minority computed
 * without a minority-interest line cannot turn back into a minority interest of zero.
 *
 * @param period - one period of standardized statements (not modified)
 * @param context - `reportedInSource`: the lines the period's statements show; optional terms
 *   (minority interest, commercial paper…) are left out only for lines outside it
 * @returns a new period with derived lines added
 * @example
 * deriveLines(period).income.gross_profit
 * // → { value: 180_683e6, source: { kind: 'derived', formula: 'revenue - cost_of_revenue', inputs: [...] } }
 * @public
 */
export function deriveLines(period: TStatementPeriod, context: TFormulaContext = {}): TStatementPeriod {
  const closed: TFormulaContext = context.reportedInSource
    ? { reportedInSource: expandReportedLines(context.reportedInSource) }
    : {};
  const result = copyPeriod(period);
  // Everything a derived line rests on, transitively (its inputs and the terms it left out).
  const dependsOn = new Map<TAccountKey, Set<TAccountKey>>();
  for (let pass = 0, changed = true; changed && pass < DERIVATION_RULES.length; pass++) {
    changed = false;
    for (const rule of DERIVATION_RULES) {
      if (getLine(result, rule.target)) continue;
      const evaluation = evaluateTerms(result, rule.terms, closed);
      if (!evaluation.ok) continue;
      if (evaluation.inputs.some((key) => dependsOn.get(key)?.has(rule.target))) continue;
      const deps = new Set<TAccountKey>([...evaluation.inputs, ...evaluation.omitted]);
      for (const key of evaluation.inputs) for (const dep of dependsOn.get(key) ?? []) deps.add(dep);
      dependsOn.set(rule.target, deps);
      const used = rule.terms.filter((term) => evaluation.inputs.includes(term.key));
      setLine(result, rule.target, {
        value: evaluation.value,
        source: {
          kind: 'derived',
          formula: formatTerms(used),
          inputs: evaluation.inputs,
          ...(evaluation.omitted.length > 0 && { omitted: evaluation.omitted }),
        },
      });
      changed = true;
    }
  }
  return result;
}
