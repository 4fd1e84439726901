import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgresDatabase } from '../db/client.pg.js';
import { openPgliteDatabase } from '../db/client.pglite.js';
import { type Database, MIGRATIONS_FOLDER } from '../db/database.js';

/** The PostgreSQL server the tests use: trust auth on loopback, database `test` to connect through. */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database of the kind this test project runs on (`TEST_DATABASE`): in-memory
 * PGlite, or a new database on the PostgreSQL server that is dropped again on close. With
 * `migrationsFolder` (`migrationsThrough`), it is migrated only that far; `migrate()` then applies
 * the rest.
 */
export async function openTestDatabase(options: { migrationsFolder?: string } = {}): Promise<Database> {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind === 'pglite') {
    const database = await openPgliteDatabase(undefined);
    await database.migrate(options.migrationsFolder);
    return database;
  }
  if (kind !== 'postgres') throw new Error(`TEST_DATABASE must be pglite or postgres, not ${kind}`);
  const name = `intrinsic_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString());
  await database.migrate(options.migrationsFolder);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A copy of this build's migrations whose journal stops after `tag` (in a new temporary folder):
 * a database migrated from it is one an earlier build left, for a test to fill with the rows that
 * build wrote before the later migrations run.
 */
export function migrationsThrough(tag: string): string {
  type TJournal = { entries: { tag: string }[] };
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as TJournal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const folder = mkdtempSync(join(tmpdir(), 'intrinsic-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries)
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/** A new, empty database on the PostgreSQL server (for a server process to migrate), dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `intrinsic_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
