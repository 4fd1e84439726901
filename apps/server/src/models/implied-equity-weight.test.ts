import { computeWacc, rate, runModel, type TModelInput } from '@app/valuation';
import { tidyHistory } from '@app/valuation/testing';
import { describe, expect, it } from 'vitest';
import { impliedEquityWeight } from './implied-equity-weight.js';

const capm = {
  riskFreeRate: rate(0.04),
  beta: 1.1,
  marketRiskPremium: rate(0.05),
  preTaxCostOfDebt: rate(0.05),
  taxRate: rate(0.21),
  debtValue: 200e6,
};

function inputWith(equityValue: number): TModelInput {
  return {
    history: tidyHistory(1e6),
    valuationDate: '2024-12-31',
    discountRate: { capm: { ...capm, equityValue } } as TModelInput['discountRate'],
    terminal: { method: 'perpetuity', growth: rate(0.02) },
  };
}

describe('impliedEquityWeight', () => {
  it('weighs the WACC with the equity value the same WACC gives', () => {
    const equity = impliedEquityWeight(inputWith(1e6)) as number; // a sliver of book equity to start from
    const model = runModel(inputWith(equity));
    if (!model.ok) throw new Error(model.error.message);
    expect(model.value.dcf.bridge.equityValue).toBeCloseTo(equity, 0);
    const wacc = computeWacc({ ...capm, equityValue: equity } as never);
    expect(wacc.ok && wacc.value.wacc).toBeCloseTo(model.value.discountRate.value, 12);
  });

  it('gives up when the equity value is not positive', () => {
    const input = { ...inputWith(1e6), bridge: { debt: 1e12 as never } };
    expect(impliedEquityWeight(input)).toBeNull();
  });
});
