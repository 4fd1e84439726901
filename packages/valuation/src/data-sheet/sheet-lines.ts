import type { TPerYearDriver } from '../forecast/drivers.js';
import type { TModel, TModelInput } from '../model-inputs.js';

/** One fiscal period of the model's history, as `@app/statements` standardises it. */
export type THistoryPeriod = TModelInput['history'][number];
type TForecast = TModel['forecast'];
type THistoryStatement = 'income' | 'balance' | 'cash_flow';

/** How a forecast line is produced: set by an editable driver, or computed from other lines. */
export type TForecastKind = 'driver' | 'formula';
/** How a line's figures are shown. */
export type TRowUnit = 'money' | 'perShare' | 'shares';

/**
 * One line of the data sheet (the web's and the data-sheet document's): where its history and its
 * forecast come from.
 * @public
 */
export type TSheetRow = {
  id: string;
  /** The line's name (the UI's label key): the cash flow's net income is named as the income statement's. */
  name: string;
  unit: TRowUnit;
  isTotal?: boolean;
  /** A statement line, or a value derived from the period's lines (the same formula the engine's driver reads). */
  history: { statement: THistoryStatement; key: string } | { derive: (period: THistoryPeriod) => THistoryLine } | null;
  forecast: {
    statement: keyof Pick<TForecast, 'income' | 'balance' | 'cashFlow'>;
    key: string;
    kind: TForecastKind;
    /** The assumption that sets a driver line. */
    driver?: TPerYearDriver;
  } | null;
};

type THistoryLine = THistoryPeriod['income'][keyof THistoryPeriod['income']];

const h = (statement: THistoryStatement, key: string) => ({ statement, key });
const value = (line: THistoryLine) => line?.value;

/**
 * Other operating expense as filed: gross profit − R&D − SG&A − operating income (the engine's
 * `otherOpexPctRevenue` reads the same), so the forecast line has its history beside it.
 */
function otherOpexOf(period: THistoryPeriod): THistoryLine {
  const i = period.income;
  const gross = value(i.gross_profit) ?? sub(value(i.revenue), value(i.cost_of_revenue));
  const sga =
    value(i.selling_general_administrative) ??
    (i.selling_marketing && i.general_administrative
      ? (i.selling_marketing.value as number) + (i.general_administrative.value as number)
      : undefined);
  const ebit = value(i.operating_income);
  if (gross === undefined || ebit === undefined) return undefined;
  return derived(gross - (value(i.research_and_development) ?? 0) - (sga ?? 0) - ebit, [
    'gross_profit',
    'research_and_development',
    'selling_general_administrative',
    'operating_income',
  ]);
}

/** D&A as the cash flow statement reports it: the amount inside the cost lines that the engine adds back. */
function daInCostsOf(period: THistoryPeriod): THistoryLine {
  const c = period.cash_flow;
  if (c.depreciation_amortization) return c.depreciation_amortization;
  if (c.depreciation && c.amortization) {
    return derived(c.depreciation.value + c.amortization.value, ['depreciation', 'amortization'], ' + ');
  }
  return undefined;
}

function sub(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined ? undefined : a - b;
}

function derived(amount: number, inputs: string[], join = ' − '): THistoryLine {
  return { value: amount, source: { kind: 'derived', formula: inputs.join(join), inputs } };
}
const fi = (key: keyof TForecast['income'], kind: TForecastKind, driver?: TPerYearDriver) => ({
  statement: 'income' as const,
  key,
  kind,
  ...(driver ? { driver } : {}),
});
const fb = (key: keyof TForecast['balance'], kind: TForecastKind, driver?: TPerYearDriver) => ({
  statement: 'balance' as const,
  key,
  kind,
  ...(driver ? { driver } : {}),
});
const fc = (key: keyof TForecast['cashFlow'], kind: TForecastKind, driver?: TPerYearDriver) => ({
  statement: 'cashFlow' as const,
  key,
  kind,
  ...(driver ? { driver } : {}),
});

