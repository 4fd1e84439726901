import { z } from 'zod';
import { defineRoute } from '../route.js';

export const ZSearchTickerRequestSchema = z.object({
  keyword: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZTickerHitSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  cik: z.number().int(),
  exchange: z.string().nullable(),
  match: z.enum(['ticker', 'name', 'ticker_prefix', 'name_prefix', 'name_words', 'name_contains', 'fuzzy']),
});
export type TTickerHit = z.infer<typeof ZTickerHitSchema>;

/** The `query` area. @public */
export const queryRoutes = {
  searchTicker: defineRoute({
    method: 'GET',
    path: '/v1/query/search_ticker',
    summary: 'Companies by ticker prefix or name (case-insensitive, typo-tolerant), best match first',
    access: 'user',
    acceptsApiToken: 'account',
    input: ZSearchTickerRequestSchema,
    output: z.object({ items: z.array(ZTickerHitSchema) }),
  }),
};
