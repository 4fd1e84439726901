import { API_ROUTES, buildOpenApiDocument, systemRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { appliedMigrationCount, type Database, expectedMigrationCount } from '../../db/database.js';
import { registerRoute } from '../register-route.js';

/** The `system` area: version, the OpenAPI document, and whether the database answers with every migration applied. */
export function registerSystemRoutes(app: FastifyInstance, database: Database, version: string): void {
  const expected = expectedMigrationCount();

  registerRoute(app, systemRoutes.version, async () => ({ name: 'intrinsic', version }));

  let openApiDocument: Record<string, unknown> | undefined;
  registerRoute(app, systemRoutes.openapi, async () => {
    openApiDocument ??= buildOpenApiDocument(API_ROUTES, { version });
    return openApiDocument;
  });

  registerRoute(app, systemRoutes.status, async (_input, request) => {
    const started = performance.now();
    let applied = 0;
    let isReachable = true;
    try {
      applied = await appliedMigrationCount(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      isReachable = false;
    }
    const isUpToDate = applied === expected;
    return {
      is_healthy: isReachable && isUpToDate,
      database: {
        kind: database.kind,
        is_reachable: isReachable,
        latency_ms: isReachable ? Math.round((performance.now() - started) * 10) / 10 : null,
      },
      migrations: { applied, expected, is_up_to_date: isUpToDate },
    };
  });
}
