import type { Money } from '../units.js';
import type { TAssetSchedule } from './asset-schedule.js';

/** Forecast income statement, one value per forecast year; expenses positive. @public */
export type TForecastIncome = {
  revenue: Money[];
  costOfRevenue: Money[];
  grossProfit: Money[];
  research: Money[];
  sga: Money[];
  /** Other operating expense as filed (between SG&A and operating income; D&A left where filed). */
  otherOpex: Money[];
  /** D&A included in the cost lines above, added back: EBITDA = GP − R&D − SG&A − other + this. */
  daInCosts: Money[];
  ebitda: Money[];
  depreciation: Money[];
  amortization: Money[];
  ebit: Money[];
  interestExpense: Money[];
  interestIncome: Money[];
  pretaxIncome: Money[];
  /** t × pre-tax income: a loss gives a tax credit, as in EBIT × (1 − t). */
  tax: Money[];
  netIncome: Money[];
};

/** Forecast balance sheet at each year end. @public */
export type TForecastBalance = {
  cash: Money[];
  shortTermInvestments: Money[];
  receivables: Money[];
  inventory: Money[];
  otherAssets: Money[];
  ppe: Money[];
  intangibles: Money[];
  goodwill: Money[];
  totalAssets: Money[];
  payables: Money[];
  otherLiabilities: Money[];
  debt: Money[];
  revolver: Money[];
  leases: Money[];
  totalLiabilities: Money[];
  equity: Money[];
  minorityInterest: Money[];
  otherEquity: Money[];
  totalEquity: Money[];
  totalLiabilitiesAndEquity: Money[];
};

/** Forecast cash flow statement; lines signed as they affect cash. @public */
export type TForecastCashFlow = {
  netIncome: Money[];
  depreciationAmortization: Money[];
  /** −ΔNWC. */
  changeInWorkingCapital: Money[];
  operatingCashFlow: Money[];
  /** −PP&E additions. */
  capex: Money[];
  /** −intangible additions. */
  intangiblesPurchases: Money[];
  investingCashFlow: Money[];
  debtIssuance: Money[];
  revolverDraw: Money[];
  /** −dividends. */
  dividends: Money[];
  /** −buybacks. */
  buybacks: Money[];
  financingCashFlow: Money[];
  netChangeInCash: Money[];
  openingCash: Money[];
  closingCash: Money[];
};

/** Working-capital schedule. @public */
export type TWorkingCapitalSchedule = {
  receivables: Money[];
  inventory: Money[];
  payables: Money[];
  /** receivables + inventory − payables. */
  netWorkingCapital: Money[];
  /** NWC_t − NWC_{t−1} (an increase uses cash). */
  increase: Money[];
};

/** Debt or revolver roll-forward with interest on the opening balance. @public */
export type TDebtSchedule = { opening: Money[]; change: number[]; closing: number[]; interest: number[] };

/** The integrity checks of every forecast year. @public */
export type TForecastChecks = {
  /** Total assets − (total liabilities + total equity). */
  balanceGap: Money[];
  /** Closing cash − (opening cash + net change in cash from the cash flow statement). */
  cashGap: Money[];
  /** Both gaps within `tolerance` × max(1, total assets) in every year. */
  isBalanced: boolean;
  tolerance: number;
};

/** A three-statement forecast with its schedules and checks. @public */
export type TForecast = {
  /** Fiscal year of each forecast year. */
  fiscalYears: number[];
  /** Balance-sheet date of each forecast year. */
  periodEnds: string[];
  income: TForecastIncome;
  balance: TForecastBalance;
  cashFlow: TForecastCashFlow;
  schedules: {
    ppe: TAssetSchedule;
    intangibles: TAssetSchedule;
    workingCapital: TWorkingCapitalSchedule;
    debt: TDebtSchedule;
    revolver: TDebtSchedule;
  };
  checks: TForecastChecks;
};

// Line keys in presentation order, to allocate and walk the tables.

/** @internal */
export const INCOME_KEYS: readonly (keyof TForecastIncome)[] = [
  'revenue',
  'costOfRevenue',
  'grossProfit',
  'research',
  'sga',
  'otherOpex',
  'daInCosts',
  'ebitda',
  'depreciation',
  'amortization',
  'ebit',
  'interestExpense',
  'interestIncome',
  'pretaxIncome',
  'tax',
  'netIncome',
];
/** @internal */
export const BALANCE_KEYS: readonly (keyof TForecastBalance)[] = [
  'cash',
  'shortTermInvestments',
  'receivables',
  'inventory',
  'otherAssets',
  'ppe',
  'intangibles',
  'goodwill',
  'totalAssets',
  'payables',
  'otherLiabilities',
  'debt',
  'revolver',
  'leases',
  'totalLiabilities',
  'equity',
  'minorityInterest',
  'otherEquity',
  'totalEquity',
  'totalLiabilitiesAndEquity',
];
/** @internal */
export const CASH_FLOW_KEYS: readonly (keyof TForecastCashFlow)[] = [
  'netIncome',
  'depreciationAmortization',
  'changeInWorkingCapital',
  'operatingCashFlow',
  'capex',
  'intangiblesPurchases',
  'investingCashFlow',
  'debtIssuance',
  'revolverDraw',
  'dividends',
  'buybacks',
  'financingCashFlow',
  'netChangeInCash',
  'openingCash',
  'closingCash',
];
/** @internal */
export const WC_KEYS: readonly (keyof TWorkingCapitalSchedule)[] = [
  'receivables',
  'inventory',
  'payables',
  'netWorkingCapital',
  'increase',
];
/** @internal */
export const DEBT_KEYS: readonly (keyof TDebtSchedule)[] = ['opening', 'change', 'closing', 'interest'];
