import type { TConvention } from './discounting.js';
import { evaluateModel, prepareModel } from './model.js';
import type { TModelInput } from './model-inputs.js';
import { ok, type TResult, type TValuationErrorCode } from './result.js';
import { DAYS_PER_YEAR } from './units.js';

/**
 * A model compiled for re-valuing many times with four things moved: every forecast year's revenue
 * growth and gross margin shifted by the same points, the discount rate and the terminal value's
 * parameter (perpetuity growth, or the exit multiple) replaced. @public
 */
export type TCompiledValuation = {
  /** Forecast years N. */
  years: number;
  terminalMethod: 'perpetuity' | 'exit_multiple';
  /** The model's own drivers and settings (what a shift of 0 and the model's rates reproduce). */
  model: {
    revenueGrowth: readonly number[];
    grossMargin: readonly number[];
    discountRate: number;
    /** Perpetuity growth, or the exit multiple. */
    terminalParameter: number;
    /** Mean revenue growth over the forecast years (Σ g_t / N). */
    meanRevenueGrowth: number;
    /** EBIT(N) ÷ revenue(N) of the model. */
    lastOperatingMargin: number;
    valuePerShare: number;
    price: number | null;
  };
  /**
   * Value per share with every year's revenue growth + `growthShift`, every year's gross margin +
   * `marginShift`, the discount rate `discountRate` and the terminal parameter `terminal`; `NaN`
   * when the engine refuses the point, with the reason in `failure`. Allocates nothing.
   */
  valuePerShare: (growthShift: number, marginShift: number, discountRate: number, terminal: number) => number;
  /** Why the last `valuePerShare` call returned `NaN` (`null` after a valued call). */
  readonly failure: TValuationErrorCode | null;
};

/**
 * Compiles a model for fast re-valuation: everything the four moved inputs cannot change is
 * resolved once (driver defaults from history, overrides, the stub and elapsed years, the bridge,
 * shares, the run-off of the base year's assets, cost ratios), and each call is a tight loop over
 * the forecast years on preallocated arrays. The arithmetic is `runModel`'s, operation for
 * operation and in the same order, so a call equals `runModel` on the equivalent input
 *
 *   drivers.revenueGrowth = g_t + growthShift,  drivers.grossMargin = m_t + marginShift,
 *   discountRate = { wacc: discountRate },  terminal.growth (or .multiple) = terminal
 *
 * to the last bit (the tests hold it to 1e-9 relative). Revenue and gross margin move only the
 * lines FCFF reads — revenue, capex and intangibles bought, the PP&E and intangibles waterfalls,
 * EBIT, NOPAT, working capital and, with `reinvestment: 'return_on_capital'`, the invested capital
 * at the start of year N; interest, cash, the revolver and dividends never reach FCFF, so they are
 * not computed. A forecast the engine refuses (a debt repayment larger than the debt) does not
 * depend on the moved inputs: it fails here, once.
 *
 * @returns the model's own failure (as `runModel`'s).
 * @public
 */
