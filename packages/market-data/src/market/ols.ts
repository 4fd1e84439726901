/**
 * Pure ordinary least squares of y on x with an intercept: y = α + β·x + ε.
 *
 *   β = Σ(x−x̄)(y−ȳ) / Σ(x−x̄)²,  α = ȳ − β·x̄
 *   s² = Σ ε² / (n − 2),  SE(β) = s / √Σ(x−x̄)²,  r² = 1 − Σ ε² / Σ(y−ȳ)²
 *
 * Two-pass sums (means first) keep the result accurate for returns of a few percent.
 */

/** @public */
export type TOlsFit = { slope: number; intercept: number; slopeStandardError: number; rSquared: number; n: number };

/**
 * @throws {RangeError} when the arrays differ in length, hold fewer than 3 points, or x is constant
 * (programmer errors: callers check the sample first)
 * @public
 */
export function olsFit(x: readonly number[], y: readonly number[]): TOlsFit {
  const n = x.length;
  if (n !== y.length) throw new RangeError('x and y differ in length');
  if (n < 3) throw new RangeError('OLS needs at least 3 points');
  const meanX = x.reduce((sum, v) => sum + v, 0) / n;
  const meanY = y.reduce((sum, v) => sum + v, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - meanX;
    const dy = (y[i] as number) - meanY;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  if (sxx === 0) throw new RangeError('x is constant');
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  let ssr = 0;
  for (let i = 0; i < n; i++) {
    const residual = (y[i] as number) - intercept - slope * (x[i] as number);
    ssr += residual * residual;
  }
  return {
    slope,
    intercept,
    slopeStandardError: Math.sqrt(ssr / (n - 2) / sxx),
    rSquared: syy === 0 ? 1 : 1 - ssr / syy,
    n,
  };
}
