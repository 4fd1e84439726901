/**
 * Keyword (term) similarity of a chunk to a question, RAGFlow's way: the weighted share of the
 * question's terms the chunk contains, from 0 to 1. A term's weight is its inverse document
 * frequency in the searched chunks (a word in every chunk tells none apart) times a factor for its
 * kind: numbers weigh double (figures are what financial questions ask about), one- and two-letter
 * Latin words and single Han characters little (RAGFlow weighs them down the same way).
 */
import { HAS_HAN } from './keyword-text.js';

const NUMBER = /^\d+(?:\.\d+)*$/u;
const SHORT_LATIN = /^[\p{L}\p{M}]{1,2}$/u;

/**
 * The weight of each term: BM25's inverse document frequency,
 * `ln(1 + (N − df + 0.5) / (df + 0.5))` for `N` chunks of which `df` contain the term, times the
 * term's kind factor. Always positive, so every term counts a little.
 * @public
 */
export function termWeights(
  terms: readonly string[],
  documentFrequencies: readonly number[],
  chunkCount: number,
): number[] {
  return terms.map((term, i) => {
    const df = Math.min(documentFrequencies[i] ?? 0, chunkCount);
    const idf = Math.log(1 + (chunkCount - df + 0.5) / (df + 0.5));
    return idf * kindFactor(term);
  });
}

/**
 * Σ weights of the terms the chunk contains / Σ all weights (0 when the question has no terms).
 * @example termSimilarity([2, 1, 1], [true, false, true]) // 0.75
 * @public
 */
export function termSimilarity(weights: readonly number[], containsTerm: readonly boolean[]): number {
  let total = 0;
  let matched = 0;
  weights.forEach((weight, i) => {
    total += weight;
    if (containsTerm[i]) matched += weight;
  });
  return total > 0 ? matched / total : 0;
}

function kindFactor(term: string): number {
  if (NUMBER.test(term)) return 2;
  if (SHORT_LATIN.test(term)) return 0.2;
  if (HAS_HAN.test(term) && term.length === 1) return 0.5;
  return 1;
}
