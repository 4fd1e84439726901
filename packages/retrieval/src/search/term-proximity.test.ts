import { describe, expect, it } from 'vitest';
import { asksForQuantity, FIGURE_WINDOW, figureProximity, PROXIMITY_WINDOW, termProximity } from './term-proximity.js';

describe('termProximity', () => {
  it('is 1 when every pair of terms stands side by side', () => {
    expect(termProximity([1, 1], [[4], [5]])).toBe(1);
    expect(termProximity([1, 1, 1], [[4], [5], [3]])).toBeLessThan(1);
  });

  it('falls with the square of the distance and is 0 past the window', () => {
    expect(termProximity([1, 1], [[10], [12]])).toBeCloseTo(0.25, 10);
    expect(termProximity([1, 1], [[10], [10 + PROXIMITY_WINDOW + 1]])).toBe(0);
  });

  it("takes each pair's nearest occurrences, in either order", () => {
    expect(
      termProximity(
        [1, 1],
        [
          [1, 40, 90],
          [30, 89],
        ],
      ),
    ).toBe(1);
  });

  it('is 0 when a term is absent, and weighs a pair by its lighter term', () => {
    expect(termProximity([1, 1], [[4], []])).toBe(0);
    // Pairs: (a, b) side by side weighs 1, (a, c) and (b, c) absent weigh 1 and 1: 1 / 3.
    expect(termProximity([3, 1, 1], [[4], [5], []])).toBeCloseTo(1 / 3, 10);
  });

  it('is 0 for a question of one term', () => {
    expect(termProximity([2], [[1]])).toBe(0);
  });
});

describe('figureProximity', () => {
  it('is the weighted share of terms with a figure within the window', () => {
    // "approximately 2.1 million associates": the figure three words before the term.
    expect(figureProximity([2, 1], [[20], [90]], [17])).toBeCloseTo(2 / 3, 10);
    expect(figureProximity([1], [[20]], [20 + FIGURE_WINDOW + 1])).toBe(0);
    expect(figureProximity([1], [[]], [3])).toBe(0);
  });
});

describe('asksForQuantity', () => {
  it('knows a question asking how many or how much, in English and Chinese', () => {
    expect(asksForQuantity('How many people work for Walmart?')).toBe(true);
    expect(asksForQuantity('HOW MUCH did it spend on buybacks?')).toBe(true);
    expect(asksForQuantity('截至2021年末一共有多少名员工？')).toBe(true);
    expect(asksForQuantity('What are the reportable segments?')).toBe(false);
    expect(asksForQuantity('Did anyhow manage?')).toBe(false);
  });
});
