import type { TDrivers } from './forecast/drivers.js';
import type { TForecast } from './forecast/forecast-types.js';
import { freeCashFlow, type TFreeCashFlow } from './forecast/free-cash-flow.js';
import { buildForecast } from './forecast/three-statements.js';
import { discountModel, prepareModel, type TPreparedModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { invalid, ok, type TResult, type TValuationErrorCode } from './result.js';
import type { Rate } from './units.js';

/** The variables a sensitivity grid can move. @public */
export const SENSITIVITY_VARIABLES = ['wacc', 'terminal_growth', 'revenue_growth', 'gross_margin'] as const;
/** @public */
export type TSensitivityVariable = (typeof SENSITIVITY_VARIABLES)[number];

/**
 * One axis: `steps` points `gap` apart, centred on the model's current value, or from `start` when
 * it is given (the screen's and the workbook's grids moved by the user).
 * @public
 */
export type TSensitivityAxisInput = {
  variable: TSensitivityVariable;
  steps: number;
  gap: Rate;
  start?: number | undefined;
};

/** @public */
export type TSensitivityInput = {
  model: TModelInput;
  /** 1 to 3 distinct variables. */
  axes: readonly TSensitivityAxisInput[];
  /** Forecast years (1-based, inclusive) that revenue growth and gross margin changes apply to; default all. */
  timeframe?: { fromYear: number; toYear: number };
};

/** An axis as run: `center` is always the model's own value, which the points shift per-year drivers from. @public */
export type TSensitivityAxis = TSensitivityAxisInput & { center: number; values: number[] };

/** A grid of implied prices per share. @public */
export type TSensitivity = {
  axes: TSensitivityAxis[];
  /** Points per axis. */
  shape: number[];
  /** Price per share at each point, row-major (the first axis varies slowest); `null` where the model has no value. */
  prices: (number | null)[];
  /** Why a point has no value (e.g. terminal growth ≥ WACC). */
  failures: { index: number; code: TValuationErrorCode; message: string }[];
  /** The model's own price per share (the centre point when every axis has an odd number of steps). */
  basePrice: number;
  timeframe: { fromYear: number; toYear: number };
};

const isOperating = (v: TSensitivityVariable) => v === 'revenue_growth' || v === 'gross_margin';

/**
 * Implied price per share over a grid of 1–3 variables. Each axis is centred on the model's value c
 * with `steps` points `gap` apart:
 *
 *   x_k = c + (k − (steps − 1) / 2) × gap,  k = 0…steps − 1     (5 steps of 0.5% around 4% → 3.0%…5.0%)
 *
 * or, with a start point, x_k = start + k × gap.
 * WACC and terminal growth replace the model's rate. Revenue growth and gross margin are per-year
 * drivers: c is their mean over the timeframe, and a point shifts every year of the timeframe by
 * x_k − c (so the centre reproduces the model). Forecasts are built once per operating point and
 * re-discounted for every rate point.
 *
 * @returns `INVALID_INPUT` for a bad axis or timeframe, or the model's own failure.
 * @public
 */
export function runSensitivity(input: TSensitivityInput): TResult<TSensitivity> {
  const prepared = prepareModel(input.model);
  if (!prepared.ok) return prepared;
  const model = prepared.value;
  const n = model.drivers.revenueGrowth.values.length;
  const timeframe = input.timeframe ?? { fromYear: 1, toYear: n };
  const { fromYear, toYear } = timeframe;
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || fromYear < 1 || toYear > n || fromYear > toYear) {
    return invalid('timeframe', `must be whole forecast years with 1 ≤ from ≤ to ≤ ${n}`);
  }
  const axes = buildAxes(input.axes, model, timeframe);
  if (!axes.ok) return axes;
  const shape = axes.value.map((axis) => axis.values.length);
  const total = shape.reduce((a, b) => a * b, 1);
  const prices: (number | null)[] = new Array(total);
  const failures: TSensitivity['failures'] = [];
  const forecasts = new Map<number, TResult<{ forecast: TForecast; fcf: TFreeCashFlow }>>();
  const index = new Array<number>(shape.length).fill(0);
  for (let flat = 0; flat < total; flat += 1) {
    let rest = flat;
    for (let a = shape.length - 1; a >= 0; a -= 1) {
      index[a] = rest % (shape[a] as number);
      rest = Math.floor(rest / (shape[a] as number));
    }
    let operatingKey = 0;
    const shifts: Partial<Record<TSensitivityVariable, number>> = {};
    for (let a = 0; a < shape.length; a += 1) {
      const axis = axes.value[a] as TSensitivityAxis;
      const value = axis.values[index[a] as number] as number;
      shifts[axis.variable] = value;
      if (isOperating(axis.variable)) operatingKey = operatingKey * 1024 + (index[a] as number) + 1;
    }
    let fcf = forecasts.get(operatingKey);
    if (!fcf) {
      fcf = forecastWith(model, shiftedDrivers(model.drivers, axes.value, shifts, timeframe));
      forecasts.set(operatingKey, fcf);
    }
    if (!fcf.ok) {
      prices[flat] = null;
      failures.push({ index: flat, code: fcf.error.code, message: fcf.error.message });
      continue;
    }
    const dcf = discountModel(model, fcf.value.forecast, fcf.value.fcf, {
      ...(shifts.wacc === undefined ? {} : { discountRate: shifts.wacc }),
      ...(shifts.terminal_growth === undefined ? {} : { terminalGrowth: shifts.terminal_growth }),
    });
    if (dcf.ok) prices[flat] = dcf.value.bridge.valuePerShare;
    else {
      prices[flat] = null;
      failures.push({ index: flat, code: dcf.error.code, message: dcf.error.message });
    }
  }
  const base = forecastWith(model, model.drivers);
  if (!base.ok) return base;
  const baseDcf = discountModel(model, base.value.forecast, base.value.fcf);
  if (!baseDcf.ok) return baseDcf;
  return ok({ axes: axes.value, shape, prices, failures, basePrice: baseDcf.value.bridge.valuePerShare, timeframe });
}

