import { API_ROUTES, buildOpenApiDocument, systemRoutes, type TStatus } from '@app/contract';
import type { TMarketDataSource } from '@app/market-data';
import type { FastifyInstance } from 'fastify';
import { appliedMigrationCount, type Database, expectedMigrationCount } from '../../db/database.js';
import { registerRoute } from '../register-route.js';

/**
 * The `system` area: version, the OpenAPI document, whether the database answers with every migration
 * applied, and whether the market-data providers answered their last call.
 */
export function registerSystemRoutes(
  app: FastifyInstance,
  database: Database,
  version: string,
  marketData: TMarketDataSource,
): void {
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
      market_data: marketDataStatus(marketData),
    };
  });
}

/** The source's reachability as the status reports it; the pack alone needs no network. */
function marketDataStatus(source: TMarketDataSource): TStatus['market_data'] {
  const reachability = source.reachability?.();
  const failure = reachability?.lastFailure ?? null;
  return {
    source: source.kind,
    is_reachable: source.kind === 'pack' ? true : (reachability?.isReachable ?? null),
    failed_at: failure?.at.toISOString() ?? null,
    retry_at: failure?.retryAt.toISOString() ?? null,
  };
}
