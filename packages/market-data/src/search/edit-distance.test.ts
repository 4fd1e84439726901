import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from './edit-distance.js';

describe('boundedEditDistance', () => {
  it.each([
    ['microsoft', 'microsoft', 0],
    ['microsft', 'microsoft', 1],
    ['mircosoft', 'microsoft', 1],
    ['nvidai', 'nvidia', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(boundedEditDistance(a, b, 5)).toBe(expected);
  });

  it('stops at the bound', () => {
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedEditDistance('a', 'abcdef', 1)).toBe(2);
  });
});
