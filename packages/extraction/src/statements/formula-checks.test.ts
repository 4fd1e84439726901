import { describe, expect, it } from 'vitest';
import { checkColumn } from './formula-checks.js';

describe('checkColumn', () => {
  it('verifies gross profit and flags a gap beyond rounding', () => {
    const ok = checkColumn('income', ['revenue', 'cost_of_revenue', 'gross_profit'], [391_035, 210_352, 180_683], 1);
    expect(ok.failures).toEqual([]);
    expect([...ok.verified].sort()).toEqual([0, 1, 2]);
    expect(ok.byLine.get(2)).toMatchObject({
      formula: 'revenue - cost_of_revenue',
      calculatedValue: 180_683,
      gap: 0,
      verified: true,
    });
    const rounded = checkColumn('income', ['revenue', 'cost_of_revenue', 'gross_profit'], [100, 40, 61], 1);
    expect(rounded.failures).toEqual([]);
    const bad = checkColumn('income', ['revenue', 'cost_of_revenue', 'gross_profit'], [100, 40, 70], 1);
    expect(bad.failures[0]).toMatch(/Gross profit does not equal revenue - cost_of_revenue \(gap 10\)/);
  });

  it('checks the balance sheet and the change in cash', () => {
    const balance = checkColumn(
      'balance',
      ['total_assets', 'total_liabilities', 'total_equity', 'total_liabilities_and_equity'],
      [364_980, 308_030, 56_950, 364_980],
      1,
    );
    expect(balance.failures).toEqual([]);
    expect(balance.verified.size).toBe(4);
    const cash = checkColumn(
      'cash_flow',
      ['operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'fx_effect_on_cash', 'net_change_in_cash'],
      [91_495, -20_298, -69_757, -506, 934],
      1,
    );
    expect(cash.failures).toEqual([]);
    expect(cash.verified.size).toBe(5);
  });
});
