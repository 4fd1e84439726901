import { dotProduct, normalizeVector } from '@app/retrieval';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../db/database.js';
import { kbDocuments } from '../../db/schema.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertChunks, type TChunkInsert } from './chunk-store.js';
import { createKnowledgeBase } from './kb-fixture.test-helper.js';
import { searchChunks, type TSearchChunksParams } from './search-chunks.js';
import { estimatedDocumentFrequencies, termStatistics } from './term-statistics.js';

describe('searchChunks', () => {
  let database: Database;
  let kbId: string;
  let tenK: string;
  let notes: string;
  let disabled: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    const kb = await createKnowledgeBase(database, ['10-K.pdf', 'notes.pdf', 'old.pdf']);
    kbId = kb.kbId;
    [tenK, notes, disabled] = kb.documentIds as [string, string, string];
    await database.db.update(kbDocuments).set({ enabled: false }).where(eq(kbDocuments.id, disabled));
    const chunk = (
      name: string,
      documentId: string,
      content: string,
      embedding: number[],
      extra: Partial<TChunkInsert> = {},
    ): [string, TChunkInsert] => [
      name,
      {
        kbId,
        documentId,
        position: Object.keys(ids).length,
        content,
        contentType: 'text',
        pageFrom: 3,
        pageTo: 4,
        headings: [],
        tokenCount: 10,
        keywords: [],
        questions: [],
        embedding,
        ...extra,
      },
    ];
    const rows = [
      chunk('revenue', tenK, 'Total revenue was $47,061 million in fiscal 2024.', [1, 0, 0, 0]),
      chunk('risk', tenK, 'Risk factors: competition and cybersecurity threats.', [0, 1, 0, 0]),
      chunk('segment', tenK, 'Segment results: Digital Media revenue grew 11%.', [0.7, 0.7, 0, 0]),
      chunk('buyback', notes, 'The board authorised a $25 billion share repurchase program.', [0, 0, 1, 0]),
      chunk('chinese', notes, '公司2023年营业收入为1,505.6亿元，同比增长。', [0, 0, 0.6, 0.8]),
      chunk('disabled', disabled, 'Total revenue in the old filing.', [1, 0, 0, 0]),
      chunk('unavailable', tenK, 'Total revenue, a switched-off chunk.', [1, 0, 0, 0], { available: false }),
      chunk('keyworded', notes, 'Capital allocation priorities.', [0, 0.2, 0.2, 0.96], { keywords: ['dividend'] }),
    ];
    const inserted = await insertChunks(
      database,
      rows.map(([, row]) => row),
    );
    rows.forEach(([name], i) => {
      ids[name] = inserted[i]!;
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const search = (overrides: Partial<TSearchChunksParams>) =>
    searchChunks(database, {
      kbIds: [kbId],
      question: '',
      queryEmbedding: null,
      similarityThreshold: 0.2,
      vectorSimilarityWeight: 0.3,
      topK: 1024,
      page: 1,
      size: 30,
      highlight: false,
      ...overrides,
    });
  const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];

  it('finds by keywords alone, most terms matched first, never disabled documents or switched-off chunks', async () => {
    const result = await search({ question: 'What was total revenue?', vectorSimilarityWeight: 0 });
    expect(result.chunks.map((c) => nameOf(c.id))).toEqual(['revenue', 'segment']);
    expect(result.chunks[0]?.termSimilarity).toBe(1);
    expect(result.chunks[0]?.similarity).toBe(1);
    expect(result.chunks[1]?.termSimilarity).toBeGreaterThan(0);
    expect(result.chunks[1]?.termSimilarity).toBeLessThan(1);
    expect(result.total).toBe(2);
  });

  it('finds a number written with thousands separators, and Chinese words', async () => {
    const number = await search({ question: '47061', vectorSimilarityWeight: 0 });
    expect(number.chunks.map((c) => nameOf(c.id))).toEqual(['revenue']);
    const chinese = await search({ question: '2023年营业收入是多少？', vectorSimilarityWeight: 0 });
    expect(chinese.chunks.map((c) => nameOf(c.id))).toEqual(['chinese']);
  });

  it('finds a chunk by its important keywords', async () => {
    const result = await search({ question: 'dividend policy', vectorSimilarityWeight: 0 });
    expect(result.chunks.map((c) => nameOf(c.id))).toEqual(['keyworded']);
  });

  it('finds by vector alone, nearest first, dropping those under the threshold', async () => {
    const result = await search({ question: 'buybacks', queryEmbedding: [0, 0.1, 1, 0], vectorSimilarityWeight: 1 });
    expect(result.chunks.map((c) => nameOf(c.id))).toEqual(['buyback', 'chinese', 'keyworded']);
    const q = normalizeVector([0, 0.1, 1, 0]);
    expect(result.chunks[0]?.vectorSimilarity).toBeCloseTo(dotProduct(q, [0, 0, 1, 0]), 5);
    expect(result.chunks[1]?.similarity).toBeCloseTo(dotProduct(q, [0, 0, 0.6, 0.8]), 5);
  });

  it('fuses both: (1 − w) · term + w · vector, sorted', async () => {
    const embedding = [0.2, 0, 1, 0];
    const result = await search({
      question: 'revenue share repurchase',
      queryEmbedding: embedding,
      similarityThreshold: 0,
    });
    const q = normalizeVector(embedding);
    for (const chunk of result.chunks) {
      expect(chunk.similarity).toBeCloseTo(0.7 * chunk.termSimilarity + 0.3 * chunk.vectorSimilarity, 10);
    }
    const names = result.chunks.map((c) => nameOf(c.id));
    expect(names[0]).toBe('buyback');
    const revenue = result.chunks.find((c) => nameOf(c.id) === 'revenue');
    // The buyback chunk holds "share" and "repurchase", the revenue chunk only the commoner "revenue".
    expect(result.chunks[0]!.termSimilarity).toBeGreaterThan(2 * revenue!.termSimilarity);
    // "revenue" is in half the chunks: it weighs less than "share" and "repurchase", in one chunk each.
    expect(revenue?.termSimilarity).toBeGreaterThan(0);
    expect(revenue?.termSimilarity).toBeLessThan(1 / 3);
    expect(revenue?.vectorSimilarity).toBeCloseTo(dotProduct(q, [1, 0, 0, 0]), 5);
    const similarities = result.chunks.map((c) => c.similarity);
    expect([...similarities].sort((a, b) => b - a)).toEqual(similarities);
  });

  it('drops every result under a high threshold', async () => {
    const result = await search({
      question: 'revenue share repurchase',
      queryEmbedding: [0.2, 0, 1, 0],
      similarityThreshold: 0.9,
    });
    expect(result).toEqual({ total: 0, chunks: [], docAggs: [] });
  });

  it('searches only the documents named, without a threshold', async () => {
    const result = await search({ question: 'revenue', queryEmbedding: [1, 0, 0, 0], documentIds: [notes] });
    expect(result.chunks.every((c) => c.documentId === notes)).toBe(true);
    expect(result.chunks.length).toBeGreaterThan(0);
    expect(await search({ question: 'revenue', documentIds: [disabled] })).toEqual({
      total: 0,
      chunks: [],
      docAggs: [],
    });
  });

  it('pages the ranking and counts results per document', async () => {
    const params = { question: 'revenue repurchase', queryEmbedding: [0.5, 0.5, 0.5, 0.5], similarityThreshold: 0 };
    const all = await search(params);
    const second = await search({ ...params, page: 2, size: 2 });
    expect(second.chunks.map((c) => c.id)).toEqual(all.chunks.slice(2, 4).map((c) => c.id));
    expect(second.total).toBe(all.total);
    expect(all.docAggs).toEqual([
      { documentId: tenK, name: '10-K.pdf', count: 3 },
      { documentId: notes, name: 'notes.pdf', count: 3 },
    ]);
    expect(all.chunks[0]).toMatchObject({ kbId, pageFrom: 3, pageTo: 4, contentType: 'text' });
  });

  it('highlights the matched words in escaped HTML', async () => {
    const result = await search({ question: 'total revenue 47,061', vectorSimilarityWeight: 0, highlight: true });
    expect(result.chunks[0]?.highlight).toBe(
      '<em>Total</em> <em>revenue</em> was $<em>47,061</em> million in fiscal 2024.',
    );
  });

  it("puts a rerank model's score in the vector similarity's place", async () => {
    const result = await search({
      question: 'revenue',
      queryEmbedding: [1, 0, 0, 0],
      rerank: async (_question, texts) => texts.map((text) => (text.includes('Segment') ? 1 : 0)),
    });
    expect(nameOf(result.chunks[0]!.id)).toBe('segment');
    expect(result.chunks[0]?.vectorSimilarity).toBe(1);
  });

  it("weighs terms by PostgreSQL's statistics of the words, renewed after the chunks were stored", async () => {
    const statistics = await termStatistics(database);
    expect(statistics.chunkCount).toBe(8);
    expect(statistics.shares.get('revenue')).toBeCloseTo(4 / 8, 5);
    expect(estimatedDocumentFrequencies(statistics, ['revenue'])[0]).toBeCloseTo(4, 4);
    const [rare] = estimatedDocumentFrequencies(statistics, ['neverwritten']);
    expect(rare).toBeLessThan(1);
  });

  it('reads a question whose words hold quotes and backslashes as words', async () => {
    const result = await search({ question: "What's the company's total \\'revenue'?", vectorSimilarityWeight: 0 });
    expect(result.chunks.map((c) => nameOf(c.id))[0]).toBe('revenue');
  });

  it('scans a table from its first row every time, so the same question finds the same chunks', async () => {
    const [setting] = await rowsOf<{ synchronize_seqscans: string }>(database.db, sql`show synchronize_seqscans`);
    expect(setting?.synchronize_seqscans).toBe('off');
  });

  it('refuses a top-K, page or size out of range', async () => {
    await expect(search({ question: 'x', topK: 0 })).rejects.toThrow(RangeError);
    await expect(search({ question: 'x', page: 0 })).rejects.toThrow(RangeError);
    await expect(search({ question: 'x', size: 5000 })).rejects.toThrow(RangeError);
  });
});

describe('searchChunks over many vectors', () => {
  let database: Database;
  let kbId: string;
  const vectors: number[][] = [];
  const ids: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const kb = await createKnowledgeBase(database, ['a.pdf']);
    kbId = kb.kbId;
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31 - 0.5;
    };
    for (let i = 0; i < 600; i++) vectors.push(normalizeVector(Array.from({ length: 32 }, random)));
    ids.push(
      ...(await insertChunks(
        database,
        vectors.map((embedding, position) => ({
          kbId,
          documentId: kb.documentIds[0]!,
          position,
          content: `Passage ${position}`,
          contentType: 'text' as const,
          pageFrom: 1,
          pageTo: 1,
          headings: [],
          tokenCount: 2,
          keywords: [],
          questions: [],
          embedding,
        })),
      )),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the exact nearest chunks, as a full scan in JavaScript does (HNSW on PGlite, SQL on PostgreSQL)', async () => {
    for (const probe of [0, 17, 311]) {
      const query = vectors[probe]!.map((x, i) => x + (i % 3 === 0 ? 0.05 : -0.02));
      const expected = vectors
        .map((vector, i) => ({ id: ids[i], similarity: dotProduct(normalizeVector(query), vector) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 10)
        .map((entry) => entry.id);
      const result = await searchChunks(database, {
        kbIds: [kbId],
        question: '',
        queryEmbedding: query,
        similarityThreshold: -1,
        vectorSimilarityWeight: 1,
        topK: 50,
        page: 1,
        size: 10,
        highlight: false,
      });
      expect(result.chunks.map((c) => c.id)).toEqual(expected);
    }
  });
});
