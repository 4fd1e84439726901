import { sql } from 'drizzle-orm';
import { type AppDb, type Database, rowsOf } from '../../db/database.js';

/**
 * How common each word is among all stored chunks, for the terms' inverse document frequency —
 * read from PostgreSQL's own statistics of the `search_text` column (ANALYZE keeps the share of
 * rows holding each of its most common lexemes), so a search counts nothing: counting the chunks
 * that hold "revenue" among 100,000 would read tens of thousands of rows. A word missing from the
 * list is rarer than every word on it. The statistics are table-wide, not per knowledge base: the
 * commonness of a word is a property of the language of filings more than of one collection.
 */

/** The statistics of the column, as last read. */
export type TTermStatistics = {
  /** Rows of `kb_chunks` when ANALYZE last ran (0 when it never has). */
  chunkCount: number;
  /** Lexeme → share of rows holding it, for the most common lexemes. */
  shares: Map<string, number>;
  /** The smallest share listed: every other lexeme is rarer. */
  minShare: number;
};

/** How long statistics read are used before they are read again (another process may have analysed). */
const STATISTICS_TTL_MS = 60_000;
/** Rows inserted since the last ANALYZE, as a share of the rows then, that make it run again. */
const ANALYZE_GROWTH = 0.2;

type TCache = {
  statistics: TTermStatistics;
  readAt: number;
  insertedSince: number;
  isAnalyzing: boolean;
  isReading: boolean;
};
const caches = new WeakMap<AppDb, TCache>();

const NO_STATISTICS: TTermStatistics = { chunkCount: 0, shares: new Map(), minShare: 0 };

/**
 * The column's statistics, cached per database. Once a minute old they are read again in the
 * background while searches go on with the ones they have: reading `pg_stats` can take a few
 * hundred milliseconds, which no search should wait for.
 */
export async function termStatistics(database: Database): Promise<TTermStatistics> {
  const cache = caches.get(database.db);
  if (!cache) {
    const statistics = await readStatistics(database);
    caches.set(database.db, {
      statistics,
      readAt: performance.now(),
      insertedSince: 0,
      isAnalyzing: false,
      isReading: false,
    });
    return statistics;
  }
  if (performance.now() - cache.readAt >= STATISTICS_TTL_MS && !cache.isReading) {
    cache.isReading = true;
    readStatistics(database)
      .then((statistics) => {
        cache.statistics = statistics;
        cache.readAt = performance.now();
      })
      // A database closed meanwhile: the statistics are read again next time.
      .catch(() => {})
      .finally(() => {
        cache.isReading = false;
      });
  }
  return cache.statistics;
}

/**
 * The estimated number of chunks holding each term: its share times the rows, or for a word not
 * listed half the smallest share listed. All zero without statistics (every term then weighs the same).
 */
export function estimatedDocumentFrequencies(statistics: TTermStatistics, terms: readonly string[]): number[] {
  return terms.map((term) => {
    const share = statistics.shares.get(term) ?? statistics.minShare / 2;
    return share * statistics.chunkCount;
  });
}

/**
 * Called after chunks are stored: runs ANALYZE when the table has never been analysed or has
 * grown by a fifth since (PGlite has no autovacuum to do it; on PostgreSQL this only runs it
 * sooner). The search text for the words' shares, and the columns searches filter on: without
 * their statistics the planner takes a knowledge base of 100,000 chunks for a handful and sorts
 * them all by distance (2 s) instead of walking the HNSW index. Not the embeddings: their
 * statistics would cost seconds and serve no query.
 */
export async function noteInsertedChunks(database: Database, inserted: number): Promise<void> {
  const cache = caches.get(database.db) ?? {
    statistics: await readStatistics(database),
    readAt: performance.now(),
    insertedSince: 0,
    isAnalyzing: false,
    isReading: false,
  };
  caches.set(database.db, cache);
  cache.insertedSince += inserted;
  const isStale =
    cache.statistics.chunkCount === 0 || cache.insertedSince >= ANALYZE_GROWTH * cache.statistics.chunkCount;
  if (!isStale || cache.isAnalyzing) return;
  cache.isAnalyzing = true;
  try {
    cache.insertedSince = 0;
    await database.db.execute(sql`analyze kb_chunks (kb_id, document_id, available, embedding_dims, search_text)`);
    cache.statistics = await readStatistics(database);
    cache.readAt = performance.now();
  } catch {
    // Statistics only tune the search (a role that may not ANALYZE, a lock taken): the chunks are
    // stored, and PostgreSQL's autovacuum analyses the table in its own time.
  } finally {
    cache.isAnalyzing = false;
  }
}

async function readStatistics(database: Database): Promise<TTermStatistics> {
  const [row] = await rowsOf<{ rows: number | string; elems: string[] | null; shares: number[] | null }>(
    database.db,
    sql`select greatest(t.reltuples, 0)::float8 as rows, s.most_common_elems::text::text[] as elems,
               s.most_common_elem_freqs as shares
        from pg_class t
        left join pg_stats s
          on s.schemaname = current_schema() and s.tablename = 'kb_chunks' and s.attname = 'search_text'
        where t.oid = 'kb_chunks'::regclass`,
  );
  if (!row?.elems || !row.shares || Number(row.rows) <= 0) return NO_STATISTICS;
  // After the shares, PostgreSQL appends the smallest and largest share and the share of nulls.
  const shares = new Map(row.elems.map((elem, i) => [elem, Number(row.shares?.[i] ?? 0)]));
  return { chunkCount: Number(row.rows), shares, minShare: Number(row.shares[row.elems.length] ?? 0) };
}
