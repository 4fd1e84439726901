import type { TModel } from '@app/valuation';
import { annualHistory, type THistoryPeriod } from '../data-sheet/sheet-rows';

/** The figures of one year the metrics and charts are computed from; `null` when not reported. */
export type TYearFigures = {
  year: number;
  isForecast: boolean;
  revenue: number | null;
  costOfRevenue: number | null;
  grossProfit: number | null;
  research: number | null;
  sga: number | null;
  operatingIncome: number | null;
  ebitda: number | null;
  pretaxIncome: number | null;
  incomeTax: number | null;
  netIncome: number | null;
  eps: number | null;
  dilutedShares: number | null;
  equity: number | null;
  totalDebt: number | null;
  cash: number | null;
  /** Marketable securities held as short-term investments: netted against debt with cash, as the bridge does. */
  shortTermInvestments: number | null;
  /** Long-term marketable securities and investments (held flat inside other assets in the forecast). */
  longTermInvestments: number | null;
  totalAssets: number | null;
  totalLiabilities: number | null;
  operatingCashFlow: number | null;
  /** Signed as it affects cash (negative). */
  capex: number | null;
  /** Operating cash flow + capital expenditure (capex negative). */
  freeCashFlow: number | null;
};

const add = (...values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + (v as number), 0);
const div = (a: number | null, b: number | null): number | null => (a === null || b === null || b === 0 ? null : a / b);

/** One history year, with the fallbacks stated in the metric formulas. */
export function historyFigures(period: THistoryPeriod): TYearFigures {
  const income = period.income as Record<string, { value: number } | undefined>;
  const balance = period.balance as Record<string, { value: number } | undefined>;
  const cashFlow = period.cash_flow as Record<string, { value: number } | undefined>;
  const v = (lines: Record<string, { value: number } | undefined>, key: string) => lines[key]?.value ?? null;
  const revenue = v(income, 'revenue');
  const costOfRevenue = v(income, 'cost_of_revenue');
  const operatingIncome = v(income, 'operating_income');
  const da = v(cashFlow, 'depreciation_amortization') ?? add(v(cashFlow, 'depreciation'), v(cashFlow, 'amortization'));
  const netIncome = v(income, 'net_income');
  const dilutedShares = v(income, 'diluted_shares');
  const operatingCashFlow = v(cashFlow, 'operating_cash_flow');
  const capex = v(cashFlow, 'capital_expenditure');
  return {
    year: period.fiscal_year,
    isForecast: false,
    revenue,
    costOfRevenue,
    grossProfit: v(income, 'gross_profit') ?? add(revenue, costOfRevenue === null ? null : -costOfRevenue),
    research: v(income, 'research_and_development'),
    sga: v(income, 'selling_general_administrative'),
    operatingIncome,
    ebitda: v(income, 'ebitda') ?? add(operatingIncome, da),
    pretaxIncome: v(income, 'pretax_income'),
    incomeTax: v(income, 'income_tax'),
    netIncome,
    eps: v(income, 'eps_diluted') ?? div(netIncome, dilutedShares),
    dilutedShares,
    equity: v(balance, 'total_equity'),
    totalDebt:
      v(balance, 'total_debt') ??
      v(balance, 'long_term_debt_including_current') ??
      (v(balance, 'long_term_debt') === null
        ? null
        : (v(balance, 'long_term_debt') ?? 0) + (v(balance, 'short_term_debt') ?? 0)),
    cash: v(balance, 'cash_and_equivalents'),
    shortTermInvestments: v(balance, 'short_term_investments'),
    longTermInvestments: v(balance, 'long_term_investments'),
    totalAssets: v(balance, 'total_assets'),
    totalLiabilities: v(balance, 'total_liabilities'),
    operatingCashFlow,
    capex,
    freeCashFlow: add(operatingCashFlow, capex) ?? v(cashFlow, 'free_cash_flow'),
  };
}

/** One forecast year of the engine's three statements; per-share figures use the model's diluted shares. */
export function forecastFigures(model: TModel, index: number): TYearFigures {
  const { income, balance, cashFlow, fiscalYears } = model.forecast;
  const at = (values: number[]) => values[index] ?? null;
  const shares = model.shares.value;
  const netIncome = at(income.netIncome);
  const operatingCashFlow = at(cashFlow.operatingCashFlow);
  const capex = at(cashFlow.capex);
  const minority = at(balance.minorityInterest);
  return {
    year: fiscalYears[index] ?? model.base.fiscalYear + index + 1,
    isForecast: true,
    revenue: at(income.revenue),
    costOfRevenue: at(income.costOfRevenue),
    grossProfit: at(income.grossProfit),
    research: at(income.research),
    sga: at(income.sga),
    operatingIncome: at(income.ebit),
    ebitda: at(income.ebitda),
    pretaxIncome: at(income.pretaxIncome),
    incomeTax: at(income.tax),
    netIncome,
    eps: div(netIncome, shares),
    dilutedShares: shares,
    equity: add(at(balance.totalEquity), minority === null ? null : -minority),
    totalDebt: add(at(balance.debt), at(balance.revolver)),
    cash: at(balance.cash),
    shortTermInvestments: at(balance.shortTermInvestments),
    longTermInvestments: model.base.longTermInvestments.value,
    totalAssets: at(balance.totalAssets),
    totalLiabilities: at(balance.totalLiabilities),
    operatingCashFlow,
    capex,
    freeCashFlow: add(operatingCashFlow, capex),
  };
}

/** Every year of the model, history then forecast. */
export function modelYears(history: readonly THistoryPeriod[], model: TModel | null): TYearFigures[] {
  const past = annualHistory(history).map(historyFigures);
  const future = model ? model.forecast.fiscalYears.map((_, i) => forecastFigures(model, i)) : [];
  return [...past, ...future];
}

export { div };
