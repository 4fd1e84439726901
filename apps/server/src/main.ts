import { fileURLToPath } from 'node:url';
import { configureBuiltinEmbeddings } from '@app/llm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { loadSecretKey } from './llm/secret-box.js';

/** Starts Intrinsic: checks the environment, opens and migrates the database, serves API and web app. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  configureBuiltinEmbeddings({ workers: config.embeddingWorkers });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    extractionPool: { size: config.extractionWorkers },
    trustProxy: config.trustProxy,
    secretKey: loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir }),
  });
  app.addHook('onClose', () => database.close());

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
      mail: config.smtpUrl ? 'SMTP' : 'outbox table',
      extraction_workers: config.extractionWorkers,
      embedding_workers: config.embeddingWorkers,
      ready_ms: Math.round(performance.now() - startedAt),
    },
    `Intrinsic is ready on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
