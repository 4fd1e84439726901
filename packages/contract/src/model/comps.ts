import { z } from 'zod';
import { ZInputDateSchema } from '../dates.js';
import { defineRoute } from '../route.js';

const ZModelIdSchema = z.uuid();
const ZTickerSchema = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .regex(/^[A-Za-z0-9.\-/]+$/);

/** The multiples of the Comparables tab. LYR = last fiscal year, TTM = last four quarters. @public */
export const COMPS_MULTIPLES = [
  'pe_lyr',
  'pe_ttm',
  'pe_forward',
  'pb_lyr',
  'ps_lyr',
  'ps_ttm',
  'ps_forward',
  'ev_ebitda_lyr',
] as const;
export type TCompsMultiple = (typeof COMPS_MULTIPLES)[number];

/**
 * Why a multiple has no value: `no_forward_estimates` (forward multiples need analyst consensus,
 * which no data source here has), a missing input, or a non-positive denominator. @public
 */
export const COMPS_GAP_REASONS = [
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

/**
 * Which rule put a peer in the set, in order of preference: the same GICS sub-industry (the data
 * pack's S&P 500 list), the same SIC code, the same GICS sector, the same sector of the SIC code; or
 * the user. @public
 */
export const COMPS_DEFAULT_PEER_RULES = [
  'same_gics_sub_industry',
  'same_industry',
  'same_gics_sector',
  'same_sector',
] as const;
export const COMPS_PEER_RULES = [...COMPS_DEFAULT_PEER_RULES, 'user'] as const;

/**
 * Why a peer of the model is left out of its comparables: its ticker no longer resolves in the data
 * source (`not_found`), or it is now classed as a financial company (`financial_company`). @public
 */
export const COMPS_MISSING_PEER_REASONS = ['not_found', 'financial_company'] as const;

/** One company's multiples inputs at the valuation date, from its filings and prices; null = not available. */
export const ZCompsInputsSchema = z.object({
  price: z.number().nullable(),
  price_date: z.string().nullable(),
  shares: z.number().nullable(),
  /** `shares_outstanding` (cover page) or `diluted_weighted_average` (the last period's). */
  shares_basis: z.enum(['shares_outstanding', 'diluted_weighted_average']).nullable(),
  market_cap: z.number().nullable(),
  /** The last fiscal year (LYR) used and its end date. */
  fiscal_year: z.number().int().nullable(),
  fiscal_year_end: z.string().nullable(),
  /** The last day of the four quarters summed for TTM. */
  ttm_end: z.string().nullable(),
  eps_lyr: z.number().nullable(),
  eps_ttm: z.number().nullable(),
  book_value: z.number().nullable(),
  revenue_lyr: z.number().nullable(),
  revenue_ttm: z.number().nullable(),
  ebitda_lyr: z.number().nullable(),
  debt: z.number().nullable(),
  cash: z.number().nullable(),
  short_term_investments: z.number().nullable(),
  minority_interest: z.number().nullable(),
  enterprise_value: z.number().nullable(),
  currency: z.string().nullable(),
  /** Each missing input and why (English, from the data layer). */
  gaps: z.array(z.object({ item: z.string(), reason: z.string() })),
});

const ZMultipleValueSchema = z.object({
  value: z.number().nullable(),
  reason: z.enum(COMPS_GAP_REASONS).nullable(),
});

const ZCompsMultiplesSchema = z.record(z.enum(COMPS_MULTIPLES), ZMultipleValueSchema);

export const ZCompsPeerSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  sic: z.number().int().nullable(),
  /**
   * Why the peer is in the set: a default peer keeps the rule that picked it, also once the user has
   * saved a set (added or removed peers); `user` marks only the peers the user added.
   */
  rule: z.enum(COMPS_PEER_RULES),
  inputs: ZCompsInputsSchema,
  multiples: ZCompsMultiplesSchema,
});
export type TCompsPeer = z.infer<typeof ZCompsPeerSchema>;

const ZStatsSchema = z.object({ mean: z.number(), median: z.number(), low: z.number(), high: z.number() });

