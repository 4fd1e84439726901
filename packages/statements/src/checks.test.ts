import { describe, expect, it } from 'vitest';
import { CHECK_TOLERANCE_PCT, checkPeriod, measureGap } from './checks.js';
import { deriveLines } from './derive.js';
import { reportedIn, reportedPeriod } from './period.test-helper.js';

const result = (report: ReturnType<typeof checkPeriod>, check: string) =>
  report.results.find((item) => item.check === check);

describe('checkPeriod', () => {
  it('passes a balance sheet whose assets equal liabilities plus equity incl. minority interest', () => {
    const values = { total_assets: 1000, total_liabilities: 380, total_equity: 600, minority_interest: 20 };
    const period = deriveLines(reportedPeriod(values), reportedIn(values));
    expect(result(checkPeriod(period, reportedIn(values)), 'balance_sheet_identity')).toEqual({
      check: 'balance_sheet_identity',
      period: 'FY 2024',
      expected: 1000,
      actual: 1000,
      gap: 0,
      gap_pct: 0,
      ok: true,
      by_construction: false,
    });
  });

  it('reports a gap beyond 0.5% instead of hiding it', () => {
    // 380 + 600 = 980 against 1000 assets: gap −20, −2%.
    const values = { total_assets: 1000, total_liabilities: 380, total_equity_including_minority: 600 };
    const check = result(checkPeriod(reportedPeriod(values), reportedIn(values)), 'balance_sheet_identity');
    expect(check).toMatchObject({ expected: 1000, actual: 980, gap: -20, gap_pct: -2, ok: false });
  });

  it('tolerates differences up to 0.5%', () => {
    expect(CHECK_TOLERANCE_PCT).toBe(0.5);
    expect(measureGap(1000, 1005)).toEqual({ expected: 1000, actual: 1005, gap: 5, gap_pct: 0.5, ok: true });
    expect(measureGap(1000, 1005.1).ok).toBe(false);
    expect(measureGap(-200, -201)).toMatchObject({ gap: -1, gap_pct: -0.5, ok: true });
    expect(measureGap(0, 0)).toMatchObject({ gap_pct: 0, ok: true });
    expect(measureGap(0, 3)).toMatchObject({ gap_pct: 100, ok: false });
  });

  it('checks subtotals against their parts', () => {
    const period = reportedPeriod({
      revenue: 1000,
      cost_of_revenue: 600,
      gross_profit: 410,
      operating_cash_flow: 500,
      capital_expenditure: -120,
      free_cash_flow: 380,
    });
    const report = checkPeriod(period);
    expect(result(report, 'subtotal:gross_profit')).toMatchObject({ expected: 410, actual: 400, gap: -10, ok: false });
    expect(result(report, 'subtotal:free_cash_flow')).toMatchObject({ expected: 380, actual: 380, ok: true });
  });

  it('compares net income with the profit incl. non-controlling interests that starts the cash flow', () => {
    const period = reportedPeriod({ net_income: 90, net_income_minority_interest: 10, cash_flow_net_income: 100 });
    expect(result(checkPeriod(period), 'net_income_income_vs_cash_flow')).toMatchObject({
      expected: 100,
      actual: 100,
      ok: true,
    });
    const withoutMinority = reportedPeriod({
      net_income: 90,
      net_income_minority_interest: 10,
      cash_flow_net_income: 90,
    });
    expect(result(checkPeriod(withoutMinority), 'net_income_income_vs_cash_flow')).toMatchObject({
      gap: 10,
      ok: false,
    });
  });

  it('marks a check whose line was derived from the identity itself', () => {
    const values = { total_assets: 1000, total_equity_including_minority: 600 };
    const period = deriveLines(reportedPeriod(values), reportedIn(values));
    expect(period.balance.total_liabilities?.value).toBe(400);
    const check = result(checkPeriod(period, reportedIn(values)), 'balance_sheet_identity');
    expect(check).toMatchObject({ ok: true, by_construction: true });
  });

  it('lists checks it cannot run with the missing lines', () => {
    const report = checkPeriod(reportedPeriod({ total_assets: 1000 }), reportedIn({ total_assets: 1000 }));
    expect(report.skipped).toContainEqual({
      check: 'balance_sheet_identity',
      period: 'FY 2024',
      missing: ['total_liabilities', 'total_equity_including_minority'],
    });
  });
});
