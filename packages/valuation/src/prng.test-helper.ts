/**
 * A tiny seeded pseudo-random generator for property tests (mulberry32): the same seed gives the
 * same sequence on every run and machine, so a failing case can be replayed. @internal
 */
export function createPrng(seed: number): { next: () => number; between: (lo: number, hi: number) => number } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (lo, hi) => lo + (hi - lo) * next() };
}
