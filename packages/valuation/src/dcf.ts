import { equityBridge, type TBridgeInput, type TEquityBridge } from './bridge.js';
import { discountSchedule, type TConvention } from './discounting.js';
import { invalid, ok, type TResult } from './result.js';
import {
  impliedExitMultiple,
  impliedPerpetuityGrowth,
  perpetuityValue,
  type TPerpetuityValue,
} from './terminal-value.js';
import { type Money, type Multiple, money, type PerShare, type Rate, type ShareCount, type Years } from './units.js';

/** How the value after the forecast is captured. @public */
export type TTerminalInput =
  /**
   * Gordon growth on FCF(N+1) = FCF(N) × (1 + g), on a normalized FCF(N+1), or — with
   * `returnOnCapital` — on NOPAT(N+1) less the reinvestment that growth needs (see `runDcf`).
   */
  | { method: 'perpetuity'; growth: Rate; normalizedFcf?: Money; returnOnCapital?: TTerminalReturnOnCapital }
  /** multiple × metric at the end of year N; the metric defaults to EBITDA(N). */
  | { method: 'exit_multiple'; multiple: Multiple; metric?: Money }
  /** No value after year N (a finite-life project, or a long explicit forecast). */
  | { method: 'none' };

/** NOPAT of year N and the operating capital it was earned on (invested at the start of year N). @public */
export type TTerminalReturnOnCapital = { nopat: Money; investedCapital: Money };

/** How much of NOPAT(N+1) growth in perpetuity needs reinvested, and why. @public */
export type TTerminalReinvestment = {
  nopatNext: Money;
  investedCapital: Money;
  /** NOPAT(N) ÷ invested capital. */
  returnOnCapital: Rate;
  /** The return on new capital: the return on capital, at least the discount rate. */
  returnOnNewCapital: Rate;
  /** g ÷ return on new capital. */
  rate: Rate;
};

/** @public */
export type TDcfInput = {
  /** Unlevered free cash flow of each forecast year 1…N (full-year amounts, before the stub weight). */
  fcff: readonly Money[];
  /** WACC. */
  discountRate: Rate;
  /** Default `end_of_year`. */
  convention?: TConvention;
  /** Share of year 1 still ahead at the valuation date, (0, 1]; default 1 (see `stubFraction`). */
  stubFraction?: number;
  /** Forecast years ended on or before the valuation date, not counted; default 0 (see `forecastStub`). */
  elapsedYears?: number;
  terminal: TTerminalInput;
  /** EBITDA of each forecast year: the exit-multiple metric and the implied exit multiple. */
  ebitda?: readonly Money[];
  bridge?: TBridgeInput;
  /** Diluted shares. */
  shares: ShareCount;
  /** Current price per share, for the upside. */
  price?: PerShare;
};

/** The terminal value, where it is discounted from, and what it implies. @public */
export type TDcfTerminal = {
  method: TTerminalInput['method'];
  /** TV at the end of year N. */
  value: Money;
  discountPeriod: Years;
  discountFactor: number;
  presentValue: Money;
  perpetuity: TPerpetuityValue | null;
  multiple: Multiple | null;
  metric: Money | null;
  /** EV/EBITDA(N) implied by a perpetuity value (null without a positive EBITDA(N)). */
  impliedExitMultiple: number | null;
  /** Perpetual growth implied by an exit-multiple value. */
  impliedGrowth: Rate | null;
  /** The reinvestment that makes FCF(N+1), when it comes from NOPAT and the return on capital. */
  reinvestment: TTerminalReinvestment | null;
};

