import { describe, expect, it } from 'vitest';
import { searchTextTerms } from './search-sql.js';

describe('searchTextTerms', () => {
  const searchText = "'10k':3 '2024':2,7,9 'revenue':1A,4 'revenues':5 'total':6 '47061':8 '2.1':10";

  it('counts and places each term, whole lexemes only', () => {
    const { frequencies, positions } = searchTextTerms(searchText, ['2024', 'revenue', 'total', 'rev', 'missing']);
    expect(frequencies).toEqual([3, 2, 1, 0, 0]);
    expect(positions).toEqual([[2, 7, 9], [1, 4], [6], [], []]);
  });

  it('counts a lexeme stored without positions once', () => {
    expect(searchTextTerms("'alpha' 'beta':2", ['alpha', 'beta']).frequencies).toEqual([1, 1]);
  });

  it('finds the first lexeme and the last', () => {
    expect(searchTextTerms(searchText, ['10k', '2.1']).frequencies).toEqual([1, 1]);
  });

  it('places the figures, years apart', () => {
    expect(searchTextTerms(searchText, []).figurePositions).toEqual([8, 10]);
  });

  it("says whether a term is a word of the document's identity (weight C)", () => {
    const identity = "'apple':5C,40 'cola':2 'coca':1C 'inc':3C";
    expect(searchTextTerms(identity, ['apple']).namesDocument).toBe(true);
    expect(searchTextTerms(identity, ['cola', 'coca']).namesDocument).toBe(true);
    expect(searchTextTerms(identity, ['cola']).namesDocument).toBe(false);
    expect(searchTextTerms(identity, ['app']).namesDocument).toBe(false);
    expect(searchTextTerms("'apple':5A", ['apple']).namesDocument).toBe(false);
  });
});
