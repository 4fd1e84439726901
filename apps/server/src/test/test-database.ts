import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgresDatabase } from '../db/client.pg.js';
import { openPgliteDatabase } from '../db/client.pglite.js';
import { type Database, MIGRATIONS_FOLDER, migrationsHash } from '../db/database.js';

/** The PostgreSQL server the tests use: trust auth on loopback, database `test` to connect through. */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database of the kind this test project runs on (`TEST_DATABASE`): in-memory
 * PGlite (a copy of a migrated template), or a new database on the PostgreSQL server that is
 * dropped again on close. With `migrationsFolder` (`migrationsThrough`), it is migrated only that
 * far; `migrate()` then applies the rest.
 */
export async function openTestDatabase(options: { migrationsFolder?: string } = {}): Promise<Database> {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind === 'pglite') {
    if (!options.migrationsFolder)
      return openPgliteDatabase(undefined, { loadDataDir: await migratedPgliteTemplate() });
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

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A PGlite database migrated by this build, as a `dumpDataDir` tarball that a new in-memory
 * database starts from: some 0.5 s against 2–5 s for initdb and the migrations, for each of the
 * hundred or so databases the PGlite suites open. Made once per machine, for this PGlite and these
 * migrations, in the temporary directory (written under another name, then renamed, so a test
 * process running beside this one never reads half a file), then kept in memory per process.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `intrinsic-test-pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openPgliteDatabase(undefined);
    try {
      await database.migrate();
      // drizzle keeps the PGlite client it wraps as `$client`.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const tarball = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
      renameSync(partial, file);
      return tarball;
    } finally {
      await database.close();
    }
  })();
  return pgliteTemplate;
}

/** The installed PGlite's version (its package exports no `package.json`: found above its entry point). */
function pgliteVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
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