/** A DCF with every intermediate line. @public */
export type TDcf = {
  discountRate: Rate;
  convention: TConvention;
  stubFraction: number;
  /** Forecast years ended on or before the valuation date: their FCF is not counted. */
  elapsedYears: number;
  fcff: Money[];
  /** FCF counted in the value: 0 for elapsed years, s × FCF for the first counted year, FCF(i) after. */
  countedFcff: Money[];
  discountPeriods: Years[];
  discountFactors: number[];
  pvFcff: Money[];
  sumPvFcff: Money;
  terminal: TDcfTerminal;
  enterpriseValue: Money;
  /** PV(TV) / EV. */
  terminalShareOfEv: number | null;
  bridge: TEquityBridge;
};

/**
 * Discounted cash flow of explicit unlevered free cash flows:
 *
 *   PV_i = w_i × FCF_i × (1 + WACC)^(−t_i)     (w = 0 for elapsed years, the stub fraction for the first counted year, 1 after; t_i from `discountSchedule`)
 *   EV = Σ PV_i + TV × (1 + WACC)^(−t_TV)
 *   TV = FCF(N+1) / (WACC − g)  [t_TV = t_N(end), minus 0.5 under mid-year]
 *      or multiple × metric     [t_TV = t_N(end) in both conventions]
 *
 * then the bridge to equity value and value per share (`equityBridge`).
 *
 * @throws never; g ≥ WACC is `GROWTH_NOT_BELOW_DISCOUNT_RATE`, shares ≤ 0 `NON_POSITIVE_SHARES`.
 * @example
 * runDcf({ fcff: [100, 110].map(money), discountRate: rate(0.1), shares: shareCount(10),
 *   terminal: { method: 'perpetuity', growth: rate(0.02) } });
 * // EV = 100/1.1 + 110/1.21 + (110 × 1.02 / 0.08)/1.21 = 1340.08
 * @public
 */
export function runDcf(input: TDcfInput): TResult<TDcf> {
  const n = input.fcff.length;
  if (n < 1) return invalid('fcff', 'needs at least one forecast year');
  const badYear = input.fcff.findIndex((value) => !Number.isFinite(value));
  if (badYear >= 0) return invalid('fcff', `year ${badYear + 1} is not a finite number`);
  if (input.ebitda && input.ebitda.length !== n) {
    return invalid('ebitda', `needs ${n} years like fcff (got ${input.ebitda.length})`);
  }
  const convention = input.convention ?? 'end_of_year';
  const schedule = discountSchedule(
    n,
    input.discountRate,
    convention,
    input.stubFraction ?? 1,
    input.elapsedYears ?? 0,
  );
  if (!schedule.ok) return schedule;
  const { periods, factors, cashFlowWeights } = schedule.value;
  const countedFcff: Money[] = [];
  const pvFcff: Money[] = [];
  let sumPv = 0;
  for (let i = 0; i < n; i += 1) {
    const counted = (input.fcff[i] as number) * (cashFlowWeights[i] as number);
    const pv = counted * (factors[i] as number);
    countedFcff.push(money(counted));
    pvFcff.push(money(pv));
    sumPv += pv;
  }
  const terminal = terminalLine(input, schedule.value.terminal);
  if (!terminal.ok) return terminal;
  const enterpriseValue = sumPv + terminal.value.presentValue;
  const bridge = equityBridge(money(enterpriseValue), input.bridge ?? {}, input.shares, input.price);
  if (!bridge.ok) return bridge;
  return ok({
    discountRate: input.discountRate,
    convention,
    stubFraction: schedule.value.stubFraction,
    elapsedYears: schedule.value.elapsedYears,
    fcff: [...input.fcff],
    countedFcff,
    discountPeriods: periods,
    discountFactors: factors,
    pvFcff,
    sumPvFcff: money(sumPv),
    terminal: terminal.value,
    enterpriseValue: money(enterpriseValue),
    terminalShareOfEv: enterpriseValue === 0 ? null : terminal.value.presentValue / enterpriseValue,
    bridge: bridge.value,
  });
}

type TTerminalTiming = {
  perpetuity: { period: Years; factor: number };
  exitMultiple: { period: Years; factor: number };
};

