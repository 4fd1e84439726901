import { describe, expect, it } from 'vitest';
import { BLUME_WEIGHT, blumeAdjustedBeta } from './beta-adjustment.js';

describe('blumeAdjustedBeta', () => {
  it('moves a regression beta a third of the way to the market’s 1.0', () => {
    expect(BLUME_WEIGHT).toBeCloseTo(2 / 3, 15);
    expect(blumeAdjustedBeta(2.3)).toBeCloseTo(2.3 * (2 / 3) + 1 / 3, 12);
    expect(blumeAdjustedBeta(2.3)).toBeCloseTo(1.866667, 6);
    expect(blumeAdjustedBeta(0.4)).toBeCloseTo(0.6, 12);
    expect(blumeAdjustedBeta(1)).toBeCloseTo(1, 15);
    expect(blumeAdjustedBeta(-0.5)).toBeCloseTo(0, 12);
  });
});
