import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { defineRoute } from '../route.js';

/**
 * Peers proposed for a model's Comparables tab (issue 19): by the user's chat model from an
 * instruction, or by a search of the SEC data with structured filters. Every proposal is checked
 * against the SEC data; nothing is saved until the user accepts peers through `comps_ticker/save`.
 */

/** Limits of every size the user (or their chat model) controls. @public */
export const COMPS_PROPOSAL_LIMITS = {
  /** Characters of an instruction to the chat model. */
  instructionChars: 1000,
  /** Peers proposed at once (the model's extra ones are dropped): a model holds at most 12 peers. */
  proposals: 12,
  /** Characters kept of the model's reason for one peer. */
  whyChars: 400,
  /** SIC codes (2-digit major groups, 3-digit industry groups or 4-digit industries) in one filter. */
  sicCodes: 20,
  /** Countries in one filter. */
  countries: 20,
  /** The largest revenue bound accepted, USD (ten trillion: above any company's). */
  maxRevenue: 10_000_000_000_000,
} as const;

/**
 * Sectors as the SEC's SIC codes map to them (`@app/market-data` `sectorForSic`, GICS-style names;
 * the server's vocabulary test keeps both lists one). @public
 */
export const COMPS_SECTORS = [
  'Energy',
  'Materials',
  'Industrials',
  'Consumer Discretionary',
  'Consumer Staples',
  'Health Care',
  'Financials',
  'Information Technology',
  'Communication Services',
  'Utilities',
  'Real Estate',
] as const;
export type TCompsSector = (typeof COMPS_SECTORS)[number];

/**
 * Why a proposed peer is rejected by the check against the SEC data: its ticker is not in the SEC
 * list; it is the model's own company; it is a financial company (the refused SIC ranges); its SIC
 * code is unknown where a filter or the financial check needs it; it misses the SIC codes or
 * sectors asked for; its revenue (last fiscal year filed by the valuation date) is unknown, not in
 * USD, or outside the range asked for; its country is unknown or not one asked for. @public
 */
export const COMPS_PROPOSAL_REJECTIONS = [
  'not_found',
  'is_subject',
  'financial_company',
  'industry_unknown',
  'sic_mismatch',
  'sector_mismatch',
  'revenue_unknown',
  'revenue_not_usd',
  'revenue_below_min',
  'revenue_above_max',
  'country_unknown',
  'country_mismatch',
] as const;
export type TCompsProposalRejection = (typeof COMPS_PROPOSAL_REJECTIONS)[number];

const key = (message: TValidationMessageKey) => message;
const ZRevenueBoundSchema = z
  .number()
  .min(0, key('comps_revenue_bound_range'))
  .max(COMPS_PROPOSAL_LIMITS.maxRevenue, key('comps_revenue_bound_range'))
  .nullable()
  .default(null);

/**
 * Structured filters: each one given must be met (a list is met by any of its entries). SIC codes
 * match by prefix (`73` the major group, `737` the industry group, `7372` the industry); revenue is
 * the last fiscal year's in USD; countries are ISO 3166-1 alpha-2 codes of where the company is
 * based (its SEC business address, else its state of incorporation). @public
 */
export const ZCompsFiltersSchema = z
  .object({
    sic_codes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{2,4}$/, key('comps_sic_code_invalid')),
      )
      .max(COMPS_PROPOSAL_LIMITS.sicCodes, key('comps_too_many_sic_codes'))
      .default([]),
    sectors: z.array(z.enum(COMPS_SECTORS)).max(COMPS_SECTORS.length).default([]),
    min_revenue: ZRevenueBoundSchema,
    max_revenue: ZRevenueBoundSchema,
    countries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, key('comps_country_invalid')),
      )
      .max(COMPS_PROPOSAL_LIMITS.countries, key('comps_too_many_countries'))
      .default([]),
  })
  .refine((f) => f.min_revenue === null || f.max_revenue === null || f.min_revenue <= f.max_revenue, {
    message: key('comps_revenue_min_above_max'),
    path: ['max_revenue'],
  });
export type TCompsFilters = z.output<typeof ZCompsFiltersSchema>;

