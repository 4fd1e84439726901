import { describe, expect, it } from 'vitest';
import { keywordQueryPasses } from './keyword-query.js';

const frequencies = (table: Record<string, number>) => (word: string) => table[word] ?? 0;

describe('keywordQueryPasses', () => {
  it('reads rare words first, then all common terms together, then any term', () => {
    const df = frequencies({ buyback: 40, revenue: 9000, '2024': 12000, sp500: 3 });
    expect(keywordQueryPasses(['buyback', 'revenue', '2024', 'sp500'], df, 500)).toEqual([
      "'buyback' | 'sp500'",
      "'revenue' & '2024'",
      "'buyback' | 'revenue' | '2024' | 'sp500'",
    ]);
  });

  it('starts with the common terms together when no word is rare', () => {
    const df = frequencies({ total: 5000, revenue: 9000 });
    expect(keywordQueryPasses(['total', 'revenue'], df, 500)).toEqual(["'total' & 'revenue'", "'total' | 'revenue'"]);
  });

  it('has no pass of common terms together when at most one is common: nothing to narrow', () => {
    expect(keywordQueryPasses(['buyback', 'revenue'], frequencies({ buyback: 40, revenue: 9000 }), 500)).toEqual([
      "'buyback'",
      "'buyback' | 'revenue'",
    ]);
    expect(keywordQueryPasses(['a1', 'b2'], frequencies({}), 500)).toEqual(["'a1' | 'b2'"]);
  });

  it('has no pass without terms', () => {
    expect(keywordQueryPasses([], frequencies({}), 500)).toEqual([]);
  });
});

describe('keywordQueryPasses with alternatives', () => {
  it('reads a rare word apart from its common synonyms, and its rare synonyms next', () => {
    const df = frequencies({ headcount: 3, employees: 2000, workforce: 80, meta: 300, '2024': 9000, end: 4000 });
    const headcount = { forms: ['headcount', 'headcounts'], synonyms: ['employees', 'workforce'] };
    expect(keywordQueryPasses([headcount, 'meta', '2024', 'end'], df, 500)).toEqual([
      "'headcount' | 'headcounts' | 'meta'",
      "'workforce'",
      "'2024' & 'end'",
      "'headcount' | 'headcounts' | 'employees' | 'workforce' | 'meta' | '2024' | 'end'",
    ]);
  });

  it('finds a common term by any of its alternatives when common terms are read together', () => {
    const df = frequencies({ revenue: 9000, total: 5000, totals: 10, sales: 8000 });
    expect(
      keywordQueryPasses(
        [
          { forms: ['revenue'], synonyms: ['sales'] },
          { forms: ['total', 'totals'], synonyms: [] },
        ],
        df,
        500,
      ),
    ).toEqual(["'totals'", "('revenue' | 'sales') & ('total' | 'totals')", "'revenue' | 'sales' | 'total' | 'totals'"]);
  });
});
