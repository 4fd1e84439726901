import { describe, expect, it } from 'vitest';
import { hybridSimilarity, rankCandidates } from './fusion.js';

const candidates = [
  { id: 'a', termSimilarity: 1, vectorSimilarity: 0.1 },
  { id: 'b', termSimilarity: 0.2, vectorSimilarity: 0.9 },
  { id: 'c', termSimilarity: 0, vectorSimilarity: 0.15 },
  { id: 'd', termSimilarity: 0.5, vectorSimilarity: 0.5 },
];

describe('hybridSimilarity', () => {
  it('weighs the vector similarity by w and the term similarity by 1 − w', () => {
    expect(hybridSimilarity({ termSimilarity: 1, vectorSimilarity: 0 }, 0.3)).toBeCloseTo(0.7, 12);
    expect(hybridSimilarity({ termSimilarity: 0.5, vectorSimilarity: 0.8 }, 0.3)).toBeCloseTo(0.59, 12);
  });
});

describe('rankCandidates', () => {
  const options = { similarityThreshold: 0.2, page: 1, size: 10 };

  it('sorts by hybrid similarity and drops candidates under the threshold', () => {
    const ranked = rankCandidates(candidates, { ...options, vectorSimilarityWeight: 0.3 });
    expect(ranked.page.map((c) => c.id)).toEqual(['a', 'd', 'b']);
    expect(ranked.total).toBe(3);
    expect(ranked.page[0]?.similarity).toBeCloseTo(0.73, 12);
  });

  it('ranks by vector similarity alone at w = 1', () => {
    const ranked = rankCandidates(candidates, { ...options, vectorSimilarityWeight: 1 });
    expect(ranked.page.map((c) => c.id)).toEqual(['b', 'd']);
  });

  it('applies no threshold to keyword-only search (w = 0), as RAGFlow', () => {
    const ranked = rankCandidates(candidates, { ...options, vectorSimilarityWeight: 0 });
    expect(ranked.page.map((c) => c.id)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('breaks ties by vector similarity, then by the order given', () => {
    const tied = [
      { id: 'x', termSimilarity: 0.5, vectorSimilarity: 0.5 },
      { id: 'y', termSimilarity: 0.5, vectorSimilarity: 0.5 },
      { id: 'z', termSimilarity: 0.6, vectorSimilarity: 0.4 },
    ];
    const ranked = rankCandidates(tied, { ...options, vectorSimilarityWeight: 0.5 });
    expect(ranked.page.map((c) => c.id)).toEqual(['x', 'y', 'z']);
  });

  it('pages after ranking; the total counts every candidate over the threshold', () => {
    const ranked = rankCandidates(candidates, {
      similarityThreshold: 0,
      page: 2,
      size: 2,
      vectorSimilarityWeight: 0.3,
    });
    expect(ranked.page.map((c) => c.id)).toEqual(['b', 'c']);
    expect(ranked.total).toBe(4);
    expect(ranked.passing).toHaveLength(4);
  });
});
