import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, MIGRATIONS_FOLDER } from './database.js';
import * as schema from './schema.js';

/** Any fixed number: the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 7_310_642;

/** A real PostgreSQL server (`DATABASE_URL`), for running several server processes at scale. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, a failover, `drop database … with (force)`)
  // is an 'error' on the pool: without a listener Node ends the process. The pool has already
  // discarded that connection; the next query opens a new one.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder = MIGRATIONS_FOLDER) {
      // Hold a session-level lock on one connection while the pool migrates: a second process
      // starting at the same moment waits instead of applying the same migration twice.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
