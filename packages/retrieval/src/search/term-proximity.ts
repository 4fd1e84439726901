/**
 * How close together a chunk holds the question's terms. A 10-K names "shares", "repurchased" and
 * "2024" in dozens of passages; the one that answers the question says them in one sentence
 * ("repurchased 499 million shares … in 2024"). Word counts (BM25) cannot tell these apart, the
 * distance between the words can: the usual proximity refinement of BM25 (Rasolofo and Savoy's
 * term-pair scoring, with the pair's weight and the inverse square of the distance).
 */

/** Terms further apart than this many words are not near each other (a clause, a table row and its label). */
export const PROXIMITY_WINDOW = 8;

/**
 * The share of the question's term pairs a chunk holds close together, from 0 to 1: each pair of
 * distinct terms the question weighs `wi` and `wj` counts `min(wi, wj)`, times `1 / d²` when the chunk's
 * nearest occurrences of the two are `d` words apart (`d` ≤ {@link PROXIMITY_WINDOW}), else nothing;
 * the sum over the pairs held, divided by the sum over all pairs.
 * @param positions each term's word positions in the chunk, ascending (empty when it is absent).
 * @example termProximity([1, 1], [[4], [5]]) // 1: the two words side by side
 * @public
 */
export function termProximity(weights: readonly number[], positions: readonly (readonly number[])[]): number {
  let total = 0;
  let near = 0;
  for (let i = 0; i < weights.length; i++) {
    for (let j = i + 1; j < weights.length; j++) {
      const pairWeight = Math.min(weights[i] ?? 0, weights[j] ?? 0);
      total += pairWeight;
      const distance = nearestDistance(positions[i] ?? [], positions[j] ?? []);
      if (distance <= PROXIMITY_WINDOW) near += pairWeight / distance ** 2;
    }
  }
  return total > 0 ? near / total : 0;
}

/** A figure this many words or fewer from a term is that term's figure: "approximately 2.1 million associates", "| iPhone | $201,183 |". */
export const FIGURE_WINDOW = 5;

/**
 * The weighted share of the question's terms that a chunk holds with a figure within
 * {@link FIGURE_WINDOW} words, from 0 to 1. A question asking "how many" or "how much" is answered
 * by a passage that prints the figure beside the words it is about.
 * @param figures the chunk's positions of figures (numbers other than years), ascending.
 * @public
 */
export function figureProximity(
  weights: readonly number[],
  positions: readonly (readonly number[])[],
  figures: readonly number[],
): number {
  let total = 0;
  let near = 0;
  weights.forEach((weight, i) => {
    total += weight;
    if (nearestDistance(positions[i] ?? [], figures) <= FIGURE_WINDOW) near += weight;
  });
  return total > 0 ? near / total : 0;
}

const QUANTITY_QUESTION = /\bhow (?:many|much|large|big|fast)\b|多少|多大|几/iu;

/**
 * Whether a question asks for a quantity ("How many…", "How much…", "多少…"), so that a figure
 * next to its terms is a sign of the answer.
 * @public
 */
export function asksForQuantity(question: string): boolean {
  return QUANTITY_QUESTION.test(question);
}

/** The smallest gap between a position of `a` and one of `b` (both ascending); Infinity when either is empty; at least 1. */
function nearestDistance(a: readonly number[], b: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    best = Math.min(best, Math.abs(x - y));
    if (x < y) i++;
    else j++;
  }
  return Math.max(best, 1);
}
