import { type SQL, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/database.js';

/**
 * pgvector's HNSW index holds vectors of at most 2,000 dimensions; longer embeddings are still
 * searched on PGlite, exactly (a scan), and stored up to {@link MAX_EMBEDDING_DIMS}.
 */
export const MAX_INDEXED_DIMS = 2000;
/** The longest embedding stored (pgvector's `vector` type takes 16,000). */
export const MAX_EMBEDDING_DIMS = 16_000;

/** The dimensions whose index this process has made sure of, per database. */
const indexedDims = new WeakMap<AppDb, Set<number>>();

/** The name of the HNSW index of embeddings of `dims` dimensions. */
export function vectorIndexName(dims: number): string {
  return `kb_chunks_embedding_${dims}_idx`;
}

/**
 * Makes sure the HNSW index (cosine) of chunks whose embedding has `dims` dimensions exists, on
 * PGlite (pgvector). An expression index over the `real[]` column cast to `vector(dims)`, partial
 * on `embedding_dims = dims`: the one column holds embeddings of any model, and each model's
 * length gets an index of its own. PostgreSQL here has no pgvector: a no-op there (search is exact).
 * Created once per process and database; `create index if not exists` makes a race harmless.
 * @throws RangeError when `dims` is not an integer from 1 to {@link MAX_EMBEDDING_DIMS}.
 */
export async function ensureVectorIndex(database: Database, dims: number): Promise<void> {
  assertEmbeddingDims(dims);
  if (database.kind !== 'pglite' || dims > MAX_INDEXED_DIMS) return;
  const done = indexedDims.get(database.db) ?? new Set<number>();
  indexedDims.set(database.db, done);
  if (done.has(dims)) return;
  await database.db.execute(vectorIndexStatement(dims));
  done.add(dims);
}

/** The statement that creates the HNSW index of embeddings of `dims` dimensions (pgvector's default m and ef_construction). */
export function vectorIndexStatement(dims: number): SQL {
  assertEmbeddingDims(dims);
  // `dims` is a checked integer: identifiers and type modifiers cannot be bound parameters.
  return sql.raw(
    `create index if not exists ${vectorIndexName(dims)} on kb_chunks using hnsw ` +
      `((embedding::vector(${dims})) vector_cosine_ops) where embedding_dims = ${dims}`,
  );
}

/** @throws RangeError when `dims` is not an integer from 1 to {@link MAX_EMBEDDING_DIMS}. */
export function assertEmbeddingDims(dims: number): void {
  if (!Number.isInteger(dims) || dims < 1 || dims > MAX_EMBEDDING_DIMS) {
    throw new RangeError(`An embedding has 1 to ${MAX_EMBEDDING_DIMS} dimensions, not ${dims}`);
  }
}
