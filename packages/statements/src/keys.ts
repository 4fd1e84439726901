/**
 * The stable keys of the standard chart of accounts, one list per statement, in presentation
 * order. Keys are snake_case and never renamed: they are stored, sent on the wire and used as
 * spreadsheet names. Definitions (label, period type, unit, formula) live in `chart-of-accounts.ts`.
 */

/** Income statement lines, including shares and per-share data. @public */
export const INCOME_KEYS = [
  'revenue',
  'cost_of_revenue',
  'gross_profit',
  'research_and_development',
  'selling_marketing',
  'general_administrative',
  'selling_general_administrative',
  'operating_expenses',
  'costs_and_expenses',
  'operating_income',
  'interest_expense',
  'pretax_income',
  'income_tax',
  'net_income_including_minority',
  'net_income_minority_interest',
  'net_income',
  'eps_basic',
  'eps_diluted',
  'basic_shares',
  'diluted_shares',
  'ebitda',
] as const;

/** Balance sheet lines. @public */
export const BALANCE_KEYS = [
  'cash_and_equivalents',
  'short_term_investments',
  'receivables',
  'inventory',
  'other_current_assets',
  'total_current_assets',
  'ppe_net',
  'goodwill',
  'intangibles',
  'long_term_investments',
  'total_assets',
  'accounts_payable',
  'deferred_revenue',
  'other_current_liabilities',
  'short_term_borrowings',
  'current_portion_long_term_debt',
  'short_term_debt',
  'total_current_liabilities',
  'long_term_debt',
  'long_term_debt_including_current',
  'total_debt',
  'operating_lease_liabilities_current',
  'operating_lease_liabilities_noncurrent',
  'operating_lease_liabilities',
  'total_liabilities',
  'redeemable_equity',
  'redeemable_minority_interest',
  'temporary_equity',
  'total_equity',
  'minority_interest',
  'total_equity_including_minority',
  'equity_attributable_to_parent',
  'total_liabilities_and_equity',
] as const;

/** Cash flow statement lines, signed as they affect cash. @public */
export const CASH_FLOW_KEYS = [
  'cash_flow_net_income',
  'depreciation',
  'amortization',
  'depreciation_amortization',
  'stock_based_compensation',
  'operating_cash_flow',
  'capital_expenditure',
  'acquisitions',
  'investing_cash_flow',
  'dividends_paid',
  'share_repurchases',
  'financing_cash_flow',
  'free_cash_flow',
] as const;

/** @public */
export type TIncomeKey = (typeof INCOME_KEYS)[number];
/** @public */
export type TBalanceKey = (typeof BALANCE_KEYS)[number];
/** @public */
export type TCashFlowKey = (typeof CASH_FLOW_KEYS)[number];
/** Any standard account key. Keys are unique across the three statements. @public */
export type TAccountKey = TIncomeKey | TBalanceKey | TCashFlowKey;

/** The three statements of a period. @public */
export type TStatementKind = 'income' | 'balance' | 'cash_flow';

/** Every key, in presentation order: income, balance, cash flow. @public */
export const ACCOUNT_KEYS: readonly TAccountKey[] = [...INCOME_KEYS, ...BALANCE_KEYS, ...CASH_FLOW_KEYS];
