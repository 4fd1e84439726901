import { describe, expect, it } from 'vitest';
import { clusterEmbeddings } from './cluster.js';
import { fitGaussianMixture } from './gaussian-mixture.js';
import { normalDraw, seededRandom } from './prng.js';
import { topicVector } from './raptor.test-helper.js';

/** `perGroup` points around each of `centres`, with seeded noise. */
function groups(centres: number[][], perGroup: number, spread: number, seed = 7): number[][] {
  const random = seededRandom(seed);
  return centres.flatMap((centre) =>
    Array.from({ length: perGroup }, () => centre.map((x) => x + spread * normalDraw(random))),
  );
}

describe('seededRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('fitGaussianMixture', () => {
  it('scores the true number of groups best by BIC', () => {
    const points = groups(
      [
        [0, 0],
        [10, 0],
        [0, 10],
      ],
      30,
      0.5,
    );
    const bics = [1, 2, 3, 4, 5].map((k) => fitGaussianMixture(points, k, seededRandom(k)).bic);
    expect(bics.indexOf(Math.min(...bics)) + 1).toBe(3);
  });
});

describe('clusterEmbeddings', () => {
  it('finds topic groups in high-dimensional embeddings', () => {
    const texts = ['revenue', 'litigation', 'china'].flatMap((topic) =>
      Array.from({ length: 12 }, (_, i) => `Passage ${i} on ${topic}`),
    );
    const clusters = clusterEmbeddings(texts.map(topicVector), { maxClusters: 10, threshold: 0.9, seed: 1 });
    expect(clusters).toHaveLength(3);
    const byTopic = clusters.map((members) => new Set(members.map((i) => texts[i]!.split(' on ')[1])));
    for (const topics of byTopic) expect(topics.size).toBe(1);
    expect(clusters.flat().sort((a, b) => a - b)).toEqual(texts.map((_, i) => i));
  });

  it('gives the same clusters for the same seed, and at most max_cluster − 1 of them', () => {
    const points = groups(
      Array.from({ length: 6 }, (_, i) => Array.from({ length: 20 }, (_, j) => (i === j ? 5 : 0))),
      8,
      0.3,
    );
    const run = () => clusterEmbeddings(points, { maxClusters: 4, threshold: 0.1, seed: 9 });
    expect(run()).toEqual(run());
    expect(run().length).toBeLessThanOrEqual(3);
  });

  it('puts one or two nodes in a single cluster', () => {
    expect(clusterEmbeddings([[1, 0]], { maxClusters: 5, threshold: 0.1, seed: 0 })).toEqual([[0]]);
    expect(
      clusterEmbeddings(
        [
          [1, 0],
          [0, 1],
        ],
        { maxClusters: 5, threshold: 0.1, seed: 0 },
      ),
    ).toEqual([[0, 1]]);
  });
});
