import { SHEET_STATEMENTS, type TSheetRow } from '@app/valuation';

export {
  annualHistory,
  forecastValue,
  historyLine,
  type THistoryPeriod,
  type TRowUnit,
  type TSheetRow,
} from '@app/valuation';

/** Each line's label, by the line's name. */
const LINE_LABELS = {
  revenue: 'valuation:sheet.lines.revenue',
  costOfRevenue: 'valuation:sheet.lines.costOfRevenue',
  grossProfit: 'valuation:sheet.lines.grossProfit',
  research: 'valuation:sheet.lines.research',
  sga: 'valuation:sheet.lines.sga',
  otherOpex: 'valuation:sheet.lines.otherOpex',
  daInCosts: 'valuation:sheet.lines.daInCosts',
  ebitda: 'valuation:sheet.lines.ebitda',
  depreciation: 'valuation:sheet.lines.depreciation',
  amortization: 'valuation:sheet.lines.amortization',
  operatingIncome: 'valuation:sheet.lines.operatingIncome',
  interestExpense: 'valuation:sheet.lines.interestExpense',
  interestIncome: 'valuation:sheet.lines.interestIncome',
  pretaxIncome: 'valuation:sheet.lines.pretaxIncome',
  incomeTax: 'valuation:sheet.lines.incomeTax',
  netIncome: 'valuation:sheet.lines.netIncome',
  epsDiluted: 'valuation:sheet.lines.epsDiluted',
  dilutedShares: 'valuation:sheet.lines.dilutedShares',
  cash: 'valuation:sheet.lines.cash',
  shortTermInvestments: 'valuation:sheet.lines.shortTermInvestments',
  receivables: 'valuation:sheet.lines.receivables',
  inventory: 'valuation:sheet.lines.inventory',
  totalCurrentAssets: 'valuation:sheet.lines.totalCurrentAssets',
  ppe: 'valuation:sheet.lines.ppe',
  intangibles: 'valuation:sheet.lines.intangibles',
  goodwill: 'valuation:sheet.lines.goodwill',
  otherAssets: 'valuation:sheet.lines.otherAssets',
  totalAssets: 'valuation:sheet.lines.totalAssets',
  payables: 'valuation:sheet.lines.payables',
  totalCurrentLiabilities: 'valuation:sheet.lines.totalCurrentLiabilities',
  debt: 'valuation:sheet.lines.debt',
  revolver: 'valuation:sheet.lines.revolver',
  leases: 'valuation:sheet.lines.leases',
  otherLiabilities: 'valuation:sheet.lines.otherLiabilities',
  totalLiabilities: 'valuation:sheet.lines.totalLiabilities',
  equity: 'valuation:sheet.lines.equity',
  minorityInterest: 'valuation:sheet.lines.minorityInterest',
  otherEquity: 'valuation:sheet.lines.otherEquity',
  totalEquity: 'valuation:sheet.lines.totalEquity',
  totalLiabilitiesAndEquity: 'valuation:sheet.lines.totalLiabilitiesAndEquity',
  depreciationAmortization: 'valuation:sheet.lines.depreciationAmortization',
  stockBasedCompensation: 'valuation:sheet.lines.stockBasedCompensation',
  changeInWorkingCapital: 'valuation:sheet.lines.changeInWorkingCapital',
  operatingCashFlow: 'valuation:sheet.lines.operatingCashFlow',
  capex: 'valuation:sheet.lines.capex',
  intangiblesPurchases: 'valuation:sheet.lines.intangiblesPurchases',
  acquisitions: 'valuation:sheet.lines.acquisitions',
  investingCashFlow: 'valuation:sheet.lines.investingCashFlow',
  debtIssuance: 'valuation:sheet.lines.debtIssuance',
  revolverDraw: 'valuation:sheet.lines.revolverDraw',
  dividends: 'valuation:sheet.lines.dividends',
  buybacks: 'valuation:sheet.lines.buybacks',
  financingCashFlow: 'valuation:sheet.lines.financingCashFlow',
  netChangeInCash: 'valuation:sheet.lines.netChangeInCash',
  freeCashFlow: 'valuation:sheet.lines.freeCashFlow',
} as const;

/** A line's label. */
export function rowLabel(row: TSheetRow): (typeof LINE_LABELS)[keyof typeof LINE_LABELS] {
  return LINE_LABELS[row.name as keyof typeof LINE_LABELS];
}

const STATEMENT_TITLES = {
  income: 'valuation:sheet.income',
  balance: 'valuation:sheet.balance',
  cashFlow: 'valuation:sheet.cashFlow',
} as const;

/** The statements in order, each with its title. */
export const STATEMENTS = SHEET_STATEMENTS.map((statement) => ({
  ...statement,
  title: STATEMENT_TITLES[statement.id],
}));
