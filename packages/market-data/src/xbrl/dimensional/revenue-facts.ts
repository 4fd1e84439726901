/**
 * The revenue facts of a filing, one per concept, period and dimensions (duplicates resolved), each
 * placed where the breakdowns read it: a total (no dimension), a member of a one-axis breakdown, a
 * reconciling line of the segment breakdown, or left out (more than one axis).
 */
import type { TBreakdownIssue, TBreakdownMemberRole, TBreakdownPeriod } from './breakdown-types.js';
import type { TIxbrlContext, TIxbrlDocument } from './ixbrl-document.js';
import { roundingBound } from './ixbrl-number.js';

/** The us-gaap revenue totals, in the order a filer's total is looked for. @public */
export const REVENUE_CONCEPTS = [
  'us-gaap:Revenues',
  'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
  'us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax',
  'us-gaap:SalesRevenueNet',
  'us-gaap:SalesRevenueGoodsNet',
  'us-gaap:SalesRevenueServicesNet',
  'us-gaap:RevenuesNetOfInterestExpense',
] as const;

export const SEGMENT_AXIS = 'us-gaap:StatementBusinessSegmentsAxis';
export const CONSOLIDATION_AXIS = 'srt:ConsolidationItemsAxis';
export const OPERATING_SEGMENTS = 'us-gaap:OperatingSegmentsMember';

/**
 * Axes whose members do not split the company's own revenue of the period: equity investees,
 * the parent-only statements, ranges, restatement adjustments, acquirees' pro forma revenue,
 * discontinued operations, scenarios.
 */
const EXCLUDED_AXES = [
  /EquityMethodInvestment/,
  /^srt:ConsolidatedEntitiesAxis$/,
  /^srt:RangeAxis$/,
  /^srt:RestatementAxis$/,
  /^srt:StatementScenarioAxis$/,
  /BusinessAcquisitionAxis$/,
  /DisposalGroup/,
  /^us-gaap:StatementEquityComponentsAxis$/,
];

/** @internal */
export type TRevenueFact = {
  concept: string;
  unit: string;
  period: TBreakdownPeriod;
  value: number;
  decimals: number | null;
  rowCaption: string | null;
};

/** @internal */
export type TPlacedFacts = {
  totals: TRevenueFact[];
  /** Facts of a one-axis breakdown (or one axis qualified by ConsolidationItemsAxis = operating segments). */
  members: (TRevenueFact & { axis: string; member: string; qualifier: string | null })[];
  /** ConsolidationItemsAxis alone with a reconciling member (corporate, eliminations, reconciling items). */
  reconciling: (TRevenueFact & { member: string; role: TBreakdownMemberRole })[];
  issues: TBreakdownIssue[];
};

/**
 * Reads the revenue facts of `doc` and places them.
 * @internal
 */
