import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresDatabase } from '../db/client.pg.js';
import { openPgliteDatabase } from '../db/client.pglite.js';
import type { Database } from '../db/database.js';

/** The PostgreSQL server the tests use: trust auth on loopback, database `test` to connect through. */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database of the kind this test project runs on (`TEST_DATABASE`): in-memory
 * PGlite, or a new database on the PostgreSQL server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind === 'pglite') {
    const database = await openPgliteDatabase(undefined);
    await database.migrate();
    return database;
  }
  if (kind !== 'postgres') throw new Error(`TEST_DATABASE must be pglite or postgres, not ${kind}`);
  const name = `intrinsic_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString());
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
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
