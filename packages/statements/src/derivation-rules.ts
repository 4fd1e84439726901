import { CHART_OF_ACCOUNTS, type TFormulaTerm } from './chart-of-accounts.js';
import { ACCOUNT_KEYS, type TAccountKey } from './keys.js';

/** `target = Σ sign × term`, applied when `target` is missing and its terms are present. @public */
export type TDerivationRule = { target: TAccountKey; terms: readonly TFormulaTerm[] };

const plus = (key: TAccountKey, optional = false): TFormulaTerm => ({ key, sign: 1, ...(optional && { optional }) });
const minus = (key: TAccountKey, optional = false): TFormulaTerm => ({ key, sign: -1, ...(optional && { optional }) });

/** Every subtotal of the chart derives from its parts. */
const SUBTOTAL_RULES: TDerivationRule[] = CHART_OF_ACCOUNTS.flatMap((account) =>
  account.formula ? [{ target: account.key, terms: account.formula }] : [],
);

/**
 * Rearrangements of the chart's identities and the derivations that are not subtotal identities.
 * Order matters where a line has several rules: the first that applies wins.
 */
const OTHER_RULES: TDerivationRule[] = [
  { target: 'cost_of_revenue', terms: [plus('revenue'), minus('gross_profit')] },
  { target: 'revenue', terms: [plus('gross_profit'), plus('cost_of_revenue')] },
  { target: 'net_income', terms: [plus('net_income_including_minority'), minus('net_income_minority_interest', true)] },
  { target: 'net_income_minority_interest', terms: [plus('net_income_including_minority'), minus('net_income')] },
  { target: 'cash_flow_net_income', terms: [plus('net_income'), plus('net_income_minority_interest', true)] },
  // D&A components come from different notes across companies, so the sum is a derivation
  // only, not an identity that `checkPeriod` holds the reported total to. A company without
  // amortization (no intangibles) reports depreciation alone.
  { target: 'depreciation_amortization', terms: [plus('depreciation'), plus('amortization', true)] },
  {
    target: 'long_term_debt',
    terms: [plus('long_term_debt_including_current'), minus('current_portion_long_term_debt', true)],
  },
  { target: 'minority_interest', terms: [plus('total_equity_including_minority'), minus('total_equity')] },
  { target: 'total_equity', terms: [plus('total_equity_including_minority'), minus('minority_interest', true)] },
  {
    target: 'total_liabilities',
    terms: [plus('total_assets'), minus('temporary_equity', true), minus('total_equity_including_minority')],
  },
  {
    target: 'total_liabilities',
    terms: [
      plus('total_liabilities_and_equity'),
      minus('temporary_equity', true),
      minus('total_equity_including_minority'),
    ],
  },
  { target: 'total_assets', terms: [plus('total_liabilities_and_equity')] },
];

/**
 * All derivation rules, in the order `deriveLines` tries them. Identity rearrangements go before
 * the subtotal sums that depend on them (total equity before total equity incl. minority, …).
 * @public
 */
export const DERIVATION_RULES: readonly TDerivationRule[] = orderRules([...SUBTOTAL_RULES, ...OTHER_RULES]);

/** Rules for the parent/minority split run first, so the totals built from them see them. */
function orderRules(rules: TDerivationRule[]): TDerivationRule[] {
  const first: TAccountKey[] = ['minority_interest', 'total_equity', 'net_income', 'net_income_minority_interest'];
  const rank = (rule: TDerivationRule) => (first.includes(rule.target) ? 0 : 1);
  return [...rules].sort((a, b) => rank(a) - rank(b));
}

/** Closures by the membership of every chart key (`0101…`): periods of one company share a few. */
const closures = new Map<string, ReadonlySet<TAccountKey>>();

/**
 * The lines a source shows, plus every line derivable from them (`short_term_debt` is shown by a
 * statement that only reports commercial paper). `deriveLines` and `checkPeriod` judge optional
 * formula terms against this closure of `reportedInSource`.
 * @public
 */
export function expandReportedLines(reported: ReadonlySet<TAccountKey>): ReadonlySet<TAccountKey> {
  const signature = ACCOUNT_KEYS.map((key) => (reported.has(key) ? '1' : '0')).join('');
  const cached = closures.get(signature);
  if (cached) return cached;
  const present = new Set(reported);
  const dependsOn = new Map<TAccountKey, Set<TAccountKey>>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const rule of DERIVATION_RULES) {
      if (present.has(rule.target)) continue;
      const used = rule.terms.filter((term) => present.has(term.key));
      const isDerivable =
        used.length > 0 &&
        rule.terms.every((term) => term.optional || present.has(term.key)) &&
        !used.some((term) => dependsOn.get(term.key)?.has(rule.target));
      if (!isDerivable) continue;
      // Same circularity guard as `deriveLines`: what a line rests on, including left-out terms.
      const deps = new Set(rule.terms.map((term) => term.key));
      for (const term of used) for (const dep of dependsOn.get(term.key) ?? []) deps.add(dep);
      dependsOn.set(rule.target, deps);
      present.add(rule.target);
      changed = true;
    }
  }
  closures.set(signature, present);
  return present;
}
