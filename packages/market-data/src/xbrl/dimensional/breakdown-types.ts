/**
 * The revenue breakdowns of one filing: per axis (segments, products or services, geography…), the
 * members with their revenue per fiscal period, and per period the check that the members add up to
 * the reported total. Plain JSON-serializable data.
 */

/** What an axis breaks revenue down by. @public */
export type TBreakdownAxisKind =
  | 'segment'
  | 'product_or_service'
  | 'geography'
  | 'sales_channel'
  | 'customer'
  | 'other';

/**
 * A member's part in the sum: an ordinary `member`, a `subtotal` of other members of the same axis
 * (found by the numbers; left out of the sum), or a reconciling line between the segments and the
 * consolidated total (`elimination`, `corporate`, `reconciling_item`), which is added.
 * @public
 */
export type TBreakdownMemberRole = 'member' | 'subtotal' | 'elimination' | 'corporate' | 'reconciling_item';

/** A fiscal period: a year-long (350–380 days) or quarter-long (80–100 days) duration. @public */
export type TBreakdownPeriod = { start: string; end: string; kind: 'annual' | 'quarter' };

/** One reported value, in full units of the breakdown's currency. @public */
export type TBreakdownValue = { end: string; start: string; value: number; decimals: number | null };

/** @public */
export type TBreakdownMember = {
  /** Member QName, e.g. `aapl:IPhoneMember`; for a ConsolidationItemsAxis line, that member. */
  member: string;
  label: string;
  /** `document`: the caption the filing prints on the member's row; `qname`: derived from the name. */
  labelSource: 'document' | 'qname';
  role: TBreakdownMemberRole;
  /** For a subtotal: the members it is the sum of. */
  subtotalOf?: string[];
  values: TBreakdownValue[];
};

/** The check "members add up to the reported total" for one period. @public */
export type TBreakdownPeriodCheck = {
  period: TBreakdownPeriod;
  /** The total revenue of the period (no dimension), of `totalConcept`; null when the filing has none. */
  total: number | null;
  totalConcept: string | null;
  /** Σ members (subtotals left out). */
  membersSum: number;
  /** Σ eliminations, corporate and reconciling items. */
  reconcilingSum: number;
  /** total − (membersSum + reconcilingSum); null without a total. */
  gap: number | null;
  /** The rounding the compared values may carry together: Σ half a unit of each one's last digit. */
  tolerance: number;
  /** |gap| ≤ tolerance. */
  isComplete: boolean;
  /** Members of the breakdown reported in other periods but not in this one. */
  missingMembers: string[];
};

/** @public */
export type TRevenueBreakdown = {
  /** Stable id inside the filing: `concept|axis|qualifier`. */
  id: string;
  axis: string;
  axisKind: TBreakdownAxisKind;
  /** The revenue concept of the members' facts. */
  concept: string;
  /**
   * `us-gaap:OperatingSegmentsMember` when the facts also carry `srt:ConsolidationItemsAxis` =
   * operating segments (segment revenue before eliminations), else null.
   */
  qualifier: string | null;
  currency: string;
  members: TBreakdownMember[];
  checks: TBreakdownPeriodCheck[];
  /**
   * `adds_up`: every annual period with a total is complete. `does_not_add_up`: some period is not
   * (only some members listed, overlapping members, a missing reconciling line); the check says by
   * how much. `no_total`: the filing reports no total to compare with.
   */
  status: 'adds_up' | 'does_not_add_up' | 'no_total';
};

/** Something the reader noticed and did not silently resolve. @public */
export type TBreakdownIssue =
  | { code: 'conflicting_duplicates'; concept: string; context: string; values: number[] }
  | { code: 'no_revenue_total'; message: string }
  | { code: 'multi_dimensional_facts_skipped'; count: number };

/** @public */
export type TRevenueBreakdowns = {
  cik: string | null;
  registrantName: string | null;
  documentType: string | null;
  /** The cover page's period end as an ISO date, when it reads as one. */
  documentPeriodEnd: string | null;
  fiscalYearFocus: string | null;
  /** The concept of the headline total (the larger of the revenue totals of the latest year). */
  totalConcept: string | null;
  currency: string | null;
  /** The headline total per period. */
  totals: TBreakdownValue[];
  breakdowns: TRevenueBreakdown[];
  issues: TBreakdownIssue[];
};
