import type { TStatementPeriod } from '@app/statements';
import { grossProfitOf } from './history/periods.js';
import type { TModel } from './model-inputs.js';

/** Quarterly lines shown beside the annual model, history and forecast alike. @public */
export const QUARTERLY_LINES = ['revenue', 'grossProfit', 'ebit', 'netIncome', 'operatingCashFlow', 'capex'] as const;
/** @public */
export type TQuarterlyLine = (typeof QUARTERLY_LINES)[number];

/** One quarter, reported or forecast; a line is `null` where the 10-Q does not give it. @public */
export type TQuarter = {
  fiscalYear: number;
  quarter: 1 | 2 | 3 | 4;
  /** The quarter's last day (reported) or `null` (forecast). */
  periodEnd: string | null;
  isForecast: boolean;
  values: Record<TQuarterlyLine, number | null>;
};

/** Each quarter's share of its fiscal year's revenue, and the years that gave it. @public */
export type TSeasonality = { shares: [number, number, number, number]; fiscalYears: number[] };

/** @public */
export type TQuarterlyModel = { seasonality: TSeasonality; history: TQuarter[]; forecast: TQuarter[] };

/** Fiscal years whose four quarters' revenue average the seasonality. @public */
export const SEASONALITY_YEARS = 3;

/**
 * The model by quarter. History: the standardized quarters (Q4 = FY − 9M) as filed. Forecast: each
 * forecast year split into its quarters by the company's seasonality, the mean share of each
 * quarter in its fiscal year's revenue over the last {@link SEASONALITY_YEARS} complete years (an
 * even 25% without one). Every flow line of a year is split by the same shares, so the quarters
 * add up to the annual model exactly and its margins hold in each quarter.
 * @public
 */
export function quarterlyModel(history: readonly TStatementPeriod[], model: TModel): TQuarterlyModel {
  const reported = history
    .filter((period) => /^Q[1-4]$/.test(period.fiscal_period))
    .sort((a, b) => a.period_end.localeCompare(b.period_end))
    .map(reportedQuarter);
  const seasonality = seasonalityOf(reported);
  const { income, cashFlow, fiscalYears } = model.forecast;
  const forecast: TQuarter[] = fiscalYears.flatMap((fiscalYear, t) =>
    seasonality.shares.map((share, q) => {
      const part = (value: number | undefined) => (value === undefined ? null : value * share);
      return {
        fiscalYear,
        quarter: (q + 1) as TQuarter['quarter'],
        periodEnd: null,
        isForecast: true,
        values: {
          revenue: part(income.revenue[t]),
          grossProfit: part(income.grossProfit[t]),
          ebit: part(income.ebit[t]),
          netIncome: part(income.netIncome[t]),
          operatingCashFlow: part(cashFlow.operatingCashFlow[t]),
          capex: part(cashFlow.capex[t]),
        },
      };
    }),
  );
  return { seasonality, history: reported, forecast };
}

function reportedQuarter(period: TStatementPeriod): TQuarter {
  const value = (line: { value: number } | undefined) => line?.value ?? null;
  return {
    fiscalYear: period.fiscal_year,
    quarter: Number(period.fiscal_period.slice(1)) as TQuarter['quarter'],
    periodEnd: period.period_end,
    isForecast: false,
    values: {
      revenue: value(period.income.revenue),
      grossProfit: grossProfitOf(period) ?? null,
      ebit: value(period.income.operating_income),
      netIncome: value(period.income.net_income),
      operatingCashFlow: value(period.cash_flow.operating_cash_flow),
      capex: value(period.cash_flow.capital_expenditure),
    },
  };
}

function seasonalityOf(quarters: readonly TQuarter[]): TSeasonality {
  const byYear = new Map<number, (number | null)[]>();
  for (const quarter of quarters) {
    const year = byYear.get(quarter.fiscalYear) ?? [null, null, null, null];
    year[quarter.quarter - 1] = quarter.values.revenue;
    byYear.set(quarter.fiscalYear, year);
  }
  const complete = [...byYear.entries()]
    .filter(([, revenue]) => revenue.every((value) => value !== null && value > 0))
    .sort(([a], [b]) => a - b)
    .slice(-SEASONALITY_YEARS);
  if (complete.length === 0) return { shares: [0.25, 0.25, 0.25, 0.25], fiscalYears: [] };
  const shareOf = (q: number) =>
    complete.reduce((sum, [, revenue]) => {
      const total = revenue.reduce<number>((acc, value) => acc + (value as number), 0);
      return sum + (revenue[q] as number) / total;
    }, 0) / complete.length;
  return { shares: [shareOf(0), shareOf(1), shareOf(2), shareOf(3)], fiscalYears: complete.map(([year]) => year) };
}
