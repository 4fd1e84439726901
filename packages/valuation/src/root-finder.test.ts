import { describe, expect, it } from 'vitest';
import { findRoot } from './root-finder.js';

describe('findRoot (Brent)', () => {
  it('finds √2 to the tolerance', () => {
    const root = findRoot((x) => x * x - 2, 0, 2);
    if (!root.ok) throw new Error(root.error.message);
    expect(Math.abs(root.value.root - Math.SQRT2)).toBeLessThanOrEqual(1e-10);
    expect(root.value.iterations).toBeLessThan(20);
  });

  it('solves an IRR: −100 + 60/(1 + x) + 60/(1 + x)² = 0 at x = 13.0662%', () => {
    const root = findRoot((x) => -100 + 60 / (1 + x) + 60 / (1 + x) ** 2, 0, 1);
    // 1 + x = (60 + √(3600 + 24000)) / 200 = 1.1306624
    expect(root.ok && root.value.root).toBeCloseTo((60 + Math.sqrt(27600)) / 200 - 1, 10);
  });

  it('copes with a flat-then-steep function that defeats Newton', () => {
    const root = findRoot((x) => Math.cbrt(x - 0.3), -1, 1);
    expect(root.ok && root.value.root).toBeCloseTo(0.3, 9);
  });

  it('reports a bracket without a sign change', () => {
    const none = findRoot((x) => x * x + 1, -1, 1);
    expect(!none.ok && none.error.code).toBe('NO_ROOT_IN_BRACKET');
  });
});
