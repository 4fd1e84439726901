import { describe, expect, it } from 'vitest';
import { assetSchedule } from './asset-schedule.js';

describe('assetSchedule', () => {
  it('runs the existing balance off straight-line and each vintage over 10 years', () => {
    // Existing 100 over 4 years: 25 a year, gone after year 4.
    // Vintages 10, 20, 30, 0, 0: 1; 1 + 2 = 3; 1 + 2 + 3 = 6; 6; 6.
    const s = assetSchedule(100, [10, 20, 30, 0, 0], 4, 10);
    expect(s.depreciationExisting).toEqual([25, 25, 25, 25, 0]);
    expect(s.depreciationNew).toEqual([1, 3, 6, 6, 6]);
    expect(s.vintages[1]).toEqual([0, 2, 2, 2, 2]);
    // closing: 100 + 10 − 26 = 84; 84 + 20 − 28 = 76; 76 + 30 − 31 = 75; 75 − 31 = 44; 44 − 6 = 38
    expect(s.closing).toEqual([84, 76, 75, 44, 38]);
    expect(s.opening).toEqual([100, 84, 76, 75, 44]);
  });

  it('ends a fractional life with a partial charge and never goes below zero', () => {
    // 100 over 2.5 years: 40, 40, 20, 0.
    const s = assetSchedule(100, [0, 0, 0, 0], 2.5, 10);
    expect(s.depreciationExisting).toEqual([40, 40, 20, 0]);
    expect(s.closing.at(-1)).toBe(0);
    // A vintage over a 2-year life is gone after its second year.
    const short = assetSchedule(0, [10, 0, 0], 1, 2);
    expect(short.depreciationNew).toEqual([5, 5, 0]);
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
