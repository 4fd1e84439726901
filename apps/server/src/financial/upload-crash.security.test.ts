/**
 * Issue 12: a crash during a 60-file upload left 24 documents the client never saw. Now an upload
 * is recorded whole or not at all: its documents stay an upload in progress (never listed) until
 * the last file is in, and a server that starts deletes those a dead one left behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TEnvelope } from '@app/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/client.pglite.js';
import { rowsOf } from '../db/database.js';
import { type AppServer, startAppServer } from '../test/spawn-server.js';
import { createPostgresDatabase } from '../test/test-database.js';

const isPostgres = process.env.TEST_DATABASE === 'postgres';
const FILES = 60;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Where the servers keep their data, and a count of the documents in it (read while no server runs, for PGlite). */
async function storage(): Promise<{
  start(): Promise<AppServer>;
  documents(): Promise<{ pending: number; all: number }>;
}> {
  const count = sql`select count(*)::int as all, count(upload_expires_at)::int as pending from financial_documents`;
  if (isPostgres) {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    return {
      start: () => startAppServer({ databaseUrl: database.url }),
      async documents() {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ all: number; pending: number }>(
            'select count(*)::int as all, count(upload_expires_at)::int as pending from financial_documents',
          );
          return rows[0] ?? { all: 0, pending: 0 };
        } finally {
          await client.end();
        }
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'intrinsic-crash-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    start: () => startAppServer({ dataDir }),
    async documents() {
      const database = await openPgliteDatabase(dataDir);
      try {
        const [row] = await rowsOf<{ all: number; pending: number }>(database.db, count);
        return row ?? { all: 0, pending: 0 };
      } finally {
        await database.close();
      }
    },
  };
}

/** A multipart body whose first `sent` of `total` CSV files go out at once; the rest never do. */
function stalledUpload(sent: number, boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (let index = 0; index < sent; index++) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="part-${index}.csv"\r\n` +
              `Content-Type: text/csv\r\n\r\nRevenue,${1000 + index}\nNet income,${100 + index}\n\r\n`,
          ),
        );
      }
      // The client is still sending: the server dies before the rest arrives.
    },
  });
}

describe('an upload cut by a crash of the server', () => {
  it('leaves no document: hidden while in progress, deleted when the next server starts', async () => {
    const data = await storage();
    const first = await data.start();
    cleanups.push(() => first.stop());
    const user = await fetch(`${first.baseUrl}/v1/temp_user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fingerprint: `crash-${Date.now()}`.padEnd(24, '0'), language: 'en', timezone: 'UTC' }),
    });
    const token = user.headers.get('authorization') ?? '';
    const boundary = 'intrinsic-crash-boundary';
    const request = fetch(`${first.baseUrl}/v1/financial_statements/document`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stalledUpload(FILES / 2, boundary),
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    const list = (server: AppServer) =>
      fetch(`${server.baseUrl}/v1/financial_statements/list?page=1&page_size=100`, {
        headers: { authorization: token },
      }).then((response) => response.json() as Promise<TEnvelope<{ total: number }>>);
    // The first half arrives and is looked at and stored (the inspection worker starts first).
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect((await list(first)).data.total).toBe(0);
    await first.crash();
    await request;

    const left = await data.documents();
    expect(left.all).toBeGreaterThan(0);
    expect(left.pending).toBe(left.all);

    const second = await data.start();
    cleanups.push(() => second.stop());
    expect((await list(second)).data.total).toBe(0);
    await second.stop();
    expect(await data.documents()).toEqual({ all: 0, pending: 0 });
  }, 120_000);
});
