/**
 * The filing's revenue breakdowns (`@app/market-data`'s reader) as the API shows them: the
 * filing, one summary per breakdown for the selector, a breakdown's lines per fiscal year with the
 * check per year, and the default choice. Pure.
 */
import type { TBreakdownFiling, TBreakdownHistory, TBreakdownSummary } from '@app/contract';
import type { TRevenueBreakdown, TRevenueBreakdowns } from '@app/market-data';

const DAY_MS = 86_400_000;

/** The model's base year: the anchor fiscal years are counted from. */
export type TBaseYear = { fiscalYear: number; periodEnd: string };

/**
 * The fiscal year of a period ending on `end`, counted from the model's base year (so a year ending
 * in January is named as the model names it): the base year's number plus the whole years between.
 */
export function fiscalYearOf(end: string, base: TBaseYear): number {
  const years = (Date.parse(end) - Date.parse(base.periodEnd)) / DAY_MS / 365.25;
  return base.fiscalYear + Math.round(years);
}

export function filingView(breakdowns: TRevenueBreakdowns, location: string): TBreakdownFiling {
  const fiscalYear = Number(breakdowns.fiscalYearFocus);
  return {
    form: breakdowns.documentType,
    period_end: breakdowns.documentPeriodEnd,
    fiscal_year: Number.isInteger(fiscalYear) ? fiscalYear : null,
    registrant: breakdowns.registrantName,
    total_concept: breakdowns.totalConcept,
    currency: breakdowns.currency,
    source: location.split('/').pop() ?? location,
  };
}

/** The breakdowns of the selector: segment, product or service and geography first, in the filing's order. */
export function summariesOf(breakdowns: TRevenueBreakdowns): TBreakdownSummary[] {
  return breakdowns.breakdowns.map((breakdown) => summaryOf(breakdown, breakdowns.totalConcept));
}

function summaryOf(breakdown: TRevenueBreakdown, totalConcept: string | null): TBreakdownSummary {
  return {
    breakdown_id: breakdown.id,
    kind: breakdown.axisKind,
    axis: breakdown.axis,
    concept: breakdown.concept,
    qualifier: breakdown.qualifier,
    member_count: breakdown.members.length,
    status: breakdown.status,
    is_headline: breakdown.concept === totalConcept && breakdown.qualifier === null,
  };
}

/**
 * The default breakdown: the first that adds up on the headline revenue concept, else the first
 * that adds up, else the first the filing offers.
 */
export function starterOf(breakdowns: TRevenueBreakdowns): {
  breakdownId: string | null;
  reason: 'adds_up_on_headline' | 'adds_up' | 'first' | 'none';
} {
  const all = summariesOf(breakdowns);
  const headline = all.find((b) => b.status === 'adds_up' && b.is_headline);
  if (headline) return { breakdownId: headline.breakdown_id, reason: 'adds_up_on_headline' };
  const addsUp = all.find((b) => b.status === 'adds_up');
  if (addsUp) return { breakdownId: addsUp.breakdown_id, reason: 'adds_up' };
  const first = all[0];
  return first ? { breakdownId: first.breakdown_id, reason: 'first' } : { breakdownId: null, reason: 'none' };
}

/** A breakdown's lines per fiscal year (annual periods only) and the check per year, oldest first. */
export function historyOf(
  breakdown: TRevenueBreakdown,
  totalConcept: string | null,
  base: TBaseYear,
): TBreakdownHistory {
  const annual = breakdown.checks
    .filter((check) => check.period.kind === 'annual')
    .sort((a, b) => a.period.end.localeCompare(b.period.end));
  const isAnnual = (value: { start: string; end: string }) =>
    annual.some((check) => check.period.start === value.start && check.period.end === value.end);
  return {
    ...summaryOf(breakdown, totalConcept),
    currency: breakdown.currency,
    members: breakdown.members.map((member) => ({
      member: member.member,
      label: member.label,
      label_source: member.labelSource,
      role: member.role,
      subtotal_of: member.subtotalOf ?? [],
      values: member.values
        .filter(isAnnual)
        .sort((a, b) => a.end.localeCompare(b.end))
        .map((value) => ({
          fiscal_year: fiscalYearOf(value.end, base),
          start: value.start,
          end: value.end,
          value: value.value,
        })),
    })),
    checks: annual.map((check) => ({
      fiscal_year: fiscalYearOf(check.period.end, base),
      start: check.period.start,
      end: check.period.end,
      total: check.total,
      total_concept: check.totalConcept,
      members_sum: check.membersSum,
      reconciling_sum: check.reconcilingSum,
      gap: check.gap,
      tolerance: check.tolerance,
      is_complete: check.isComplete,
      missing_members: check.missingMembers,
    })),
  };
}
