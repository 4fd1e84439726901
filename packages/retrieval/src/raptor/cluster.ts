/**
 * One RAPTOR layer's clusters: embeddings reduced to at most 12 dimensions, a Gaussian mixture fitted
 * for each number of clusters RAGFlow tries (1 … min(max_cluster, n) − 1) and the lowest BIC kept.
 * A node belongs to its most probable cluster and to every other whose probability passes `threshold`
 * (RAPTOR's soft clustering).
 */
import { fitGaussianMixture, type TGaussianMixture } from './gaussian-mixture.js';
import { seededRandom } from './prng.js';
import { principalComponents } from './reduce.js';

export type TClusterOptions = { maxClusters: number; threshold: number; seed: number };

/** RAGFlow's UMAP target: at most 12 dimensions (and fewer than the points). */
const MAX_DIMENSIONS = 12;
/** BIC is scanned over k; after this many k without a better score the scan stops (the curve has turned). */
const PATIENCE = 8;

/** The members (indices into `embeddings`, ascending) of each non-empty cluster, clusters in reading order. */
export function clusterEmbeddings(embeddings: readonly number[][], options: TClusterOptions): number[][] {
  const n = embeddings.length;
  if (n <= 2) return n === 0 ? [] : [embeddings.map((_, i) => i)];
  const points = principalComponents(embeddings, Math.min(MAX_DIMENSIONS, n - 2), seededRandom(options.seed));
  const largest = Math.max(1, Math.min(options.maxClusters, n) - 1);
  let best: TGaussianMixture | null = null;
  let sinceBest = 0;
  for (let k = 1; k <= largest && sinceBest < PATIENCE; k++) {
    const mixture = fitGaussianMixture(points, k, seededRandom(options.seed + k));
    if (!best || mixture.bic < best.bic) {
      best = mixture;
      sinceBest = 0;
    } else {
      sinceBest++;
    }
  }
  return memberships(best!, options.threshold);
}

function memberships(mixture: TGaussianMixture, threshold: number): number[][] {
  const clusters = Array.from({ length: mixture.k }, () => [] as number[]);
  mixture.responsibilities.forEach((probabilities, i) => {
    const top = probabilities.indexOf(Math.max(...probabilities));
    probabilities.forEach((probability, c) => {
      if (c === top || probability > threshold) clusters[c]!.push(i);
    });
  });
  // In reading order of their first member: the component numbering of the mixture means nothing.
  return clusters.filter((members) => members.length > 0).sort((a, b) => a[0]! - b[0]!);
}
