import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/database.js';
import { MAX_INDEXED_DIMS } from './vector-index.js';

/**
 * The SQL of chunk search, one function per statement. Chunks are found only in the documents
 * passed (enabled ones, chosen before), and only when available. Both databases rank alike: on
 * PGlite the vectors are compared by pgvector (HNSW), on PostgreSQL by an exact dot product in SQL
 * over the same unit vectors.
 */

/**
 * The scope of a search: the knowledge bases and, within them, the documents searched — or null
 * when that is every document of those knowledge bases (a condition less on each row read).
 */
export type TSearchScope = { kbIds: string[]; documentIds: string[] | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** A `uuid[]` parameter (one array literal rather than a parameter per id). */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!UUID.test(id)) throw new RangeError(`Not a UUID: ${id}`);
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

function scopeCondition(scope: TSearchScope): SQL {
  const documents = scope.documentIds ? sql` and c.document_id = any(${uuidArray(scope.documentIds)})` : sql``;
  return sql`c.kb_id = any(${uuidArray(scope.kbIds)})${documents} and c.available`;
}

/**
 * The most rows one keyword pass reads to rank: PGlite scores some ten rows a millisecond on these
 * cores, and a word such as "revenue" can be in half of 100,000 chunks. Rare words bound the rows
 * read anyway (they are searched first); common words are searched together (all of them).
 */
export const KEYWORD_SCAN_LIMIT = 1000;

/**
 * The `limit` chunks of the scope with the most term weight (Σ weights of the terms held), among
 * at most {@link KEYWORD_SCAN_LIMIT} chunks that hold `query` (one of `keywordQueryPasses`). Ties
 * go to the chunk nearer its document's start, then by id: ids are random, and by id alone a tie
 * at the last place fell another way each time the same documents were parsed again.
 */