/** One multiple over the peers (`@app/valuation` `runMultiples`): statistics and the subject's implied price. */
export const ZCompsSummarySchema = z.object({
  kind: z.enum(COMPS_MULTIPLES),
  /** Peers with a positive value; the others are left out. */
  count: z.number().int(),
  /** The peers counted (`count` of them), in the set's order: every other peer is left out of the statistics. */
  peer_tickers: z.array(z.string()),
  stats: ZStatsSchema.nullable(),
  /** The subject's EPS, book value per share, revenue or EBITDA the multiple applies to. */
  subject_metric: z.number().nullable(),
  implied_price: ZStatsSchema.nullable(),
  /** Why there is no implied price (English, from the engine). */
  reason: z.string().nullable(),
  upside_at_median: z.number().nullable(),
});

export const ZCompsSchema = z.object({
  model_id: z.string(),
  ticker: z.string(),
  /** The model's valuation date: every peer's price and filings are taken as of it. */
  as_of: z.string(),
  /** True when the user saved the peer set; false for the default peers. */
  is_saved: z.boolean(),
  /**
   * The company being valued, with its own multiples at the same date (a private company has no
   * price, so none): shown beside the peers, never counted in their statistics.
   */
  subject: z.object({
    ticker: z.string(),
    name: z.string(),
    inputs: ZCompsInputsSchema,
    multiples: ZCompsMultiplesSchema,
  }),
  peers: z.array(ZCompsPeerSchema),
  /** Peers of the set that are left out, and why; the rest of the tab stands without them. */
  missing_peers: z.array(z.object({ ticker: z.string(), reason: z.enum(COMPS_MISSING_PEER_REASONS) })),
  summary: z.array(ZCompsSummarySchema),
});
export type TComps = z.infer<typeof ZCompsSchema>;

export const ZDefaultPeersSchema = z.object({
  ticker: z.string(),
  as_of: z.string(),
  sic: z.string().nullable(),
  sector: z.string().nullable(),
  /** GICS classification from the S&P 500 list (2026-08) when the source has it; used only to choose peers. */
  gics_sector: z.string().nullable(),
  gics_sub_industry: z.string().nullable(),
  market_cap: z.number().nullable(),
  /** How many companies the data source could list as candidates (0: it cannot list companies). */
  universe: z.number().int(),
  peers: z.array(
    z.object({
      ticker: z.string(),
      name: z.string(),
      sic: z.string().nullable(),
      sector: z.string().nullable(),
      gics_sector: z.string().nullable(),
      gics_sub_industry: z.string().nullable(),
      rule: z.enum(COMPS_DEFAULT_PEER_RULES),
      market_cap: z.number().nullable(),
    }),
  ),
});
export type TDefaultPeers = z.infer<typeof ZDefaultPeersSchema>;

/** At most this many peers on a model. @public */
export const MAX_COMPS_PEERS = 12;

/** Comparables of a model (`model/dcf` area) and the default peers of a ticker (`market` area). @public */
export const compsRoutes = {
  comps_ticker: defineRoute({
    method: 'GET',
    path: '/v1/model/dcf/comps_ticker',
    summary:
      'The model’s peers with their multiples at its valuation date, and the multiples’ statistics and implied prices',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema }),
    output: ZCompsSchema,
  }),
  comps_ticker_save: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/comps_ticker/save',
    summary: 'Save the model’s peer set by ticker (null returns to the default peers)',
    access: 'user',
    input: z.object({ model_id: ZModelIdSchema, tickers: z.array(ZTickerSchema).max(MAX_COMPS_PEERS).nullable() }),
    output: ZCompsSchema,
  }),
  market_comps: defineRoute({
    method: 'GET',
    path: '/v1/market/comps',
    summary:
      'Default peers of a ticker: same SIC industry, then sector, closest in market cap, among the companies the data source holds',
    access: 'user',
    input: z.object({ ticker: ZTickerSchema, as_of: ZInputDateSchema.optional() }),
    output: ZDefaultPeersSchema,
  }),
};
