import {
  ACCOUNT_KEYS,
  BALANCE_KEYS,
  CASH_FLOW_KEYS,
  INCOME_KEYS,
  type TAccountKey,
  type TStatementKind,
} from './keys.js';

/** `duration` lines cover a period (income, cash flow); `instant` lines are balances at its end. @public */
export type TPeriodType = 'duration' | 'instant';
/** What a value counts: money, shares, or money per share. @public */
export type TUnitKind = 'currency' | 'shares' | 'currency_per_share';

/**
 * One term of a formula: `sign × value(key)`. An `optional` term is left out of the sum when the
 * period's statement does not show that line (see `TFormulaContext`: a company without
 * non-controlling interests has no minority-interest line). When the statement shows the line but
 * its value is missing, the formula cannot be used for the period.
 * @public
 */
export type TFormulaTerm = { key: TAccountKey; sign: 1 | -1; optional?: boolean };

/** One account of the standard chart. @public */
export type TAccount = {
  key: TAccountKey;
  statement: TStatementKind;
  /** English label, sentence case. */
  label: string;
  period_type: TPeriodType;
  unit_kind: TUnitKind;
  /** For a subtotal: `key = Σ sign × term`, used to derive the line when it is not reported. */
  formula?: readonly TFormulaTerm[];
  /**
   * Whether the formula is an identity the reported subtotal must satisfy (checked by
   * `checkPeriod`), or only the best composition from lines of the chart: debt subtotals, whose
   * parts are not exhaustive (other borrowings, finance leases), are derived but not checked.
   */
  is_identity?: boolean;
};

type TDefinition = Omit<TAccount, 'key' | 'statement' | 'period_type' | 'unit_kind'> &
  Partial<Pick<TAccount, 'unit_kind'>>;

const plus = (key: TAccountKey, optional = false): TFormulaTerm => ({ key, sign: 1, ...(optional && { optional }) });
const minus = (key: TAccountKey, optional = false): TFormulaTerm => ({ key, sign: -1, ...(optional && { optional }) });
/** A subtotal that must equal its parts. */
const identity = (...formula: TFormulaTerm[]) => ({ formula, is_identity: true });
/** A subtotal built from the chart's lines, whose parts may not be exhaustive. */
const composition = (...formula: TFormulaTerm[]) => ({ formula, is_identity: false });

