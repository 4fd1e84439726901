import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock.js';
import { type Database, MIGRATIONS_FOLDER } from './database.js';
import * as schema from './schema.js';

/**
 * The embedded database: PGlite persisted under `dataDir/pglite`, or in memory when `dataDir` is
 * undefined (tests). PGlite takes no lock on its folder, so the server holds one of its own.
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    client = new PGlite(join(dataDir, 'pglite'));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}
