import { describe, expect, it } from 'vitest';
import {
  FIGURE_SHARE,
  PROXIMITY_SHARE,
  SHARE_WEIGHT_CAP,
  termSimilarities,
  termSimilarity,
  termWeights,
} from './term-similarity.js';

describe('termWeights', () => {
  it('weighs a rare term above a common one', () => {
    const [rare, common] = termWeights(['buyback', 'revenue'], [3, 900], 1000);
    expect(rare!).toBeGreaterThan(common!);
  });

  it('keeps a term found in every chunk above zero', () => {
    const [weight] = termWeights(['adobe'], [1000], 1000);
    expect(weight!).toBeGreaterThan(0);
  });

  it('weighs numbers double and short Latin words and single Han characters down', () => {
    const [number, word, short, han] = termWeights(['2024', 'fiscal', 'q', '年'], [10, 10, 10, 10], 1000);
    expect(number!).toBeCloseTo(2 * word!, 10);
    expect(short!).toBeLessThan(word!);
    expect(han!).toBeLessThan(word!);
  });

  it('takes a document frequency above the chunk count as the chunk count', () => {
    expect(termWeights(['x1'], [5000], 1000)).toEqual(termWeights(['x1'], [1000], 1000));
  });
});

describe('termSimilarity', () => {
  it('is the weighted share of terms contained', () => {
    expect(termSimilarity([2, 1, 1], [true, false, true])).toBe(0.75);
  });

  it('is 1 when every term is contained and 0 when none is', () => {
    expect(termSimilarity([1, 3], [true, true])).toBe(1);
    expect(termSimilarity([1, 3], [false, false])).toBe(0);
  });

  it('is 0 for a question without terms', () => {
    expect(termSimilarity([], [])).toBe(0);
  });
});

describe('termSimilarities', () => {
  const weights = [2, 1];

  it('gives the best candidate holding every term 1', () => {
    const [best] = termSimilarities(weights, [
      { frequencies: [3, 2], length: 100 },
      { frequencies: [1, 0], length: 100 },
    ]);
    expect(best).toBe(1);
  });

  it('ranks a chunk that holds the terms more often, or is shorter, above one holding them once', () => {
    const [often, once, longer] = termSimilarities(weights, [
      { frequencies: [4, 1], length: 100 },
      { frequencies: [1, 1], length: 100 },
      { frequencies: [1, 1], length: 400 },
    ]);
    expect(often!).toBeGreaterThan(once!);
    expect(once!).toBeGreaterThan(longer!);
  });

  it('keeps a chunk holding few of the words low, even when it is the best there is', () => {
    const [only] = termSimilarities([1, 1, 1, 1], [{ frequencies: [5, 0, 0, 0], length: 100 }]);
    expect(only).toBe(0.25);
  });

  it('ranks the chunk holding the terms together above one holding them as often, apart', () => {
    const [together, apart] = termSimilarities(weights, [
      { frequencies: [1, 1], length: 100, positions: [[10], [11]] },
      { frequencies: [1, 1], length: 100, positions: [[10], [60]] },
    ]);
    expect(together).toBe(1);
    expect(apart).toBeCloseTo(1 - PROXIMITY_SHARE, 10);
  });

  it('for a question asking a quantity, ranks the chunk printing a figure by the terms first', () => {
    const candidates = [
      { frequencies: [1, 1], length: 100, positions: [[10], [60]], figurePositions: [] },
      { frequencies: [1, 1], length: 100, positions: [[10], [60]], figurePositions: [58] },
    ];
    const [without, withFigure] = termSimilarities(weights, candidates, { asksForQuantity: true });
    expect(withFigure!).toBeGreaterThan(without!);
    // Not asked for a quantity, the figure changes nothing.
    const [plain, plainWithFigure] = termSimilarities(weights, candidates);
    expect(plainWithFigure).toBe(plain);
    expect(without).toBeCloseTo((1 - FIGURE_SHARE) * plain!, 10);
  });

  it('counts no term in the share above the mean weight: a rare word the answer does not use costs little', () => {
    // Weights 10, 1, 1: the rare term counts as the mean, 4, so holding the other two is 2 / 6 of the share.
    const [withoutRare] = termSimilarities([10, 1, 1], [{ frequencies: [0, 1, 1], length: 100 }]);
    expect(withoutRare).toBeCloseTo(2 / 6, 10);
    expect(SHARE_WEIGHT_CAP).toBe(1);
  });

  it('is 0 for candidates without any term, and for none', () => {
    expect(termSimilarities(weights, [{ frequencies: [0, 0], length: 10 }])).toEqual([0]);
    expect(termSimilarities(weights, [])).toEqual([]);
  });
});

describe('a term held in part', () => {
  it('counts that share of its weight', () => {
    expect(termSimilarity([2, 2], [1, 0.5])).toBeCloseTo(0.75);
    expect(termSimilarities([1, 1], [{ frequencies: [1, 1], length: 10, matches: [1, 0.5] }])[0]).toBeCloseTo(0.75);
  });
});
