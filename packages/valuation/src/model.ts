import type { TBridgeInput } from './bridge.js';
import { runDcf, type TDcf, type TTerminalInput, type TTerminalReturnOnCapital } from './dcf.js';
import { forecastStub } from './discounting.js';
import { applyOverrides, type TDrivers } from './forecast/drivers.js';
import type { TForecast } from './forecast/forecast-types.js';
import { freeCashFlow, type TFreeCashFlow } from './forecast/free-cash-flow.js';
import { buildForecast } from './forecast/three-statements.js';
import type { TBase } from './history/base.js';
import { defaultDrivers } from './history/driver-defaults.js';
import type { TBridgeAssumptions, TModel, TModelInput } from './model-inputs.js';
import type { TBaseLine, TProvenance, TScalarDriver } from './provenance.js';
import { fail, ok, type TResult } from './result.js';
import { type Money, money, type Rate, rate, type ShareCount, shareCount } from './units.js';
import { computeWacc, type TWacc } from './wacc.js';

/** A model with its inputs resolved once, re-valued many times by sensitivity and reverse DCF. @internal */
export type TPreparedModel = Omit<TModel, 'forecast' | 'freeCashFlow' | 'dcf'> & { input: TModelInput };

/** What a sensitivity point or a root-finder step changes. @internal */
export type TAdjustment = { drivers?: TDrivers; discountRate?: number; terminalGrowth?: number };

/** Resolves defaults, overrides, the discount rate, stub, bridge and shares. @internal */
export function prepareModel(input: TModelInput): TResult<TPreparedModel> {
  const defaults = defaultDrivers(input.history, input.defaults);
  if (!defaults.ok) return defaults;
  const { base } = defaults.value;
  const count = defaults.value.drivers.revenueGrowth.values.length;
  const drivers = applyOverrides(defaults.value.drivers, input.drivers ?? {}, count);
  if (!drivers.ok) return drivers;
  let wacc: TWacc | null = null;
  let discountRate: TScalarDriver<Rate>;
  if ('capm' in input.discountRate) {
    const built = computeWacc(input.discountRate.capm);
    if (!built.ok) return built;
    wacc = built.value;
    discountRate = {
      value: built.value.wacc,
      provenance: { kind: 'convention', note: 'WACC from the CAPM and capital-structure inputs (see wacc)' },
    };
  } else {
    discountRate = { value: input.discountRate.wacc, provenance: { kind: 'input' } };
  }
  const stub = forecastStub(input.valuationDate, base.periodEnd, count);
  if (!stub.ok) return stub;
  const shares = sharesOf(base, input.shares);
  if (!shares.ok) return shares;
  return ok({
    input,
    base,
    drivers: drivers.value,
    wacc,
    discountRate,
    stub: stub.value,
    bridge: bridgeOf(base, input.bridge ?? {}),
    shares: shares.value,
  });
}

/** Forecast, FCF and DCF of a prepared model, with an optional adjustment. @internal */
export function evaluateModel(
  prepared: TPreparedModel,
  adjustment: TAdjustment = {},
): TResult<{ forecast: TForecast; freeCashFlow: TFreeCashFlow; dcf: TDcf }> {
  const drivers = adjustment.drivers ?? prepared.drivers;
  const forecast = buildForecast(prepared.base, drivers);
  if (!forecast.ok) return forecast;
  const fcf = freeCashFlow(forecast.value, drivers);
  const dcf = discountModel(prepared, forecast.value, fcf, adjustment);
  if (!dcf.ok) return dcf;
  return ok({ forecast: forecast.value, freeCashFlow: fcf, dcf: dcf.value });
}

/** The DCF of a model's FCF at the prepared (or adjusted) discount rate and terminal growth. @internal */
export function discountModel(
  prepared: TPreparedModel,
  forecast: TForecast,
  fcf: TFreeCashFlow,
  adjustment: TAdjustment = {},
) {
  const { input } = prepared;
  const terminal: TTerminalInput =
    input.terminal.method === 'perpetuity'
      ? {
          method: 'perpetuity',
          growth: rate(adjustment.terminalGrowth ?? input.terminal.growth),
          ...(input.terminal.normalizedFcf === undefined ? {} : { normalizedFcf: input.terminal.normalizedFcf }),
          ...(input.terminal.reinvestment === 'return_on_capital'
            ? { returnOnCapital: returnOnCapitalOf(prepared.base, forecast, fcf) }
            : {}),
        }
      : { method: 'exit_multiple', multiple: input.terminal.multiple };
  const bridge: TBridgeInput = {};
  for (const [key, line] of Object.entries(prepared.bridge)) bridge[key as keyof TBridgeInput] = line.value;
  return runDcf({
    fcff: fcf.fcff,
    ebitda: fcf.ebitda,
    discountRate: rate(adjustment.discountRate ?? prepared.discountRate.value),
    convention: input.convention ?? 'end_of_year',
    stubFraction: prepared.stub.fraction,
    elapsedYears: prepared.stub.elapsedYears,
    terminal,
    bridge,
    shares: prepared.shares.value,
    ...(input.price === undefined ? {} : { price: input.price }),
  });
}