export const INCOME_ROWS: readonly TSheetRow[] = [
  {
    id: 'revenue',
    name: 'revenue',
    unit: 'money',
    isTotal: true,
    history: h('income', 'revenue'),
    forecast: fi('revenue', 'driver', 'revenueGrowth'),
  },
  {
    id: 'costOfRevenue',
    name: 'costOfRevenue',
    unit: 'money',
    history: h('income', 'cost_of_revenue'),
    forecast: fi('costOfRevenue', 'driver', 'grossMargin'),
  },
  {
    id: 'grossProfit',
    name: 'grossProfit',
    unit: 'money',
    isTotal: true,
    history: h('income', 'gross_profit'),
    forecast: fi('grossProfit', 'formula'),
  },
  {
    id: 'research',
    name: 'research',
    unit: 'money',
    history: h('income', 'research_and_development'),
    forecast: fi('research', 'driver', 'researchPctRevenue'),
  },
  {
    id: 'sga',
    name: 'sga',
    unit: 'money',
    history: h('income', 'selling_general_administrative'),
    forecast: fi('sga', 'driver', 'sgaPctRevenue'),
  },
  {
    id: 'otherOpex',
    name: 'otherOpex',
    unit: 'money',
    history: { derive: otherOpexOf },
    forecast: fi('otherOpex', 'driver', 'otherOpexPctRevenue'),
  },
  {
    id: 'daInCosts',
    name: 'daInCosts',
    unit: 'money',
    history: { derive: daInCostsOf },
    forecast: fi('daInCosts', 'driver', 'daInCostsPctRevenue'),
  },
  {
    id: 'ebitda',
    name: 'ebitda',
    unit: 'money',
    isTotal: true,
    history: h('income', 'ebitda'),
    forecast: fi('ebitda', 'formula'),
  },
  {
    id: 'depreciation',
    name: 'depreciation',
    unit: 'money',
    history: h('cash_flow', 'depreciation'),
    forecast: fi('depreciation', 'formula'),
  },
  {
    id: 'amortization',
    name: 'amortization',
    unit: 'money',
    history: h('cash_flow', 'amortization'),
    forecast: fi('amortization', 'formula'),
  },
  {
    id: 'operatingIncome',
    name: 'operatingIncome',
    unit: 'money',
    isTotal: true,
    history: h('income', 'operating_income'),
    forecast: fi('ebit', 'formula'),
  },
  {
    id: 'interestExpense',
    name: 'interestExpense',
    unit: 'money',
    history: h('income', 'interest_expense'),
    forecast: fi('interestExpense', 'formula'),
  },
  {
    id: 'interestIncome',
    name: 'interestIncome',
    unit: 'money',
    history: null,
    forecast: fi('interestIncome', 'formula'),
  },
  {
    id: 'pretaxIncome',
    name: 'pretaxIncome',
    unit: 'money',
    isTotal: true,
    history: h('income', 'pretax_income'),
    forecast: fi('pretaxIncome', 'formula'),
  },
  {
    id: 'incomeTax',
    name: 'incomeTax',
    unit: 'money',
    history: h('income', 'income_tax'),
    forecast: fi('tax', 'driver', 'taxRate'),
  },
  {
    id: 'netIncome',
    name: 'netIncome',
    unit: 'money',
    isTotal: true,
    history: h('income', 'net_income'),
    forecast: fi('netIncome', 'formula'),
  },
  {
    id: 'epsDiluted',
    name: 'epsDiluted',
    unit: 'perShare',
    history: h('income', 'eps_diluted'),
    forecast: null,
  },
  {
    id: 'dilutedShares',
    name: 'dilutedShares',
    unit: 'shares',
    history: h('income', 'diluted_shares'),
    forecast: null,
  },
];

