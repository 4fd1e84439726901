import { describe, expect, it } from 'vitest';
import { fyPeriod, tidyHistory } from '../fixture.test-helper.js';
import { runModel } from '../model.js';
import { rate } from '../units.js';
import { defaultDrivers } from './driver-defaults.js';

/** The tidy company with costs that exceed its revenue: gross margin 40%, R&D 30%, SG&A 25%. */
function lossMaker() {
  return tidyHistory().map((period) => {
    const revenue = period.income.revenue?.value as number;
    const values = Object.fromEntries(
      [...Object.entries(period.income), ...Object.entries(period.balance), ...Object.entries(period.cash_flow)].map(
        ([key, line]) => [key, line?.value],
      ),
    );
    return fyPeriod(period.fiscal_year, {
      ...values,
      research_and_development: revenue * 0.3,
      selling_general_administrative: revenue * 0.25,
      operating_income: revenue * (0.4 - 0.3 - 0.25),
    });
  });
}

const margin = (d: { [key: string]: { values: number[] } }, t: number) =>
  (d.grossMargin?.values[t] as number) -
  (d.researchPctRevenue?.values[t] as number) -
  (d.sgaPctRevenue?.values[t] as number) -
  (d.otherOpexPctRevenue?.values[t] as number);

describe('pathToProfit', () => {
  it('moves a loss-maker’s costs so its operating margin reaches the target by year N', () => {
    const defaults = defaultDrivers(lossMaker(), { years: 5, targetOperatingMargin: rate(0.12) });
    if (!defaults.ok) throw new Error(defaults.error.message);
    const drivers = defaults.value.drivers as unknown as { [key: string]: { values: number[] } };
    expect(margin(drivers, 0)).toBeCloseTo(-0.15, 9); // year 1 starts where the company is
    expect(margin(drivers, 4)).toBeCloseTo(0.12, 9);
    // Every cost line falls by the same factor k = (1 − 12%) / 115%.
    const k = 0.88 / 1.15;
    expect(drivers.researchPctRevenue?.values[4]).toBeCloseTo(0.3 * k, 9);
    expect(drivers.sgaPctRevenue?.values[4]).toBeCloseTo(0.25 * k, 9);
    expect(1 - (drivers.grossMargin?.values[4] as number)).toBeCloseTo(0.6 * k, 9);
    expect(defaults.value.drivers.sgaPctRevenue.provenance).toMatchObject({
      kind: 'history',
      fade: { end: { basis: 'margin_target', operatingMargin: 0.12 }, byYear: 5 },
    });
  });

  it('gives a loss-maker a positive value where flat losses would give none', () => {
    const common = {
      history: lossMaker(),
      valuationDate: '2024-12-31',
      discountRate: { wacc: rate(0.09) },
      terminal: { method: 'perpetuity' as const, growth: rate(0.02) },
    };
    const model = runModel(common);
    if (!model.ok) throw new Error(model.error.message);
    expect(model.value.forecast.income.ebit.at(-1)).toBeGreaterThan(0);
  });

  it('leaves a profitable company’s ratios as history gives them', () => {
    const plain = defaultDrivers(tidyHistory(), { years: 5 });
    const targeted = defaultDrivers(tidyHistory(), { years: 5, targetOperatingMargin: rate(0.5) });
    expect(plain.ok && targeted.ok && targeted.value.drivers).toEqual(plain.ok && plain.value.drivers);
  });
});
