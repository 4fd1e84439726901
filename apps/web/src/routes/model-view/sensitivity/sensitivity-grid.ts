import {
  localizeIssues,
  SENSITIVITY_SETTING_LIMITS,
  type TFieldError,
  type TLanguage,
  type TSensitivitySetting,
  ZSensitivitySettingSchema,
} from '@app/contract';
import {
  type Rate,
  runSensitivity,
  sensitivityCentre,
  type TModel,
  type TModelInput,
  type TResult,
  type TSensitivity,
  type TSensitivityVariable,
} from '@app/valuation';
import type { TModelSettingsData } from '../../../api/model';
import { cell as csvCell } from '../comparables/comps-csv';

/**
 * A sensitivity run as the model's settings hold it (`settings.sensitivity`, camelCase in the app):
 * 1–3 axes and the forecast years revenue growth and gross margin are moved in (null: all). An
 * axis's `start` is its first point; without one the axis centres on the model's value.
 */
export type TSensitivityConfig = NonNullable<TModelSettingsData['sensitivity']>;
export type TAxisConfig = TSensitivityConfig['axes'][number];

export const DEFAULT_SENSITIVITY: TSensitivityConfig = {
  axes: [
    { variable: 'wacc', steps: 5, gap: 0.005 },
    { variable: 'terminal_growth', steps: 5, gap: 0.0025 },
  ],
  timeframe: null,
};

/** The fewest and most points per axis (the settings' limits, as the server checks them). */
export const MIN_STEPS = 2;
export const MAX_STEPS = SENSITIVITY_SETTING_LIMITS.maxSteps;

/** The variables the timeframe applies to: per-year drivers, moved over chosen forecast years. */
export const TIMEFRAME_VARIABLES: readonly TSensitivityVariable[] = ['revenue_growth', 'gross_margin'];

/** Whether a configuration moves a per-year driver, so its timeframe means something. */
export function usesTimeframe(config: Pick<TSensitivityConfig, 'axes'>): boolean {
  return config.axes.some((axis) => TIMEFRAME_VARIABLES.includes(axis.variable));
}

/**
 * The configuration as it is applied and saved: no timeframe unless a per-year driver is moved
 * (it would mean nothing), no empty start point.
 */
export function normalizeSensitivity(config: TSensitivityConfig): TSensitivityConfig {
  return {
    axes: config.axes.map(({ variable, steps, gap, start }) => ({
      variable,
      steps,
      gap,
      ...(start === undefined ? {} : { start }),
    })),
    timeframe: usesTimeframe(config) ? config.timeframe : null,
  };
}

/** The configuration in the settings' wire shape (snake_case), as the contract's schema reads it. */
export function toSensitivitySetting(config: TSensitivityConfig): TSensitivitySetting {
  const { axes, timeframe } = normalizeSensitivity(config);
  return {
    axes,
    timeframe: timeframe ? { from_year: timeframe.fromYear, to_year: timeframe.toYear } : null,
  };
}

/**
 * What is wrong with a configuration, by the contract's own rules (the ones the server applies when
 * it is saved), worded in the reader's language: paths such as `axes.1.gap`, `axes` (a variable
 * chosen twice) and `timeframe` (from after to). Empty when it can be applied.
 */
export function validateSensitivity(config: TSensitivityConfig, language: TLanguage): TFieldError[] {
  const result = ZSensitivitySettingSchema.safeParse(toSensitivitySetting(config), { reportInput: true });
  return result.success ? [] : localizeIssues(result.error.issues, language);
}

/** The first point of an axis centred on the model's value. */
export function defaultStart(centre: number, steps: number, gap: number): number {
  return centre - ((steps - 1) / 2) * gap;
}

/** The grid, as the engine runs it: axes with a start point begin there, the others centre on the model. */
export function runGrid(input: TModelInput, given: TSensitivityConfig): TResult<TSensitivity> {
  const { axes, timeframe } = normalizeSensitivity(given);
  return runSensitivity({
    model: input,
    axes: axes.map((axis) => ({ ...axis, gap: axis.gap as Rate })),
    ...(timeframe ? { timeframe } : {}),
  });
}

/** Where the model's own value of one axis's variable falls on that axis. */
export type TModelPointAxis = {
  variable: TSensitivityVariable;
  /** The model's own value (for revenue growth and gross margin, their mean over the timeframe). */
  value: number | null;
  /** Its point on the axis when it is one. */
  index: number | null;
  /** On a point, between two points, outside the axis, or unknown (no value to compare). */
  position: 'on' | 'between' | 'outside' | 'unknown';
};

/** How far from a grid point, in gaps, the model's value may be and still be that point (float noise). */
const POINT_TOLERANCE = 1e-6;

/**
 * The model's own point on each axis. An axis centred on the model has it in the middle when its
 * steps are odd, and between the two middle points when they are even; an axis moved with a start
 * point has it wherever (start + k × gap) meets it, or nowhere.
 */
export function modelPoint(
  grid: TSensitivity,
  input: TModelInput,
  model: TModel,
  config: TSensitivityConfig,
): TModelPointAxis[] {
  const { timeframe } = normalizeSensitivity(config);
  return grid.axes.map((axis) => {
    const value = sensitivityCentre(axis.variable, input, model, timeframe);
    const first = axis.values[0];
    if (value === null || first === undefined)
      return { variable: axis.variable, value, index: null, position: 'unknown' };
    const k = axis.gap > 0 ? (value - first) / axis.gap : value === first ? 0 : Number.NaN;
    if (Number.isNaN(k) || k < -POINT_TOLERANCE || k > axis.values.length - 1 + POINT_TOLERANCE) {
      return { variable: axis.variable, value, index: null, position: 'outside' };
    }
    const nearest = Math.round(k);
    return Math.abs(k - nearest) <= POINT_TOLERANCE
      ? { variable: axis.variable, value, index: nearest, position: 'on' }
      : { variable: axis.variable, value, index: null, position: 'between' };
  });
}

/**
 * The grid as CSV: the header rows first (what the grid is, as `sensitivityHeaderRows` writes them),
 * a blank line, then one row per point: variables as decimals, then the implied price per share.
 */
export function sensitivityCsv(
  grid: TSensitivity,
  currency: string,
  header: readonly (readonly (string | number | null)[])[] = [],
): string {
  const columns = [...grid.axes.map((axis) => axis.variable), `implied_price_per_share_${currency}`];
  const rows: (readonly (string | number | null)[])[] = [...header, ...(header.length > 0 ? [[]] : []), columns];
  grid.prices.forEach((price, flat) => {
    const point = pointOf(grid, flat);
    rows.push([...point.map((value) => round(value, 10)), price === null ? '' : round(price, 6)]);
  });
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
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
