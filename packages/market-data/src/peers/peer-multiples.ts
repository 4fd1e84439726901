import type { TPeerInputs } from './peer-inputs.js';

/** The multiples of the Comparables tab (same keys as `@app/valuation` `MULTIPLE_KINDS`). @public */
export const PEER_MULTIPLE_KINDS = [
  'pe_lyr',
  'pe_ttm',
  'pe_forward',
  'pb_lyr',
  'ps_lyr',
  'ps_ttm',
  'ps_forward',
  'ev_ebitda_lyr',
] as const;
/** @public */
export type TPeerMultipleKind = (typeof PEER_MULTIPLE_KINDS)[number];

/** Why a multiple has no value. @public */
export const MULTIPLE_GAP_REASONS = [
  'no_forward_estimates',
  'missing_price',
  'missing_market_cap',
  'missing_eps',
  'missing_book_value',
  'missing_revenue',
  'missing_ebitda',
  'missing_enterprise_value',
  'negative_earnings',
  'negative_book_value',
  'negative_ebitda',
  'not_positive_revenue',
] as const;
/** @public */
export type TMultipleGapReason = (typeof MULTIPLE_GAP_REASONS)[number];

/** What the multiples are computed from: a peer's inputs, or the model's own company's. @public */
export type TMultiplesInputs = Pick<
  TPeerInputs,
  | 'price'
  | 'marketCap'
  | 'enterpriseValue'
  | 'epsLyr'
  | 'epsTtm'
  | 'bookValue'
  | 'revenueLyr'
  | 'revenueTtm'
  | 'ebitdaLyr'
>;

/** One multiple of one company: its value, or null and why. @public */
export type TPeerMultiple = { value: number; reason: null } | { value: null; reason: TMultipleGapReason };

/**
 * The multiples of one company from its inputs:
 *
 *   P/E = price / diluted EPS (LYR or TTM)
 *   P/B = market cap / total equity (LYR)
 *   P/S = market cap / revenue (LYR or TTM)
 *   EV/EBITDA = (market cap + debt + minority interest − cash − short-term investments) / EBITDA (LYR)
 *
 * Forward multiples need analyst consensus estimates, which no source here has: always null
 * (`no_forward_estimates`). A non-positive denominator gives null (a negative P/E is not meaningful).
 * @public
 */
export function peerMultiples(inputs: TMultiplesInputs): Record<TPeerMultipleKind, TPeerMultiple> {
  const { price, marketCap, enterpriseValue } = inputs;
  return {
    pe_lyr: ratio(price?.value, 'missing_price', inputs.epsLyr, 'missing_eps', 'negative_earnings'),
    pe_ttm: ratio(price?.value, 'missing_price', inputs.epsTtm, 'missing_eps', 'negative_earnings'),
    pe_forward: { value: null, reason: 'no_forward_estimates' },
    pb_lyr: ratio(marketCap, 'missing_market_cap', inputs.bookValue, 'missing_book_value', 'negative_book_value'),
    ps_lyr: ratio(marketCap, 'missing_market_cap', inputs.revenueLyr, 'missing_revenue', 'not_positive_revenue'),
    ps_ttm: ratio(marketCap, 'missing_market_cap', inputs.revenueTtm, 'missing_revenue', 'not_positive_revenue'),
    ps_forward: { value: null, reason: 'no_forward_estimates' },
    ev_ebitda_lyr: ratio(
      enterpriseValue,
      'missing_enterprise_value',
      inputs.ebitdaLyr,
      'missing_ebitda',
      'negative_ebitda',
    ),
  };
}

function ratio(
  numerator: number | null | undefined,
  missingNumerator: TMultipleGapReason,
  denominator: number | null,
  missingDenominator: TMultipleGapReason,
  notPositive: TMultipleGapReason,
): TPeerMultiple {
  if (numerator === null || numerator === undefined) return { value: null, reason: missingNumerator };
  if (denominator === null) return { value: null, reason: missingDenominator };
  if (!(denominator > 0)) return { value: null, reason: notPositive };
  return { value: numerator / denominator, reason: null };
}