/**
 * A full model in one call: driver defaults from history (overridden by the caller's), the
 * three-statement forecast, unlevered FCF, WACC and the DCF with its bridge. Every line is returned.
 *
 * @returns the first failure of any step (`INSUFFICIENT_HISTORY`, `INVALID_INPUT`,
 * `GROWTH_NOT_BELOW_DISCOUNT_RATE`, `NON_POSITIVE_SHARES`).
 * @example
 * const model = runModel({ history, valuationDate: '2025-03-31', discountRate: { wacc: rate(0.09) },
 *   terminal: { method: 'perpetuity', growth: rate(0.025) }, convention: 'mid_year' });
 * if (model.ok) model.value.dcf.bridge.valuePerShare;
 * @public
 */
export function runModel(input: TModelInput): TResult<TModel> {
  const prepared = prepareModel(input);
  if (!prepared.ok) return prepared;
  const result = evaluateModel(prepared.value);
  if (!result.ok) return result;
  const { input: _input, ...rest } = prepared.value;
  return ok({ ...rest, ...result.value });
}

function fromBase(line: TBaseLine, fiscalYear: number, fallbackReason: string, period?: string): TScalarDriver<Money> {
  const at = period === undefined ? {} : { period };
  const provenance: TProvenance =
    line.source.kind === 'reported'
      ? { kind: 'history', formula: line.source.keys.join(' + '), years: [fiscalYear], values: [line.value], ...at }
      : line.source.kind === 'derived'
        ? { kind: 'history', formula: line.source.formula, years: [fiscalYear], values: [line.value], ...at }
        : { kind: 'fallback', reason: `${line.source.note}. ${fallbackReason}` };
  return { value: money(line.value), provenance };
}

/**
 * The bridge items: the latest balance sheet's (a 10-Q after the base year, else the base year's),
 * replaced by the caller's.
 */
function bridgeOf(base: TBase, given: TBridgeInput): TBridgeAssumptions {
  const latest = base.latest;
  const b = latest?.balance ?? base.balance;
  const from = (line: TBaseLine, fallbackReason: string) =>
    fromBase(line, latest?.fiscalYear ?? base.fiscalYear, fallbackReason, latest?.label);
  const zero = (provenance: TProvenance): TScalarDriver<Money> => ({ value: money(0), provenance });
  const leases = base.isIfrs
    ? from(b.leases, 'Not subtracted')
    : zero({
        kind: 'convention',
        note:
          'US GAAP operating lease cost sits in operating expenses, so FCFF is already after lease payments; ' +
          'the lease liability is not subtracted again (set it when FCFF excludes lease payments)',
      });
  const defaults: TBridgeAssumptions = {
    debt: from(b.debt, 'Not subtracted'),
    leases,
    cash: from(b.cash, 'Not added'),
    investments: from(
      investmentsOf(b.shortTermInvestments, latest?.balance.longTermInvestments ?? base.longTermInvestments),
      'Not added',
    ),
    minorityInterest: from(b.minorityInterest, 'Not subtracted'),
    preferred: zero({ kind: 'fallback', reason: 'The standard chart has no preferred-stock line: not subtracted' }),
  };
  for (const key of Object.keys(defaults) as (keyof TBridgeAssumptions)[]) {
    const value = given[key];
    if (value !== undefined) defaults[key] = { value, provenance: { kind: 'input' } };
  }
  return defaults;
}

function sharesOf(base: TBase, given: ShareCount | undefined): TResult<TScalarDriver<ShareCount>> {
  if (given !== undefined) return ok({ value: given, provenance: { kind: 'input' } });
  // The latest quarter's diluted count, when it reports one: buy-backs and issues since the base year.
  const latest = base.latest?.dilutedShares ? base.latest : null;
  const line = latest?.dilutedShares ?? base.dilutedShares;
  if (!line) {
    return fail('INSUFFICIENT_HISTORY', `FY ${base.fiscalYear}: no diluted or basic share count; pass shares`, {
      line: 'diluted_shares',
    });
  }
  const formula = line.source.kind === 'reported' ? line.source.keys.join(' + ') : 'shares';
  return ok({
    value: shareCount(line.value),
    provenance: {
      kind: 'history',
      formula,
      years: [latest?.fiscalYear ?? base.fiscalYear],
      values: [line.value],
      ...(latest ? { period: latest.label } : {}),
    },
  });
}

/**
 * NOPAT(N) and the return on the operating capital it was earned on: working capital (receivables
 * + inventory − payables) plus PP&E and intangibles at the start of year N (goodwill left out:
 * growth is bought with new capex, not with past acquisitions' premiums).
 */
function returnOnCapitalOf(base: TBase, forecast: TForecast, fcf: TFreeCashFlow): TTerminalReturnOnCapital {
  const n = fcf.nopat.length;
  const at = (key: 'receivables' | 'inventory' | 'payables' | 'ppe' | 'intangibles') =>
    n >= 2 ? (forecast.balance[key][n - 2] as number) : base.balance[key].value;
  const capital = at('receivables') + at('inventory') - at('payables') + at('ppe') + at('intangibles');
  return { nopat: money(fcf.nopat[n - 1] as number), investedCapital: money(capital) };
}

/** Short- plus long-term investments: both are outside the cash flows, so both add to equity value. */
function investmentsOf(shortTerm: TBaseLine, longTerm: TBaseLine): TBaseLine {
  if (longTerm.source.kind === 'not_reported') return shortTerm;
  if (shortTerm.source.kind === 'not_reported') return longTerm;
  const keys = [shortTerm, longTerm].flatMap((line) =>
    line.source.kind === 'reported' ? line.source.keys : [line.source.kind === 'derived' ? line.source.formula : ''],
  );
  return { value: shortTerm.value + longTerm.value, source: { kind: 'reported', keys } };
}
