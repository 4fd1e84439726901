import type { TStatementPeriod } from '@app/statements';
import type { TDrivers } from '../forecast/drivers.js';
import { fail, invalid, ok, type TResult } from '../result.js';
import { type Rate, rate } from '../units.js';
import { historyWindow } from './average.js';
import { baseFromHistory, type TBase } from './base.js';
import { financingDefaults } from './financing-defaults.js';
import { LOSS_MAKER_TARGET_MARGIN, pathToProfit } from './margin-path.js';
import { operatingDefaults } from './operating-defaults.js';
import { annualPeriods, income } from './periods.js';

/** @public */
export type TDefaultsOptions = {
  /** Forecast years N; default 10. */
  years?: number;
  /** Historical years averaged for each ratio; default 3. */
  averagingYears?: number;
  /** Tax rate when the effective rate cannot be computed; default 0.21 (US federal statutory). */
  statutoryTaxRate?: Rate;
  /** Interest rate on debt when history has no interest expense (e.g. the WACC's pre-tax cost of debt). */
  fallbackCostOfDebt?: Rate;
  /** When given, revenue growth fades linearly from its historical mean in year 1 to this rate in year N. */
  fadeRevenueGrowthTo?: Rate;
  /**
   * The operating margin a company that lost money in its base year reaches by year N; default
   * `LOSS_MAKER_TARGET_MARGIN` (see `pathToProfit`).
   */
  targetOperatingMargin?: Rate;
};

/** The base year and a full set of drivers, every one with its provenance. @public */
export type TDriverDefaults = { base: TBase; drivers: TDrivers };

/** US federal statutory corporate tax rate, the fallback when no effective rate can be computed. @public */
export const US_STATUTORY_TAX_RATE = rate(0.21);

/**
 * Default forecast drivers from the historical statements, each carrying its formula, years and
 * values. Operating ratios start at the base year's own value and move in a straight line to their
 * mean over the last `averagingYears` fiscal years (3 by default) by year N; revenue growth is that
 * window's mean (faded to `fadeRevenueGrowthTo` when given); tax, interest and payout are means or
 * ratios of sums over the window; asset lives come from the base year. A driver that history
 * cannot supply gets a visible fallback with its reason; none is silently 0.
 *
 * @returns `INSUFFICIENT_HISTORY` when there is no usable base year (see `baseFromHistory`).
 * @example
 * const defaults = defaultDrivers(periods, { years: 10 });
 * if (defaults.ok) defaults.value.drivers.grossMargin.provenance; // { kind: 'history', formula: 'gross_profit / revenue', … }
 * @public
 */
export function defaultDrivers(
  history: readonly TStatementPeriod[],
  options: TDefaultsOptions = {},
): TResult<TDriverDefaults> {
  const count = options.years ?? 10;
  const averagingYears = options.averagingYears ?? 3;
  if (!Number.isInteger(count) || count < 1 || count > 500) return invalid('years', 'must be a whole number in 1…500');
  if (!Number.isInteger(averagingYears) || averagingYears < 1) {
    return invalid('averaging_years', 'must be a whole number ≥ 1');
  }
  const base = baseFromHistory(history);
  if (!base.ok) return base;
  const periods = annualPeriods(history);
  if (periods.length === 0) return fail('INSUFFICIENT_HISTORY', 'No annual period', { line: 'fiscal_period' });
  const window = historyWindow(periods, averagingYears);
  const operating = pathToProfit(
    operatingDefaults(window, base.value, count, options.fadeRevenueGrowthTo),
    operatingMarginOf(window.base),
    options.targetOperatingMargin ?? LOSS_MAKER_TARGET_MARGIN,
  );
  const financing = financingDefaults(window, base.value, count, {
    statutoryTaxRate: options.statutoryTaxRate ?? US_STATUTORY_TAX_RATE,
    ...(options.fallbackCostOfDebt === undefined ? {} : { fallbackCostOfDebt: options.fallbackCostOfDebt }),
  });
  const drivers: TDrivers = { ...operating, ...financing };
  return ok({ base: base.value, drivers });
}

/** Operating income ÷ revenue of a year, when both are reported. */
function operatingMarginOf(period: TStatementPeriod): number | undefined {
  const revenue = income(period, 'revenue');
  const operating = income(period, 'operating_income');
  return revenue !== undefined && revenue > 0 && operating !== undefined ? operating / revenue : undefined;
}
