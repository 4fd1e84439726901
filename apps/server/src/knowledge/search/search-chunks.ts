import {
  asksForQuantity,
  highlightTerms,
  keywordQueryPasses,
  keywordQueryTerms,
  normalizeVector,
  rankCandidates,
  termSimilarities,
} from '@app/retrieval';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/database.js';
import { questionTerms, type TQuestionTerms } from './question-terms.js';
import {
  candidateScores,
  chunkContents,
  KEYWORD_SCAN_LIMIT,
  keywordCandidates,
  type TChunkContentRow,
  type TSearchScope,
  uuidArray,
  vectorCandidates,
} from './search-sql.js';
import { termStatistics } from './term-statistics.js';
import { assertEmbeddingDims } from './vector-index.js';

/** The most candidates each of the two searches returns (RAGFlow's default top-K is 1,024). */
export const MAX_TOP_K = 2048;
/** The most results on one page. */
export const MAX_PAGE_SIZE = 1000;
/**
 * Candidates each search returns at most (or page × size when more): RAGFlow too scores only its
 * first 64 fused results per page window. A chunk outside both lists' first 64 ranks low on both
 * keywords and vectors; scoring a thousand candidates would cost most of the time of a search.
 */
export const CANDIDATES_PER_SEARCH = 64;
/** A word in at least this many chunks is common: it is searched only with the other common terms, unless too few chunks are found. */
const COMMON_TERM_CHUNKS = KEYWORD_SCAN_LIMIT / 2;
/**
 * The share of its term similarity a chunk keeps when the question names other documents and not
 * its own. Chosen on the retrieval evaluation's dev split (keywords alone, one knowledge base per
 * split): 1 → 0.6 took hit@5 0.64 → 0.66 and MRR 0.46 → 0.47 (0.8 to 0.2 within 0.01 of it);
 * measured on holdout: hit@5 0.53 → 0.57, MRR 0.37 → 0.38.
 */
export const UNNAMED_DOCUMENT_CREDIT = 0.6;
/**
 * With a rerank model, only the best candidates by the hybrid score are sent to it (RAGFlow sends
 * 64 or so): a rerank model reads every text it scores.
 */
export const RERANK_CANDIDATES = 64;

export type TSearchChunksParams = {
  kbIds: string[];
  /** Only these documents (of those knowledge bases), when given. */
  documentIds?: string[];
  question: string;
  /** The question embedded by the knowledge base's embedding model; null searches by keywords alone. */
  queryEmbedding: number[] | null;
  similarityThreshold: number;
  vectorSimilarityWeight: number;
  topK: number;
  /** 1-based. */
  page: number;
  size: number;
  /** A rerank model: one score (0–1) per text, which takes the vector similarity's place. */
  rerank?: (question: string, texts: string[]) => Promise<number[]>;
  highlight: boolean;
};

export type TSearchedChunk = {
  id: string;
  kbId: string;
  documentId: string;
  documentName: string;
  content: string;
  contentType: TChunkContentRow['contentType'];
  pageFrom: number;
  pageTo: number;
  keywords: string[];
  questions: string[];
  similarity: number;
  vectorSimilarity: number;
  termSimilarity: number;
  /** The content as HTML with the question's words in `<em>`, when asked for. */
  highlight?: string;
};

export type TSearchChunksResult = {
  total: number;
  chunks: TSearchedChunk[];
  docAggs: { documentId: string; name: string; count: number }[];
};

const EMPTY: TSearchChunksResult = { total: 0, chunks: [], docAggs: [] };

/**
 * RAGFlow's retrieval over knowledge bases: the top-K chunks by keywords (PostgreSQL full text)
 * and the top-K by vector similarity, each scored both ways, fused
 * (`(1 − w) · term + w · vector`, a rerank model's score in the vector's place), filtered by the
 * similarity threshold, ranked and paged. Only available chunks of enabled documents are found.
 * Without a threshold when documents are named (RAGFlow: the user asked for those documents).
 * @throws RangeError for a page, size or top-K out of range, or an embedding of no or too many dimensions.
 */
