import { fyPeriod } from '@app/valuation/testing';
import { describe, expect, it } from 'vitest';
import { METRICS } from './metrics';
import { historyFigures } from './year-figures';

const metric = (id: string) => {
  const found = METRICS.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('net debt in the key metrics', () => {
  // Debt 500, cash 100 and short-term investments (marketable securities) 150: net debt 250, as the
  // bridge from enterprise to equity value counts it (− debt + cash + investments).
  const year = historyFigures(
    fyPeriod(2024, {
      revenue: 1000,
      operating_income: 200,
      pretax_income: 180,
      income_tax: 36,
      depreciation_amortization: 50,
      long_term_debt: 500,
      cash_and_equivalents: 100,
      short_term_investments: 150,
      total_equity: 750,
    }),
  );

  it('nets cash and short-term investments against debt, as the bridge and the workbook do', () => {
    expect(year.shortTermInvestments).toBe(150);
    // (500 − 100 − 150) ÷ EBITDA (200 + 50)
    expect(metric('netDebtToEbitda').compute(year, undefined)).toBeCloseTo(250 / 250, 12);
  });

  it('takes the same net debt into invested capital', () => {
    // EBIT × (1 − 36 / 180) ÷ (250 + 750)
    expect(metric('roic').compute(year, undefined)).toBeCloseTo((200 * 0.8) / 1000, 12);
  });

  it('nets long-term marketable securities too', () => {
    const withLongTerm = historyFigures(
      fyPeriod(2024, {
        revenue: 1000,
        operating_income: 200,
        depreciation_amortization: 50,
        long_term_debt: 500,
        cash_and_equivalents: 100,
        short_term_investments: 150,
        long_term_investments: 200,
        total_equity: 750,
      }),
    );
    // (500 − 100 − 150 − 200) ÷ 250
    expect(metric('netDebtToEbitda').compute(withLongTerm, undefined)).toBeCloseTo(50 / 250, 12);
  });
});
