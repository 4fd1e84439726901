import { describe, expect, it } from 'vitest';
import { olsFit } from './ols.js';

describe('OLS', () => {
  it('recovers an exact line with zero standard error', () => {
    const fit = olsFit([1, 2, 3, 4], [3, 5, 7, 9]);
    expect(fit.slope).toBeCloseTo(2, 12);
    expect(fit.intercept).toBeCloseTo(1, 12);
    expect(fit.slopeStandardError).toBeCloseTo(0, 12);
    expect(fit.rSquared).toBeCloseTo(1, 12);
  });

  it('matches a hand computation', () => {
    // x̄ = 2, ȳ = 2; Sxx = 2, Sxy = 1 → β = 0.5, α = 1; residuals 0.5, −1, 0.5 → SSR = 1.5;
    // s² = 1.5 / 1, SE = √(1.5 / 2); SST = 2 → r² = 0.25.
    const fit = olsFit([1, 2, 3], [2, 1, 3]);
    expect(fit).toMatchObject({ n: 3 });
    expect(fit.slope).toBeCloseTo(0.5, 12);
    expect(fit.intercept).toBeCloseTo(1, 12);
    expect(fit.slopeStandardError).toBeCloseTo(Math.sqrt(0.75), 12);
    expect(fit.rSquared).toBeCloseTo(0.25, 12);
  });

  it('refuses unusable samples', () => {
    expect(() => olsFit([1, 2], [1, 2])).toThrow(RangeError);
    expect(() => olsFit([1, 1, 1], [1, 2, 3])).toThrow(RangeError);
    expect(() => olsFit([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});