function forecastWith(model: TPreparedModel, drivers: TDrivers): TResult<{ forecast: TForecast; fcf: TFreeCashFlow }> {
  const forecast = buildForecast(model.base, drivers);
  return forecast.ok ? ok({ forecast: forecast.value, fcf: freeCashFlow(forecast.value, drivers) }) : forecast;
}

function buildAxes(
  inputs: readonly TSensitivityAxisInput[],
  model: TPreparedModel,
  timeframe: { fromYear: number; toYear: number },
): TResult<TSensitivityAxis[]> {
  if (inputs.length < 1 || inputs.length > 3) return invalid('axes', 'needs 1, 2 or 3 variables');
  if (new Set(inputs.map((a) => a.variable)).size !== inputs.length) return invalid('axes', 'variables must differ');
  const axes: TSensitivityAxis[] = [];
  for (const axis of inputs) {
    if (!SENSITIVITY_VARIABLES.includes(axis.variable)) return invalid('axes.variable', `unknown: ${axis.variable}`);
    if (!Number.isInteger(axis.steps) || axis.steps < 1 || axis.steps > 101) {
      return invalid(`axes.${axis.variable}.steps`, 'must be a whole number in 1…101');
    }
    if (!Number.isFinite(axis.gap) || axis.gap < 0) return invalid(`axes.${axis.variable}.gap`, 'must be ≥ 0');
    if (axis.start !== undefined && !Number.isFinite(axis.start)) {
      return invalid(`axes.${axis.variable}.start`, 'must be a finite number');
    }
    const center = sensitivityCentre(axis.variable, model.input, model, timeframe);
    if (center === null) {
      return invalid('axes.terminal_growth', 'terminal growth needs a perpetuity-growth terminal value');
    }
    const first = axis.start ?? center - ((axis.steps - 1) / 2) * axis.gap;
    const values = Array.from({ length: axis.steps }, (_, k) => first + k * axis.gap);
    axes.push({ ...axis, center, values });
  }
  return ok(axes);
}

/**
 * The model's own value of a sensitivity variable: its WACC, its perpetuity growth (null with an
 * exit multiple), or the mean of a per-year driver over the timeframe (default: every forecast year).
 * @public
 */
export function sensitivityCentre(
  variable: TSensitivityVariable,
  input: Pick<TModelInput, 'terminal'>,
  model: { discountRate: { value: number }; drivers: Pick<TDrivers, 'revenueGrowth' | 'grossMargin'> },
  timeframe?: { fromYear: number; toYear: number } | null,
): number | null {
  const mean = (values: readonly number[]) => {
    const slice = values.slice((timeframe?.fromYear ?? 1) - 1, timeframe?.toYear ?? values.length);
    return slice.reduce((a, b) => a + b, 0) / slice.length;
  };
  switch (variable) {
    case 'wacc':
      return model.discountRate.value;
    case 'terminal_growth':
      return input.terminal.method === 'perpetuity' ? (input.terminal.growth as number) : null;
    case 'revenue_growth':
      return mean(model.drivers.revenueGrowth.values);
    case 'gross_margin':
      return mean(model.drivers.grossMargin.values);
    default:
      throw new Error(`unreachable sensitivity variable ${variable as string}`);
  }
}

function shiftedDrivers(
  drivers: TDrivers,
  axes: readonly TSensitivityAxis[],
  values: Partial<Record<TSensitivityVariable, number>>,
  timeframe: { fromYear: number; toYear: number },
): TDrivers {
  let next = drivers;
  for (const axis of axes) {
    if (!isOperating(axis.variable)) continue;
    const key = axis.variable === 'revenue_growth' ? 'revenueGrowth' : 'grossMargin';
    const delta = (values[axis.variable] as number) - axis.center;
    const shifted = drivers[key].values.map((v, t) =>
      t >= timeframe.fromYear - 1 && t < timeframe.toYear ? ((v + delta) as Rate) : v,
    );
    next = { ...next, [key]: { values: shifted, provenance: drivers[key].provenance } };
  }
  return next;
}