export function placeRevenueFacts(doc: TIxbrlDocument): TPlacedFacts {
  const concepts = new Set<string>(REVENUE_CONCEPTS);
  const issues: TBreakdownIssue[] = [];
  const best = new Map<string, { fact: TRevenueFact; context: TIxbrlContext; all: number[] }>();
  for (const fact of doc.facts) {
    if (!concepts.has(fact.concept) || fact.value === null || !fact.unit?.startsWith('iso4217:')) continue;
    const context = doc.contexts.get(fact.contextRef);
    if (!context || context.hasTypedDimension) continue;
    const period = fiscalPeriod(context);
    if (!period) continue;
    const key = [fact.concept, fact.unit, period.start, period.end, ...dimensionKeys(context)].join('|');
    const candidate: TRevenueFact = {
      concept: fact.concept,
      unit: fact.unit.slice('iso4217:'.length),
      period,
      value: fact.value,
      decimals: fact.decimals,
      rowCaption: fact.rowCaption,
    };
    const seen = best.get(key);
    if (!seen) {
      best.set(key, { fact: candidate, context, all: [fact.value] });
      continue;
    }
    seen.all.push(fact.value);
    if (!sameWithinRounding(seen.fact, candidate)) {
      issues.push({ code: 'conflicting_duplicates', concept: fact.concept, context: key, values: [...seen.all] });
    }
    // The most precise copy wins; a caption is kept from whichever copy has one.
    const isMorePrecise = (candidate.decimals ?? -99) > (seen.fact.decimals ?? -99);
    const caption = seen.fact.rowCaption ?? candidate.rowCaption;
    seen.fact = { ...(isMorePrecise ? candidate : seen.fact), rowCaption: caption };
  }

  const placed: TPlacedFacts = { totals: [], members: [], reconciling: [], issues };
  let skipped = 0;
  for (const { fact, context } of best.values()) {
    const dims = context.dimensions.filter((d) => !EXCLUDED_AXES.some((re) => re.test(d.axis)));
    if (dims.length !== context.dimensions.length) continue;
    if (dims.length === 0) {
      placed.totals.push(fact);
      continue;
    }
    const consolidation = dims.find((d) => d.axis === CONSOLIDATION_AXIS);
    const others = dims.filter((d) => d.axis !== CONSOLIDATION_AXIS);
    if (consolidation) {
      const role = reconcilingRole(consolidation.member);
      if (consolidation.member === OPERATING_SEGMENTS && others.length === 1 && others[0]) {
        const { axis, member } = others[0];
        placed.members.push({ ...fact, axis, member, qualifier: OPERATING_SEGMENTS });
      } else if (role && others.length === 0) {
        placed.reconciling.push({ ...fact, member: consolidation.member, role });
      } else if (others.length > 0) skipped += 1;
      continue;
    }
    if (dims.length === 1 && dims[0]) {
      placed.members.push({ ...fact, axis: dims[0].axis, member: dims[0].member, qualifier: null });
    } else skipped += 1;
  }
  if (skipped > 0) issues.push({ code: 'multi_dimensional_facts_skipped', count: skipped });
  return placed;
}

/**
 * The reconciling role of a member of the segment or consolidation axis, by its name: eliminations
 * (`IntersegmentEliminationMember`, `ko:EliminationsMember`), corporate (`CorporateNonSegmentMember`,
 * `CorporateMember`, `CorporateAndOtherMember`), reconciling items (`MaterialReconcilingItemsMember`,
 * `SegmentReconcilingItemsMember`); null for an ordinary member.
 * @public
 */
export function reconcilingRole(member: string): Exclude<TBreakdownMemberRole, 'member' | 'subtotal'> | null {
  const local = member.slice(member.indexOf(':') + 1);
  if (/Elimination/i.test(local)) return 'elimination';
  if (/ReconcilingItem/i.test(local)) return 'reconciling_item';
  if (/^Corporate(NonSegment|AndOther|Other|AndEliminations)?Member$/i.test(local)) return 'corporate';
  return null;
}

/** A year-long (350–380 days) or quarter-long (80–100 days) duration; null otherwise. @internal */
export function fiscalPeriod(context: TIxbrlContext): TBreakdownPeriod | null {
  if (!context.start || !context.end) return null;
  const days = (Date.parse(context.end) - Date.parse(context.start)) / 86_400_000;
  if (days >= 350 && days <= 380) return { start: context.start, end: context.end, kind: 'annual' };
  if (days >= 80 && days <= 100) return { start: context.start, end: context.end, kind: 'quarter' };
  return null;
}

function dimensionKeys(context: TIxbrlContext): string[] {
  return context.dimensions.map((d) => `${d.axis}=${d.member}`).sort();
}

function sameWithinRounding(a: TRevenueFact, b: TRevenueFact): boolean {
  const bound = (roundingBound(a.decimals) ?? 0) + (roundingBound(b.decimals) ?? 0);
  return Math.abs(a.value - b.value) <= bound;
}
