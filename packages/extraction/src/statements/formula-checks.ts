/**
 * The formula checks of one statement: every identity subtotal of the chart whose lines are there,
 * the balance sheet's totals, the cash flow's net change in cash, and soft checks of the income
 * statement. The one implementation for both extraction and audit edits (`checkStatement`).
 */
import { CHART_OF_ACCOUNTS, type TAccountKey } from '@app/statements';
import { STATEMENT_TYPE_OF_KIND, type TStatementType, type TValueUnit, UNIT_SCALE } from '../types.js';
import { chartEquityKeys, presentedEquityKey } from './equity-keys.js';
import { normalizeLabel } from './normalize-label.js';

/** Lines a check can use that have no chart key: the cash flow's net change in cash and FX effect. */
type TRole = TAccountKey | 'net_change_in_cash' | 'fx_effect_on_cash';

type TTerm = { key: TRole; sign: 1 | -1; optional?: boolean };
/** `target = Σ terms`; a hard check that fails is a gap, a soft one only verifies when it passes. */
type TCheck = { target: TRole; terms: readonly TTerm[]; hard: boolean };

const STATEMENT_OF: ReadonlyMap<string, TStatementType> = new Map(
  CHART_OF_ACCOUNTS.map((account) => [account.key, STATEMENT_TYPE_OF_KIND[account.statement]]),
);
const NET_CHANGE = /^(?:net )?\(?(?:increase|decrease|change).*in cash|^现金及现金等价物净(?:增加|减少|变动)额/;
/** "Effect of exchange rate changes on cash", "Foreign currency effect on cash…", "Impact of foreign exchange…". */
const FX_EFFECT =
  /^(?:the )?(?:effects?|impact) of (?:changes in )?(?:foreign )?(?:currency|exchange|fx)\b|^(?:foreign )?(?:currency|exchange)(?: rate)?(?: changes| fluctuations| translation)? (?:effects?|impact) on cash|exchange rate changes on cash|汇率变动对现金/;
/** Decimals looked for in a value; amounts are printed with at most cents, shares with a few more. */
const MAX_DECIMALS = 6;

const plus = (key: TRole, optional = false): TTerm => ({ key, sign: 1, ...(optional && { optional }) });
const minus = (key: TRole): TTerm => ({ key, sign: -1 });

/** The checks of a printed statement beside the chart's identity subtotals. */
const EXTRA_CHECKS: Record<TStatementType, readonly TCheck[]> = {
  income_statement: [
    { target: 'operating_income', terms: [plus('gross_profit'), minus('operating_expenses')], hard: false },
    { target: 'operating_income', terms: [plus('revenue'), minus('costs_and_expenses')], hard: false },
    { target: 'net_income_including_minority', terms: [plus('pretax_income'), minus('income_tax')], hard: false },
    { target: 'net_income', terms: [plus('pretax_income'), minus('income_tax')], hard: false },
  ],
  balance_sheet: [
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
  cash_flow_statement: [
    {
      target: 'net_change_in_cash',
      terms: [
        plus('operating_cash_flow'),
        plus('investing_cash_flow'),
        plus('financing_cash_flow'),
        plus('fx_effect_on_cash', true),
      ],
      hard: true,
    },
  ],
};

const CHECKS: Record<TStatementType, readonly TCheck[]> = {
  income_statement: [...chartChecks('income_statement'), ...EXTRA_CHECKS.income_statement],
  balance_sheet: [...chartChecks('balance_sheet'), ...EXTRA_CHECKS.balance_sheet],
  cash_flow_statement: [...chartChecks('cash_flow_statement'), ...EXTRA_CHECKS.cash_flow_statement],
};

/** The chart's identity subtotals of one statement (total liabilities and equity is checked apart). */
function chartChecks(type: TStatementType): TCheck[] {
  return CHART_OF_ACCOUNTS.filter(
    (account) =>
      STATEMENT_TYPE_OF_KIND[account.statement] === type &&
      account.is_identity &&
      account.formula &&
      account.key !== 'total_liabilities_and_equity',
  ).map((account) => ({ target: account.key, terms: account.formula ?? [], hard: true }));
}

/**
 * What a check needs of a line, as `TExtractedLine` carries it or as an audit edit left it.
 * `standardAccount` may be any text: a key of another statement is not used.
 * @public
 */
export type TCheckableLine = {
  accountName: string;
  standardAccount: string | null;
  /** As printed, in `unit` or the statement's unit. */
  value: number;
  /** −1 when printed with the opposite of the chart's sign; absent means 1. */
  sign?: 1 | -1 | undefined;
  /** The line's own unit; absent or null means the statement's. */
  unit?: TValueUnit | null | undefined;
};

/** The outcome of the formula checks for one line; numbers in the statement's unit, signed as printed. @public */
export type TLineCheck = {
  /** The formula the line was checked with, over standard keys, or null when no check has it as its subtotal. */
  formula: string | null;
  /** The subtotal computed from its components. */
  calculatedValue: number | null;
  /** value − calculatedValue. */
  gap: number | null;
  /** A check passed for this line or for a check it is a component of, and its own check did not fail. */
  verified: boolean;
  /** The line's own (hard) check failed: `formula`, `calculatedValue` and `gap` are that check's. */
  hasGap: boolean;
};

/**
 * Whether a key is a standard account of this statement type.
 * @example isAccountOf('revenue', 'income_statement') // true; isAccountOf('revenue', 'balance_sheet') // false
 * @public
 */
export function isAccountOf(key: string | null | undefined, statementType: TStatementType): key is TAccountKey {
  return key !== null && key !== undefined && STATEMENT_OF.get(key) === statementType;
}

/**
 * Runs the formula checks over the lines of one statement (one period column), as extraction does
 * and as every audit edit does again. A line takes part by its standard account (a key counts on
 * its first line only); on a cash flow statement, a line without one whose name says "net increase
 * (decrease) in cash" or "effect of exchange rates" is the net change in cash or the FX effect.
 *
 * Each check is `subtotal = Σ ± components`, with values in the chart's sign convention
 * (`value × sign`) and the statement's unit (`× scale(line unit) / scale(unit)`). It holds when
 * `|gap| ≤ ½ · step · max(1, n)` (+1e-9), with n the components used and `step` the statement's
 * last printed digit: 10^−d for d the most common number of decimals among its non-zero values
 * printed in the statement's unit (0 for whole numbers, 2 for amounts with cents; fewer on a tie).
 * A passing check verifies its subtotal and components. A hard check that fails gives its subtotal
 * a gap; a soft one (operating income from gross profit, net income from pre-tax income, where
 * other lines may sit between) says nothing when it fails. A subtotal shows its first failed hard
 * check, else its first passing one; `calculatedValue` and `gap` are signed as the line is printed.
 *
 * @param statementType - which statement the lines are
 * @param lines - the statement's lines in printed order
 * @param unit - the statement's unit, for lines printed in their own
 * @returns one check outcome per line, in the same order
 * @example
 * checkStatement('income_statement', [
 *   { accountName: 'Total net sales', standardAccount: 'revenue', value: 391_035 },
 *   { accountName: 'Total cost of sales', standardAccount: 'cost_of_revenue', value: 210_352 },
 *   { accountName: 'Gross margin', standardAccount: 'gross_profit', value: 180_683 },
 * ], 'M')[2]; // { formula: 'revenue - cost_of_revenue', calculatedValue: 180_683, gap: 0, verified: true, hasGap: false }
 * @public
 */
export function checkStatement(
  statementType: TStatementType,
  presented: readonly TCheckableLine[],
  unit: TValueUnit,
): TLineCheck[] {
  const lines = statementType === 'balance_sheet' ? chartEquityKeys(presented) : presented;
  const renamed = lines.some((line, at) => line.standardAccount !== presented[at]?.standardAccount);
  const indexOf = new Map<TRole, number>();
  lines.forEach((line, index) => {
    const role = roleOf(statementType, line);
    if (role && !indexOf.has(role)) indexOf.set(role, index);
  });
  const valueAt = (index: number) => {
    const line = lines[index];
    return line ? (line.value * (line.sign ?? 1) * UNIT_SCALE[line.unit ?? unit]) / UNIT_SCALE[unit] : 0;
  };
  const step = stepOf(lines, unit);
  type TShown = { formula: string; calculated: number; gap: number; isOk: boolean };
  const shown = new Map<number, TShown>();
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
    if (isOk) for (const index of [target, ...used]) verified.add(index);
    const previous = shown.get(target);
    const isFailure = check.hard && !isOk;
    if (isFailure ? !previous || previous.isOk : isOk && !previous) {
      const formula = formatTerms(
        terms.filter((term) => indexOf.has(term.key)),
        renamed,
      );
      shown.set(target, { formula, calculated, gap, isOk });
    }
  }
  return lines.map((line, index): TLineCheck => {
    const outcome = shown.get(index);
    if (!outcome)
      return { formula: null, calculatedValue: null, gap: null, verified: verified.has(index), hasGap: false };
    const printedSign = line.sign ?? 1;
    return {
      formula: outcome.formula,
      calculatedValue: outcome.calculated * printedSign,
      gap: outcome.gap * printedSign,
      verified: outcome.isOk && verified.has(index),
      hasGap: !outcome.isOk,
    };
  });
}

function roleOf(statementType: TStatementType, line: TCheckableLine): TRole | null {
  if (isAccountOf(line.standardAccount, statementType)) return line.standardAccount;
  if (line.standardAccount !== null || statementType !== 'cash_flow_statement') return null;
  const name = normalizeLabel(line.accountName);
  if (NET_CHANGE.test(name)) return 'net_change_in_cash';
  if (FX_EFFECT.test(name)) return 'fx_effect_on_cash';
  return null;
}

/** The statement's last printed digit: 10^−(most common decimals of its non-zero values in its unit). */
function stepOf(lines: readonly TCheckableLine[], unit: TValueUnit): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    if (line.value === 0 || (line.unit && line.unit !== unit)) continue;
    const decimals = decimalsOf(line.value);
    counts.set(decimals, (counts.get(decimals) ?? 0) + 1);
  }
  const [mode] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0];
  return 10 ** -mode;
}

function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals++)
    if (Number(value.toFixed(decimals)) === value) return decimals;
  return MAX_DECIMALS;
}

/** A check's terms as a formula, in the keys the statement's lines carry (`presentEquityKeys`). */
function formatTerms(terms: readonly TTerm[], presentsEquity: boolean): string {
  const shown = (key: TRole) => (presentsEquity ? presentedEquityKey(key) : key);
  return terms
    .map((term, index) => `${index === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? '- ' : '+ '}${shown(term.key)}`)
    .join(' ');
}