export const BALANCE_ROWS: readonly TSheetRow[] = [
  {
    id: 'cash',
    name: 'cash',
    unit: 'money',
    history: h('balance', 'cash_and_equivalents'),
    forecast: fb('cash', 'formula'),
  },
  {
    id: 'shortTermInvestments',
    name: 'shortTermInvestments',
    unit: 'money',
    history: h('balance', 'short_term_investments'),
    forecast: fb('shortTermInvestments', 'formula'),
  },
  {
    id: 'receivables',
    name: 'receivables',
    unit: 'money',
    history: h('balance', 'receivables'),
    forecast: fb('receivables', 'driver', 'receivableDays'),
  },
  {
    id: 'inventory',
    name: 'inventory',
    unit: 'money',
    history: h('balance', 'inventory'),
    forecast: fb('inventory', 'driver', 'inventoryDays'),
  },
  {
    id: 'totalCurrentAssets',
    name: 'totalCurrentAssets',
    unit: 'money',
    history: h('balance', 'total_current_assets'),
    forecast: null,
  },
  {
    id: 'ppe',
    name: 'ppe',
    unit: 'money',
    history: h('balance', 'ppe_net'),
    forecast: fb('ppe', 'formula'),
  },
  {
    id: 'intangibles',
    name: 'intangibles',
    unit: 'money',
    history: h('balance', 'intangibles'),
    forecast: fb('intangibles', 'formula'),
  },
  {
    id: 'goodwill',
    name: 'goodwill',
    unit: 'money',
    history: h('balance', 'goodwill'),
    forecast: fb('goodwill', 'formula'),
  },
  {
    id: 'otherAssets',
    name: 'otherAssets',
    unit: 'money',
    history: null,
    forecast: fb('otherAssets', 'formula'),
  },
  {
    id: 'totalAssets',
    name: 'totalAssets',
    unit: 'money',
    isTotal: true,
    history: h('balance', 'total_assets'),
    forecast: fb('totalAssets', 'formula'),
  },
  {
    id: 'payables',
    name: 'payables',
    unit: 'money',
    history: h('balance', 'accounts_payable'),
    forecast: fb('payables', 'driver', 'payableDays'),
  },
  {
    id: 'totalCurrentLiabilities',
    name: 'totalCurrentLiabilities',
    unit: 'money',
    history: h('balance', 'total_current_liabilities'),
    forecast: null,
  },
  {
    id: 'debt',
    name: 'debt',
    unit: 'money',
    history: h('balance', 'total_debt'),
    forecast: fb('debt', 'driver', 'debtIssuance'),
  },
  {
    id: 'revolver',
    name: 'revolver',
    unit: 'money',
    history: null,
    forecast: fb('revolver', 'formula'),
  },
  {
    id: 'leases',
    name: 'leases',
    unit: 'money',
    history: h('balance', 'operating_lease_liabilities'),
    forecast: fb('leases', 'formula'),
  },
  {
    id: 'otherLiabilities',
    name: 'otherLiabilities',
    unit: 'money',
    history: null,
    forecast: fb('otherLiabilities', 'formula'),
  },
  {
    id: 'totalLiabilities',
    name: 'totalLiabilities',
    unit: 'money',
    isTotal: true,
    history: h('balance', 'total_liabilities'),
    forecast: fb('totalLiabilities', 'formula'),
  },
  {
    id: 'equity',
    name: 'equity',
    unit: 'money',
    history: h('balance', 'total_equity'),
    forecast: fb('equity', 'formula'),
  },
  {
    id: 'minorityInterest',
    name: 'minorityInterest',
    unit: 'money',
    history: h('balance', 'minority_interest'),
    forecast: fb('minorityInterest', 'formula'),
  },
  {
    id: 'otherEquity',
    name: 'otherEquity',
    unit: 'money',
    history: null,
    forecast: fb('otherEquity', 'formula'),
  },
  {
    id: 'totalEquity',
    name: 'totalEquity',
    unit: 'money',
    isTotal: true,
    history: h('balance', 'total_equity_including_minority'),
    forecast: fb('totalEquity', 'formula'),
  },
  {
    id: 'totalLiabilitiesAndEquity',
    name: 'totalLiabilitiesAndEquity',
    unit: 'money',
    isTotal: true,
    history: h('balance', 'total_liabilities_and_equity'),
    forecast: fb('totalLiabilitiesAndEquity', 'formula'),
  },
];

