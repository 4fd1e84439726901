/**
 * Test fixtures: standardized periods built from plain values, and a small, internally consistent
 * company (hand-checkable numbers). Exported only through `@app/valuation/testing`.
 */
import type { TStatementPeriod } from '@app/statements';

const INCOME = new Set([
  'revenue',
  'cost_of_revenue',
  'gross_profit',
  'research_and_development',
  'selling_general_administrative',
  'operating_income',
  'interest_expense',
  'pretax_income',
  'income_tax',
  'net_income',
  'diluted_shares',
  'basic_shares',
]);
const CASH_FLOW = new Set([
  'depreciation_amortization',
  'depreciation',
  'amortization',
  'capital_expenditure',
  'dividends_paid',
  'share_repurchases',
  'operating_cash_flow',
  'stock_based_compensation',
  'free_cash_flow',
]);

/** A FY period (year end 31 December) whose lines are reported with the given values. @internal */
export function fyPeriod(
  fiscalYear: number,
  values: Record<string, number | undefined>,
  options: { periodEnd?: string; taxonomy?: string } = {},
): TStatementPeriod {
  const period: TStatementPeriod = {
    fiscal_year: fiscalYear,
    fiscal_period: 'FY',
    period_start: `${fiscalYear}-01-01`,
    period_end: options.periodEnd ?? `${fiscalYear}-12-31`,
    currency: 'USD',
    income: {},
    balance: {},
    cash_flow: {},
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const line = {
      value,
      source: {
        kind: 'reported' as const,
        taxonomy: options.taxonomy ?? 'us-gaap',
        tag: key,
        form: '10-K',
        accession: null,
        filed: null,
        unit: 'USD',
      },
    };
    const statement = INCOME.has(key) ? period.income : CASH_FLOW.has(key) ? period.cash_flow : period.balance;
    (statement as Record<string, typeof line>)[key] = line;
  }
  return period;
}

/**
 * Three years of a tidy company: revenue +10% a year, gross margin 40%, R&D 10%, SG&A 15%, D&A 5%
 * of revenue (embedded in costs, so operating margin 10%), DSO 36.5, DIO 73, DPO 36.5 days, debt at
 * 5% interest, tax 25%, payout 30% and buybacks 20% of net income, capex 6% of revenue. Amounts
 * and shares in `unit`s (1e6: the same company in full units of millions).
 * @internal
 */
export function tidyHistory(unit = 1): TStatementPeriod[] {
  return [2022, 2023, 2024].map((year, i) => {
    const revenue = 1000 * unit * 1.1 ** i;
    const cost = revenue * 0.6;
    const ebit = revenue * 0.1;
    const interest = 10 * unit;
    const pretax = ebit - interest;
    const tax = pretax * 0.25;
    const netIncome = pretax - tax;
    const receivables = revenue * 0.1;
    const inventory = cost * 0.2;
    const payables = cost * 0.1;
    const totalAssets = (200 + 300 + 40 + 100 + 60) * unit + receivables + inventory;
    const totalLiabilities = payables + (200 + 100) * unit;
    return fyPeriod(year, {
      revenue,
      cost_of_revenue: cost,
      research_and_development: revenue * 0.1,
      selling_general_administrative: revenue * 0.15,
      operating_income: ebit,
      interest_expense: interest,
      pretax_income: pretax,
      income_tax: tax,
      net_income: netIncome,
      diluted_shares: 100 * unit,
      depreciation_amortization: revenue * 0.05,
      capital_expenditure: -revenue * 0.06,
      dividends_paid: -netIncome * 0.3,
      share_repurchases: -netIncome * 0.2,
      cash_and_equivalents: 200 * unit,
      receivables,
      inventory,
      ppe_net: 300 * unit,
      intangibles: 40 * unit,
      goodwill: 100 * unit,
      total_assets: totalAssets,
      accounts_payable: payables,
      long_term_debt: 200 * unit,
      total_liabilities: totalLiabilities,
      total_equity: totalAssets - totalLiabilities,
    });
  });
}
