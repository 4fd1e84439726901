import { randomInt } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, MIGRATIONS_FOLDER, SYNCHRONIZE_SEQSCANS } from './database.js';
import * as schema from './schema.js';

/** Any fixed number: the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 7_310_642;
/** The class of the advisory locks each server process holds on its own id while it runs. */
const INSTANCE_LOCK_CLASS = 7_310_643;

/** A real PostgreSQL server (`DATABASE_URL`), for running several server processes at scale. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, options: `-c synchronize_seqscans=${SYNCHRONIZE_SEQSCANS}` });
  // An idle connection the server closes (a restart, a failover, `drop database … with (force)`)
  // is an 'error' on the pool: without a listener Node ends the process. The pool has already
  // discarded that connection; the next query opens a new one.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  const instance = await holdInstanceLock(connectionString);
  return {
    db,
    kind: 'postgres',
    liveness: {
      instanceId: instance.id,
      async isAlive(id) {
        // Free means its holder's session ended: taken and given back in one statement (one session).
        const { rows } = await pool.query<{ free: boolean }>(
          'select case when pg_try_advisory_lock($1, $2) then pg_advisory_unlock($1, $2) else false end as free',
          [INSTANCE_LOCK_CLASS, id],
        );
        return rows[0]?.free !== true;
      },
    },
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
    async close() {
      await instance.release();
      await pool.end();
    },
  };
}

/**
 * This process's id, held as a session-level advisory lock on a connection of its own for as long
 * as the process runs: PostgreSQL releases it when the session ends (the process exits or dies),
 * so the other servers can tell. A lost connection is opened again with the same id.
 */
async function holdInstanceLock(connectionString: string): Promise<{ id: number; release(): Promise<void> }> {
  const id = randomInt(1, 2 ** 31 - 1);
  let client: pg.Client | undefined;
  let isReleased = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('error', () => {
      if (isReleased) return;
      client = undefined;
      setTimeout(() => void connect().catch(() => {}), 1_000).unref();
    });
    await next.connect();
    await next.query('select pg_advisory_lock($1, $2)', [INSTANCE_LOCK_CLASS, id]);
    client = next;
  };
  await connect();
  return {
    id,
    async release() {
      isReleased = true;
      await client?.end().catch(() => {});
    },
  };
}
