import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The drizzle database, the same type over PGlite and node-postgres. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A server process's id (random) and a way to ask whether the process of another id still runs:
 * work a process leaves unfinished (an upload) is its own until it dies.
 */
export type TServerLiveness = { instanceId: number; isAlive(instanceId: number): Promise<boolean> };

/** An open database of either kind, with what the server needs around the queries. */
export type Database = {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** This server process among those that use the database, to tell whether another one still runs. */
  liveness: TServerLiveness;
  /**
   * Applies every pending migration (idempotent) of this build's folder, or of `migrationsFolder`
   * (a test's copy whose journal stops earlier, to fill a database as an earlier build left it).
   */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Every session's `synchronize_seqscans`: off, so a sequential scan always starts at the table's
 * first row. On, PostgreSQL starts a scan of a large table (over a quarter of shared_buffers:
 * some 12,000 chunks at the default 128 MB) where the last one stopped, and a search that reads the first 1,000 chunks
 * holding a common word found other chunks each time it was asked the same question.
 */
export const SYNCHRONIZE_SEQSCANS = 'off';

/** A digest of this build's migrations: a database made from other migrations is another database. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** How many migrations this build ships (from drizzle-kit's journal). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has recorded as applied (0 before the first run). */
export async function appliedMigrationCount(db: AppDb): Promise<number> {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return 0;
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

/** Rows of a raw query; both drivers answer `{rows}`, which drizzle's shared type cannot express. */
export async function rowsOf<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
