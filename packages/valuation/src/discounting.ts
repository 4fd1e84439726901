import { addYears, dayNumber } from './dates.js';
import { invalid, ok, type TResult } from './result.js';
import { type Rate, type Years, years } from './units.js';

/**
 * When in a year its cash flow is assumed to arrive: at the end, or spread evenly (centred mid-year).
 * @public
 */
export type TConvention = 'end_of_year' | 'mid_year';

/** Discount periods and factors for N forecast years. @public */
export type TDiscountSchedule = {
  convention: TConvention;
  discountRate: Rate;
  /** Share of the first counted forecast year still ahead at the valuation date, in (0, 1]; 1 = no stub. */
  stubFraction: number;
  /** Forecast years that ended on or before the valuation date: not counted (0 = the date is in year 1). */
  elapsedYears: number;
  /** t_i, the discount period of year i in years from the valuation date. */
  periods: Years[];
  /** DF_i = (1 + r)^(−t_i). */
  factors: number[];
  /** Share of each year's cash flow that is still to come: 0 for elapsed years, the stub fraction for the first counted year, else 1. */
  cashFlowWeights: number[];
  /** Where each kind of terminal value is discounted from (see {@link discountSchedule}). */
  terminal: {
    perpetuity: { period: Years; factor: number };
    exitMultiple: { period: Years; factor: number };
  };
};

/**
 * Discount periods from the valuation date, with a stub first period and either convention.
 *
 * With e the forecast years that ended on or before the valuation date (0 when the date lies in year
 * 1), s the stub fraction (share of year e + 1 left, 1 when the valuation date is a year's start) and
 * j = i − e for the years i = e + 1…N that are counted:
 *
 *   end of year: t_i = s + (j − 1)
 *   mid-year:    t_i = s / 2 for j = 1,  t_i = s + (j − 1) − 0.5 for j ≥ 2   (the middle of what is left of each year)
 *   DF_i = (1 + r)^(−t_i); only s × FCF is counted for year e + 1 (the rest was earned before the
 *   valuation date), and nothing for the elapsed years i ≤ e (t_i = 0, weight 0)
 *
 * Terminal values sit at the end of year N, t_N(end) = s + N − e − 1. A perpetuity-growth value is the
 * value of mid-year flows under the mid-year convention, so it is discounted at t_N(end) − 0.5; an
 * exit-multiple value is a price at the end of year N and is discounted at t_N(end) in both conventions.
 *
 * @param count - number of forecast years N (≥ 1)
 * @param discountRate - r, > −1
 * @param convention - end of year or mid-year
 * @param stubFraction - s in (0, 1], default 1
 * @param elapsedYears - e, a whole number in [0, N), default 0
 * @example
 * discountSchedule(3, rate(0.1), 'mid_year').value.periods; // [0.5, 1.5, 2.5]
 * @public
 */
export function discountSchedule(
  count: number,
  discountRate: Rate,
  convention: TConvention,
  stubFraction = 1,
  elapsedYears = 0,
): TResult<TDiscountSchedule> {
  if (!Number.isInteger(count) || count < 1) return invalid('years', `must be a whole number ≥ 1 (got ${count})`);
  if (!Number.isFinite(discountRate) || discountRate <= -1) {
    return invalid('discount_rate', `must be a finite rate above −100% (got ${discountRate})`);
  }
  if (!Number.isFinite(stubFraction) || stubFraction <= 0 || stubFraction > 1) {
    return invalid('stub_fraction', `must be in (0, 1] (got ${stubFraction})`);
  }
  if (!Number.isInteger(elapsedYears) || elapsedYears < 0 || elapsedYears >= count) {
    return invalid(
      'valuation_date',
      `must fall before the end of forecast year ${count} (${elapsedYears} years elapsed)`,
    );
  }
  const s = stubFraction;
  const periods: Years[] = [];
  const factors: number[] = [];
  const cashFlowWeights: number[] = [];
  const growth = 1 + discountRate;
  for (let i = 1; i <= count; i += 1) {
    const j = i - elapsedYears;
    const end = s + (j - 1);
    const t = j < 1 ? 0 : convention === 'end_of_year' ? end : j === 1 ? s / 2 : end - 0.5;
    periods.push(years(t));
    factors.push(growth ** -t);
    cashFlowWeights.push(j < 1 ? 0 : j === 1 ? s : 1);
  }
  const endN = s + count - elapsedYears - 1;
  const perpetuityPeriod = convention === 'mid_year' ? endN - 0.5 : endN;
  return ok({
    convention,
    discountRate,
    stubFraction: s,
    elapsedYears,
    periods,
    factors,
    cashFlowWeights,
    terminal: {
      perpetuity: { period: years(perpetuityPeriod), factor: growth ** -perpetuityPeriod },
      exitMultiple: { period: years(endN), factor: growth ** -endN },
    },
  });
}

