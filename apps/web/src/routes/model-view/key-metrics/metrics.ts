import { div, type TYearFigures } from './year-figures';

type TMetricsText = typeof import('../../../locales/en/valuation.json')['metrics'];
export type TMetricGroup = 'margins' | 'growth' | 'returns' | 'leverage' | 'perShare';

/** A metric: its label, formula (shown to the reader), how it is shown, and how it is computed. */
export type TMetric = {
  id: string;
  group: TMetricGroup;
  label: `valuation:metrics.items.${keyof TMetricsText['items']}`;
  formula: `valuation:metrics.formulas.${keyof TMetricsText['formulas']}`;
  kind: 'percent' | 'multiple' | 'perShare';
  compute: (year: TYearFigures, previous: TYearFigures | undefined) => number | null;
};

/** Change over the year before; not meaningful from a zero or negative base. */
const growth = (now: number | null, before: number | null | undefined): number | null =>
  now === null || before === null || before === undefined || before <= 0 ? null : now / before - 1;

/** Operating profit after tax at the year's effective rate (income tax ÷ pre-tax income). */
function nopat(year: TYearFigures): number | null {
  if (year.operatingIncome === null || year.incomeTax === null || year.pretaxIncome === null) return null;
  if (year.pretaxIncome <= 0) return null;
  return year.operatingIncome * (1 - year.incomeTax / year.pretaxIncome);
}

/**
 * Debt less cash and short- and long-term investments (marketable securities): the claims the
 * bridge from enterprise to equity value subtracts and the assets it adds back, so the three agree.
 */
const netDebt = (year: TYearFigures): number | null =>
  year.totalDebt === null
    ? null
    : year.totalDebt - (year.cash ?? 0) - (year.shortTermInvestments ?? 0) - (year.longTermInvestments ?? 0);

const investedCapital = (year: TYearFigures): number | null => {
  const net = netDebt(year);
  return net === null || year.equity === null ? null : net + year.equity;
};

/** Ratios over a positive base only: a negative equity or EBITDA gives no meaningful ratio. */
const overPositive = (a: number | null, b: number | null): number | null => (b === null || b <= 0 ? null : div(a, b));

export const METRICS: readonly TMetric[] = [
  {
    id: 'grossMargin',
    group: 'margins',
    label: 'valuation:metrics.items.grossMargin',
    formula: 'valuation:metrics.formulas.grossMargin',
    kind: 'percent',
    compute: (y) => div(y.grossProfit, y.revenue),
  },
  {
    id: 'operatingMargin',
    group: 'margins',
    label: 'valuation:metrics.items.operatingMargin',
    formula: 'valuation:metrics.formulas.operatingMargin',
    kind: 'percent',
    compute: (y) => div(y.operatingIncome, y.revenue),
  },
  {
    id: 'netMargin',
    group: 'margins',
    label: 'valuation:metrics.items.netMargin',
    formula: 'valuation:metrics.formulas.netMargin',
    kind: 'percent',
    compute: (y) => div(y.netIncome, y.revenue),
  },
  {
    id: 'fcfMargin',
    group: 'margins',
    label: 'valuation:metrics.items.fcfMargin',
    formula: 'valuation:metrics.formulas.fcfMargin',
    kind: 'percent',
    compute: (y) => div(y.freeCashFlow, y.revenue),
  },
  {
    id: 'revenueGrowth',
    group: 'growth',
    label: 'valuation:metrics.items.revenueGrowth',
    formula: 'valuation:metrics.formulas.revenueGrowth',
    kind: 'percent',
    compute: (y, p) => growth(y.revenue, p?.revenue),
  },
  {
    id: 'epsGrowth',
    group: 'growth',
    label: 'valuation:metrics.items.epsGrowth',
    formula: 'valuation:metrics.formulas.epsGrowth',
    kind: 'percent',
    compute: (y, p) => growth(y.eps, p?.eps),
  },
  {
    id: 'roic',
    group: 'returns',
    label: 'valuation:metrics.items.roic',
    formula: 'valuation:metrics.formulas.roic',
    kind: 'percent',
    compute: (y) => overPositive(nopat(y), investedCapital(y)),
  },
  {
    id: 'roe',
    group: 'returns',
    label: 'valuation:metrics.items.roe',
    formula: 'valuation:metrics.formulas.roe',
    kind: 'percent',
    compute: (y) => overPositive(y.netIncome, y.equity),
  },
  {
    id: 'debtToEquity',
    group: 'leverage',
    label: 'valuation:metrics.items.debtToEquity',
    formula: 'valuation:metrics.formulas.debtToEquity',
    kind: 'multiple',
    compute: (y) => overPositive(y.totalDebt, y.equity),
  },
  {
    id: 'netDebtToEbitda',
    group: 'leverage',
    label: 'valuation:metrics.items.netDebtToEbitda',
    formula: 'valuation:metrics.formulas.netDebtToEbitda',
    kind: 'multiple',
    compute: (y) => overPositive(netDebt(y), y.ebitda),
  },
  {
    id: 'eps',
    group: 'perShare',
    label: 'valuation:metrics.items.eps',
    formula: 'valuation:metrics.formulas.eps',
    kind: 'perShare',
    compute: (y) => y.eps,
  },
  {
    id: 'fcfPerShare',
    group: 'perShare',
    label: 'valuation:metrics.items.fcfPerShare',
    formula: 'valuation:metrics.formulas.fcfPerShare',
    kind: 'perShare',
    compute: (y) => div(y.freeCashFlow, y.dilutedShares),
  },
  {
    id: 'bookValuePerShare',
    group: 'perShare',
    label: 'valuation:metrics.items.bookValuePerShare',
    formula: 'valuation:metrics.formulas.bookValuePerShare',
    kind: 'perShare',
    compute: (y) => div(y.equity, y.dilutedShares),
  },
];

export const METRIC_GROUPS = [
  { id: 'margins', title: 'valuation:metrics.groups.margins' },
  { id: 'growth', title: 'valuation:metrics.groups.growth' },
  { id: 'returns', title: 'valuation:metrics.groups.returns' },
  { id: 'leverage', title: 'valuation:metrics.groups.leverage' },
  { id: 'perShare', title: 'valuation:metrics.groups.perShare' },
] as const;
