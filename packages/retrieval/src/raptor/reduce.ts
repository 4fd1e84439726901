/**
 * Embeddings brought down to a few dimensions before clustering. RAGFlow runs UMAP (cosine) to at most
 * 12 dimensions; here the vectors are L2-normalised (cosine geometry) and projected on their top
 * principal components, found by subspace iteration from a seeded start — deterministic and O(n·d·k).
 */
import { normalDraw } from './prng.js';

const ITERATIONS = 12;

/** `vectors` (n × d) as n points of `dimensions` coordinates on their principal axes. */
export function principalComponents(
  vectors: readonly number[][],
  dimensions: number,
  random: () => number,
): number[][] {
  const n = vectors.length;
  const d = vectors[0]?.length ?? 0;
  const k = Math.max(1, Math.min(dimensions, d, n));
  const data = centred(vectors.map(unitLength), d);

  let basis: Float64Array[] = Array.from({ length: k }, () =>
    Float64Array.from({ length: d }, () => normalDraw(random)),
  );
  basis = orthonormal(basis);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const projected = data.map((row) => basis.map((axis) => dot(row, axis)));
    const next = basis.map(() => new Float64Array(d));
    data.forEach((row, i) => {
      for (let c = 0; c < k; c++) {
        const weight = projected[i]![c]!;
        const axis = next[c]!;
        for (let j = 0; j < d; j++) axis[j]! += weight * row[j]!;
      }
    });
    basis = orthonormal(next);
  }
  return data.map((row) => basis.map((axis) => dot(row, axis)));
}

function unitLength(vector: readonly number[]): Float64Array {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)) || 1;
  return Float64Array.from(vector, (x) => x / norm);
}

function centred(rows: Float64Array[], d: number): Float64Array[] {
  const mean = new Float64Array(d);
  for (const row of rows) for (let j = 0; j < d; j++) mean[j]! += row[j]! / rows.length;
  return rows.map((row) => row.map((x, j) => x - mean[j]!));
}

/** Gram–Schmidt; an axis that collapses (rank-deficient data) is replaced by a unit axis orthogonal to the rest. */
function orthonormal(axes: Float64Array[]): Float64Array[] {
  const result: Float64Array[] = [];
  for (const axis of axes) {
    const v = Float64Array.from(axis);
    for (const done of result) {
      const projection = dot(v, done);
      for (let j = 0; j < v.length; j++) v[j]! -= projection * done[j]!;
    }
    let norm = Math.sqrt(dot(v, v));
    if (norm < 1e-12) {
      v.fill(0);
      v[result.length % v.length] = 1;
      for (const done of result) {
        const projection = dot(v, done);
        for (let j = 0; j < v.length; j++) v[j]! -= projection * done[j]!;
      }
      norm = Math.sqrt(dot(v, v)) || 1;
    }
    result.push(v.map((x) => x / norm));
  }
  return result;
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += a[j]! * b[j]!;
  return sum;
}