export function compileValuation(input: TModelInput): TResult<TCompiledValuation> {
  const prepared = prepareModel(input);
  if (!prepared.ok) return prepared;
  const own = evaluateModel(prepared.value);
  if (!own.ok) return own;
  const { base, drivers, stub, bridge, shares } = prepared.value;
  const n = drivers.revenueGrowth.values.length;
  const values = (key: keyof typeof drivers) => (drivers[key] as { values: number[] }).values;
  const growth = Float64Array.from(values('revenueGrowth'));
  const margin = Float64Array.from(values('grossMargin'));
  const capexPct = Float64Array.from(values('capexPctRevenue'));
  const intangiblesPct = Float64Array.from(values('intangiblesPctRevenue'));
  const taxRate = Float64Array.from(values('taxRate'));
  const research = values('researchPctRevenue');
  const sga = values('sgaPctRevenue');
  const other = values('otherOpexPctRevenue');
  const daInCosts = values('daInCostsPctRevenue');
  // As buildForecast groups it: rev × (research + sga + other − D&A in costs).
  const costPct = Float64Array.from({ length: n }, (_, t) => {
    return (research[t] as number) + (sga[t] as number) + (other[t] as number) - (daInCosts[t] as number);
  });
  const receivablePerRevenue = Float64Array.from(values('receivableDays'), (d) => d / DAYS_PER_YEAR);
  const inventoryPerBasis = Float64Array.from(values('inventoryDays'), (d) => d / DAYS_PER_YEAR);
  const payablePerBasis = Float64Array.from(values('payableDays'), (d) => d / DAYS_PER_YEAR);
  const isCostBasis = drivers.daysBasis.value === 'cost_of_revenue';
  const newLife = drivers.newAssetLife.value;
  const b = base.balance;
  const ppe = existingRunOff(b.ppe.value, drivers.existingPpeLife.value, n);
  const intangibles = existingRunOff(b.intangibles.value, drivers.existingIntangiblesLife.value, n);
  const openingNwc = b.receivables.value + b.inventory.value - b.payables.value;

  // Discounting: periods and weights depend on the stub and the convention, not on the rate.
  const convention: TConvention = input.convention ?? 'end_of_year';
  const s = stub.fraction;
  const elapsed = stub.elapsedYears;
  const negativePeriod = new Float64Array(n);
  const weight = new Float64Array(n);
  for (let i = 1; i <= n; i += 1) {
    const j = i - elapsed;
    const end = s + (j - 1);
    const t = j < 1 ? 0 : convention === 'end_of_year' ? end : j === 1 ? s / 2 : end - 0.5;
    negativePeriod[i - 1] = -t;
    weight[i - 1] = j < 1 ? 0 : j === 1 ? s : 1;
  }
  const endN = s + n - elapsed - 1;
  const terminalInput = input.terminal;
  const isPerpetuity = terminalInput.method === 'perpetuity';
  const terminalPeriod = isPerpetuity && convention === 'mid_year' ? endN - 0.5 : endN;
  const normalizedFcf = isPerpetuity ? terminalInput.normalizedFcf : undefined;
  const isReturnOnCapital =
    isPerpetuity && terminalInput.reinvestment === 'return_on_capital' && normalizedFcf === undefined;
  const claims = Float64Array.from([
    -bridge.debt.value,
    -bridge.leases.value,
    bridge.cash.value,
    bridge.investments.value,
    -bridge.minorityInterest.value,
    -bridge.preferred.value,
  ]);
  const shareCount = shares.value as number;

  // Per-call scratch, allocated once.
  const additionsPpe = new Float64Array(n);
  const additionsIntangibles = new Float64Array(n);
  const leftPpe = new Float64Array(n);
  const leftIntangibles = new Float64Array(n);
  const fcff = new Float64Array(n);

  const compiled = {
    years: n,
    terminalMethod: terminalInput.method,
    model: {
      revenueGrowth: [...growth],
      grossMargin: [...margin],
      discountRate: prepared.value.discountRate.value as number,
      terminalParameter: isPerpetuity ? terminalInput.growth : terminalInput.multiple,
      meanRevenueGrowth: values('revenueGrowth').reduce((a, c) => a + c, 0) / n,
      lastOperatingMargin:
        (own.value.forecast.income.ebit[n - 1] as number) / (own.value.forecast.income.revenue[n - 1] as number),
      valuePerShare: own.value.dcf.bridge.valuePerShare as number,
      price: own.value.dcf.bridge.price,
    },
    failure: null as TValuationErrorCode | null,
    valuePerShare,
  };

  function refuse(code: TValuationErrorCode): number {
    compiled.failure = code;
    return Number.NaN;
  }

  function valuePerShare(growthShift: number, marginShift: number, discountRate: number, terminal: number): number {
    compiled.failure = null;
    let revenue = base.revenue;
    let ppeBalance = b.ppe.value;
    let intangiblesBalance = b.intangibles.value;
    let nwc = openingNwc;
    let nopatN = 0;
    let ebitdaN = 0;
    // At the start of year N: the invested capital of the terminal reinvestment.
    let capitalBefore = 0;
    let receivablesBefore = b.receivables.value;
    let inventoryBefore = b.inventory.value;
    let payablesBefore = b.payables.value;
    for (let t = 0; t < n; t += 1) {
      if (t === n - 1) {
        capitalBefore = receivablesBefore + inventoryBefore - payablesBefore + ppeBalance + intangiblesBalance;
      }
      revenue = revenue * (1 + ((growth[t] as number) + growthShift));
      const capex = revenue * (capexPct[t] as number);
      const bought = revenue * (intangiblesPct[t] as number);
      additionsPpe[t] = capex;
      additionsIntangibles[t] = bought;
      leftPpe[t] = capex;
      leftIntangibles[t] = bought;
      const oldPpe = ppe[t] as number;
      const oldIntangibles = intangibles[t] as number;
      let freshPpe = 0;
      let freshIntangibles = 0;
      for (let v = 0; v <= t; v += 1) {
        const remainingPpe = leftPpe[v] as number;
        if (remainingPpe > 0) {
          const charge = Math.min((additionsPpe[v] as number) / newLife, remainingPpe);
          leftPpe[v] = remainingPpe - charge;
          freshPpe += charge;
        }
        const remainingIntangibles = leftIntangibles[v] as number;
        if (remainingIntangibles > 0) {
          const charge = Math.min((additionsIntangibles[v] as number) / newLife, remainingIntangibles);
          leftIntangibles[v] = remainingIntangibles - charge;
          freshIntangibles += charge;
        }
      }
      const depreciation = oldPpe + freshPpe;
      const amortization = oldIntangibles + freshIntangibles;
      ppeBalance = ppeBalance + capex - oldPpe - freshPpe;
      intangiblesBalance = intangiblesBalance + bought - oldIntangibles - freshIntangibles;
      const cogs = revenue * (1 - ((margin[t] as number) + marginShift));
      const ebitda = revenue - cogs - revenue * (costPct[t] as number);
      const ebit = ebitda - depreciation - amortization;
      const nopat = ebit * (1 - (taxRate[t] as number));
      const basis = isCostBasis ? cogs : revenue;
      const receivables = (receivablePerRevenue[t] as number) * revenue;
      const inventory = (inventoryPerBasis[t] as number) * basis;
      const payables = (payablePerBasis[t] as number) * basis;
      const nwcNow = receivables + inventory - payables;
      const increase = nwcNow - nwc;
      nwc = nwcNow;
      fcff[t] = nopat + (depreciation + amortization) - (capex + bought) - increase;
      receivablesBefore = receivables;
      inventoryBefore = inventory;
      payablesBefore = payables;
      nopatN = nopat;
      ebitdaN = ebitda;
    }
    for (let t = 0; t < n; t += 1) if (!Number.isFinite(fcff[t] as number)) return refuse('INVALID_INPUT');
    if (!Number.isFinite(discountRate) || discountRate <= -1) return refuse('INVALID_INPUT');
    const growthFactor = 1 + discountRate;
    let sumPv = 0;
    for (let t = 0; t < n; t += 1) {
      sumPv += (fcff[t] as number) * (weight[t] as number) * growthFactor ** (negativePeriod[t] as number);
    }
    const fcfN = fcff[n - 1] as number;
    let terminalValue: number;
    if (isPerpetuity) {
      let fcfNext: number | undefined = normalizedFcf;
      if (isReturnOnCapital && nopatN > 0 && capitalBefore > 0) {
        const returnOnNewCapital = Math.max(nopatN / capitalBefore, discountRate);
        const reinvestmentRate = Math.max(terminal, 0) / returnOnNewCapital;
        fcfNext = nopatN * (1 + terminal) * (1 - reinvestmentRate);
      }
      if (
        !Number.isFinite(fcfN) ||
        !Number.isFinite(terminal) ||
        (fcfNext !== undefined && !Number.isFinite(fcfNext))
      ) {
        return refuse('INVALID_INPUT');
      }
      if (terminal >= discountRate) return refuse('GROWTH_NOT_BELOW_DISCOUNT_RATE');
      terminalValue = (fcfNext ?? fcfN * (1 + terminal)) / (discountRate - terminal);
    } else {
      if (!Number.isFinite(terminal) || !Number.isFinite(ebitdaN)) return refuse('INVALID_INPUT');
      terminalValue = terminal * ebitdaN;
    }
    let equity = sumPv + terminalValue * growthFactor ** -terminalPeriod;
    if (!Number.isFinite(equity)) return refuse('INVALID_INPUT');
    for (let k = 0; k < claims.length; k += 1) equity += claims[k] as number;
    return equity / shareCount;
  }

  return ok(compiled);
}

/**
 * The base year's balance running off (`assetSchedule`'s existing charge): it does not depend on
 * the year's additions, so it is computed once.
 */
function existingRunOff(openingBalance: number, existingLife: number, n: number): Float64Array {
  const charges = new Float64Array(n);
  let left = Math.max(0, openingBalance);
  const charge = left / existingLife;
  const runOff = 2 * existingLife + 1;
  for (let t = 0; t < n; t += 1) {
    const old = Math.min(charge * Math.max(0, 1 - (t + 1) / runOff), left);
    left -= old;
    charges[t] = old;
  }
  return charges;
}
