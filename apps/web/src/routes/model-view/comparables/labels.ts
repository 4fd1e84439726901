import type { COMPS_GAP_REASONS, COMPS_MISSING_PEER_REASONS, COMPS_PEER_RULES } from '@app/contract';
import type { TCompsMultipleKey } from './comps-csv';

/** Column label of each multiple. */
export const MULTIPLE_LABELS = {
  peLyr: 'valuation:comps.multiples.peLyr',
  peTtm: 'valuation:comps.multiples.peTtm',
  peForward: 'valuation:comps.multiples.peForward',
  pbLyr: 'valuation:comps.multiples.pbLyr',
  psLyr: 'valuation:comps.multiples.psLyr',
  psTtm: 'valuation:comps.multiples.psTtm',
  psForward: 'valuation:comps.multiples.psForward',
  evEbitdaLyr: 'valuation:comps.multiples.evEbitdaLyr',
} as const satisfies Record<TCompsMultipleKey, string>;

/** Which rule picked a peer. */
export const RULE_LABELS = {
  same_gics_sub_industry: 'valuation:comps.rules.same_gics_sub_industry',
  same_industry: 'valuation:comps.rules.same_industry',
  same_gics_sector: 'valuation:comps.rules.same_gics_sector',
  same_sector: 'valuation:comps.rules.same_sector',
  user: 'valuation:comps.rules.user',
} as const satisfies Record<(typeof COMPS_PEER_RULES)[number], string>;

/** Why a multiple has no value. */
export const REASON_LABELS = {
  no_forward_estimates: 'valuation:comps.reasons.no_forward_estimates',
  missing_price: 'valuation:comps.reasons.missing_price',
  missing_market_cap: 'valuation:comps.reasons.missing_market_cap',
  missing_eps: 'valuation:comps.reasons.missing_eps',
  missing_book_value: 'valuation:comps.reasons.missing_book_value',
  missing_revenue: 'valuation:comps.reasons.missing_revenue',
  missing_ebitda: 'valuation:comps.reasons.missing_ebitda',
  missing_enterprise_value: 'valuation:comps.reasons.missing_enterprise_value',
  negative_earnings: 'valuation:comps.reasons.negative_earnings',
  negative_book_value: 'valuation:comps.reasons.negative_book_value',
  negative_ebitda: 'valuation:comps.reasons.negative_ebitda',
  not_positive_revenue: 'valuation:comps.reasons.not_positive_revenue',
} as const satisfies Record<(typeof COMPS_GAP_REASONS)[number], string>;

/** Why a peer of the set is left out (`{{tickers}}` names them). */
export const MISSING_PEER_LABELS = {
  not_found: 'valuation:comps.missingPeers.not_found',
  financial_company: 'valuation:comps.missingPeers.financial_company',
} as const satisfies Record<(typeof COMPS_MISSING_PEER_REASONS)[number], string>;
