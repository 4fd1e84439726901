import {
  money,
  rate,
  reverseDcf,
  runModel,
  runResidualEarnings,
  runSensitivity,
  shareCount,
  type TModel,
  type TModelInput,
  type TResidualEarnings,
} from '@app/valuation';

/** The DCF's range on the Valuations sheet: WACC ± 1 point and terminal growth ± 0.5 point (as the web shows). */
export const DCF_RANGE = { waccGap: 0.01, growthGap: 0.005 } as const;
/** The residual-earnings range: the cost of equity ± 1 point. */
export const COST_OF_EQUITY_GAP = 0.01;

/** What the engine says of the model beside its DCF: the cached results of the Valuations sheet. */
export type TValuationFigures = {
  /** Value per share over WACC − gap, WACC, WACC + gap (rows) × g − gap, g, g + gap (columns; one for an exit multiple). */
  dcfGrid: (number | null)[];
  /** Residual earnings at the cost of equity − gap, at it, + gap; `null` without a CAPM cost of equity. */
  residualEarnings: [TResidualEarnings | null, TResidualEarnings, TResidualEarnings | null] | null;
  /** The terminal growth residual earnings continue at: the model's, or 0 with an exit multiple. */
  residualGrowth: number;
  /** The reverse DCF's solutions at the market price (`null` where there is none). */
  implied: {
    revenueGrowth: number | null;
    operatingMargin: number | null;
    terminalGrowth: number | null;
    /** The DCF's value per share at the implied terminal growth (the price, within the solver's tolerance). */
    valueAtTerminalGrowth: number | null;
  } | null;
};

/**
 * The engine's figures for the Valuations sheet, computed as the web's football field computes them
 * (`apps/web/src/routes/model-view/dcf/valuation-ranges.ts`): the DCF over the moved WACC and
 * growth, residual earnings on the model's own forecast (clean surplus: what the forecast's equity
 * did not keep of its net income was paid out) at `costOfEquity` (the base case's CAPM cost of
 * equity: a scenario moves the WACC, not the cost of equity), and the reverse DCF at the price.
 */
export function valuationFigures(
  input: TModelInput,
  model: TModel,
  costOfEquity: number | undefined,
): TValuationFigures {
  const isPerpetuity = input.terminal.method === 'perpetuity';
  const grid = runSensitivity({
    model: input,
    axes: [
      { variable: 'wacc', steps: 3, gap: rate(DCF_RANGE.waccGap) },
      ...(isPerpetuity ? [{ variable: 'terminal_growth' as const, steps: 3, gap: rate(DCF_RANGE.growthGap) }] : []),
    ],
  });
  const residualGrowth = input.terminal.method === 'perpetuity' ? input.terminal.growth : 0;
  const residualAt = (k: number) => residualEarningsAt(model, k, residualGrowth);
  const residualPoint = costOfEquity === undefined ? null : residualAt(costOfEquity);
  return {
    dcfGrid: grid.ok ? grid.value.prices : new Array(isPerpetuity ? 9 : 3).fill(null),
    residualEarnings:
      costOfEquity === undefined || residualPoint === null
        ? null
        : [residualAt(costOfEquity - COST_OF_EQUITY_GAP), residualPoint, residualAt(costOfEquity + COST_OF_EQUITY_GAP)],
    residualGrowth,
    implied: impliedByPrice(input, model),
  };
}

/** Residual earnings on the model's forecast at cost of equity `k`; `null` where the engine refuses (g ≥ k). */
export function residualEarningsAt(model: TModel, k: number, growth: number): TResidualEarnings | null {
  const { balance, income } = model.forecast;
  const opening = model.base.balance.equity.value;
  const paidOut = income.netIncome.map((netIncome, t) => {
    const before = t === 0 ? opening : (balance.equity[t - 1] as number);
    return money(before + netIncome - (balance.equity[t] as number));
  });
  const result = runResidualEarnings({
    bookValue: money(opening),
    costOfEquity: rate(k),
    earnings: { netIncome: income.netIncome },
    dividends: { amounts: paidOut },
    terminalGrowth: rate(growth),
    shares: shareCount(model.shares.value),
  });
  return result.ok && Number.isFinite(result.value.valuePerShare) ? result.value : null;
}

function impliedByPrice(input: TModelInput, model: TModel): TValuationFigures['implied'] {
  const price = model.dcf.bridge.price;
  if (price === null || !(price > 0)) return null;
  const solve = (solveFor: 'revenue_growth' | 'terminal_growth' | 'operating_margin') => {
    const result = reverseDcf({ model: input, price: price as never, solveFor });
    return result.ok ? result.value.impliedValue : null;
  };
  const terminalGrowth = input.terminal.method === 'perpetuity' ? solve('terminal_growth') : null;
  let valueAtTerminalGrowth: number | null = null;
  if (terminalGrowth !== null && input.terminal.method === 'perpetuity') {
    const moved = runModel({ ...input, terminal: { ...input.terminal, growth: terminalGrowth } });
    valueAtTerminalGrowth = moved.ok ? moved.value.dcf.bridge.valuePerShare : null;
  }
  return {
    revenueGrowth: solve('revenue_growth'),
    operatingMargin: solve('operating_margin'),
    terminalGrowth,
    valueAtTerminalGrowth,
  };
}
