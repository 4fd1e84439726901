import { type TStatementType, type TValueUnit, UNIT_SCALE } from '@app/contract';
import { ACCOUNT_KEYS, CHART_OF_ACCOUNTS, getAccount, type TAccountKey } from '@app/statements';

/** What a check needs of a line: its standard account and its value as printed, with its sign and unit. */
export type TCheckableLine = { standardAccount: string | null; value: number; sign: 1 | -1; unit: TValueUnit | null };

/** The outcome of the formula checks for one line; numbers in the statement's unit, signed as printed. */
export type TLineCheck = {
  /** The formula the line was checked with, over standard keys, or null when it is not a checked subtotal. */
  formula: string | null;
  calculatedValue: number | null;
  /** value − calculatedValue. */
  gap: number | null;
  /** A check passed for this line, or for a check it is a component of. */
  isVerified: boolean;
  /** The line's own (hard) check failed. */
  hasGap: boolean;
};

type TTerm = { key: TAccountKey; sign: 1 | -1; optional?: boolean };
/** `target = Σ terms`; a hard check that fails is a gap, a soft one only verifies when it passes. */
type TCheck = { target: TAccountKey; terms: readonly TTerm[]; hard: boolean };

const KEYS: ReadonlySet<string> = new Set(ACCOUNT_KEYS);
const plus = (key: TAccountKey, optional = false): TTerm => ({ key, sign: 1, ...(optional && { optional }) });
const minus = (key: TAccountKey): TTerm => ({ key, sign: -1 });

/**
 * The checks of one statement, as `@app/extraction` runs them when it reads a document: the
 * chart's identity subtotals, the balance sheet's totals, and soft checks of the income statement
 * (other lines may sit between their terms, so they only ever verify). The cash flow's "net change
 * in cash" check needs a line with no standard account, so edits cannot re-run it.
 */
const CHECKS: Record<TStatementType, readonly TCheck[]> = {
  income: [
    ...chartChecks('income'),
    { target: 'operating_income', terms: [plus('gross_profit'), minus('operating_expenses')], hard: false },
    { target: 'operating_income', terms: [plus('revenue'), minus('costs_and_expenses')], hard: false },
    { target: 'net_income_including_minority', terms: [plus('pretax_income'), minus('income_tax')], hard: false },
    { target: 'net_income', terms: [plus('pretax_income'), minus('income_tax')], hard: false },
  ],
  balance: [
    ...chartChecks('balance'),
    { target: 'total_assets', terms: [plus('total_liabilities_and_equity')], hard: true },
    {
      target: 'total_liabilities_and_equity',
      terms: [
        plus('total_liabilities'),
        plus('temporary_equity', true),
        plus('redeemable_minority_interest', true),
        plus('redeemable_equity', true),
        plus('total_equity'),
        plus('minority_interest', true),
      ],
      hard: true,
    },
  ],
  cash_flow: chartChecks('cash_flow'),
};

function chartChecks(type: TStatementType): TCheck[] {
  return CHART_OF_ACCOUNTS.filter(
    (account) =>
      account.statement === type &&
      account.is_identity &&
      account.formula &&
      account.key !== 'total_liabilities_and_equity',
  ).map((account) => ({ target: account.key, terms: account.formula ?? [], hard: true }));
}

/** Whether a string is a standard account key of this statement type. */
export function isAccountOf(key: string | null, statementType: TStatementType): key is TAccountKey {
  return key !== null && KEYS.has(key) && getAccount(key as TAccountKey).statement === statementType;
}

/**
 * Runs the checks over the lines of one statement: values in the chart's sign convention and the
 * statement's unit; a key counts on its first line only. The tolerance is half the last printed
 * digit per component (cents when any value has them), as extraction's. A subtotal gets its
 * formula, the value its parts add up to and the gap (signed as printed); the subtotal and its
 * parts are verified when a check passes.
 */
export function checkStatementLines(
  statementType: TStatementType,
  unit: TValueUnit,
  lines: readonly TCheckableLine[],
): TLineCheck[] {
  const indexOf = new Map<TAccountKey, number>();
  lines.forEach((line, index) => {
    if (isAccountOf(line.standardAccount, statementType) && !indexOf.has(line.standardAccount))
      indexOf.set(line.standardAccount, index);
  });
  const valueAt = (index: number) => {
    const line = lines[index];
    return line ? (line.value * line.sign * UNIT_SCALE[line.unit ?? unit]) / UNIT_SCALE[unit] : 0;
  };
  const step = lines.some((line) => !Number.isInteger(line.value)) ? 0.01 : 1;
  const outcome: TLineCheck[] = lines.map(() => ({
    formula: null,
    calculatedValue: null,
    gap: null,
    isVerified: false,
    hasGap: false,
  }));
  const verified = new Set<number>();
  for (const check of CHECKS[statementType]) {
    const target = indexOf.get(check.target);
    if (target === undefined) continue;
    // Total equity including minority, when printed, stands in for equity + minority interest.
    const terms =
      check.target === 'total_liabilities_and_equity' && indexOf.has('total_equity_including_minority')
        ? [
            ...check.terms.filter((term) => term.key !== 'total_equity' && term.key !== 'minority_interest'),
            plus('total_equity_including_minority'),
          ]
        : check.terms;
    const used: number[] = [];
    let calculated = 0;
    let isUsable = true;
    for (const term of terms) {
      const index = indexOf.get(term.key);
      if (index === undefined) {
        if (term.optional) continue;
        isUsable = false;
        break;
      }
      calculated += term.sign * valueAt(index);
      used.push(index);
    }
    if (!isUsable || used.length === 0) continue;
    const gap = valueAt(target) - calculated;
    const isOk = Math.abs(gap) <= 0.5 * step * Math.max(1, used.length) + 1e-9;
    const line = outcome[target];
    const printedSign = lines[target]?.sign ?? 1;
    const shown = line && line.formula !== null ? line : undefined;
    if (line && (check.hard || isOk) && (!shown || (!shown.isVerified && isOk))) {
      line.formula = formatTerms(terms.filter((term) => indexOf.has(term.key)));
      line.calculatedValue = calculated * printedSign;
      line.gap = gap * printedSign;
      line.hasGap = !isOk;
      line.isVerified = isOk;
    }
    if (isOk) for (const index of [target, ...used]) verified.add(index);
  }
  return outcome.map((line, index) => ({ ...line, isVerified: verified.has(index) && !line.hasGap }));
}

function formatTerms(terms: readonly TTerm[]): string {
  return terms
    .map((term, index) => `${index === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? '- ' : '+ '}${term.key}`)
    .join(' ');
}
