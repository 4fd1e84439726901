import { CHART_OF_ACCOUNTS, getAccount, type TAccountKey } from '@app/statements';
import type { TStatementType } from '../types.js';

/** Lines a check can use that have no chart key: the cash flow's net change in cash and FX effect. @internal */
export type TRole = TAccountKey | 'net_change_in_cash' | 'fx_effect_on_cash';

type TTerm = { key: TRole; sign: 1 | -1; optional?: boolean };
/** `target = Σ terms`; a hard check that fails puts the statement up for audit, a soft one only verifies. */
type TCheck = { target: TRole; terms: readonly TTerm[]; hard: boolean };

const STATEMENT_OF = new Map(CHART_OF_ACCOUNTS.map((account) => [account.key, account.statement]));

/** The chart's identity subtotals of one statement, plus the checks of a printed statement. */
function checksFor(type: TStatementType): TCheck[] {
  // Total liabilities and equity is checked below, where equity may be printed without a total incl. minority.
  const chart: TCheck[] = CHART_OF_ACCOUNTS.filter(
    (account) =>
      account.statement === type &&
      account.is_identity &&
      account.formula &&
      account.key !== 'total_liabilities_and_equity',
  ).map((account) => ({ target: account.key, terms: account.formula ?? [], hard: true }));
  const plus = (key: TRole, optional = false): TTerm => ({ key, sign: 1, ...(optional && { optional }) });
  const minus = (key: TRole): TTerm => ({ key, sign: -1 });
  const extra: Record<TStatementType, TCheck[]> = {
    income: [
      { target: 'operating_income', terms: [plus('gross_profit'), minus('operating_expenses')], hard: false },
      { target: 'operating_income', terms: [plus('revenue'), minus('costs_and_expenses')], hard: false },
      { target: 'net_income_including_minority', terms: [plus('pretax_income'), minus('income_tax')], hard: false },
      { target: 'net_income', terms: [plus('pretax_income'), minus('income_tax')], hard: false },
    ],
    balance: [
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
    cash_flow: [
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
  return [...chart, ...extra[type]];
}

/** The outcome of the checks of one period column, by line index. @internal */
export type TLineCheck = { formula: string; calculatedValue: number; gap: number; verified: boolean };
/** @internal */
export type TColumnChecks = { byLine: Map<number, TLineCheck>; verified: Set<number>; failures: string[] };

/**
 * Runs every check whose subtotal and components were found in one period column. `values` are in
 * the chart's sign convention and the statement's unit; the tolerance is half the last printed
 * digit per component (`step` is 1 for whole numbers, 0.01 for amounts printed with cents).
 * @internal
 */
export function checkColumn(
  type: TStatementType,
  roles: readonly (TRole | null)[],
  values: readonly (number | null)[],
  step: number,
): TColumnChecks {
  const byRole = new Map<TRole, number>();
  roles.forEach((role, index) => {
    if (role && !byRole.has(role)) byRole.set(role, index);
  });
  const result: TColumnChecks = { byLine: new Map(), verified: new Set(), failures: [] };
  for (const check of checksFor(type)) {
    // Total equity including minority, when printed, stands in for equity + minority interest.
    const terms =
      check.target === 'total_liabilities_and_equity' && byRole.has('total_equity_including_minority')
        ? [
            ...check.terms.filter((term) => term.key !== 'total_equity' && term.key !== 'minority_interest'),
            { key: 'total_equity_including_minority' as const, sign: 1 as const },
          ]
        : check.terms;
    const target = byRole.get(check.target);
    const targetValue = target === undefined ? null : values[target];
    if (target === undefined || targetValue === null || targetValue === undefined) continue;
    let calculated = 0;
    const used: number[] = [];
    let usable = true;
    for (const term of terms) {
      const index = byRole.get(term.key);
      const value = index === undefined ? null : values[index];
      if (index === undefined && term.optional) continue;
      if (value === null || value === undefined || index === undefined) {
        usable = false;
        break;
      }
      calculated += term.sign * value;
      used.push(index);
    }
    if (!usable || used.length === 0) continue;
    const gap = targetValue - calculated;
    const tolerance = 0.5 * step * Math.max(1, used.length) + 1e-9;
    const ok = Math.abs(gap) <= tolerance;
    const formula = formatTerms(terms.filter((term) => byRole.has(term.key)));
    const previous = result.byLine.get(target);
    // A soft check only says something when it passes (other income may sit between its lines).
    if ((check.hard || ok) && (!previous || (!previous.verified && ok)))
      result.byLine.set(target, { formula, calculatedValue: calculated, gap, verified: ok });
    if (ok) for (const index of [target, ...used]) result.verified.add(index);
    else if (check.hard)
      result.failures.push(`${describe(check.target)} does not equal ${formula} (gap ${round(gap)})`);
  }
  return result;
}

function formatTerms(terms: readonly TTerm[]): string {
  return terms
    .map((term, index) => `${index === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? '- ' : '+ '}${term.key}`)
    .join(' ');
}

function describe(role: TRole): string {
  if (role === 'net_change_in_cash') return 'The net change in cash';
  if (role === 'fx_effect_on_cash') return 'The effect of exchange rates on cash';
  return STATEMENT_OF.has(role) ? getAccount(role).label : role;
}

const round = (value: number) => Math.round(value * 100) / 100;