/**
 * The stub fraction and the day counts behind it; `elapsedYears` forecast years ended on or before
 * the valuation date (0 when it falls in year 1). @public
 */
export type TStub = {
  fraction: number;
  daysRemaining: number;
  daysInYear: number;
  elapsedYears: number;
  /** The forecast year the valuation date falls in: from its start (exclusive) to its end, ISO dates. */
  yearStart: string;
  yearEnd: string;
};

/**
 * Share of forecast year 1 still ahead at the valuation date:
 *
 *   s = days(valuation date → end of year 1) / days(start of year 1 → end of year 1)
 *
 * where the start of year 1 is the last historical balance-sheet date. The valuation date must lie
 * in [start, end); on the start date s = 1.
 *
 * @param valuationDate - ISO date the value is measured at
 * @param yearStart - ISO date of the last historical balance sheet (exclusive start of year 1)
 * @param yearEnd - ISO date forecast year 1 ends
 * @public
 */
export function stubFraction(valuationDate: string, yearStart: string, yearEnd: string): TResult<TStub> {
  const valuation = dayNumber(valuationDate);
  const start = dayNumber(yearStart);
  const end = dayNumber(yearEnd);
  if (valuation === null) return invalid('valuation_date', `must be an ISO date YYYY-MM-DD (got ${valuationDate})`);
  if (start === null || end === null || end <= start) {
    return invalid('forecast_year', `year 1 must run from one ISO date to a later one (${yearStart} → ${yearEnd})`);
  }
  if (valuation < start || valuation >= end) {
    return invalid(
      'valuation_date',
      `must fall in forecast year 1, on or after ${yearStart} and before ${yearEnd} (got ${valuationDate}); ` +
        'value from a later base year instead',
      { yearStart, yearEnd },
    );
  }
  return ok({
    fraction: (end - valuation) / (end - start),
    daysRemaining: end - valuation,
    daysInYear: end - start,
    elapsedYears: 0,
    yearStart,
    yearEnd,
  });
}

/**
 * The stub of a valuation date anywhere in the forecast: the forecast year k it falls in (year i runs
 * from `baseEnd` + (i − 1) years to `baseEnd` + i years), `elapsedYears` = k − 1, and the share of
 * year k still ahead. A filer that has not reported for a year (a 20-F filer before its next annual
 * report) is valued from within year 2; the years before are not counted.
 *
 * @param valuationDate - ISO date the value is measured at, in [baseEnd, end of year N)
 * @param baseEnd - ISO date of the last historical balance sheet
 * @param count - N, the forecast years
 * @public
 */
export function forecastStub(valuationDate: string, baseEnd: string, count: number): TResult<TStub> {
  const valuation = dayNumber(valuationDate);
  if (valuation === null) return invalid('valuation_date', `must be an ISO date YYYY-MM-DD (got ${valuationDate})`);
  for (let year = 1; year <= count; year += 1) {
    const yearEnd = addYears(baseEnd, year);
    if (valuation >= (dayNumber(yearEnd) ?? Number.NaN)) continue;
    const stub = stubFraction(valuationDate, addYears(baseEnd, year - 1), yearEnd);
    return stub.ok ? ok({ ...stub.value, elapsedYears: year - 1 }) : stub;
  }
  return invalid(
    'valuation_date',
    `must fall before the end of forecast year ${count} (${addYears(baseEnd, count)}; got ${valuationDate}); ` +
      'value from a later base year instead',
    { yearStart: baseEnd, yearEnd: addYears(baseEnd, count) },
  );
}
