import { describe, expect, it } from 'vitest';
import { checkStatementLines, type TCheckableLine } from './statement-checks.js';

const line = (standardAccount: string | null, value: number, extra: Partial<TCheckableLine> = {}): TCheckableLine => ({
  standardAccount,
  value,
  sign: 1,
  unit: null,
  ...extra,
});

describe('checkStatementLines', () => {
  it('checks a subtotal against its parts and verifies them all when it holds', () => {
    const checks = checkStatementLines('income', 'M', [
      line('revenue', 391_035),
      line('cost_of_revenue', 210_352),
      line('gross_profit', 180_683),
      line(null, 269),
    ]);
    expect(checks.map((check) => check.isVerified)).toEqual([true, true, true, false]);
    expect(checks[2]).toMatchObject({ formula: 'revenue - cost_of_revenue', calculatedValue: 180_683, gap: 0 });
  });

  it('reports a gap beyond half the last printed digit per component, and verifies nothing of it', () => {
    const checks = checkStatementLines('income', 'M', [
      line('revenue', 391_035),
      line('cost_of_revenue', 210_000),
      line('gross_profit', 180_683),
    ]);
    expect(checks[2]).toMatchObject({ gap: -352, hasGap: true, isVerified: false });
    expect(
      checkStatementLines('income', 'M', [line('revenue', 10), line('cost_of_revenue', 4), line('gross_profit', 8)])[2],
    ).toMatchObject({ hasGap: true });
    // 1 is within half a printed unit for each of the two parts.
    const rounded = checkStatementLines('income', 'M', [
      line('revenue', 10),
      line('cost_of_revenue', 4),
      line('gross_profit', 6),
    ]);
    expect(rounded[2]?.hasGap).toBe(false);
  });

  it('uses each line in the chart’s sign, and shows the calculation signed as printed', () => {
    // A cost printed in brackets (−4) is a positive cost in the chart.
    const checks = checkStatementLines('income', 'M', [
      line('revenue', 10),
      line('cost_of_revenue', -4, { sign: -1 }),
      line('gross_profit', 6),
    ]);
    expect(checks[2]).toMatchObject({ calculatedValue: 6, gap: 0, hasGap: false });
  });

  it('balances the balance sheet with or without a total including minority interest', () => {
    const checks = checkStatementLines('balance', 'M', [
      line('total_assets', 364_980),
      line('total_liabilities', 308_030),
      line('total_equity', 56_950),
      line('total_liabilities_and_equity', 364_980),
    ]);
    expect(checks[0]).toMatchObject({ formula: 'total_liabilities_and_equity', hasGap: false, isVerified: true });
    expect(checks[3]).toMatchObject({ formula: 'total_liabilities + total_equity', hasGap: false });
  });

  it('counts a key on its first line only and ignores accounts of another statement', () => {
    const checks = checkStatementLines('income', 'M', [
      line('revenue', 10),
      line('revenue', 99),
      line('cost_of_revenue', 4),
      line('total_assets', 1),
      line('gross_profit', 6),
    ]);
    expect(checks.map((check) => check.isVerified)).toEqual([true, false, true, false, true]);
  });
});
