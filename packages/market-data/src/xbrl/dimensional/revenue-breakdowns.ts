/**
 * Revenue by segment, product or service, geography (and any other axis a filing splits revenue by),
 * from the dimensional facts of a 10-K's inline XBRL. Pure: a scanned document in, breakdowns with
 * their checks out.
 */
import { periodKey, type TPeriodTotal, withChecks } from './breakdown-check.js';
import type {
  TBreakdownAxisKind,
  TBreakdownMember,
  TBreakdownValue,
  TRevenueBreakdown,
  TRevenueBreakdowns,
} from './breakdown-types.js';
import type { TIxbrlDocument } from './ixbrl-document.js';
import { scanIxbrl, type TIxbrlScanResult } from './ixbrl-scanner.js';
import { chooseMemberLabels } from './member-labels.js';
import {
  placeRevenueFacts,
  REVENUE_CONCEPTS,
  reconcilingRole,
  SEGMENT_AXIS,
  type TRevenueFact,
} from './revenue-facts.js';

const AXIS_KINDS: Record<string, TBreakdownAxisKind> = {
  'us-gaap:StatementBusinessSegmentsAxis': 'segment',
  'srt:ProductOrServiceAxis': 'product_or_service',
  'srt:StatementGeographicalAxis': 'geography',
  'us-gaap:ContractWithCustomerSalesChannelAxis': 'sales_channel',
  'srt:MajorCustomersAxis': 'customer',
};
const KIND_ORDER: TBreakdownAxisKind[] = [
  'segment',
  'product_or_service',
  'geography',
  'sales_channel',
  'customer',
  'other',
];

/**
 * The revenue breakdowns of a scanned filing.
 *
 * - Totals: facts of a revenue concept (`REVENUE_CONCEPTS`) without dimensions. The headline total
 *   is the larger of them in the latest year (Walmart: `Revenues` 680,985 over net sales 674,538).
 * - A breakdown is one concept × one axis: facts whose context has exactly that one explicit
 *   dimension, or that one plus `srt:ConsolidationItemsAxis` = `OperatingSegmentsMember` (kept apart,
 *   `qualifier`). A fact with two axes (a product inside a segment) is in none.
 * - Reconciling lines: eliminations, corporate and reconciling items, either members of the segment
 *   axis (`ko:EliminationsMember`) or `srt:ConsolidationItemsAxis` alone (NVIDIA's corporate line),
 *   attached to the segment breakdowns of the same concept.
 * - Each breakdown is compared with the total of its own concept, else with the headline total.
 * - Two breakdowns of the same concept and axis with the same values (qualified and not) are one.
 * @public
 */
export function readRevenueBreakdowns(doc: TIxbrlDocument): TRevenueBreakdowns {
  const placed = placeRevenueFacts(doc);
  const issues = [...placed.issues];
  const totalsByConcept = groupTotals(placed.totals);
  const headline = headlineConcept(totalsByConcept);
  const headlineTotals = headline ? (totalsByConcept.get(headline) ?? []) : [];
  if (!headline) issues.push({ code: 'no_revenue_total', message: 'No revenue total without dimensions was found' });

  const groups = new Map<
    string,
    { concept: string; axis: string; qualifier: string | null; unit: string; facts: typeof placed.members }
  >();
  for (const fact of placed.members) {
    const id = `${fact.concept}|${fact.axis}|${fact.qualifier ?? ''}`;
    let group = groups.get(id);
    if (!group) {
      group = { concept: fact.concept, axis: fact.axis, qualifier: fact.qualifier, unit: fact.unit, facts: [] };
      groups.set(id, group);
    }
    group.facts.push(fact);
  }

  const breakdowns: TRevenueBreakdown[] = [];
  for (const [id, group] of groups) {
    const facts = group.facts.filter((f) => f.unit === group.unit);
    const members = membersOf(facts, group.axis);
    // Reconciling lines go with the qualified segment breakdown (segments before eliminations) when there is one.
    const hasQualified = [...groups.values()].some(
      (g) => g.axis === SEGMENT_AXIS && g.concept === group.concept && g.qualifier !== null,
    );
    if (group.axis === SEGMENT_AXIS && (group.qualifier !== null || !hasQualified)) {
      const lines = placed.reconciling.filter((r) => r.concept === group.concept && r.unit === group.unit);
      members.push(...reconcilingMembers(lines));
    }
    const totals = comparisonTotals(group.concept, totalsByConcept, headline);
    breakdowns.push(
      withChecks(
        {
          id,
          axis: group.axis,
          axisKind: AXIS_KINDS[group.axis] ?? 'other',
          concept: group.concept,
          qualifier: group.qualifier,
          currency: group.unit,
          members,
        },
        totals,
      ),
    );
  }

  return {
    cik: doc.cover.cik,
    registrantName: doc.cover.registrantName,
    documentType: doc.cover.documentType,
    documentPeriodEnd: readCoverDate(doc.cover.documentPeriodEndDate),
    fiscalYearFocus: doc.cover.fiscalYearFocus,
    totalConcept: headline,
    currency: headlineTotals[0]?.unit ?? null,
    totals: headlineTotals.map(toValue).sort((a, b) => b.end.localeCompare(a.end)),
    breakdowns: sortBreakdowns(dropDuplicates(breakdowns), headline),
    issues,
  };
}

/**
 * Scans an iXBRL document held in memory and reads its breakdowns; `too_large` past `maxBytes`.
 * @public
 */
