import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_OF_ACCOUNTS, getAccount, isAdditive } from './chart-of-accounts.js';
import { ACCOUNT_KEYS } from './keys.js';

const REQUIRED = [
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
  'eps_diluted',
  'diluted_shares',
  'depreciation_amortization',
  'cash_and_equivalents',
  'short_term_investments',
  'receivables',
  'inventory',
  'total_current_assets',
  'ppe_net',
  'goodwill',
  'intangibles',
  'total_assets',
  'accounts_payable',
  'total_current_liabilities',
  'short_term_debt',
  'long_term_debt',
  'operating_lease_liabilities',
  'total_liabilities',
  'minority_interest',
  'total_equity',
  'operating_cash_flow',
  'capital_expenditure',
  'acquisitions',
  'dividends_paid',
  'share_repurchases',
  'stock_based_compensation',
  'free_cash_flow',
];

describe('chart of accounts', () => {
  it('holds every account the DCF needs, each key once, in snake_case', () => {
    const keys = CHART_OF_ACCOUNTS.map((account) => account.key);
    expect(keys).toEqual(expect.arrayContaining(REQUIRED));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...ACCOUNT_KEYS]);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('gives balances an instant period and everything else a duration', () => {
    for (const account of CHART_OF_ACCOUNTS) {
      expect(account.period_type).toBe(account.statement === 'balance' ? 'instant' : 'duration');
      expect(account.label.length).toBeGreaterThan(2);
    }
  });

  it('keeps shares and per-share data in the income statement', () => {
    expect(getAccount('eps_diluted')).toMatchObject({ statement: 'income', unit_kind: 'currency_per_share' });
    expect(getAccount('diluted_shares')).toMatchObject({ statement: 'income', unit_kind: 'shares' });
    expect(getAccount('revenue').unit_kind).toBe('currency');
  });

  it('writes subtotals as formulas over accounts of the chart', () => {
    expect(getAccount('gross_profit').formula).toEqual([
      { key: 'revenue', sign: 1 },
      { key: 'cost_of_revenue', sign: -1 },
    ]);
    expect(getAccount('free_cash_flow').formula).toEqual([
      { key: 'operating_cash_flow', sign: 1 },
      { key: 'capital_expenditure', sign: 1 },
    ]);
    for (const account of CHART_OF_ACCOUNTS) {
      for (const term of account.formula ?? []) expect(() => getAccount(term.key)).not.toThrow();
    }
  });

  it('treats only currency flows as additive across periods', () => {
    expect(isAdditive(getAccount('revenue'))).toBe(true);
    expect(isAdditive(getAccount('capital_expenditure'))).toBe(true);
    expect(isAdditive(getAccount('eps_diluted'))).toBe(false);
    expect(isAdditive(getAccount('diluted_shares'))).toBe(false);
    expect(isAdditive(getAccount('total_assets'))).toBe(false);
  });
});

describe('package README', () => {
  it('documents every account of the chart', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const account of CHART_OF_ACCOUNTS) expect(readme, account.key).toContain(`\`${account.key}\``);
  });
});
