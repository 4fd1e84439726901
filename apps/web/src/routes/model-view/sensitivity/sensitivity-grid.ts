import {
  runSensitivity,
  type TModel,
  type TModelInput,
  type TResult,
  type TSensitivity,
  type TSensitivityVariable,
} from '@app/valuation';

/** One axis as the user sets it: `start` is the first point; without one the axis centres on the model's value. */
export type TAxisConfig = { variable: TSensitivityVariable; steps: number; gap: number; start?: number | undefined };
/** A sensitivity run: 1–3 axes and the forecast years operating changes apply to (null: all). */
export type TSensitivityConfig = { axes: TAxisConfig[]; timeframe: { fromYear: number; toYear: number } | null };

export const DEFAULT_SENSITIVITY: TSensitivityConfig = {
  axes: [
    { variable: 'wacc', steps: 5, gap: 0.005 },
    { variable: 'terminal_growth', steps: 5, gap: 0.0025 },
  ],
  timeframe: null,
};

/** The most points per axis (as the API allows). */
export const MAX_STEPS = 21;

/** The model's own value of a variable (the centre of an axis without a start point). */
export function centreOf(
  variable: TSensitivityVariable,
  input: TModelInput,
  model: TModel,
  timeframe: TSensitivityConfig['timeframe'],
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
    case 'revenue_growth':
      return mean(model.drivers.revenueGrowth.values);
    case 'gross_margin':
      return mean(model.drivers.grossMargin.values);
    default:
      return null;
  }
}

/** The first point of an axis centred on the model's value. */
export function defaultStart(centre: number, steps: number, gap: number): number {
  return centre - ((steps - 1) / 2) * gap;
}

/**
 * The engine centres every axis on the model's value; an axis with a start point is run on a model
 * moved so that its centre is start + (steps − 1) / 2 × gap (WACC and terminal growth replaced,
 * revenue growth and gross margin shifted over the timeframe).
 */
export function runGrid(input: TModelInput, model: TModel, config: TSensitivityConfig): TResult<TSensitivity> {
  let moved: TModelInput = input;
  for (const axis of config.axes) {
    if (axis.start === undefined) continue;
    const centre = axis.start + ((axis.steps - 1) / 2) * axis.gap;
    const current = centreOf(axis.variable, input, model, config.timeframe);
    if (current === null) continue;
    const delta = centre - current;
    if (axis.variable === 'wacc') moved = { ...moved, discountRate: { wacc: centre as never } };
    else if (axis.variable === 'terminal_growth' && moved.terminal.method === 'perpetuity') {
      moved = { ...moved, terminal: { ...moved.terminal, growth: centre as never } };
    } else {
      const key = axis.variable === 'revenue_growth' ? 'revenueGrowth' : 'grossMargin';
      const from = (config.timeframe?.fromYear ?? 1) - 1;
      const to = config.timeframe?.toYear ?? model.drivers[key].values.length;
      const values = model.drivers[key].values.map((v, t) => (t >= from && t < to ? v + delta : v));
      moved = { ...moved, drivers: { ...moved.drivers, [key]: values } };
    }
  }
  return runSensitivity({
    model: moved,
    axes: config.axes.map(({ variable, steps, gap }) => ({ variable, steps, gap: gap as never })),
    ...(config.timeframe ? { timeframe: config.timeframe } : {}),
  });
}

/** The grid as CSV: one row per point, variables as decimals, then the implied price per share. */
export function sensitivityCsv(grid: TSensitivity, currency: string): string {
  const header = [...grid.axes.map((axis) => axis.variable), `implied_price_per_share_${currency}`];
  const lines = [header.join(',')];
  grid.prices.forEach((price, flat) => {
    const point = pointOf(grid, flat);
    lines.push([...point.map((value) => round(value, 10)), price === null ? '' : round(price, 6)].join(','));
  });
  return `${lines.join('\n')}\n`;
}

/** The variable values at a flat (row-major) index. */
export function pointOf(grid: TSensitivity, flat: number): number[] {
  const point: number[] = new Array(grid.shape.length);
  let rest = flat;
  for (let a = grid.shape.length - 1; a >= 0; a -= 1) {
    const size = grid.shape[a] as number;
    point[a] = grid.axes[a]?.values[rest % size] as number;
    rest = Math.floor(rest / size);
  }
  return point;
}

/** The flat index of a point given by its index on each axis. */
export function flatIndex(grid: TSensitivity, indices: readonly number[]): number {
  return indices.reduce((flat, index, a) => flat * (grid.shape[a] as number) + index, 0);
}

function round(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}