export function revenueBreakdownsFromIxbrl(
  html: string | Uint8Array,
  options: { maxBytes?: number } = {},
): { ok: true; value: TRevenueBreakdowns } | Extract<TIxbrlScanResult, { ok: false }> {
  const scan = scanIxbrl(html, options);
  return scan.ok ? { ok: true, value: readRevenueBreakdowns(scan.document) } : scan;
}

function membersOf(facts: (TRevenueFact & { member: string })[], axis: string): TBreakdownMember[] {
  const byMember = new Map<string, (TRevenueFact & { member: string })[]>();
  for (const fact of facts) byMember.set(fact.member, [...(byMember.get(fact.member) ?? []), fact]);
  const captions = new Map<string, string[]>();
  for (const [member, list] of byMember) {
    captions.set(
      member,
      list.flatMap((f) => (f.rowCaption ? [f.rowCaption] : [])),
    );
  }
  const labels = chooseMemberLabels(captions);
  return [...byMember].map(([member, list]) => {
    const label = labels.get(member) ?? { label: member, source: 'qname' as const };
    const role = axis === SEGMENT_AXIS ? (reconcilingRole(member) ?? 'member') : 'member';
    return { member, label: label.label, labelSource: label.source, role, values: list.map(toValue).sort(byEndDesc) };
  });
}

function reconcilingMembers(lines: ReturnType<typeof placeRevenueFacts>['reconciling']): TBreakdownMember[] {
  const byMember = new Map<string, typeof lines>();
  for (const line of lines) byMember.set(line.member, [...(byMember.get(line.member) ?? []), line]);
  const labels = chooseMemberLabels(new Map([...byMember.keys()].map((m) => [m, []])));
  return [...byMember].map(([member, list]) => ({
    member,
    label: labels.get(member)?.label ?? member,
    labelSource: 'qname' as const,
    role: list[0]?.role ?? 'reconciling_item',
    values: list.map(toValue).sort(byEndDesc),
  }));
}

function groupTotals(totals: TRevenueFact[]): Map<string, TRevenueFact[]> {
  const byConcept = new Map<string, TRevenueFact[]>();
  for (const t of totals) byConcept.set(t.concept, [...(byConcept.get(t.concept) ?? []), t]);
  return byConcept;
}

/** The concept whose total of the latest annual period is the largest (ties: `REVENUE_CONCEPTS` order). */
function headlineConcept(totals: Map<string, TRevenueFact[]>): string | null {
  const all = [...totals.values()].flat();
  const annual = all.filter((t) => t.period.kind === 'annual');
  const pool = annual.length > 0 ? annual : all;
  const latest = pool.reduce<string | null>(
    (max, t) => (max === null || t.period.end > max ? t.period.end : max),
    null,
  );
  if (latest === null) return null;
  let best: TRevenueFact | null = null;
  for (const concept of REVENUE_CONCEPTS) {
    const fact = totals.get(concept)?.find((t) => t.period.end === latest && t.period.kind === pool[0]?.period.kind);
    if (fact && (best === null || fact.value > best.value)) best = fact;
  }
  return best?.concept ?? null;
}

/** Per period, the total of `concept` where the filing reports one, else the headline total. */
function comparisonTotals(
  concept: string,
  totals: Map<string, TRevenueFact[]>,
  headline: string | null,
): Map<string, TPeriodTotal> {
  const result = new Map<string, TPeriodTotal>();
  for (const source of [headline, concept]) {
    for (const t of (source && totals.get(source)) || []) {
      result.set(periodKey(t.period), { value: toValue(t), concept: t.concept });
    }
  }
  return result;
}

function dropDuplicates(breakdowns: TRevenueBreakdown[]): TRevenueBreakdown[] {
  const seen = new Map<string, TRevenueBreakdown>();
  const kept: TRevenueBreakdown[] = [];
  // Qualified ones first, so the one kept names its basis.
  for (const b of [...breakdowns].sort((a, b) => Number(b.qualifier !== null) - Number(a.qualifier !== null))) {
    const key = JSON.stringify([
      b.concept,
      b.axis,
      b.members.map((m) => [m.member, m.values.map((v) => [v.start, v.end, v.value])]).sort(),
    ]);
    if (seen.has(key)) continue;
    seen.set(key, b);
    kept.push(b);
  }
  return kept;
}

function sortBreakdowns(breakdowns: TRevenueBreakdown[], headline: string | null): TRevenueBreakdown[] {
  const rank = (b: TRevenueBreakdown) => [
    b.concept === headline ? 0 : 1,
    KIND_ORDER.indexOf(b.axisKind),
    b.status === 'adds_up' ? 0 : 1,
    b.qualifier === null ? 1 : 0,
  ];
  return [...breakdowns].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return (ra[i] ?? 0) - (rb[i] ?? 0);
    return a.id.localeCompare(b.id);
  });
}

function toValue(f: TRevenueFact): TBreakdownValue {
  return { start: f.period.start, end: f.period.end, value: f.value, decimals: f.decimals };
}

function byEndDesc(a: TBreakdownValue, b: TBreakdownValue): number {
  return b.end.localeCompare(a.end) || a.start.localeCompare(b.start);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** `2024-09-28`, `September 28, 2024`, `Sept. 28, 2024` or `28 September 2024` → ISO; else null. @internal */
export function readCoverDate(text: string | null): string | null {
  if (!text) return null;
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return iso[0];
  const t = text.toLowerCase().replace(/[.,]/g, ' ');
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m.slice(0, 3)}[a-z]*\\b`).test(t));
  const year = /\b(\d{4})\b/.exec(t)?.[1];
  const day = /\b(\d{1,2})\b/.exec(t.replace(/\b\d{4}\b/, ''))?.[1];
  if (month < 0 || !year || !day) return null;
  return `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
