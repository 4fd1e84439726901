/**
 * RAGFlow's hybrid ranking: each candidate's similarity is
 * `(1 − w) · term similarity + w · vector similarity`, `w` the knowledge base's vector similarity
 * weight; with a rerank model its score takes the vector similarity's place. Candidates under the
 * similarity threshold are dropped, the rest sorted and paged.
 */

/** A candidate chunk's two similarities (vector: cosine, −1 to 1; term: 0 to 1). */
export type TCandidateScores = { termSimilarity: number; vectorSimilarity: number };

/** The hybrid similarity of one candidate. @public */
export function hybridSimilarity(scores: TCandidateScores, vectorSimilarityWeight: number): number {
  return (1 - vectorSimilarityWeight) * scores.termSimilarity + vectorSimilarityWeight * scores.vectorSimilarity;
}

export type TRankOptions = {
  vectorSimilarityWeight: number;
  similarityThreshold: number;
  /** 1-based. */
  page: number;
  size: number;
};

export type TRanked<T> = T & { similarity: number };

/**
 * Candidates scored, filtered by the threshold, sorted (ties: higher vector similarity first, then
 * the order given, so a ranking is repeatable) and paged. `passing` holds every candidate over the
 * threshold (for per-document counts); `total` is their number.
 *
 * As in RAGFlow, the threshold does not apply to keyword-only search (`w = 0`): a share of matched
 * terms is not on the scale the threshold is set on.
 * @public
 */
export function rankCandidates<T extends TCandidateScores>(
  candidates: readonly T[],
  options: TRankOptions,
): { total: number; passing: TRanked<T>[]; page: TRanked<T>[] } {
  const threshold = options.vectorSimilarityWeight <= 0 ? Number.NEGATIVE_INFINITY : options.similarityThreshold;
  const passing = candidates
    .map((candidate, order) => ({
      candidate: { ...candidate, similarity: hybridSimilarity(candidate, options.vectorSimilarityWeight) },
      order,
    }))
    .filter(({ candidate }) => candidate.similarity >= threshold)
    .sort(
      (a, b) =>
        b.candidate.similarity - a.candidate.similarity ||
        b.candidate.vectorSimilarity - a.candidate.vectorSimilarity ||
        a.order - b.order,
    )
    .map(({ candidate }) => candidate);
  const start = (options.page - 1) * options.size;
  return { total: passing.length, passing, page: passing.slice(start, start + options.size) };
}
