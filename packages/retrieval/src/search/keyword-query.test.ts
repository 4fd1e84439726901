import { describe, expect, it } from 'vitest';
import { keywordQueryPlan } from './keyword-query.js';

describe('keywordQueryPlan', () => {
  it("or's rare terms and and's common ones, falling back to any term", () => {
    expect(keywordQueryPlan(['buyback', 'revenue', '2024'], [40, 9000, 12000], 1500)).toEqual({
      primary: "'buyback' | ('revenue' & '2024')",
      fallback: "'buyback' | 'revenue' | '2024'",
    });
  });

  it("and's the terms when all are common", () => {
    expect(keywordQueryPlan(['total', 'revenue'], [5000, 9000], 1500)).toEqual({
      primary: "'total' & 'revenue'",
      fallback: "'total' | 'revenue'",
    });
  });

  it("or's every term when at most one is common: nothing to narrow", () => {
    expect(keywordQueryPlan(['buyback', 'revenue'], [40, 9000], 1500)).toEqual({
      primary: "'buyback' | 'revenue'",
      fallback: null,
    });
    expect(keywordQueryPlan(['a1', 'b2'], [0, 0], 1500)).toEqual({ primary: "'a1' | 'b2'", fallback: null });
  });
});
