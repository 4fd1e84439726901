import { describe, expect, it } from 'vitest';
import { termFrequencies } from './search-sql.js';

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
