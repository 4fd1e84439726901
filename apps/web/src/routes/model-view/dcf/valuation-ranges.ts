import {
  money,
  rate,
  reverseDcf,
  runResidualEarnings,
  runSensitivity,
  shareCount,
  type TModel,
  type TModelInput,
} from '@app/valuation';
import type { TCompsSummaryData } from '../../../api/comps';

/** One bar of the football field: a method's low–high value per share and its own point. */
export type TValuationRange = {
  id: 'dcf' | 'residual_earnings' | TCompsSummaryData['kind'];
  low: number;
  high: number;
  point: number;
};

/** The DCF's range: WACC ± 1 point and terminal growth ± 0.5 point around the model. */
export const DCF_RANGE = { waccGap: 0.01, growthGap: 0.005 } as const;
/** The residual-earnings range: the cost of equity ± 1 point. */
export const COST_OF_EQUITY_GAP = 0.01;

/**
 * Values per share beside the DCF, each with its range: the DCF itself over WACC ± 1 point and
 * terminal growth ± 0.5 point (exit multiple: WACC only), residual earnings on the model's own
 * forecast (clean surplus: dividends and buy-backs are what the forecast's equity roll-forward
 * pays out) at the CAPM cost of equity ± 1 point, and each comparables multiple's implied price
 * (low, median, high over the peers). A method that cannot give a value is left out.
 */
export function valuationRanges(
  input: TModelInput,
  model: TModel,
  comps: readonly TCompsSummaryData[],
): TValuationRange[] {
  const ranges: TValuationRange[] = [];
  const dcf = dcfRange(input, model);
  if (dcf) ranges.push(dcf);
  const residual = residualEarningsRange(input, model);
  if (residual) ranges.push(residual);
  for (const multiple of comps) {
    const implied = multiple.impliedPrice;
    if (!implied || !(implied.median > 0)) continue;
    ranges.push({ id: multiple.kind, low: implied.low, high: implied.high, point: implied.median });
  }
  return ranges;
}

function dcfRange(input: TModelInput, model: TModel): TValuationRange | null {
  const point = model.dcf.bridge.valuePerShare;
  if (!Number.isFinite(point)) return null;
  const axes = [
    { variable: 'wacc' as const, steps: 3, gap: rate(DCF_RANGE.waccGap) },
    ...(input.terminal.method === 'perpetuity'
      ? [{ variable: 'terminal_growth' as const, steps: 3, gap: rate(DCF_RANGE.growthGap) }]
      : []),
  ];
  const grid = runSensitivity({ model: input, axes });
  const prices = grid.ok ? grid.value.prices.filter((price): price is number => price !== null) : [];
  return { id: 'dcf', low: Math.min(point, ...prices), high: Math.max(point, ...prices), point };
}

function residualEarningsRange(input: TModelInput, model: TModel): TValuationRange | null {
  const costOfEquity = model.wacc?.costOfEquity;
  if (costOfEquity === undefined) return null;
  const { balance, income } = model.forecast;
  const opening = model.base.balance.equity.value;
  // Clean surplus: what the forecast's equity did not keep of its net income was paid out.
  const paidOut = income.netIncome.map((netIncome, t) => {
    const before = t === 0 ? opening : (balance.equity[t - 1] as number);
    return money(before + netIncome - (balance.equity[t] as number));
  });
  const growth = input.terminal.method === 'perpetuity' ? input.terminal.growth : rate(0);
  const valueAt = (k: number) => {
    const result = runResidualEarnings({
      bookValue: money(opening),
      costOfEquity: rate(k),
      earnings: { netIncome: income.netIncome },
      dividends: { amounts: paidOut },
      terminalGrowth: growth,
      shares: shareCount(model.shares.value),
    });
    return result.ok && Number.isFinite(result.value.valuePerShare) ? result.value.valuePerShare : null;
  };
  const point = valueAt(costOfEquity);
  if (point === null) return null;
  const values = [valueAt(costOfEquity - COST_OF_EQUITY_GAP), point, valueAt(costOfEquity + COST_OF_EQUITY_GAP)].filter(
    (value): value is number => value !== null,
  );
  return { id: 'residual_earnings', low: Math.min(...values), high: Math.max(...values), point };
}

/**
 * What the market price implies, one thing changed at a time: a constant revenue growth for every
 * forecast year (at the model's margins), the last forecast year's operating margin (every year
 * moved by the same points, at the model's growth) beside the model's own, and the terminal growth.
 */
export type TImpliedByPrice = {
  revenueGrowth: number | null;
  operatingMargin: { implied: number; model: number } | null;
  terminalGrowth: number | null;
  years: number;
};

export function impliedByPrice(input: TModelInput, model: TModel): TImpliedByPrice | null {
  const price = model.dcf.bridge.price;
  if (price === null || !(price > 0)) return null;
  const solve = (solveFor: 'revenue_growth' | 'terminal_growth' | 'operating_margin') => {
    const result = reverseDcf({ model: input, price: price as never, solveFor });
    return result.ok ? result.value : null;
  };
  const margin = solve('operating_margin');
  return {
    revenueGrowth: solve('revenue_growth')?.impliedValue ?? null,
    operatingMargin: margin ? { implied: margin.impliedValue, model: margin.modelValue } : null,
    terminalGrowth: input.terminal.method === 'perpetuity' ? (solve('terminal_growth')?.impliedValue ?? null) : null,
    years: model.forecast.fiscalYears.length,
  };
}
