import { runModel } from '@app/valuation';
import { describe, expect, it } from 'vitest';
import { tidyModelInput } from '../../../test/model-fixture';
import { DEFAULT_SENSITIVITY, defaultStart, flatIndex, runGrid, sensitivityCsv } from './sensitivity-grid';

describe('sensitivity grid', () => {
  const input = tidyModelInput();
  const model = runModel(input);
  if (!model.ok) throw new Error(model.error.message);

  it('centres on the model: the middle point is the model’s own price', () => {
    const grid = runGrid(input, model.value, DEFAULT_SENSITIVITY);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.shape).toEqual([5, 5]);
    expect(grid.value.prices[flatIndex(grid.value, [2, 2])]).toBeCloseTo(model.value.dcf.bridge.valuePerShare, 8);
  });

  it('starts an axis where the user says', () => {
    const wacc = model.value.discountRate.value;
    const config = { axes: [{ variable: 'wacc' as const, steps: 3, gap: 0.01, start: 0.07 }], timeframe: null };
    const grid = runGrid(input, model.value, config);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.axes[0]?.values.map((v) => Number(v.toFixed(6)))).toEqual([0.07, 0.08, 0.09]);
    expect(defaultStart(wacc, 3, 0.01)).toBeCloseTo(wacc - 0.01, 12);
  });

  it('writes one CSV row per point', () => {
    const grid = runGrid(input, model.value, DEFAULT_SENSITIVITY);
    if (!grid.ok) throw new Error(grid.error.message);
    const lines = sensitivityCsv(grid.value, 'USD').trim().split('\n');
    expect(lines[0]).toBe('wacc,terminal_growth,implied_price_per_share_USD');
    expect(lines).toHaveLength(26);
    expect(lines[1]?.split(',')).toHaveLength(3);
  });
});