const DEFINITIONS: Record<TAccountKey, TDefinition> = {
  revenue: { label: 'Revenue' },
  cost_of_revenue: { label: 'Cost of revenue' },
  gross_profit: { label: 'Gross profit', ...identity(plus('revenue'), minus('cost_of_revenue')) },
  research_and_development: { label: 'Research and development' },
  selling_marketing: { label: 'Sales and marketing' },
  general_administrative: { label: 'General and administrative' },
  selling_general_administrative: {
    label: 'Selling, general and administrative',
    ...identity(plus('selling_marketing'), plus('general_administrative')),
  },
  operating_expenses: { label: 'Operating expenses (excluding cost of revenue)' },
  costs_and_expenses: { label: 'Total costs and expenses (including cost of revenue)' },
  operating_income: { label: 'Operating income' },
  interest_expense: { label: 'Interest expense' },
  pretax_income: { label: 'Income before income taxes' },
  income_tax: { label: 'Income tax expense' },
  net_income_including_minority: {
    label: 'Net income including non-controlling interests',
    ...identity(plus('net_income'), plus('net_income_minority_interest', true)),
  },
  net_income_minority_interest: { label: 'Net income attributable to non-controlling interests' },
  net_income: { label: 'Net income attributable to shareholders' },
  eps_basic: { label: 'Earnings per share, basic', unit_kind: 'currency_per_share' },
  eps_diluted: { label: 'Earnings per share, diluted', unit_kind: 'currency_per_share' },
  basic_shares: { label: 'Weighted average shares, basic', unit_kind: 'shares' },
  diluted_shares: { label: 'Weighted average shares, diluted', unit_kind: 'shares' },
  ebitda: { label: 'EBITDA', ...identity(plus('operating_income'), plus('depreciation_amortization')) },

  cash_and_equivalents: { label: 'Cash and cash equivalents' },
  short_term_investments: { label: 'Short-term investments' },
  receivables: { label: 'Accounts receivable' },
  inventory: { label: 'Inventory' },
  other_current_assets: { label: 'Other current assets' },
  total_current_assets: { label: 'Total current assets' },
  ppe_net: { label: 'Property, plant and equipment, net' },
  goodwill: { label: 'Goodwill' },
  intangibles: { label: 'Intangible assets, net (excluding goodwill)' },
  long_term_investments: { label: 'Long-term marketable securities and investments' },
  total_assets: { label: 'Total assets' },
  accounts_payable: { label: 'Accounts payable' },
  deferred_revenue: { label: 'Deferred revenue (current)' },
  other_current_liabilities: { label: 'Other current liabilities' },
  short_term_borrowings: { label: 'Short-term borrowings and commercial paper' },
  current_portion_long_term_debt: { label: 'Current portion of long-term debt' },
  short_term_debt: {
    label: 'Short-term debt',
    ...composition(plus('short_term_borrowings', true), plus('current_portion_long_term_debt', true)),
  },
  total_current_liabilities: { label: 'Total current liabilities' },
  long_term_debt: { label: 'Long-term debt (non-current)' },
  long_term_debt_including_current: { label: 'Long-term debt including current maturities' },
  total_debt: { label: 'Total debt', ...composition(plus('short_term_debt', true), plus('long_term_debt', true)) },
  operating_lease_liabilities_current: { label: 'Operating lease liabilities, current' },
  operating_lease_liabilities_noncurrent: { label: 'Operating lease liabilities, non-current' },
  operating_lease_liabilities: {
    label: 'Operating lease liabilities',
    ...identity(
      plus('operating_lease_liabilities_current', true),
      plus('operating_lease_liabilities_noncurrent', true),
    ),
  },
  total_liabilities: { label: 'Total liabilities' },
  redeemable_equity: { label: 'Redeemable stock and other temporary equity of the parent' },
  redeemable_minority_interest: { label: 'Redeemable non-controlling interests' },
  temporary_equity: {
    label: 'Temporary (mezzanine) equity',
    ...identity(plus('redeemable_equity', true), plus('redeemable_minority_interest', true)),
  },
  total_equity: { label: "Shareholders' equity attributable to the parent" },
  minority_interest: { label: 'Non-controlling (minority) interests' },
  total_equity_including_minority: {
    label: 'Total equity including non-controlling interests',
    ...identity(plus('total_equity'), plus('minority_interest', true)),
  },
  // Uploaded statements name the printed consolidated total `total_equity` and the parent's share
  // beside it this key (`@app/extraction` presentEquityKeys / chartEquityKeys convert).
  equity_attributable_to_parent: {
    label: "Equity attributable to the parent's shareholders, printed beside total equity",
  },
  total_liabilities_and_equity: {
    label: 'Total liabilities and equity',
    ...identity(plus('total_liabilities'), plus('temporary_equity', true), plus('total_equity_including_minority')),
  },

  cash_flow_net_income: { label: 'Net income including non-controlling interests (cash flow)' },
  depreciation: { label: 'Depreciation' },
  amortization: { label: 'Amortization' },
  depreciation_amortization: { label: 'Depreciation and amortization' },
  stock_based_compensation: { label: 'Stock-based compensation' },
  operating_cash_flow: { label: 'Net cash from operating activities' },
  capital_expenditure: { label: 'Capital expenditure' },
  acquisitions: { label: 'Acquisitions, net of cash acquired' },
  investing_cash_flow: { label: 'Net cash from investing activities' },
  dividends_paid: { label: 'Dividends paid' },
  share_repurchases: { label: 'Repurchases of common stock' },
  financing_cash_flow: { label: 'Net cash from financing activities' },
  free_cash_flow: { label: 'Free cash flow', ...identity(plus('operating_cash_flow'), plus('capital_expenditure')) },
};

const STATEMENT_OF = new Map<TAccountKey, TStatementKind>([
  ...INCOME_KEYS.map((key) => [key, 'income'] as const),
  ...BALANCE_KEYS.map((key) => [key, 'balance'] as const),
  ...CASH_FLOW_KEYS.map((key) => [key, 'cash_flow'] as const),
]);

/** The standard chart of accounts in presentation order (income, balance, cash flow). @public */
export const CHART_OF_ACCOUNTS: readonly TAccount[] = ACCOUNT_KEYS.map((key) => {
  const statement = STATEMENT_OF.get(key) ?? 'income';
  const { unit_kind = 'currency', ...rest } = DEFINITIONS[key];
  return { key, statement, period_type: statement === 'balance' ? 'instant' : 'duration', unit_kind, ...rest };
});

const BY_KEY = new Map(CHART_OF_ACCOUNTS.map((account) => [account.key, account]));

/**
 * The account for a key.
 * @throws Error for a key outside the chart (a programmer error: keys are typed).
 * @public
 */
export function getAccount(key: TAccountKey): TAccount {
  const account = BY_KEY.get(key);
  if (!account) throw new Error(`unknown account key: ${key}`);
  return account;
}

/**
 * Whether values of consecutive periods add up: currency flows do (FY = Q1 + Q2 + Q3 + Q4, so
 * Q4 = FY − 9M and TTM = Σ last four quarters); balances, share counts and per-share values do not.
 * @public
 */
export function isAdditive(account: TAccount): boolean {
  return account.period_type === 'duration' && account.unit_kind === 'currency';
}