export async function searchChunks(database: Database, params: TSearchChunksParams): Promise<TSearchChunksResult> {
  assertSearchParams(params);
  const { documents, isEveryDocument } = await searchedDocuments(database, params.kbIds, params.documentIds);
  if (documents.size === 0) return EMPTY;
  const scope: TSearchScope = { kbIds: params.kbIds, documentIds: isEveryDocument ? null : [...documents.keys()] };
  const terms = keywordQueryTerms(params.question);
  const unit = params.queryEmbedding ? normalizeVector(params.queryEmbedding) : null;
  if (terms.length === 0 && !unit) return EMPTY;

  const question = questionTerms(terms, await termStatistics(database));
  const limit = Math.min(params.topK, Math.max(CANDIDATES_PER_SEARCH, params.page * params.size));
  const keywordIds = await keywordSearch(database, scope, question, limit);
  const vectorSimilarities = unit ? await vectorCandidates(database, scope, unit, limit) : new Map<string, number>();
  const ids = [...new Set([...keywordIds, ...vectorSimilarities.keys()])];
  const rows = (await candidateScores(database, ids, question.words, unit, vectorSimilarities)).map((row) => ({
    ...row,
    ...question.termCounts(row.frequencies),
    positions: question.termPositions(row.positions),
  }));
  // The order found (keyword rank, then vector rank) is the last tie-break: repeatable on both databases.
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const termScores = favourNamedDocuments(
    termSimilarities(question.weights, rows, {
      asksForQuantity: asksForQuantity(params.question),
    }),
    rows,
  );
  let candidates = rows.map((row, i) => ({
    id: row.id,
    documentId: row.documentId,
    termSimilarity: termScores[i] ?? 0,
    vectorSimilarity: unit ? row.vectorSimilarity : 0,
  }));
  let contents = new Map<string, TChunkContentRow>();
  if (params.rerank && candidates.length > 0) {
    const best = rankCandidates(candidates, {
      ...params,
      similarityThreshold: Number.NEGATIVE_INFINITY,
      page: 1,
      size: RERANK_CANDIDATES,
    });
    contents = await chunkContents(
      database,
      best.page.map((candidate) => candidate.id),
    );
    const scores = await params.rerank(
      params.question,
      best.page.map((candidate) => contents.get(candidate.id)?.content ?? ''),
    );
    candidates = best.page.map(({ similarity: _, ...candidate }, i) => ({
      ...candidate,
      vectorSimilarity: scores[i] ?? 0,
    }));
  }
  const ranked = rankCandidates(candidates, {
    ...params,
    similarityThreshold: params.documentIds?.length ? Number.NEGATIVE_INFINITY : params.similarityThreshold,
  });
  const missing = ranked.page.filter((candidate) => !contents.has(candidate.id)).map((candidate) => candidate.id);
  for (const [id, row] of await chunkContents(database, missing)) contents.set(id, row);

  const chunks = ranked.page.flatMap((candidate): TSearchedChunk[] => {
    const content = contents.get(candidate.id);
    if (!content) return [];
    return [
      {
        ...content,
        documentId: candidate.documentId,
        documentName: documents.get(candidate.documentId) ?? '',
        similarity: candidate.similarity,
        vectorSimilarity: candidate.vectorSimilarity,
        termSimilarity: candidate.termSimilarity,
        ...(params.highlight ? { highlight: highlightTerms(content.content, question.words) } : {}),
      },
    ];
  });
  return { total: ranked.total, chunks, docAggs: documentCounts(ranked.passing, documents) };
}

/**
 * A question that names a document ("Meta's headcount", "贵州茅台2020年…") asks about that
 * document: when some candidates' documents are named by a question word (their identity: name and
 * cover title) and others' are not, the others' term similarity counts {@link UNNAMED_DOCUMENT_CREDIT}.
 * A word in every candidate's identity names none of them and changes nothing.
 */
function favourNamedDocuments(scores: number[], rows: readonly { namesDocument: boolean }[]): number[] {
  const isNaming = rows.some((row) => row.namesDocument) && rows.some((row) => !row.namesDocument);
  if (!isNaming) return scores;
  return scores.map((score, i) => (rows[i]?.namesDocument ? score : score * UNNAMED_DOCUMENT_CREDIT));
}

/**
 * The keyword candidates: rare terms first, then the common ones together, then any term, until
 * `limit` are found; each pass ordered by the weights of the words (every term's alternatives) a chunk holds.
 */
async function keywordSearch(
  database: Database,
  scope: TSearchScope,
  question: TQuestionTerms,
  limit: number,
): Promise<string[]> {
  const found = new Set<string>();
  for (const query of keywordQueryPasses(question.alternatives, question.wordFrequency, COMMON_TERM_CHUNKS)) {
    const ids = await keywordCandidates(database, scope, query, question.words, question.wordWeights, limit);
    for (const id of ids) found.add(id);
    if (found.size >= limit) break;
  }
  return [...found].slice(0, limit);
}

function assertSearchParams(params: TSearchChunksParams): void {
  const isIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  if (!isIn(params.topK, 1, MAX_TOP_K)) throw new RangeError(`top-K is 1 to ${MAX_TOP_K}, not ${params.topK}`);
  if (!isIn(params.size, 1, MAX_PAGE_SIZE)) throw new RangeError(`size is 1 to ${MAX_PAGE_SIZE}, not ${params.size}`);
  if (!isIn(params.page, 1, Number.MAX_SAFE_INTEGER)) throw new RangeError(`page is 1 or more, not ${params.page}`);
  if (!(params.vectorSimilarityWeight >= 0 && params.vectorSimilarityWeight <= 1)) {
    throw new RangeError(`The vector similarity weight is 0 to 1, not ${params.vectorSimilarityWeight}`);
  }
  if (params.queryEmbedding) assertEmbeddingDims(params.queryEmbedding.length);
}

/**
 * The enabled documents searched (id → name): all of the knowledge bases', or those named among
 * them; and whether that is every document the knowledge bases hold.
 */
async function searchedDocuments(
  database: Database,
  kbIds: string[],
  documentIds: string[] | undefined,
): Promise<{ documents: Map<string, string>; isEveryDocument: boolean }> {
  if (kbIds.length === 0 || documentIds?.length === 0) return { documents: new Map(), isEveryDocument: false };
  const named = documentIds ? sql` and d.id = any(${uuidArray(documentIds)})` : sql``;
  const rows = await rowsOf<{ id: string; name: string; enabled: boolean }>(
    database.db,
    sql`select d.id, d.name, d.enabled from kb_documents d where d.kb_id = any(${uuidArray(kbIds)})${named}`,
  );
  const enabled = rows.filter((row) => row.enabled);
  return {
    documents: new Map(enabled.map((row) => [row.id, row.name])),
    isEveryDocument: !documentIds && enabled.length === rows.length,
  };
}

/** How many results each document has, most first (RAGFlow's doc_aggs). */
function documentCounts(
  passing: readonly { documentId: string }[],
  documents: Map<string, string>,
): TSearchChunksResult['docAggs'] {
  const counts = new Map<string, number>();
  for (const { documentId } of passing) counts.set(documentId, (counts.get(documentId) ?? 0) + 1);
  return [...counts]
    .map(([documentId, count]) => ({ documentId, name: documents.get(documentId) ?? '', count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
