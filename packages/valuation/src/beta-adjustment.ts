/** Weight of the regression beta in the Blume adjustment; the rest goes to the market's beta of 1. @public */
export const BLUME_WEIGHT = 2 / 3;

/**
 * The Blume-adjusted beta: two thirds of the regression (raw) beta plus one third of the market's
 * beta of 1,
 *
 *   β_adj = ⅔ × β_raw + ⅓ × 1.0
 *
 * Blume (1971, 1975) found that betas estimated over one period move toward 1 in the next, by
 * about a third; the adjustment is what Bloomberg's "adjusted beta" and most practitioners use.
 * A raw beta of 2.30 becomes 1.87, one of 0.40 becomes 0.60, one of 1 stays 1.
 *
 * @example
 * blumeAdjustedBeta(2.3); // 1.8667
 * @public
 */
export function blumeAdjustedBeta(raw: number): number {
  return BLUME_WEIGHT * raw + (1 - BLUME_WEIGHT) * 1;
}
