/**
 * The check "members add up to the reported total", and the subtotals found on the way. Pure.
 *
 * Per period: sum = Σ members (subtotals left out) + Σ reconciling lines (eliminations, corporate,
 * reconciling items; eliminations are reported negative); gap = total − sum; the period is complete
 * when |gap| ≤ tolerance, the rounding the compared values may carry together (Σ ½·10^−decimals of
 * every value in the sum and of the total: members in millions may be off by $0.5 million each).
 */
import type {
  TBreakdownMember,
  TBreakdownPeriod,
  TBreakdownPeriodCheck,
  TBreakdownValue,
  TRevenueBreakdown,
} from './breakdown-types.js';
import { roundingBound } from './ixbrl-number.js';

/** Subtotal search is exhaustive over subsets, so it runs only up to this many members. */
const MAX_SUBTOTAL_SEARCH_MEMBERS = 16;

/** The total per period the breakdown is compared with. @internal */
export type TPeriodTotal = { value: TBreakdownValue; concept: string };

/**
 * Marks members that are the sum of two or more other members of the breakdown (a "Products"
 * line that is the sum of its product lines, a "Total automotive revenues") as `subtotal`, when the
 * members as reported do not add up to the total in some period. A sum must hold in every period the
 * candidate reports, and in at least two, so a coincidence of one year is not taken. Larger members
 * are tried first; a member found to be a subtotal is not a part of another. The subtotals are kept
 * only if the members left then add up to the total in every period; otherwise nothing is marked.
 * @public
 */
export function markSubtotals(
  members: TBreakdownMember[],
  periods: TBreakdownPeriod[],
  totals: Map<string, TPeriodTotal>,
): TBreakdownMember[] {
  const ordinary = members.filter((m) => m.role === 'member');
  if (ordinary.length < 3 || ordinary.length > MAX_SUBTOTAL_SEARCH_MEMBERS) return members;
  if (periods.every((p) => checkPeriod(p, members, totals.get(periodKey(p)) ?? null).isComplete)) return members;

  const subtotals = new Map<string, string[]>();
  const bySize = [...ordinary].sort((a, b) => magnitude(b) - magnitude(a));
  for (const candidate of bySize) {
    if (candidate.values.length < 2) continue;
    const parts = bySize.filter(
      (m) =>
        m !== candidate &&
        !subtotals.has(m.member) &&
        m.values.some((v) => v.value !== 0) &&
        candidate.values.every((cv) => valueAt(m, cv) !== null),
    );
    const found = findSum(candidate, parts);
    if (found)
      subtotals.set(
        candidate.member,
        found.map((m) => m.member),
      );
  }
  if (subtotals.size === 0) return members;
  const marked = members.map((m) => {
    const of = subtotals.get(m.member);
    return of ? { ...m, role: 'subtotal' as const, subtotalOf: of } : m;
  });
  // Kept only when it explains the overlap: the members left then add up in every period with a total.
  const isExplained = periods.every((p) => {
    const total = totals.get(periodKey(p)) ?? null;
    return total === null || checkPeriod(p, marked, total).isComplete;
  });
  return isExplained ? marked : members;
}

/**
 * The check of one period.
 * @public
 */
export function checkPeriod(
  period: TBreakdownPeriod,
  members: TBreakdownMember[],
  total: TPeriodTotal | null,
): TBreakdownPeriodCheck {
  let membersSum = 0;
  let reconcilingSum = 0;
  let tolerance = total ? (roundingBound(total.value.decimals) ?? 0) : 0;
  const missingMembers: string[] = [];
  for (const member of members) {
    if (member.role === 'subtotal') continue;
    const value = member.values.find((v) => v.start === period.start && v.end === period.end);
    if (!value) {
      if (member.role === 'member') missingMembers.push(member.member);
      continue;
    }
    if (member.role === 'member') membersSum += value.value;
    else reconcilingSum += value.value;
    tolerance += roundingBound(value.decimals) ?? 0;
  }
  const gap = total ? total.value.value - membersSum - reconcilingSum : null;
  // Float sums of values in the hundreds of billions carry ~1e-4 of noise; a cent is far below any rounding.
  const isComplete = gap !== null && Math.abs(gap) <= tolerance + 0.01;
  return {
    period,
    total: total?.value.value ?? null,
    totalConcept: total?.concept ?? null,
    membersSum,
    reconcilingSum,
    gap,
    tolerance,
    isComplete,
    missingMembers,
  };
}

/** Adds the checks and the status to a breakdown's members. @internal */
export function withChecks(
  breakdown: Omit<TRevenueBreakdown, 'checks' | 'status'>,
  totals: Map<string, TPeriodTotal>,
): TRevenueBreakdown {
  const periods = periodsOf(breakdown.members);
  const members = markSubtotals(breakdown.members, periods, totals);
  const checks = periods.map((p) => checkPeriod(p, members, totals.get(periodKey(p)) ?? null));
  const annual = checks.filter((c) => c.period.kind === 'annual' && c.total !== null);
  const status =
    annual.length === 0 && checks.every((c) => c.total === null)
      ? 'no_total'
      : checks.filter((c) => c.total !== null).every((c) => c.isComplete)
        ? 'adds_up'
        : 'does_not_add_up';
  return { ...breakdown, members, checks, status };
}

/** Every period any member reports, latest first. @internal */
export function periodsOf(members: TBreakdownMember[]): TBreakdownPeriod[] {
  const periods = new Map<string, TBreakdownPeriod>();
  for (const m of members) {
    for (const v of m.values) {
      const period: TBreakdownPeriod = { start: v.start, end: v.end, kind: isAnnual(v) ? 'annual' : 'quarter' };
      periods.set(periodKey(period), period);
    }
  }
  return [...periods.values()].sort((a, b) => b.end.localeCompare(a.end) || a.start.localeCompare(b.start));
}

/** @internal */
export function periodKey(p: { start: string; end: string }): string {
  return `${p.start}/${p.end}`;
}

function isAnnual(v: { start: string; end: string }): boolean {
  return (Date.parse(v.end) - Date.parse(v.start)) / 86_400_000 >= 350;
}

function magnitude(m: TBreakdownMember): number {
  return m.values.reduce((sum, v) => sum + Math.abs(v.value), 0);
}

function valueAt(m: TBreakdownMember, at: { start: string; end: string }): TBreakdownValue | null {
  return m.values.find((v) => v.start === at.start && v.end === at.end) ?? null;
}

/** The first subset (2+ members) of `parts` whose sum equals `candidate` in each of its periods. */
function findSum(candidate: TBreakdownMember, parts: TBreakdownMember[]): TBreakdownMember[] | null {
  const n = parts.length;
  if (n < 2 || n > MAX_SUBTOTAL_SEARCH_MEMBERS) return null;
  // Matrix of values: rows = candidate's periods, columns = parts.
  const rows = candidate.values.map((cv) => ({
    target: cv.value,
    bound: roundingBound(cv.decimals) ?? 0,
    cells: parts.map((p) => valueAt(p, cv) as TBreakdownValue),
  }));
  for (let mask = 3; mask < 1 << n; mask++) {
    if ((mask & (mask - 1)) === 0) continue; // a single member is not a sum
    const fits = rows.every((row) => {
      let sum = 0;
      let bound = row.bound;
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) {
          const cell = row.cells[i] as TBreakdownValue;
          sum += cell.value;
          bound += roundingBound(cell.decimals) ?? 0;
        }
      }
      return Math.abs(sum - row.target) <= bound + 0.01;
    });
    if (fits) return parts.filter((_, i) => mask & (1 << i));
  }
  return null;
}
