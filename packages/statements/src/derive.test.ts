import { describe, expect, it } from 'vitest';
import { deriveLines } from './derive.js';
import type { TAccountKey } from './keys.js';
import { reportedIn, reportedPeriod } from './period.test-helper.js';

const ever = (...keys: TAccountKey[]) => ({ reportedInSource: new Set(keys) });

describe('deriveLines', () => {
  it('derives gross profit from revenue and cost of revenue, with its formula and inputs', () => {
    const period = deriveLines(reportedPeriod({ revenue: 1000, cost_of_revenue: 600 }));
    expect(period.income.gross_profit).toEqual({
      value: 400,
      source: { kind: 'derived', formula: 'revenue - cost_of_revenue', inputs: ['revenue', 'cost_of_revenue'] },
    });
  });

  it('rearranges an identity: cost of revenue = revenue − gross profit', () => {
    const period = deriveLines(reportedPeriod({ revenue: 1000, gross_profit: 450 }));
    expect(period.income.cost_of_revenue?.value).toBe(550);
  });

  it('leaves a line missing when it cannot be derived: no guess, no zero', () => {
    const period = deriveLines(reportedPeriod({ revenue: 1000 }));
    expect(period.income.gross_profit).toBeUndefined();
    expect(period.income.cost_of_revenue).toBeUndefined();
    expect(period.cash_flow.free_cash_flow).toBeUndefined();
  });

  it('never overwrites a reported line, even when its parts disagree', () => {
    const period = deriveLines(reportedPeriod({ revenue: 1000, cost_of_revenue: 600, gross_profit: 401 }));
    expect(period.income.gross_profit).toMatchObject({ value: 401, source: { kind: 'reported' } });
  });

  it('computes free cash flow with capital expenditure signed as a cash outflow', () => {
    const period = deriveLines(reportedPeriod({ operating_cash_flow: 500, capital_expenditure: -120 }));
    expect(period.cash_flow.free_cash_flow).toMatchObject({
      value: 380,
      source: { formula: 'operating_cash_flow + capital_expenditure' },
    });
  });

  it('derives total liabilities = total assets − equity − minority interest', () => {
    const values = { total_assets: 1000, total_equity: 600, minority_interest: 50 };
    const period = deriveLines(reportedPeriod(values), reportedIn(values));
    expect(period.balance.total_equity_including_minority?.value).toBe(650);
    expect(period.balance.total_liabilities).toMatchObject({
      value: 350,
      source: { formula: 'total_assets - total_equity_including_minority', omitted: ['temporary_equity'] },
    });
  });

  it('leaves out a minority interest the company never reports, and says so', () => {
    const context = ever('total_assets', 'total_equity');
    const period = deriveLines(reportedPeriod({ total_assets: 1000, total_equity: 600 }), context);
    expect(period.balance.total_equity_including_minority?.source).toEqual({
      kind: 'derived',
      formula: 'total_equity',
      inputs: ['total_equity'],
      omitted: ['minority_interest'],
    });
    expect(period.balance.total_liabilities?.value).toBe(400);
    // The line itself stays missing: it is not turned into a zero (not even through E_incl − E).
    expect(period.balance.minority_interest).toBeUndefined();
  });

  it('does not leave out a minority interest reported in other periods', () => {
    const context = ever('total_assets', 'total_equity', 'minority_interest');
    const period = deriveLines(reportedPeriod({ total_assets: 1000, total_equity: 600 }), context);
    expect(period.balance.total_equity_including_minority).toBeUndefined();
    expect(period.balance.total_liabilities).toBeUndefined();
  });

  it('subtracts temporary (mezzanine) equity when the source reports it', () => {
    const values = { total_assets: 1000, total_equity_including_minority: 600, redeemable_minority_interest: 30 };
    const period = deriveLines(reportedPeriod(values), reportedIn(values));
    expect(period.balance.temporary_equity).toMatchObject({ value: 30, source: { omitted: ['redeemable_equity'] } });
    expect(period.balance.total_liabilities?.value).toBe(370);
  });

  it('without a context, every term is required', () => {
    const period = deriveLines(reportedPeriod({ total_assets: 1000, total_equity: 600 }));
    expect(period.balance.total_liabilities).toBeUndefined();
  });

  it('splits parent equity from total equity with the reported minority interest', () => {
    const period = deriveLines(reportedPeriod({ total_equity_including_minority: 700, minority_interest: 20 }));
    expect(period.balance.total_equity?.value).toBe(680);
    const withoutMinority = deriveLines(
      reportedPeriod({ total_equity_including_minority: 700 }),
      ever('total_equity_including_minority'),
    );
    expect(withoutMinority.balance.total_equity).toMatchObject({
      value: 700,
      source: { omitted: ['minority_interest'] },
    });
  });

  it('sums debt over the parts the company reports', () => {
    const both = deriveLines(
      reportedPeriod({ short_term_borrowings: 10, current_portion_long_term_debt: 5, long_term_debt: 100 }),
      ever('short_term_borrowings', 'current_portion_long_term_debt', 'long_term_debt'),
    );
    expect(both.balance.short_term_debt?.value).toBe(15);
    expect(both.balance.total_debt?.value).toBe(115);
    const noPaper = deriveLines(
      reportedPeriod({ current_portion_long_term_debt: 5, long_term_debt: 100 }),
      ever('current_portion_long_term_debt', 'long_term_debt'),
    );
    expect(noPaper.balance.short_term_debt?.source).toMatchObject({ omitted: ['short_term_borrowings'] });
    expect(noPaper.balance.total_debt?.value).toBe(105);
    const paperElsewhere = deriveLines(
      reportedPeriod({ current_portion_long_term_debt: 5, long_term_debt: 100 }),
      ever('short_term_borrowings', 'current_portion_long_term_debt', 'long_term_debt'),
    );
    expect(paperElsewhere.balance.short_term_debt).toBeUndefined();
    expect(paperElsewhere.balance.total_debt).toBeUndefined();
  });

  it('starts the cash flow from net income plus the minority share', () => {
    const period = deriveLines(
      reportedPeriod({
        net_income: 90,
        net_income_minority_interest: 10,
        operating_income: 150,
        depreciation_amortization: 30,
      }),
    );
    expect(period.income.net_income_including_minority?.value).toBe(100);
    expect(period.cash_flow.cash_flow_net_income?.value).toBe(100);
    expect(period.income.ebitda?.value).toBe(180);
  });

  it('does not modify its input', () => {
    const input = reportedPeriod({ revenue: 1000, cost_of_revenue: 600 });
    deriveLines(input);
    expect(input.income.gross_profit).toBeUndefined();
  });
});
