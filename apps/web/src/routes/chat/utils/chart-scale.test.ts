import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it('includes zero for bars and cuts the axis at round steps', () => {
    expect(chartScale([1200.5, 1350, 980], true)).toEqual({ low: 0, high: 1500, ticks: [0, 500, 1000, 1500] });
    expect(chartScale([-30, 45], true)).toEqual({ low: -40, high: 60, ticks: [-40, -20, 0, 20, 40, 60] });
  });

  it('fits a line to its values, without float noise in the ticks', () => {
    const scale = chartScale([0.081, 0.094, 0.11], false);
    expect(scale.low).toBeCloseTo(0.08, 12);
    expect(scale.high).toBeCloseTo(0.11, 12);
    expect(scale.ticks).toEqual([0.08, 0.09, 0.1, 0.11]);
  });

  it('gives equal values a span', () => {
    expect(chartScale([5, 5], false)).toEqual({ low: 2, high: 8, ticks: [2, 4, 6, 8] });
    expect(chartScale([0], true).ticks).toEqual([-1, -0.5, 0, 0.5, 1]);
  });
});
