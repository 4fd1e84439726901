/**
 * `v` scaled to length 1, so cosine similarity is a dot product (how chunks' embeddings are stored).
 * The zero vector stays zero: it is similar to nothing.
 * @throws RangeError when a component is not a finite number (a broken embedding must not be stored).
 * @example normalizeVector([3, 4]) // [0.6, 0.8]
 * @public
 */
export function normalizeVector(v: readonly number[]): number[] {
  let sumOfSquares = 0;
  for (const x of v) {
    if (!Number.isFinite(x)) throw new RangeError('A vector component is not a finite number');
    sumOfSquares += x * x;
  }
  if (sumOfSquares === 0) return [...v];
  const length = Math.sqrt(sumOfSquares);
  return v.map((x) => x / length);
}

/** The dot product of two vectors of the same length (cosine similarity when both are normalised). @public */
export function dotProduct(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new RangeError(`Vectors of different lengths: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
