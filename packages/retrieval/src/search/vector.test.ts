import { describe, expect, it } from 'vitest';
import { dotProduct, normalizeVector } from './vector.js';

describe('normalizeVector', () => {
  it('scales to length 1', () => {
    const [x, y] = normalizeVector([3, 4]);
    expect(x).toBeCloseTo(0.6, 12);
    expect(y).toBeCloseTo(0.8, 12);
  });

  it('makes cosine similarity a dot product', () => {
    const a = normalizeVector([1, 2, 3]);
    const b = normalizeVector([2, 0, 1]);
    expect(dotProduct(a, b)).toBeCloseTo(5 / (Math.sqrt(14) * Math.sqrt(5)), 12);
  });

  it('leaves the zero vector zero', () => {
    expect(normalizeVector([0, 0])).toEqual([0, 0]);
  });

  it('refuses a component that is not finite', () => {
    expect(() => normalizeVector([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('dotProduct', () => {
  it('refuses vectors of different lengths', () => {
    expect(() => dotProduct([1], [1, 2])).toThrow(RangeError);
  });
});