export async function keywordCandidates(
  database: Database,
  scope: TSearchScope,
  query: string,
  terms: readonly string[],
  weights: readonly number[],
  limit: number,
): Promise<string[]> {
  // Each term is tested by `@@`, a binary search of the row's sorted lexemes: over 1,000 rows that
  // is 4 ms where listing the lexemes (tsvector_to_array) and matching the terms against them took
  // 18. The search text stays in the row uncompressed (rows of up to 4 KB are kept whole, the
  // embedding moved out first), so each test reads it in place; a copy per row (strip) cost more.
  const termWeights = terms.flatMap((term, i) => {
    const weight = weights[i] ?? 0;
    if (term === '' || !Number.isFinite(weight)) return [];
    return [sql`case when m.lexemes @@ ${lexemeQuery(term)} then ${weight}::float8 else 0 end`];
  });
  const score = termWeights.length > 0 ? sql.join(termWeights, sql` + `) : sql`0`;
  const rows = await rowsOf<{ id: string }>(
    database.db,
    sql`select m.id from (
          select c.id, c.position, c.search_text as lexemes from kb_chunks c
          where ${scopeCondition(scope)} and c.search_text @@ to_tsquery('simple', ${query})
          limit ${KEYWORD_SCAN_LIMIT}
        ) m
        order by ${score} desc, m.position, m.id
        limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** One lexeme as a `tsquery`, matched as stored (not normalised again): quoted, its quotes and backslashes escaped. */
function lexemeQuery(term: string): SQL {
  return sql`${`'${term.replace(/['\\]/gu, (character) => `\\${character}`)}'`}::tsquery`;
}

/** A unit vector as the text pgvector reads (`[…]`) or as a `real[]` literal (`{…}`). */
function vectorLiteral(unit: readonly number[], brackets: '[]' | '{}'): string {
  return `${brackets[0]}${unit.join(',')}${brackets[1]}`;
}

/** Cosine similarity of a chunk's embedding to the unit query vector (0 for an embedding of another length). */
function vectorSimilaritySql(database: Database, unit: readonly number[]): SQL {
  const dims = unit.length;
  if (database.kind === 'pglite') {
    const query = sql`${vectorLiteral(unit, '[]')}::vector(${sql.raw(String(dims))})`;
    return sql`case when c.embedding_dims = ${dims} then 1 - (c.embedding::vector(${sql.raw(String(dims))}) <=> ${query}) else 0 end`;
  }
  const query = sql`${vectorLiteral(unit, '{}')}::real[]`;
  return sql`case when c.embedding_dims = ${dims} then (select sum(a::float8 * b::float8) from unnest(c.embedding, ${query}) as v(a, b)) else 0 end`;
}

/** The HNSW settings each PGlite database last had (its one connection keeps them): set again only when they change. */
const hnswEfSearch = new WeakMap<Database['db'], number>();

/**
 * `ef_search` (candidates the index returns) and the iterative scan, so chunks of other knowledge
 * bases filtered out of the index's candidates do not leave the list short; a statement less per
 * search when they are as the last search left them.
 */
async function configureHnswScan(database: Database, efSearch: number): Promise<void> {
  if (hnswEfSearch.get(database.db) === efSearch) return;
  await database.db.execute(
    sql`select set_config('hnsw.ef_search', ${String(efSearch)}, false),
               set_config('hnsw.iterative_scan', 'relaxed_order', false)`,
  );
  hnswEfSearch.set(database.db, efSearch);
}

/**
 * The `limit` chunks whose embedding is nearest the unit query vector, with their cosine similarity
 * (so the candidates' scores need not compare them again). On PGlite through the HNSW
 * index of that length: `ef_search` at least `limit` (pgvector's maximum is 1,000) so the index
 * can return that many, and the iterative scan so chunks of other knowledge bases filtered out
 * of the index's candidates do not leave the list short. On PostgreSQL: every chunk of that
 * length in the scope, compared exactly.
 */
export async function vectorCandidates(
  database: Database,
  scope: TSearchScope,
  unit: readonly number[],
  limit: number,
): Promise<Map<string, number>> {
  const dims = sql.raw(String(unit.length));
  let distance: SQL;
  if (database.kind === 'pglite') {
    if (unit.length <= MAX_INDEXED_DIMS) await configureHnswScan(database, Math.min(1000, Math.max(40, limit)));
    distance = sql`c.embedding::vector(${dims}) <=> ${vectorLiteral(unit, '[]')}::vector(${dims})`;
  } else {
    distance = sql`-${vectorSimilaritySql(database, unit)}`;
  }
  // Ordered by the output column, so the query vector is written (and parsed) once: on PGlite the
  // expression repeated in ORDER BY took 8.8 ms at the median over 100,000 chunks against 3.8, for
  // the same rows.
  const rows = await rowsOf<{ id: string; distance: number | string }>(
    database.db,
    sql`select c.id, ${distance} as distance from kb_chunks c
        where c.embedding_dims = ${unit.length} and ${scopeCondition(scope)}
        order by distance
        limit ${limit}`,
  );
  // PGlite orders by cosine distance (1 − similarity), PostgreSQL by the similarity negated.
  const similarity = (value: number) => (database.kind === 'pglite' ? 1 - value : -value);
  return new Map(rows.map((row) => [row.id, similarity(Number(row.distance))]));
}

/** A candidate's document and place, how often it holds each term, its length and its vector similarity. */
export type TCandidateRow = {
  id: string;
  documentId: string;
  position: number;
  frequencies: number[];
  /** Each term's word positions, ascending. */
  positions: number[][];
  /** Where it holds a figure (a number that is not a year), ascending. */
  figurePositions: number[];
  /** cl100k tokens of its content. */
  length: number;
  /** Whether one of the terms is a word of its document's identity (the name the question may give it). */
  namesDocument: boolean;
  vectorSimilarity: number;
};

/**
 * The scores of the candidates found by either search. `known` holds the vector similarities the
 * vector search already gave; only the other candidates' embeddings are compared here.
 */
export async function candidateScores(
  database: Database,
  ids: readonly string[],
  terms: readonly string[],
  unit: readonly number[] | null,
  known: ReadonlyMap<string, number> = new Map(),
): Promise<TCandidateRow[]> {
  if (ids.length === 0) return [];
  const unknown = ids.filter((id) => !known.has(id));
  const vector =
    unit && unknown.length > 0
      ? sql`case when c.id = any(${uuidArray(unknown)}) then ${vectorSimilaritySql(database, unit)} end`
      : sql`null`;
  // The search text comes as its text form and the terms' positions are counted here: unnesting
  // each candidate's tsvector in SQL (a row per word) took three times as long.
  const rows = await rowsOf<{
    id: string;
    document_id: string;
    position: number;
    search_text: string;
    token_count: number;
    vector_similarity: number | string | null;
  }>(
    database.db,
    sql`select c.id, c.document_id, c.position, c.token_count, c.search_text::text as search_text,
          (${vector})::float8 as vector_similarity
        from kb_chunks c
        where c.id = any(${uuidArray(ids)})`,
  );
  return rows.map((row) => ({
    id: row.id,
    documentId: row.document_id,
    position: row.position,
    ...searchTextTerms(row.search_text, terms),
    length: row.token_count,
    vectorSimilarity: known.get(row.id) ?? Number(row.vector_similarity ?? 0),
  }));
}

/**
 * A lexeme's positions in a tsvector's text form (`'word':1A,5 'other':3`), as written (`1A`, `5`):
 * lexemes are quoted with `'` doubled inside; positions follow the colon, comma-separated. Null when
 * the lexeme is absent, empty when it is stored without positions.
 */
function lexemePositions(searchText: string, term: string): string[] | null {
  const quoted = `'${term.replaceAll("'", "''")}'`;
  let at = searchText.indexOf(quoted);
  // A match must be a whole lexeme: preceded by the start or a space.
  while (at > 0 && searchText[at - 1] !== ' ') at = searchText.indexOf(quoted, at + 1);
  if (at < 0) return null;
  const after = at + quoted.length;
  if (searchText[after] !== ':') return [];
  const end = searchText.indexOf(' ', after);
  return searchText.slice(after + 1, end < 0 ? undefined : end).split(',');
}

const FIGURE_LEXEME = /'(\d+(?:\.\d+)?)':([\dA-D,]+)/gu;
const YEAR = /^(?:19|20)\d\d$/u;

/**
 * What a chunk's search text (a tsvector's text form) says of the question's terms: how often it
 * holds each (a lexeme stored without positions counts once), where (positions, ascending),
 * whether one is a word of its document's identity (weight C: `'apple':5C`), and where it holds a
 * figure (a number lexeme other than a year: `2024` dates a passage, it does not answer it).
 */
export function searchTextTerms(
  searchText: string,
  terms: readonly string[],
): Pick<TCandidateRow, 'frequencies' | 'positions' | 'namesDocument' | 'figurePositions'> {
  const written = terms.map((term) => lexemePositions(searchText, term));
  const figurePositions: number[] = [];
  for (const [, lexeme, list] of searchText.matchAll(FIGURE_LEXEME)) {
    if (!YEAR.test(lexeme!))
      for (const position of list!.split(',')) figurePositions.push(Number.parseInt(position, 10));
  }
  return {
    frequencies: written.map((positions) => (positions === null ? 0 : Math.max(1, positions.length))),
    positions: written.map((positions) => (positions ?? []).map((position) => Number.parseInt(position, 10))),
    namesDocument: written.some((positions) => positions?.some((position) => position.endsWith('C')) ?? false),
    figurePositions: figurePositions.sort((a, b) => a - b),
  };
}

/** What a result shows of a chunk. */
export type TChunkContentRow = {
  id: string;
  kbId: string;
  content: string;
  contentType: 'text' | 'table' | 'image' | 'summary' | 'graph';
  pageFrom: number;
  pageTo: number;
  keywords: string[];
  questions: string[];
};

/** The text and place of the chunks of one page of results. */
export async function chunkContents(
  database: Database,
  ids: readonly string[],
): Promise<Map<string, TChunkContentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{
    id: string;
    kb_id: string;
    content: string;
    content_type: TChunkContentRow['contentType'];
    page_from: number;
    page_to: number;
    keywords: string[];
    questions: string[];
  }>(
    database.db,
    sql`select c.id, c.kb_id, c.content, c.content_type, c.page_from, c.page_to, c.keywords, c.questions
        from kb_chunks c where c.id = any(${uuidArray(ids)})`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kbId: row.kb_id,
        content: row.content,
        contentType: row.content_type,
        pageFrom: row.page_from,
        pageTo: row.page_to,
        keywords: row.keywords,
        questions: row.questions,
      },
    ]),
  );
}