function terminalLine(input: TDcfInput, timing: TTerminalTiming): TResult<TDcfTerminal> {
  const { terminal, discountRate } = input;
  const convention = input.convention ?? 'end_of_year';
  const fcfN = input.fcff.at(-1) as Money;
  const ebitdaN = input.ebitda?.at(-1);
  switch (terminal.method) {
    case 'perpetuity': {
      const reinvestment =
        terminal.normalizedFcf === undefined && terminal.returnOnCapital
          ? reinvestmentOf(terminal.returnOnCapital, terminal.growth, discountRate)
          : null;
      const normalized = reinvestment
        ? money(reinvestment.nopatNext * (1 - reinvestment.rate))
        : terminal.normalizedFcf;
      const tv = perpetuityValue(fcfN, terminal.growth, discountRate, normalized);
      if (!tv.ok) return tv;
      const { period, factor } = timing.perpetuity;
      return ok({
        method: 'perpetuity',
        value: tv.value.value,
        discountPeriod: period,
        discountFactor: factor,
        presentValue: money(tv.value.value * factor),
        perpetuity: tv.value,
        multiple: null,
        metric: null,
        impliedExitMultiple:
          ebitdaN === undefined ? null : impliedExitMultiple(tv.value.value, ebitdaN, discountRate, convention),
        impliedGrowth: null,
        reinvestment,
      });
    }
    case 'exit_multiple': {
      const metric = terminal.metric ?? ebitdaN;
      if (metric === undefined) return invalid('terminal.metric', 'needs the metric (e.g. EBITDA of year N)');
      if (!Number.isFinite(terminal.multiple) || !Number.isFinite(metric)) {
        return invalid('terminal', 'multiple and metric must be finite numbers');
      }
      const value = money(terminal.multiple * metric);
      const { period, factor } = timing.exitMultiple;
      return ok({
        method: 'exit_multiple',
        value,
        discountPeriod: period,
        discountFactor: factor,
        presentValue: money(value * factor),
        perpetuity: null,
        multiple: terminal.multiple,
        metric: money(metric),
        impliedExitMultiple: null,
        impliedGrowth: impliedPerpetuityGrowth(value, fcfN, discountRate, convention),
        reinvestment: null,
      });
    }
    case 'none': {
      const { period, factor } = timing.exitMultiple;
      return ok({
        method: 'none',
        value: money(0),
        discountPeriod: period,
        discountFactor: factor,
        presentValue: money(0),
        perpetuity: null,
        multiple: null,
        metric: null,
        impliedExitMultiple: null,
        impliedGrowth: null,
        reinvestment: null,
      });
    }
    default:
      throw new Error(`unreachable terminal method ${(terminal as { method: string }).method}`);
  }
}

/**
 * Steady-state reinvestment (Damodaran): growing NOPAT at g needs g ÷ RONIC of it reinvested, so
 *
 *   FCF(N+1) = NOPAT(N) × (1 + g) × (1 − g ÷ RONIC),   RONIC = max(return on capital(N), r)
 *
 * New capital earns the company's own return, but never less than its cost: at RONIC = r growth
 * adds no value. `null` when NOPAT or the invested capital is not positive (the forecast's FCF(N)
 * is used).
 */
function reinvestmentOf(
  given: TTerminalReturnOnCapital,
  growth: Rate,
  discountRate: Rate,
): TTerminalReinvestment | null {
  if (!(given.nopat > 0) || !(given.investedCapital > 0)) return null;
  const returnOnCapital = given.nopat / given.investedCapital;
  const returnOnNewCapital = Math.max(returnOnCapital, discountRate);
  const rate = Math.max(growth, 0) / returnOnNewCapital;
  return {
    nopatNext: money(given.nopat * (1 + growth)),
    investedCapital: given.investedCapital,
    returnOnCapital: returnOnCapital as Rate,
    returnOnNewCapital: returnOnNewCapital as Rate,
    rate: rate as Rate,
  };
}
