import type { TStatementPeriod } from '@app/statements';
import { describe, expect, it } from 'vitest';
import { fyPeriod, tidyHistory } from './fixture.test-helper.js';
import { runModel } from './model.js';
import { quarterlyModel } from './quarterly-forecast.js';
import { rate } from './units.js';

/** A year's quarters with revenue split 10/20/30/40 % (and operating income 10% of it). */
function quartersOf(fiscalYear: number, revenue: number): TStatementPeriod[] {
  return [0.1, 0.2, 0.3, 0.4].map((share, i) => ({
    ...fyPeriod(fiscalYear, { revenue: revenue * share, operating_income: revenue * share * 0.1 }),
    fiscal_period: `Q${i + 1}` as TStatementPeriod['fiscal_period'],
    period_end: `${fiscalYear}-${String(3 * (i + 1)).padStart(2, '0')}-28`,
  }));
}

function modelOf(history: TStatementPeriod[]) {
  const model = runModel({
    history,
    valuationDate: '2024-12-31',
    discountRate: { wacc: rate(0.09) },
    terminal: { method: 'perpetuity', growth: rate(0.02) },
  });
  if (!model.ok) throw new Error(model.error.message);
  return model.value;
}

describe('quarterlyModel', () => {
  it('splits each forecast year by the seasonality of the reported quarters; quarters add up to the year', () => {
    const history = [...tidyHistory(), ...quartersOf(2023, 1100), ...quartersOf(2024, 1210)];
    const model = modelOf(history);
    const quarterly = quarterlyModel(history, model);
    expect(quarterly.seasonality.fiscalYears).toEqual([2023, 2024]);
    quarterly.seasonality.shares.forEach((share, q) => {
      expect(share).toBeCloseTo([0.1, 0.2, 0.3, 0.4][q] as number, 12);
    });
    expect(quarterly.history.map((q) => `${q.quarter}/${q.fiscalYear}`)).toEqual([
      '1/2023',
      '2/2023',
      '3/2023',
      '4/2023',
      '1/2024',
      '2/2024',
      '3/2024',
      '4/2024',
    ]);
    const year1 = quarterly.forecast.filter((q) => q.fiscalYear === model.forecast.fiscalYears[0]);
    expect(year1.map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
    const sum = (line: 'revenue' | 'ebit' | 'netIncome') =>
      year1.reduce((total, q) => total + (q.values[line] as number), 0);
    expect(sum('revenue')).toBeCloseTo(model.forecast.income.revenue[0] as number, 6);
    expect(sum('ebit')).toBeCloseTo(model.forecast.income.ebit[0] as number, 6);
    expect(year1[3]?.values.revenue).toBeCloseTo((model.forecast.income.revenue[0] as number) * 0.4, 6);
  });

  it('splits evenly without a complete reported year', () => {
    const history = tidyHistory();
    const quarterly = quarterlyModel(history, modelOf(history));
    expect(quarterly.seasonality).toEqual({ shares: [0.25, 0.25, 0.25, 0.25], fiscalYears: [] });
    expect(quarterly.history).toEqual([]);
  });
});
