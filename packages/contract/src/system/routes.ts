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
    summary: 'Whether the database is reachable and every migration is applied',
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
