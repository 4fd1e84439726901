import { z } from 'zod';
import { defineRoute } from '../route.js';

/** The product's name and version; never the runtime's (a Node version tells an attacker which CVEs apply). */
export const ZVersionSchema = z.object({ name: z.string(), version: z.string() });

export const ZStatusSchema = z.object({
  is_healthy: z.boolean(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    is_reachable: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), is_up_to_date: z.boolean() }),
  /**
   * Where market data comes from and whether its providers answered the last call. Not part of
   * `is_healthy`: the server itself works while a provider is down (the pack, cached answers).
   */
  market_data: z.object({
    source: z.enum(['pack', 'live', 'pack-then-live']),
    /** False when the last provider call failed (unreachable, rate limited, 5xx); null before any call. The pack alone is always reachable. */
    is_reachable: z.boolean().nullable(),
    /** When that call failed, and from when the providers are asked again (ISO times); null while reachable. */
    failed_at: z.string().nullable(),
    retry_at: z.string().nullable(),
  }),
});
export type TStatus = z.infer<typeof ZStatusSchema>;

/** The `system` area. @public */
export const systemRoutes = {
  version: defineRoute({
    method: 'GET',
    path: '/v1/system/version',
    summary: 'Product name and version',
    access: 'public',
    input: z.object({}),
    output: ZVersionSchema,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/v1/system/status',
    summary: 'Whether the database is reachable and every migration is applied, and whether market data is',
    access: 'public',
    input: z.object({}),
    output: ZStatusSchema,
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/v1/system/openapi',
    summary: 'This API as an OpenAPI 3.1 document (in `data`), generated from the contract',
    access: 'public',
    input: z.object({}),
    output: z.record(z.string(), z.unknown()),
  }),
};
