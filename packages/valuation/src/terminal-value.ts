import type { TConvention } from './discounting.js';
import { fail, firstNonFinite, ok, type TResult } from './result.js';
import { type Money, money, type Rate, rate } from './units.js';

/** A perpetuity-growth (Gordon) terminal value at the end of year N. @public */
export type TPerpetuityValue = {
  method: 'perpetuity';
  growth: Rate;
  /** FCF(N+1): the normalized one when given, else FCF(N) × (1 + g). */
  fcfNext: Money;
  isNormalized: boolean;
  value: Money;
};

/**
 * Terminal value by perpetuity growth (Gordon growth), placed at the end of year N:
 *
 *   TV_N = FCF(N+1) / (r − g),  FCF(N+1) = FCF(N) × (1 + g) unless a normalized FCF(N+1) is given
 *
 * Refused with `GROWTH_NOT_BELOW_DISCOUNT_RATE` when g ≥ r (the sum of the growing flows diverges).
 *
 * @param fcfFinal - FCF(N), the last forecast year's full-year cash flow
 * @param growth - g, the perpetual growth rate
 * @param discountRate - r (WACC for FCFF, cost of equity for residual earnings)
 * @param normalizedFcf - FCF(N+1) when the model supplies a normalized one
 * @example
 * perpetuityValue(money(100), rate(0.02), rate(0.09)).value.value; // 100 × 1.02 / 0.07 = 1457.14
 * @public
 */
export function perpetuityValue(
  fcfFinal: Money,
  growth: Rate,
  discountRate: Rate,
  normalizedFcf?: Money,
): TResult<TPerpetuityValue> {
  const bad = firstNonFinite({ fcf: fcfFinal, growth, discount_rate: discountRate, normalized_fcf: normalizedFcf });
  if (bad) return bad;
  if (growth >= discountRate) {
    return fail(
      'GROWTH_NOT_BELOW_DISCOUNT_RATE',
      `Terminal growth ${pct(growth)} must be below the discount rate ${pct(discountRate)}: ` +
        'a perpetuity growing at or above its discount rate has no finite value',
      { growth, discountRate },
    );
  }
  const fcfNext = normalizedFcf ?? fcfFinal * (1 + growth);
  return ok({
    method: 'perpetuity',
    growth,
    fcfNext: money(fcfNext),
    isNormalized: normalizedFcf !== undefined,
    value: money(fcfNext / (discountRate - growth)),
  });
}

/**
 * The EV/EBITDA multiple a perpetuity terminal value implies, on a like-for-like date. Under the
 * mid-year convention the Gordon value is discounted half a year less than a year-end price, so it
 * is carried to the end of year N first:
 *
 *   implied multiple = TV × (1 + r)^(0.5 if mid-year else 0) / EBITDA(N)
 *
 * `null` when EBITDA(N) is not positive (no meaningful multiple).
 * @public
 */
export function impliedExitMultiple(
  terminalValue: Money,
  ebitdaFinal: Money,
  discountRate: Rate,
  convention: TConvention,
): number | null {
  if (!(ebitdaFinal > 0)) return null;
  const atYearEnd = convention === 'mid_year' ? terminalValue * (1 + discountRate) ** 0.5 : terminalValue;
  return atYearEnd / ebitdaFinal;
}

/**
 * The perpetual growth rate an exit-multiple terminal value implies. The year-end price is first
 * moved to the Gordon value's date (half a year earlier under mid-year), then TV′ = FCF(N)(1 + g)/(r − g)
 * is solved for g:
 *
 *   TV′ = TV × (1 + r)^(−0.5 if mid-year else 0),  g = (TV′ × r − FCF(N)) / (TV′ + FCF(N))
 *
 * `null` when TV′ + FCF(N) = 0.
 * @public
 */
export function impliedPerpetuityGrowth(
  terminalValue: Money,
  fcfFinal: Money,
  discountRate: Rate,
  convention: TConvention,
): Rate | null {
  const tv = convention === 'mid_year' ? terminalValue * (1 + discountRate) ** -0.5 : terminalValue;
  const denominator = tv + fcfFinal;
  if (denominator === 0 || !Number.isFinite(denominator)) return null;
  return rate((tv * discountRate - fcfFinal) / denominator);
}

/** `4.50%` for messages. @internal */
export function pct(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}
