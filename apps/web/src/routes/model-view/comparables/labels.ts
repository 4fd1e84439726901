import type {
  COMPS_GAP_REASONS,
  COMPS_MISSING_PEER_REASONS,
  COMPS_PEER_RULES,
  TCompsProposalRejection,
  TCompsSector,
} from '@app/contract';
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

/** Why the check rejects a proposed peer. */
export const REJECTION_LABELS = {
  not_found: 'peers:rejections.not_found',
  is_subject: 'peers:rejections.is_subject',
  financial_company: 'peers:rejections.financial_company',
  industry_unknown: 'peers:rejections.industry_unknown',
  sic_mismatch: 'peers:rejections.sic_mismatch',
  sector_mismatch: 'peers:rejections.sector_mismatch',
  revenue_unknown: 'peers:rejections.revenue_unknown',
  revenue_not_usd: 'peers:rejections.revenue_not_usd',
  revenue_below_min: 'peers:rejections.revenue_below_min',
  revenue_above_max: 'peers:rejections.revenue_above_max',
  country_unknown: 'peers:rejections.country_unknown',
  country_mismatch: 'peers:rejections.country_mismatch',
} as const satisfies Record<TCompsProposalRejection, string>;

/** The sectors of the SIC codes. */
export const SECTOR_LABELS = {
  Energy: 'peers:sectors.energy',
  Materials: 'peers:sectors.materials',
  Industrials: 'peers:sectors.industrials',
  'Consumer Discretionary': 'peers:sectors.consumerDiscretionary',
  'Consumer Staples': 'peers:sectors.consumerStaples',
  'Health Care': 'peers:sectors.healthCare',
  Financials: 'peers:sectors.financials',
  'Information Technology': 'peers:sectors.informationTechnology',
  'Communication Services': 'peers:sectors.communicationServices',
  Utilities: 'peers:sectors.utilities',
  'Real Estate': 'peers:sectors.realEstate',
} as const satisfies Record<TCompsSector, string>;
