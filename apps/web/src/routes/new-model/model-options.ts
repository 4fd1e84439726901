import { DEFAULT_MODEL_OPTIONS, isDefaultModelOptions, type TModelOptions } from '@app/contract';

/** The options as the app sends them (camelCase), every one given. */
export type TModelOptionsInput = {
  period: TModelOptions['period'];
  historicalYears: number;
  forecastYears: number;
  quarterlyBreakdown: boolean;
  quarterlyPeriods: number;
};

export const DEFAULT_OPTIONS: TModelOptionsInput = toInput(DEFAULT_MODEL_OPTIONS);

/** Whether the options differ from the defaults (which only a full account may ask for). */
export function isDefaultOptions(options: TModelOptionsInput): boolean {
  return isDefaultModelOptions(toWire(options));
}

function toInput(options: TModelOptions): TModelOptionsInput {
  return {
    period: options.period,
    historicalYears: options.historical_years,
    forecastYears: options.forecast_years,
    quarterlyBreakdown: options.quarterly_breakdown,
    quarterlyPeriods: options.quarterly_periods,
  };
}

function toWire(options: TModelOptionsInput): TModelOptions {
  return {
    period: options.period,
    historical_years: options.historicalYears,
    forecast_years: options.forecastYears,
    quarterly_breakdown: options.quarterlyBreakdown,
    quarterly_periods: options.quarterlyPeriods,
  };
}
