import {
  multiple,
  rate,
  runModel,
  runSensitivity,
  sensitivityCentre,
  type TModel,
  type TModelInput,
} from '@app/valuation';
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
 * The configured grid resolved on the model by the engine's `runSensitivity`, as the web runs it: an
 * axis with a start point begins there; without one it is centred on the model's value. A
 * configuration the engine refuses for this model (terminal growth on an exit-multiple model) falls
 * back to the default grid, saying why.
 */
export function resolveGrid(input: TModelInput, model: TModel, saved: TWorkbookSensitivity | undefined): TResolvedGrid {
  const config = saved ?? defaultGrid(input);
  if (config.axes.some((axis) => (axis.variable as TGridVariable) === 'exit_multiple'))
    return exitGrid(input, model, config);
  const timeframe = config.timeframe;
  const grid = runSensitivity({
    model: input,
    axes: config.axes.map((axis) => ({ ...axis, gap: rate(axis.gap) })),
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

/** The model's own value of a grid variable (the mean over the timeframe for a per-year driver; the exit multiple). */
export function centreOf(
  variable: TGridVariable,
  input: TModelInput,
  model: TModel,
  timeframe: TWorkbookSensitivity['timeframe'],
): number | null {
  if (variable !== 'exit_multiple') return sensitivityCentre(variable, input, model, timeframe);
  return input.terminal.method === 'exit_multiple' ? input.terminal.multiple : null;
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
