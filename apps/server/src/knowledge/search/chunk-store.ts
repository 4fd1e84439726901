import { keywordText, normalizeVector } from '@app/retrieval';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { kbChunks } from '../../db/schema.js';
import { noteInsertedChunks } from './term-statistics.js';
import { assertEmbeddingDims, ensureVectorIndex } from './vector-index.js';

/** A chunk to store: a chunk method's draft, placed in its knowledge base and document, embedded or not. */
export type TChunkInsert = {
  kbId: string;
  documentId: string;
  position: number;
  content: string;
  contentType: 'text' | 'table' | 'image' | 'summary' | 'graph';
  pageFrom: number;
  pageTo: number;
  headings: string[];
  tokenCount: number;
  keywords: string[];
  questions: string[];
  embedding: number[] | null;
  available?: boolean;
  /** The document's identity (`documentIdentity`: its name, its cover title), indexed with every chunk of it. */
  documentTitle?: string;
};

/** What `chunk/set` and the keyword/question generators change in a stored chunk. */
export type TChunkPatch = {
  content?: string;
  keywords?: string[];
  questions?: string[];
  embedding?: number[] | null;
  available?: boolean;
};

/**
 * Rows per INSERT: one statement per 200 chunks (1,000 chunks of a 10-K in 5 statements), and fewer
 * for long embeddings so one statement stays under about half a megabyte of vector text.
 */
const ROWS_PER_STATEMENT = 200;
const VECTOR_VALUES_PER_STATEMENT = 50_000;

/**
 * Stores chunks in batches and returns their ids in the order given. Each chunk's search text is
 * computed here (so every writer indexes the same way) and its embedding stored L2-normalised (so
 * cosine similarity is a dot product); on PGlite the HNSW index of each embedding length in use is
 * made sure of first, and the words' statistics are renewed when the table has grown (ANALYZE). Batches are separate statements, not one transaction: on PGlite a long
 * transaction would hold every other request; a parse that fails deletes its document's chunks
 * before it runs again.
 * @throws RangeError for an embedding that is empty, too long or not finite.
 */
export async function insertChunks(database: Database, rows: readonly TChunkInsert[]): Promise<string[]> {
  const dimsInUse = new Set<number>();
  for (const row of rows) {
    if (row.embedding) {
      assertEmbeddingDims(row.embedding.length);
      dimsInUse.add(row.embedding.length);
    }
  }
  for (const dims of dimsInUse) await ensureVectorIndex(database, dims);
  const longest = Math.max(1, ...dimsInUse);
  const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(VECTOR_VALUES_PER_STATEMENT / longest)));
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const inserted = await database.db
      .insert(kbChunks)
      .values(
        batch.map((row) => ({
          kbId: row.kbId,
          documentId: row.documentId,
          position: row.position,
          content: row.content,
          contentType: row.contentType,
          pageFrom: row.pageFrom,
          pageTo: row.pageTo,
          headings: row.headings,
          tokenCount: row.tokenCount,
          keywords: row.keywords,
          questions: row.questions,
          available: row.available ?? true,
          searchText: searchTextSql({ ...row, documentTitle: row.documentTitle ?? '' }),
          ...embeddingColumns(row.embedding),
        })),
      )
      .returning({ id: kbChunks.id });
    for (const { id } of inserted) ids.push(id);
  }
  if (ids.length > 0) await noteInsertedChunks(database, ids.length);
  return ids;
}

/**
 * Changes a stored chunk; the search text is computed again from the result (so a new keyword is
 * found at once) and a new embedding normalised. Returns false when no chunk has that id.
 * @throws RangeError for an embedding that is empty, too long or not finite.
 */
export async function updateChunk(database: Database, id: string, patch: TChunkPatch): Promise<boolean> {
  if (patch.embedding) {
    assertEmbeddingDims(patch.embedding.length);
    await ensureVectorIndex(database, patch.embedding.length);
  }
  const [current] = await database.db
    .select({
      content: kbChunks.content,
      headings: kbChunks.headings,
      keywords: kbChunks.keywords,
      questions: kbChunks.questions,
    })
    .from(kbChunks)
    .where(eq(kbChunks.id, id));
  if (!current) return false;
  const next = {
    content: patch.content ?? current.content,
    headings: current.headings,
    keywords: patch.keywords ?? current.keywords,
    questions: patch.questions ?? current.questions,
  };
  const updated = await database.db
    .update(kbChunks)
    .set({
      content: next.content,
      keywords: next.keywords,
      questions: next.questions,
      // The document's identity is kept from the stored search text (its weight-C words): a chunk
      // does not store it anywhere else.
      searchText: sql`${searchTextSql({ ...next, documentTitle: '' })} || ts_filter(${kbChunks.searchText}, '{c}')`,
      ...(patch.available === undefined ? {} : { available: patch.available }),
      ...(patch.embedding === undefined ? {} : embeddingColumns(patch.embedding)),
      updatedAt: sql`now()`,
    })
    .where(eq(kbChunks.id, id))
    .returning({ id: kbChunks.id });
  return updated.length > 0;
}

type TSearchable = {
  content: string;
  headings: string[];
  keywords: string[];
  questions: string[];
  documentTitle: string;
};

/**
 * The chunk's tsvector: its important keywords and questions weighted A (RAGFlow boosts them the
 * same way), the section headings B, its document's identity C (so that "Coca-Cola's revenue"
 * tells Coca-Cola's table from another company's), the content D. `ts_rank_cd` ranks by these weights; the
 * segmentation is ours (`keywordText`), PostgreSQL's 'simple' configuration only lists the words.
 */
function searchTextSql(chunk: TSearchable): SQL {
  const important = keywordText([...chunk.keywords, ...chunk.questions].join('\n'));
  const headings = keywordText(chunk.headings.join('\n'));
  const identity = keywordText(chunk.documentTitle);
  const body = keywordText(chunk.content);
  return sql`setweight(to_tsvector('simple', ${important}), 'A') || setweight(to_tsvector('simple', ${headings}), 'B') || setweight(to_tsvector('simple', ${identity}), 'C') || to_tsvector('simple', ${body})`;
}

/** The embedding columns: the unit vector as a `real[]` literal (8 significant digits, as much as `real` keeps) and its length. */
function embeddingColumns(embedding: number[] | null): { embedding: SQL | null; embeddingDims: number | null } {
  if (!embedding) return { embedding: null, embeddingDims: null };
  const unit = normalizeVector(embedding);
  const literal = `{${unit.map((x) => Number(x.toPrecision(8))).join(',')}}`;
  return { embedding: sql`${literal}::real[]`, embeddingDims: unit.length };
}
