import { multiple, rate, runModel, runSensitivity, type TModel, type TModelInput } from '@app/valuation';
import type { TWorkbookSensitivity, TWorkbookSensitivityVariable } from './workbook-input.js';

/** A grid variable, and `exit_multiple` for the default grid of an exit-multiple model (the engine's grid has none). */
export type TGridVariable = TWorkbookSensitivityVariable | 'exit_multiple';

/** One axis as the sheet writes it: its points and the model's own value (what the axis is centred on without a start). */
export type TGridAxis = {
  variable: TGridVariable;
  steps: number;
  gap: number;
  first: number;
  isStartGiven: boolean;
  values: number[];
};

/** The grid the Sensitivity sheet shows, with the engine's price at every point (row-major, the first axis slowest). */
export type TResolvedGrid = {
  axes: TGridAxis[];
  prices: (number | null)[];
  timeframe: { fromYear: number; toYear: number } | null;
  /** Every variable a rate (WACC, terminal growth, exit multiple): each cell is a live formula over the DCF sheet. */
  isLive: boolean;
  /** Why the saved grid was not used (the engine refused it for this model), if so. */
  refusal: string | null;
};

/** The grid without a saved configuration: WACC ± 1 pt by 0.5 pt × terminal growth ± 0.5 pt by 0.25 pt (or exit multiple ± 1x by 0.5x). */
export function defaultGrid(input: TModelInput): TWorkbookSensitivity {
  return {
    axes: [
      { variable: 'wacc', steps: 5, gap: 0.005 },
      input.terminal.method === 'perpetuity'
        ? { variable: 'terminal_growth', steps: 5, gap: 0.0025 }
        : { variable: 'exit_multiple' as never, steps: 5, gap: 0.5 },
    ],
    timeframe: null,
  };
}

const isOperating = (variable: TGridVariable) => variable === 'revenue_growth' || variable === 'gross_margin';

/**
 * The configured grid resolved on the model, as the web runs it
 * (`apps/web/src/routes/model-view/sensitivity/sensitivity-grid.ts` `runGrid`): an axis with a start
 * point is run on a model moved so its centre is start + (steps − 1) / 2 × gap (WACC and terminal
 * growth replaced, revenue growth and gross margin shifted over the timeframe); without one it is
 * centred on the model's value. A configuration the engine refuses for this model (terminal growth
 * on an exit-multiple model) falls back to the default grid, saying why.
 */
export function resolveGrid(input: TModelInput, model: TModel, saved: TWorkbookSensitivity | undefined): TResolvedGrid {
  const config = saved ?? defaultGrid(input);
  if (config.axes.some((axis) => (axis.variable as TGridVariable) === 'exit_multiple'))
    return exitGrid(input, model, config);
  const timeframe = config.timeframe;
  let moved: TModelInput = input;
  for (const axis of config.axes) {
    if (axis.start === undefined) continue;
    const centre = axis.start + ((axis.steps - 1) / 2) * axis.gap;
    const current = centreOf(axis.variable, input, model, timeframe);
    if (current === null) continue;
    if (axis.variable === 'wacc') moved = { ...moved, discountRate: { wacc: rate(centre) } };
    else if (axis.variable === 'terminal_growth' && moved.terminal.method === 'perpetuity') {
      moved = { ...moved, terminal: { ...moved.terminal, growth: rate(centre) } };
    } else {
      const key = axis.variable === 'revenue_growth' ? 'revenueGrowth' : 'grossMargin';
      const from = (timeframe?.fromYear ?? 1) - 1;
      const to = timeframe?.toYear ?? model.drivers[key].values.length;
      const values = model.drivers[key].values.map((v, t) => (t >= from && t < to ? v + centre - current : v));
      moved = { ...moved, drivers: { ...moved.drivers, [key]: values } };
    }
  }
  const grid = runSensitivity({
    model: moved,
    axes: config.axes.map(({ variable, steps, gap }) => ({ variable, steps, gap: rate(gap) })),
    ...(timeframe ? { timeframe } : {}),
  });
  if (!grid.ok) {
    if (!saved) throw new Error(grid.error.message);
    return { ...resolveGrid(input, model, undefined), refusal: grid.error.message };
  }
  const axes = grid.value.axes.map((axis, a) => {
    const values = axis.values;
    return {
      variable: axis.variable,
      steps: axis.steps,
      gap: axis.gap,
      first: values[0] as number,
      isStartGiven: config.axes[a]?.start !== undefined,
      values,
    };
  });
  return {
    axes,
    prices: grid.value.prices,
    timeframe: axes.some((axis) => isOperating(axis.variable)) ? grid.value.timeframe : null,
    isLive: !axes.some((axis) => isOperating(axis.variable)),
    refusal: null,
  };
}

/** The model's own value of a grid variable (the mean over the timeframe for a per-year driver). */
export function centreOf(
  variable: TGridVariable,
  input: TModelInput,
  model: TModel,
  timeframe: TWorkbookSensitivity['timeframe'],
): number | null {
  const from = (timeframe?.fromYear ?? 1) - 1;
  const to = timeframe?.toYear ?? model.drivers.revenueGrowth.values.length;
  const mean = (values: readonly number[]) => {
    const slice = values.slice(from, to);
    return slice.reduce((a, b) => a + b, 0) / slice.length;
  };
  switch (variable) {
    case 'wacc':
      return model.discountRate.value;
    case 'terminal_growth':
      return input.terminal.method === 'perpetuity' ? input.terminal.growth : null;
    case 'exit_multiple':
      return input.terminal.method === 'exit_multiple' ? input.terminal.multiple : null;
    case 'revenue_growth':
      return mean(model.drivers.revenueGrowth.values);
    case 'gross_margin':
      return mean(model.drivers.grossMargin.values);
  }
}

/** The default grid of an exit-multiple model: WACC × exit multiple, each point valued by the engine. */
function exitGrid(input: TModelInput, model: TModel, config: TWorkbookSensitivity): TResolvedGrid {
  const axes = config.axes.map((axis) => {
    const centre = centreOf(axis.variable, input, model, null) as number;
    const values = Array.from({ length: axis.steps }, (_, k) => centre + (k - (axis.steps - 1) / 2) * axis.gap);
    return { ...axis, first: values[0] as number, isStartGiven: false, values };
  });
  const [waccAxis, exitAxis] = axes as [TGridAxis, TGridAxis];
  const prices: (number | null)[] = [];
  for (const wacc of waccAxis.values) {
    for (const exit of exitAxis.values) {
      const point = runModel({
        ...input,
        discountRate: { wacc: rate(wacc) },
        terminal: { method: 'exit_multiple', multiple: multiple(exit) },
      });
      prices.push(point.ok ? point.value.dcf.bridge.valuePerShare : null);
    }
  }
  return { axes, prices, timeframe: null, isLive: true, refusal: null };
}
