import type { Money, Rate } from '../units.js';
import type { TDrivers } from './drivers.js';
import type { TForecast } from './forecast-types.js';

/** Unlevered free cash flow per forecast year, with its parts (capex and ΔNWC as positive uses of cash). @public */
export type TFreeCashFlow = {
  ebitda: Money[];
  ebit: Money[];
  taxRate: Rate[];
  /** EBIT × (1 − t). */
  nopat: Money[];
  depreciationAmortization: Money[];
  /** PP&E capex plus purchases of intangibles. */
  capex: Money[];
  /** NWC_t − NWC_{t−1}. */
  increaseInNwc: Money[];
  fcff: Money[];
};

/**
 * Unlevered free cash flow to the firm:
 *
 *   FCFF_t = EBIT_t × (1 − t_t) + D&A_t − capex_t − ΔNWC_t
 *
 * Taxes are on EBIT at the forecast tax rate (operating taxes, before the interest shield, which WACC
 * carries). A negative EBIT gives a tax credit, consistently with the forecast income statement.
 * @public
 */
export function freeCashFlow(forecast: TForecast, drivers: TDrivers): TFreeCashFlow {
  const { income, schedules } = forecast;
  const n = income.revenue.length;
  const out: Record<keyof TFreeCashFlow, number[]> = {
    ebitda: [],
    ebit: [],
    taxRate: [],
    nopat: [],
    depreciationAmortization: [],
    capex: [],
    increaseInNwc: [],
    fcff: [],
  };
  for (let t = 0; t < n; t += 1) {
    const ebit = income.ebit[t] as number;
    const taxRate = drivers.taxRate.values[t] as number;
    const nopat = ebit * (1 - taxRate);
    const da = (income.depreciation[t] as number) + (income.amortization[t] as number);
    const capex = (schedules.ppe.additions[t] as number) + (schedules.intangibles.additions[t] as number);
    const increase = schedules.workingCapital.increase[t] as number;
    out.ebitda.push(income.ebitda[t] as number);
    out.ebit.push(ebit);
    out.taxRate.push(taxRate);
    out.nopat.push(nopat);
    out.depreciationAmortization.push(da);
    out.capex.push(capex);
    out.increaseInNwc.push(increase);
    out.fcff.push(nopat + da - capex - increase);
  }
  return out as TFreeCashFlow;
}
