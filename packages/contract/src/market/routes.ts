import { z } from 'zod';
import { ZInputDateSchema } from '../dates.js';
import { defineRoute } from '../route.js';

const ZTickerSchema = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .regex(/^[A-Za-z0-9.\-/]+$/);

/** Where a figure came from: a provider URL or a data-pack file, and when it was fetched. */
export const ZDataOriginSchema = z.object({
  provider: z.enum(['sec', 'yahoo', 'fred', 'pack']),
  location: z.string(),
  retrieved_at: z.string().nullable(),
});

/** Something the data sources do not have, said plainly in the user's language. */
export const ZMissingDataSchema = z.object({ item: z.string(), series: z.string(), message: z.string() });
export type TMissingData = z.infer<typeof ZMissingDataSchema>;

export const ZCompanyProfileSchema = z.object({
  /** SEC central index key; null for a private company (valued from uploaded statements). */
  cik: z.number().int().nullable(),
  ticker: z.string().nullable(),
  name: z.string(),
  exchange: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  state_or_province: z.string().nullable(),
  sic_code: z.string().nullable(),
  sic_description: z.string().nullable(),
  /** GICS-style sector name derived from the SIC code (see packages/market-data/README.md). */
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  /** `MM-DD`. */
  fiscal_year_end: z.string().nullable(),
  reporting_currency: z.string().nullable(),
  trading_currency: z.string().nullable(),
  shares_outstanding: z
    .object({
      value: z.number(),
      as_of: z.string(),
      form: z.string().nullable(),
      filed: z.string().nullable(),
      accession: z.string().nullable(),
    })
    .nullable(),
  missing: z.array(ZMissingDataSchema),
  origins: z.array(ZDataOriginSchema),
});
export type TCompanyProfileView = z.infer<typeof ZCompanyProfileSchema>;

export const ZMarketInputsSchema = z.object({
  ticker: z.string(),
  as_of: z.string(),
  price: z.object({ value: z.number(), date: z.string(), field: z.enum(['close', 'adj_close']) }).nullable(),
  market_cap: z.object({ value: z.number(), shares: z.number(), shares_as_of: z.string() }).nullable(),
  beta: z
    .object({
      value: z.number(),
      standard_error: z.number(),
      r_squared: z.number(),
      months: z.number().int(),
      from: z.string(),
      to: z.string(),
    })
    .nullable(),
  /** The 10-year Treasury yield as a decimal. */
  risk_free_rate: z.object({ value: z.number(), date: z.string(), series: z.string() }).nullable(),
  missing: z.array(ZMissingDataSchema),
});
export type TMarketInputsView = z.infer<typeof ZMarketInputsSchema>;

/** The `market` area. @public */
export const marketRoutes = {
  company: defineRoute({
    method: 'GET',
    path: '/v1/market/company',
    summary: 'Company profile: exchange, country, SIC sector and industry, fiscal year end, currencies, shares',
    access: 'user',
    input: z.object({ ticker: ZTickerSchema }),
    output: ZCompanyProfileSchema,
  }),
  inputs: defineRoute({
    method: 'GET',
    path: '/v1/market/inputs',
    summary: 'Price, market cap, 5-year monthly beta and 10-year Treasury yield as of a date (default today)',
    access: 'user',
    input: z.object({ ticker: ZTickerSchema, as_of: ZInputDateSchema.optional() }),
    output: ZMarketInputsSchema,
  }),
};
