import { openPostgresDatabase } from './client.pg.js';
import { openPgliteDatabase } from './client.pglite.js';
import type { Database } from './database.js';

/** `DATABASE_URL` set: the PostgreSQL server; otherwise embedded PGlite in `dataDir` (in memory without one). */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgresDatabase(options.databaseUrl) : openPgliteDatabase(options.dataDir);
}
