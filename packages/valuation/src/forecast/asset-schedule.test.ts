import { describe, expect, it } from 'vitest';
import { assetSchedule } from './asset-schedule.js';

describe('assetSchedule', () => {
  it('runs the existing balance off in a straight decline and each vintage straight-line', () => {
    // Existing 100 at a charge of 40 (L = 2.5): 40 × (1 − t / 6) = 33.33, 26.67, 20, 13.33, 6.67 (Σ 100).
    // Vintages 10, 20, 30, 0, 0 over 10 years: 1; 1 + 2 = 3; 1 + 2 + 3 = 6; 6; 6.
    const s = assetSchedule(100, [10, 20, 30, 0, 0], 2.5, 10);
    const existing = [40 * (5 / 6), 40 * (4 / 6), 40 * (3 / 6), 40 * (2 / 6), 40 * (1 / 6)];
    existing.forEach((charge, t) => {
      expect(s.depreciationExisting[t]).toBeCloseTo(charge, 12);
    });
    expect(s.depreciationExisting.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 12);
    expect(s.depreciationNew).toEqual([1, 3, 6, 6, 6]);
    expect(s.vintages[1]).toEqual([0, 2, 2, 2, 2]);
    expect(s.opening[0]).toBe(100);
    expect(s.closing.at(-1)).toBeCloseTo(100 + 60 - 100 - 22, 9);
  });

  it('ends a fractional run-off with a partial charge and never goes below zero', () => {
    // 100 at a charge of 44.44 (L = 2.25): 44.44 × (1 − t / 5.5) = 36.36, 28.28, 20.20, 12.12, then the 3.03 left.
    const s = assetSchedule(100, [0, 0, 0, 0, 0, 0], 2.25, 10);
    expect(s.depreciationExisting.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 12);
    expect(s.depreciationExisting[4]).toBeCloseTo(100 - (100 / 2.25) * (4 - 10 / 5.5), 9);
    expect(s.depreciationExisting[5]).toBe(0);
    expect(s.closing.at(-1)).toBeCloseTo(0, 12);
    // A vintage over a 2-year life is gone after its second year.
    const short = assetSchedule(0, [10, 0, 0], 1, 2);
    expect(short.depreciationNew).toEqual([5, 5, 0]);
  });

  it("keeps a steady company's depreciation where it was, without a cliff when the base-year assets are used up", () => {
    // Bought 12 a year over a 9-year life (a full charge in the year bought): net book 12 × 8 / 2 = 48 and a
    // charge of 12, so L = 4 and the life 2L + 1 = 9. Every forecast year then charges 12. (Charging 12 a
    // year until the 48 is gone and new additions over 10 years gave 13.2, 14.4, 15.6, 16.8, then 6: a cliff.)
    const s = assetSchedule(
      48,
      Array.from({ length: 12 }, () => 12),
      4,
      9,
    );
    for (const charge of s.depreciation) expect(charge).toBeCloseTo(12, 12);
    for (const closing of s.closing) expect(closing).toBeCloseTo(48, 12);
  });

  it('rolls forward: closing = opening + additions − depreciation, every year', () => {
    const s = assetSchedule(345.6, [12, 14, 17, 19, 23, 28, 31, 35, 40, 44], 6.2, 10);
    for (let t = 0; t < 10; t += 1) {
      expect(s.closing[t]).toBeCloseTo(
        (s.opening[t] as number) + (s.additions[t] as number) - (s.depreciation[t] as number),
        9,
      );
      const byVintage = s.vintages.reduce((sum, row) => sum + (row[t] as number), 0);
      expect(byVintage).toBeCloseTo(s.depreciationNew[t] as number, 12);
    }
  });
});
