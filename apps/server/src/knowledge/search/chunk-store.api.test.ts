import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../db/database.js';
import { kbChunks } from '../../db/schema.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertChunks, type TChunkInsert, updateChunk } from './chunk-store.js';
import { createKnowledgeBase } from './kb-fixture.test-helper.js';
import { vectorIndexName } from './vector-index.js';

describe('chunk store', () => {
  let database: Database;
  let kbId: string;
  let documentId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const kb = await createKnowledgeBase(database, ['10-K.pdf']);
    kbId = kb.kbId;
    documentId = kb.documentIds[0]!;
  });
  afterAll(async () => {
    await database?.close();
  });

  const chunk = (position: number, overrides: Partial<TChunkInsert> = {}): TChunkInsert => ({
    kbId,
    documentId,
    position,
    content: `Chunk ${position}: total revenue was $47,061 million.`,
    contentType: 'text',
    pageFrom: 1,
    pageTo: 1,
    headings: ['Item 7. Management discussion'],
    tokenCount: 12,
    keywords: [],
    questions: [],
    embedding: [3, 4, 0],
    ...overrides,
  });

  it('inserts in batches and returns the ids in order', async () => {
    const ids = await insertChunks(
      database,
      Array.from({ length: 450 }, (_, i) => chunk(i)),
    );
    expect(ids).toHaveLength(450);
    const rows = await database.db
      .select({ id: kbChunks.id, position: kbChunks.position })
      .from(kbChunks)
      .where(eq(kbChunks.documentId, documentId));
    const positionOf = new Map(rows.map((row) => [row.id, row.position]));
    expect(ids.map((id) => positionOf.get(id))).toEqual(Array.from({ length: 450 }, (_, i) => i));
  });

  it("keeps a 512-token chunk's search text in its row and moves its embedding out, so keyword search reads no TOAST", async () => {
    // 180 words of a 90-word vocabulary: a 512-token passage's search text is some 1.3 KB.
    const words = Array.from({ length: 180 }, (_, i) => `word${((i * 7) % 90).toString(36)}x`).join(' ');
    const ids = await insertChunks(
      database,
      Array.from({ length: 5 }, (_, i) =>
        chunk(2000 + i, { content: `${words} ${i}`, embedding: Array.from({ length: 512 }, (_, k) => k + i + 1) }),
      ),
    );
    const [sizes] = await rowsOf<{ search: number; embedding: number }>(
      database.db,
      sql`select min(pg_column_size(search_text))::int as search, min(pg_column_size(embedding))::int as embedding
          from kb_chunks where id = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    // Both are large enough that the toaster had to place them (a row over 2 KB is toasted).
    expect(sizes!.search).toBeGreaterThan(1000);
    expect(sizes!.embedding).toBeGreaterThan(2000);
    const [toast] = await rowsOf<{ name: string }>(
      database.db,
      sql`select t.relname as name from pg_class c join pg_class t on t.oid = c.reltoastrelid where c.relname = 'kb_chunks'`,
    );
    // One value out of line per row (its embedding; the chunks stored before are small): the search text stayed in the row.
    const [outOfLine] = await rowsOf<{ values: number }>(
      database.db,
      sql.raw(`select count(distinct chunk_id)::int as values from pg_toast.${toast!.name}`),
    );
    expect(outOfLine!.values).toBe(ids.length);
  });

  it('stores the embedding normalised, with its length', async () => {
    const [id] = await insertChunks(database, [chunk(1000, { embedding: [3, 4, 0] })]);
    const [row] = await database.db.select().from(kbChunks).where(eq(kbChunks.id, id!));
    expect(row?.embeddingDims).toBe(3);
    expect(row?.embedding?.[0]).toBeCloseTo(0.6, 6);
    expect(row?.embedding?.[1]).toBeCloseTo(0.8, 6);
  });

  it('indexes content, headings and keywords, keywords weighted A and headings B', async () => {
    const [id] = await insertChunks(database, [
      chunk(1001, { content: 'Operating income rose', headings: ['Results'], keywords: ['Segment margin'] }),
    ]);
    const [row] = await rowsOf<{ text: string }>(
      database.db,
      sql`select search_text::text as text from kb_chunks where id = ${id}`,
    );
    expect(row?.text).toContain("'segment':1A");
    expect(row?.text).toContain("'results':3B");
    expect(row?.text).toContain("'operating':4");
  });

  it('finds a chunk by a thousands-grouped number written either way', async () => {
    const [row] = await rowsOf<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from kb_chunks where search_text @@ to_tsquery('simple', '47061')`,
    );
    expect(row?.count).toBeGreaterThan(0);
  });

  it('computes the search text again when keywords change, and replaces the embedding', async () => {
    const [id] = await insertChunks(database, [chunk(1002, { content: 'Liquidity and capital resources' })]);
    expect(await updateChunk(database, id!, { keywords: ['Buyback'], embedding: [0, 0, 2] })).toBe(true);
    const [row] = await rowsOf<{ text: string; embedding: number[]; available: boolean }>(
      database.db,
      sql`select search_text::text as text, embedding, available from kb_chunks where id = ${id}`,
    );
    expect(row?.text).toContain("'buyback':1A");
    expect(row?.text).toContain("'liquidity'");
    expect(row?.embedding).toEqual([0, 0, 1]);
    expect(await updateChunk(database, id!, { available: false })).toBe(true);
    const [after] = await database.db.select().from(kbChunks).where(eq(kbChunks.id, id!));
    expect(after?.available).toBe(false);
    expect(after?.keywords).toEqual(['Buyback']);
  });

  it('says false for a chunk that does not exist', async () => {
    expect(await updateChunk(database, '00000000-0000-0000-0000-000000000000', { content: 'x' })).toBe(false);
  });

  it('refuses an embedding that is empty or not finite', async () => {
    await expect(insertChunks(database, [chunk(1003, { embedding: [] })])).rejects.toThrow(RangeError);
    await expect(insertChunks(database, [chunk(1004, { embedding: [1, Number.NaN] })])).rejects.toThrow(RangeError);
  });

  it('creates the HNSW index of each embedding length on PGlite only', async () => {
    const [row] = await rowsOf<{ present: boolean }>(
      database.db,
      sql`select to_regclass(${vectorIndexName(3)}) is not null as present`,
    );
    expect(row?.present).toBe(database.kind === 'pglite');
  });
});