/** Whether filters ask for anything at all. @public */
export function hasCompsFilters(filters: TCompsFilters): boolean {
  return (
    filters.sic_codes.length > 0 ||
    filters.sectors.length > 0 ||
    filters.min_revenue !== null ||
    filters.max_revenue !== null ||
    filters.countries.length > 0
  );
}

/** One proposed peer, with the figures it was checked on (null: the SEC data does not give it). @public */
export const ZCompsProposalSchema = z.object({
  /** As proposed, in the SEC's spelling when the SEC list has it. */
  ticker: z.string(),
  name: z.string().nullable(),
  cik: z.number().int().nullable(),
  /** Why the chat model chose it, in its own words; null for a peer found by the filters. */
  why: z.string().nullable(),
  /** True when the check found nothing against it: it can be accepted. */
  is_passed: z.boolean(),
  /** Every reason the check rejects it for, in the order of `COMPS_PROPOSAL_REJECTIONS`. */
  rejections: z.array(z.enum(COMPS_PROPOSAL_REJECTIONS)),
  /** Already in the model's peer set. */
  is_current_peer: z.boolean(),
  sic: z.string().nullable(),
  /** The SEC's description of the SIC code, in English as the SEC writes it. */
  sic_description: z.string().nullable(),
  sector: z.enum(COMPS_SECTORS).nullable(),
  /** Where the company is based, as the SEC names it, and its ISO code when known. */
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  /** Revenue of the last fiscal year filed by the valuation date, in `currency`. */
  revenue: z.number().nullable(),
  revenue_fiscal_year: z.number().int().nullable(),
  currency: z.string().nullable(),
  market_cap: z.number().nullable(),
});
export type TCompsProposal = z.infer<typeof ZCompsProposalSchema>;

/** Proposed peers and the filters they were checked against. @public */
export const ZCompsProposalsSchema = z.object({
  model_id: z.string(),
  /** The model's valuation date: revenue and market cap are read as of it. */
  as_of: z.string(),
  /** Who proposed the peers: the user's chat model, or the search by filters. */
  source: z.enum(['chat_model', 'filters']),
  /** The chat model that proposed them (`name@factory`); null for the filters. */
  model_name: z.string().nullable(),
  /** The filters checked: those the model read from the instruction, or the user's. */
  filters: ZCompsFiltersSchema,
  proposals: z.array(ZCompsProposalSchema),
  /** Companies looked at: the model's proposals, or the companies the search read. */
  searched: z.number().int(),
  /** True when the search stopped at its read limit before it had looked at every company. */
  is_partial: z.boolean(),
});
export type TCompsProposals = z.infer<typeof ZCompsProposalsSchema>;

const ZModelIdSchema = z.uuid();

/** Proposals of peers for a model's Comparables tab (`model/dcf` area). @public */
export const compsProposalRoutes = {
  comps_ticker_propose: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/comps_ticker/propose',
    summary:
      'Peers proposed by the user’s chat model from an instruction, each checked against the SEC data (nothing is saved)',
    access: 'user',
    input: z.object({
      model_id: ZModelIdSchema,
      instruction: z
        .string()
        .trim()
        .min(1, key('comps_instruction_required'))
        .max(COMPS_PROPOSAL_LIMITS.instructionChars, key('comps_instruction_too_long')),
    }),
    output: ZCompsProposalsSchema,
    // A chat model may take a while to answer; the server gives it up to a minute.
    clientTimeoutMs: 75_000,
  }),
  comps_ticker_search: defineRoute({
    method: 'POST',
    path: '/v1/model/dcf/comps_ticker/search',
    summary:
      'Peers found in the SEC data by structured filters (SIC codes or sector, revenue range, country), checked as proposals are (nothing is saved)',
    access: 'user',
    input: z.object({
      model_id: ZModelIdSchema,
      filters: ZCompsFiltersSchema.refine(hasCompsFilters, { message: key('comps_filters_empty') }),
      limit: z.number().int().min(1).max(COMPS_PROPOSAL_LIMITS.proposals).default(COMPS_PROPOSAL_LIMITS.proposals),
    }),
    output: ZCompsProposalsSchema,
    clientTimeoutMs: 60_000,
  }),
};
