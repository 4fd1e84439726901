/**
 * Keyword (term) similarity of a chunk to a question, RAGFlow's way: the weighted share of the
 * question's terms the chunk contains, from 0 to 1. A term's weight is its inverse document
 * frequency in the searched chunks (a word in every chunk tells none apart) times a factor for its
 * kind: numbers weigh double (figures are what financial questions ask about), one- and two-letter
 * Latin words and single Han characters little (RAGFlow weighs them down the same way).
 */
import { HAS_HAN } from './keyword-text.js';
import { figureProximity, termProximity } from './term-proximity.js';

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
 * Σ weights of the terms the chunk contains / Σ all weights (0 when the question has no terms); a
 * term held in part (a number from 0 to 1) counts that share of its weight.
 * @example termSimilarity([2, 1, 1], [true, false, true]) // 0.75
 * @public
 */
export function termSimilarity(weights: readonly number[], containsTerm: readonly (boolean | number)[]): number {
  let total = 0;
  let matched = 0;
  weights.forEach((weight, i) => {
    total += weight;
    matched += weight * Number(containsTerm[i] ?? 0);
  });
  return total > 0 ? matched / total : 0;
}

function kindFactor(term: string): number {
  if (NUMBER.test(term)) return 2;
  if (SHORT_LATIN.test(term)) return 0.2;
  if (HAS_HAN.test(term) && term.length === 1) return 0.5;
  return 1;
}

/** BM25's term-frequency saturation and length normalisation (the usual constants). */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/**
 * A candidate chunk as keyword scoring sees it: how often it holds each term, and its length;
 * `matches`, when given, how fully it holds each term (0–1: a synonym counts less than the word
 * itself), else any occurrence is a full match. `positions`, when given, say where it holds each
 * term (its word positions, ascending) and `figurePositions` where it holds a figure: then how
 * close together they are counts too.
 */
export type TTermCounts = {
  frequencies: readonly number[];
  length: number;
  matches?: readonly number[];
  positions?: readonly (readonly number[])[];
  figurePositions?: readonly number[];
};

/**
 * In the share of terms a chunk holds, no term weighs more than this many times the question's mean
 * term weight. A rare word the answer does not use — the question's framing ("截至", "年末"), its
 * own phrasing of what the filing says otherwise — would else weigh most of the share and sink the
 * passage that answers. Chosen on dev (keywords alone): hit@5 0.74 → 0.79, MRR 0.52 → 0.55, with
 * 0.75 and 1.25 at 0.77; measured on holdout: hit@5 0.65 either way, MRR 0.44 → 0.45.
 */
export const SHARE_WEIGHT_CAP = 1;

/**
 * The part of a chunk's term score that is closeness ({@link termProximity}), the rest being
 * BM25. Chosen on the retrieval evaluation's dev split (keywords alone; 0.1–0.3 within one
 * question of each other, 0.2 best).
 */
export const PROXIMITY_SHARE = 0.2;
/**
 * For a question asking for a quantity, the part of the term score that is a figure next to the
 * terms ({@link figureProximity}). Chosen on dev with the proximity share above (0.3–0.5 within one
 * question of each other, 0.4 best; 0.8 lost what it gained).
 */
export const FIGURE_SHARE = 0.4;

/**
 * The term similarity of each candidate: its weighted share of the question's terms
 * ({@link termSimilarity}, RAGFlow's measure, each weight capped at {@link SHARE_WEIGHT_CAP} times
 * the mean) times its term score relative to the best
 * candidate's. The share alone ties every chunk holding the same words — a table that names
 * "iPhone" in every row and a paragraph that names it once; BM25 tells them apart by how often
 * and how densely a chunk holds them, and the share keeps a chunk holding few of the words low
 * even when it is the best there is.
 *
 * With positions, the term score is `(1 − p) · BM25 / best BM25 + p · proximity` (p =
 * {@link PROXIMITY_SHARE}); for a question asking for a quantity (`asksForQuantity`) that in turn
 * is `(1 − f) · it + f · figure proximity` (f = {@link FIGURE_SHARE}): the passage that answers
 * "how many shares did Apple buy back" says the figure next to "shares" and "repurchased".
 *
 * BM25 of a chunk: Σ weight · f · (k1 + 1) / (f + k1 · (1 − b + b · length / mean length)),
 * k1 = 1.2, b = 0.75, f the term's frequency in the chunk.
 * @public
 */
export function termSimilarities(
  weights: readonly number[],
  candidates: readonly TTermCounts[],
  options: { asksForQuantity: boolean } = { asksForQuantity: false },
): number[] {
  const meanLength = candidates.reduce((sum, candidate) => sum + candidate.length, 0) / Math.max(candidates.length, 1);
  const scores = candidates.map((candidate) => {
    const lengthFactor = BM25_K1 * (1 - BM25_B + (BM25_B * candidate.length) / Math.max(meanLength, 1));
    return weights.reduce((sum, weight, i) => {
      const frequency = candidate.frequencies[i] ?? 0;
      return sum + (weight * frequency * (BM25_K1 + 1)) / (frequency + lengthFactor);
    }, 0);
  });
  const best = Math.max(0, ...scores);
  if (best <= 0) return candidates.map(() => 0);
  const shareWeights = cappedWeights(weights);
  return candidates.map((candidate, i) => {
    const share = termSimilarity(
      shareWeights,
      candidate.matches ?? candidate.frequencies.map((frequency) => (frequency > 0 ? 1 : 0)),
    );
    let score = (scores[i] ?? 0) / best;
    if (candidate.positions) {
      score = (1 - PROXIMITY_SHARE) * score + PROXIMITY_SHARE * termProximity(weights, candidate.positions);
      if (options.asksForQuantity && candidate.figurePositions) {
        const figure = figureProximity(weights, candidate.positions, candidate.figurePositions);
        score = (1 - FIGURE_SHARE) * score + FIGURE_SHARE * figure;
      }
    }
    return share * score;
  });
}

/** The weights with none above {@link SHARE_WEIGHT_CAP} times their mean. */
function cappedWeights(weights: readonly number[]): number[] {
  const cap = (SHARE_WEIGHT_CAP * weights.reduce((sum, weight) => sum + weight, 0)) / Math.max(weights.length, 1);
  return weights.map((weight) => Math.min(weight, cap));
}
