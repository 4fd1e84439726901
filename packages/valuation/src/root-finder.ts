import { fail, ok, type TResult } from './result.js';

/** Default absolute tolerance on the root: 1e-10 (for a rate, a ten-millionth of a basis point). @public */
export const ROOT_TOLERANCE = 1e-10;
/** Default iteration limit; Brent's method needs far fewer on any continuous function. @public */
export const ROOT_MAX_ITERATIONS = 200;

/** @public */
export type TRoot = {
  root: number;
  valueAtRoot: number;
  iterations: number;
  bracket: [number, number];
  tolerance: number;
};

/**
 * Brent's method (inverse quadratic interpolation and secant steps, falling back to bisection):
 * a bracketing root finder that always keeps a sign change inside [a, b], so it converges for any
 * continuous f with f(lo) × f(hi) ≤ 0. It stops when the bracket half-width is at most
 * 2·ε·|b| + tolerance/2 (ε = machine epsilon) or f(b) = 0, so |root − true root| ≤ tolerance.
 *
 * @param f - a function that is finite on [lo, hi]
 * @returns `NO_ROOT_IN_BRACKET` without a sign change, `ROOT_NOT_CONVERGED` after `maxIterations`.
 * @example
 * findRoot((x) => x * x - 2, 0, 2).value.root; // 1.4142135623…
 * @public
 */
export function findRoot(
  f: (x: number) => number,
  lo: number,
  hi: number,
  tolerance = ROOT_TOLERANCE,
  maxIterations = ROOT_MAX_ITERATIONS,
): TResult<TRoot> {
  let a = lo;
  let b = hi;
  let fa = f(a);
  let fb = f(b);
  if (!Number.isFinite(fa) || !Number.isFinite(fb) || fa * fb > 0) {
    return fail('NO_ROOT_IN_BRACKET', `No sign change between ${lo} and ${hi}`, { lo, hi, fLo: fa, fHi: fb });
  }
  if (fa === 0) return ok({ root: a, valueAtRoot: 0, iterations: 0, bracket: [lo, hi], tolerance });
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iteration = 1; iteration <= maxIterations; iteration += 1) {
    if (fb * fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + tolerance / 2;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) {
      return ok({ root: b, valueAtRoot: fb, iterations: iteration, bracket: [lo, hi], tolerance });
    }
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
    if (!Number.isFinite(fb)) return fail('ROOT_NOT_CONVERGED', `f(${b}) is not finite`, { x: b });
  }
  return fail('ROOT_NOT_CONVERGED', `No root within ${tolerance} after ${maxIterations} iterations`, { lo, hi });
}
