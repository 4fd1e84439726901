import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { kbChunks } from '../../db/schema.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertChunks, type TChunkInsert, updateChunk } from './chunk-store.js';
import { documentIdentity } from './document-identity.js';
import { createKnowledgeBase } from './kb-fixture.test-helper.js';
import { searchChunks } from './search-chunks.js';

/** Two filings' revenue tables that say the same words: only their documents tell them apart. */
const TABLE =
  '| | 2024 | 2023 |\n|---|---|---|\n| Net operating revenues | 47,061 | 45,754 |\n| Cost of goods sold | 18,324 | 18,520 |';

/** The ids of the first ten chunks keyword search finds for `question`. */
async function keywordResults(database: Database, kbId: string, question: string): Promise<string[]> {
  const { chunks } = await searchChunks(database, {
    kbIds: [kbId],
    question,
    queryEmbedding: null,
    similarityThreshold: 0.2,
    vectorSimilarityWeight: 0,
    topK: 1024,
    page: 1,
    size: 10,
    highlight: false,
  });
  return chunks.map((chunk) => chunk.id);
}

describe('a chunk indexed with its document identity', () => {
  let database: Database;
  let kbId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    const kb = await createKnowledgeBase(database, ['ko-10-k-2025.html', 'wmt-10-k-2025.html']);
    kbId = kb.kbId;
    const [ko, wmt] = kb.documentIds as [string, string];
    const row = (documentId: string, content: string, documentTitle?: string): TChunkInsert => ({
      kbId,
      documentId,
      position: 0,
      content,
      contentType: 'table',
      pageFrom: 1,
      pageTo: 1,
      headings: [],
      tokenCount: 40,
      keywords: [],
      questions: [],
      embedding: null,
      ...(documentTitle === undefined ? {} : { documentTitle }),
    });
    const inserted = await insertChunks(database, [
      row(ko, TABLE, documentIdentity('ko-10-k-2025.html', 'FORM 10-K\nCOCA COLA CO')),
      row(wmt, TABLE, documentIdentity('wmt-10-k-2025.html', 'FORM 10-K\nWalmart Inc.')),
      row(wmt, 'Walmart operates retail stores.'),
    ]);
    [ids.ko, ids.wmt, ids.untitled] = inserted as [string, string, string];
  });
  afterAll(async () => {
    await database?.close();
  });

  const keywordSearch = (question: string) => keywordResults(database, kbId, question);

  it("finds the named company's table first, over another company's table of the same words", async () => {
    expect((await keywordSearch("What were Coca-Cola's net operating revenues in 2024?"))[0]).toBe(ids.ko);
    expect((await keywordSearch("What were Walmart's net operating revenues in 2024?"))[0]).toBe(ids.wmt);
  });

  it('keeps the identity in the search text when the chunk is edited, and leaves the content as written', async () => {
    expect(await updateChunk(database, ids.ko!, { content: `${TABLE}\n| Operating income | 12,000 | 11,300 |` })).toBe(
      true,
    );
    expect(await keywordSearch('Coca-Cola')).toEqual([ids.ko]);
    const [stored] = await database.db
      .select({ content: kbChunks.content })
      .from(kbChunks)
      .where(eq(kbChunks.id, ids.ko!));
    expect(stored?.content).not.toMatch(/coca/i);
  });

  it('indexes a chunk stored without an identity by its own words only', async () => {
    expect(await keywordSearch('COCA COLA')).toEqual([ids.ko]);
    expect(await keywordSearch('retail stores')).toEqual([ids.untitled]);
  });
});

describe('a question that names one document of several', () => {
  let database: Database;
  let kbId: string;
  let named: string;
  let other: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const kb = await createKnowledgeBase(database, ['ko-10-k-2025.html', 'wmt-10-k-2025.html']);
    kbId = kb.kbId;
    const [ko, wmt] = kb.documentIds as [string, string];
    const row = (documentId: string, content: string, documentTitle: string): TChunkInsert => ({
      kbId,
      documentId,
      position: 0,
      content,
      contentType: 'text',
      pageFrom: 1,
      pageTo: 1,
      headings: [],
      tokenCount: 30,
      keywords: [],
      questions: [],
      embedding: null,
      documentTitle,
    });
    [other, named] = (await insertChunks(database, [
      row(
        wmt,
        'At the end of 2024 our headcount worldwide was approximately 2.1 million associates.',
        documentIdentity('wmt-10-k-2025.html', 'FORM 10-K\nWalmart Inc.'),
      ),
      row(
        ko,
        'Our headcount was approximately 69,700 associates in 2024.',
        documentIdentity('ko-10-k-2025.html', 'COCA COLA CO'),
      ),
    ])) as [string, string];
  });
  afterAll(async () => {
    await database?.close();
  });

  it("ranks the named company's passage over another company's that holds more of the question's other words", async () => {
    expect(
      await keywordResults(database, kbId, "What was Coca-Cola's headcount worldwide at the end of 2024?"),
    ).toEqual([named, other]);
  });
});
