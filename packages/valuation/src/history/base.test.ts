import { describe, expect, it } from 'vitest';
import { fyPeriod, tidyHistory } from '../fixture.test-helper.js';
import { baseFromHistory } from './base.js';

describe('baseFromHistory', () => {
  it('takes the last FY period and names the residual lines so the base balances', () => {
    const base = baseFromHistory(tidyHistory());
    if (!base.ok) throw new Error(base.error.message);
    const b = base.value.balance;
    expect(base.value.fiscalYear).toBe(2024);
    expect(base.value.periodEnd).toBe('2024-12-31');
    expect(b.otherAssets.value).toBeCloseTo(60, 9);
    expect(b.otherLiabilities.value).toBeCloseTo(100, 9);
    expect(b.otherEquity.value).toBeCloseTo(0, 9);
    expect(b.shortTermInvestments.source.kind).toBe('not_reported');
    expect(b.debt.source).toEqual({ kind: 'reported', keys: ['long_term_debt'] });
  });

  it('derives a missing total from the other two and keeps unreconciled equity visible', () => {
    // No total liabilities: 1000 − 600 = 400. Minority interest inside the totals but not reported → other equity.
    const derived = baseFromHistory([fyPeriod(2024, { revenue: 500, total_assets: 1000, total_equity: 600 })]);
    expect(derived.ok && derived.value.balance.totalLiabilities).toEqual({
      value: 400,
      source: { kind: 'derived', formula: 'total_assets − total_equity − minority_interest − temporary_equity' },
    });
    const nci = baseFromHistory([
      fyPeriod(2024, { revenue: 500, total_assets: 1000, total_liabilities: 350, total_equity: 600 }),
    ]);
    expect(nci.ok && nci.value.balance.otherEquity.value).toBe(50);
  });

  it('sums short- and long-term debt, whichever are reported', () => {
    const base = baseFromHistory([
      fyPeriod(2024, { revenue: 1, total_assets: 10, total_liabilities: 5, short_term_debt: 1, long_term_debt: 2 }),
    ]);
    expect(base.ok && base.value.balance.debt).toEqual({
      value: 3,
      source: { kind: 'reported', keys: ['short_term_debt', 'long_term_debt'] },
    });
  });

  it('refuses a base year without revenue or with one balance total', () => {
    const noRevenue = baseFromHistory([fyPeriod(2024, { total_assets: 10, total_liabilities: 5 })]);
    expect(!noRevenue.ok && noRevenue.error).toMatchObject({
      code: 'INSUFFICIENT_HISTORY',
      details: { line: 'revenue' },
    });
    const oneTotal = baseFromHistory([fyPeriod(2024, { revenue: 10, total_assets: 10 })]);
    expect(!oneTotal.ok && oneTotal.error.code).toBe('INSUFFICIENT_HISTORY');
    expect(baseFromHistory([]).ok).toBe(false);
  });
});