export const CASH_FLOW_ROWS: readonly TSheetRow[] = [
  {
    id: 'cfNetIncome',
    name: 'netIncome',
    unit: 'money',
    history: h('cash_flow', 'cash_flow_net_income'),
    forecast: fc('netIncome', 'formula'),
  },
  {
    id: 'depreciationAmortization',
    name: 'depreciationAmortization',
    unit: 'money',
    history: h('cash_flow', 'depreciation_amortization'),
    forecast: fc('depreciationAmortization', 'formula'),
  },
  {
    id: 'stockBasedCompensation',
    name: 'stockBasedCompensation',
    unit: 'money',
    history: h('cash_flow', 'stock_based_compensation'),
    forecast: null,
  },
  {
    id: 'changeInWorkingCapital',
    name: 'changeInWorkingCapital',
    unit: 'money',
    history: null,
    forecast: fc('changeInWorkingCapital', 'formula'),
  },
  {
    id: 'operatingCashFlow',
    name: 'operatingCashFlow',
    unit: 'money',
    isTotal: true,
    history: h('cash_flow', 'operating_cash_flow'),
    forecast: fc('operatingCashFlow', 'formula'),
  },
  {
    id: 'capex',
    name: 'capex',
    unit: 'money',
    history: h('cash_flow', 'capital_expenditure'),
    forecast: fc('capex', 'driver', 'capexPctRevenue'),
  },
  {
    id: 'intangiblesPurchases',
    name: 'intangiblesPurchases',
    unit: 'money',
    history: null,
    forecast: fc('intangiblesPurchases', 'driver', 'intangiblesPctRevenue'),
  },
  {
    id: 'acquisitions',
    name: 'acquisitions',
    unit: 'money',
    history: h('cash_flow', 'acquisitions'),
    forecast: null,
  },
  {
    id: 'investingCashFlow',
    name: 'investingCashFlow',
    unit: 'money',
    isTotal: true,
    history: h('cash_flow', 'investing_cash_flow'),
    forecast: fc('investingCashFlow', 'formula'),
  },
  {
    id: 'debtIssuance',
    name: 'debtIssuance',
    unit: 'money',
    history: null,
    forecast: fc('debtIssuance', 'driver', 'debtIssuance'),
  },
  {
    id: 'revolverDraw',
    name: 'revolverDraw',
    unit: 'money',
    history: null,
    forecast: fc('revolverDraw', 'formula'),
  },
  {
    id: 'dividends',
    name: 'dividends',
    unit: 'money',
    history: h('cash_flow', 'dividends_paid'),
    forecast: fc('dividends', 'driver', 'payoutRatio'),
  },
  {
    id: 'buybacks',
    name: 'buybacks',
    unit: 'money',
    history: h('cash_flow', 'share_repurchases'),
    forecast: fc('buybacks', 'driver', 'buybackPctNetIncome'),
  },
  {
    id: 'financingCashFlow',
    name: 'financingCashFlow',
    unit: 'money',
    isTotal: true,
    history: h('cash_flow', 'financing_cash_flow'),
    forecast: fc('financingCashFlow', 'formula'),
  },
  {
    id: 'netChangeInCash',
    name: 'netChangeInCash',
    unit: 'money',
    isTotal: true,
    history: null,
    forecast: fc('netChangeInCash', 'formula'),
  },
  {
    id: 'freeCashFlow',
    name: 'freeCashFlow',
    unit: 'money',
    history: h('cash_flow', 'free_cash_flow'),
    forecast: null,
  },
];

/** The statements in order. @public */
export const SHEET_STATEMENTS = [
  { id: 'income', rows: INCOME_ROWS },
  { id: 'balance', rows: BALANCE_ROWS },
  { id: 'cashFlow', rows: CASH_FLOW_ROWS },
] as const;

/** A reported or derived line of a history period; `undefined` when the source has neither. */
export function historyLine(period: THistoryPeriod, row: TSheetRow): THistoryLine {
  if (!row.history) return undefined;
  if ('derive' in row.history) return row.history.derive(period);
  const lines = period[row.history.statement] as Record<
    string,
    THistoryPeriod['income'][keyof THistoryPeriod['income']]
  >;
  return lines[row.history.key];
}

/** A forecast line's value in forecast year `index`, or `null` when the engine does not forecast it. */
export function forecastValue(forecast: TForecast, row: TSheetRow, index: number): number | null {
  if (!row.forecast) return null;
  const values = (forecast[row.forecast.statement] as Record<string, number[]>)[row.forecast.key];
  const value = values?.[index];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The fiscal-year periods of the history, oldest first (quarters are not shown on the sheet). */
export function annualHistory(history: readonly THistoryPeriod[]): THistoryPeriod[] {
  return history.filter((p) => p.fiscal_period === 'FY').sort((a, b) => a.fiscal_year - b.fiscal_year);
}
