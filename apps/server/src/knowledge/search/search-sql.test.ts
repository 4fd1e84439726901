import { describe, expect, it } from 'vitest';
import { hasWeightedPosition, termFrequencies } from './search-sql.js';

describe('termFrequencies', () => {
  const searchText = "'10k':3 '2024':2,7,9 'revenue':1A,4 'revenues':5 'total':6";

  it('counts the positions of each term, whole lexemes only', () => {
    expect(termFrequencies(searchText, ['2024', 'revenue', 'total', 'rev', 'missing'])).toEqual([3, 2, 1, 0, 0]);
  });

  it('counts a lexeme stored without positions once', () => {
    expect(termFrequencies("'alpha' 'beta':2", ['alpha', 'beta'])).toEqual([1, 1]);
  });

  it('finds the first lexeme and the last', () => {
    expect(termFrequencies(searchText, ['10k', 'total'])).toEqual([1, 1]);
  });
});

describe('hasWeightedPosition', () => {
  it("says whether a whole lexeme has a position of that weight (a document's identity is C)", () => {
    const searchText = "'apple':5C,40 'cola':2 'coca':1C 'inc':3C";
    expect(hasWeightedPosition(searchText, 'apple', 'C')).toBe(true);
    expect(hasWeightedPosition(searchText, 'coca', 'C')).toBe(true);
    expect(hasWeightedPosition(searchText, 'cola', 'C')).toBe(false);
    expect(hasWeightedPosition(searchText, 'app', 'C')).toBe(false);
    expect(hasWeightedPosition(searchText, 'apple', 'A')).toBe(false);
  });
});
