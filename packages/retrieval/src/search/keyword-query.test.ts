import { describe, expect, it } from 'vitest';
import { keywordQueryPasses } from './keyword-query.js';

describe('keywordQueryPasses', () => {
  it('reads rare terms first, then all common ones together, then any term', () => {
    expect(keywordQueryPasses(['buyback', 'revenue', '2024', 'sp500'], [40, 9000, 12000, 3], 500)).toEqual([
      "'buyback' | 'sp500'",
      "'revenue' & '2024'",
      "'buyback' | 'revenue' | '2024' | 'sp500'",
    ]);
  });

  it('starts with the common terms together when no term is rare', () => {
    expect(keywordQueryPasses(['total', 'revenue'], [5000, 9000], 500)).toEqual([
      "'total' & 'revenue'",
      "'total' | 'revenue'",
    ]);
  });

  it('reads any term at once when at most one is common: nothing to narrow', () => {
    expect(keywordQueryPasses(['buyback', 'revenue'], [40, 9000], 500)).toEqual(["'buyback' | 'revenue'"]);
    expect(keywordQueryPasses(['a1', 'b2'], [0, 0], 500)).toEqual(["'a1' | 'b2'"]);
  });

  it('has no pass without terms', () => {
    expect(keywordQueryPasses([], [], 500)).toEqual([]);
  });
});

describe('keywordQueryPasses with alternatives', () => {
  it('finds a term by any of its alternatives, in every pass', () => {
    expect(
      keywordQueryPasses([['buyback', 'repurchase'], 'revenue', ['total', 'totals']], [40, 9000, 5000], 500),
    ).toEqual([
      "'buyback' | 'repurchase'",
      "'revenue' & ('total' | 'totals')",
      "'buyback' | 'repurchase' | 'revenue' | 'total' | 'totals'",
    ]);
  });
});
