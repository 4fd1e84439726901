import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock.js';
import { type Database, MIGRATIONS_FOLDER, SYNCHRONIZE_SEQSCANS } from './database.js';
import * as schema from './schema.js';

/**
 * PGlite runs each statement on the server's thread and answers through promises only, so queued
 * statements ran one after another in microtasks without the event loop ever getting a turn: 20
 * uploads storing their bytes kept a status request unread for 3.8 s. Each statement (outside a
 * transaction, which holds PGlite anyway) now first lets the event loop take waiting requests.
 */
class TakingTurnsPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await nextTurn();
    return super.exec(query, options);
  }
}

/**
 * The embedded database: PGlite persisted under `dataDir/pglite`, or in memory when `dataDir` is
 * undefined (tests) — started from `loadDataDir` (a `dumpDataDir` tarball) when given, which skips
 * initdb. PGlite takes no lock on its folder, so the server holds one of its own.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    client = new TakingTurnsPGlite(join(dataDir, 'pglite'), { extensions: { vector } });
  } else {
    client = new TakingTurnsPGlite({ extensions: { vector }, ...options });
  }
  await client.waitReady;
  // pgvector (HNSW search of knowledge-base chunks) outside the migrations: PostgreSQL servers
  // have no pgvector here, and search there is exact over the same `real[]` column.
  await client.exec('create extension if not exists vector');
  await client.exec(`set synchronize_seqscans = ${SYNCHRONIZE_SEQSCANS}`);
  const db = drizzle({ client, schema });
  // One process holds the folder: every other id is a process that has ended.
  const instanceId = randomInt(1, 2 ** 31 - 1);
  return {
    db,
    kind: 'pglite',
    liveness: { instanceId, isAlive: async (id) => id === instanceId },
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}
