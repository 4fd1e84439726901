import { describe, expect, it } from 'vitest';
import { classifyFinancialSic } from './financial-refusal.js';

describe('financial-company refusal by SIC', () => {
  it.each([
    ['6021', 'bank_or_credit'], // national commercial banks
    ['6111', 'bank_or_credit'], // Fannie Mae: federal and federally-sponsored credit agencies
    ['6199', 'bank_or_credit'], // finance services
    ['6211', 'securities'], // security brokers and dealers
    ['6311', 'insurance'], // life insurance
    ['6331', 'insurance'], // fire, marine and casualty insurance
    ['6798', 'holding_or_investment_office'], // Two Harbors: REIT
    ['6770', 'holding_or_investment_office'], // blank checks
    ['6799', 'holding_or_investment_office'], // investors NEC
  ])('refuses SIC %s (%s)', (sic, category) => {
    expect(classifyFinancialSic(sic)).toMatchObject({ isFinancial: true, category });
  });

  it.each([
    ['6324', /hospital and medical service plans/], // UNH: managed care
    ['6411', /outside the refused ranges/], // insurance agents and brokers (fee businesses)
    ['6500', /outside the refused ranges/], // real estate operators
    ['7389', /outside the refused ranges/], // MA, V: payment networks
    ['3571', /outside the refused ranges/],
    ['', /no SIC code/],
  ])('models SIC %s', (sic, rule) => {
    const result = classifyFinancialSic(sic);
    expect(result.isFinancial).toBe(false);
    expect(result.rule).toMatch(rule);
  });

  it('refuses the boundaries of each range and nothing just outside them', () => {
    for (const code of ['6000', '6299', '6300', '6399', '6700', '6799'])
      expect(classifyFinancialSic(code).isFinancial).toBe(true);
    for (const code of ['5999', '6400', '6699', '6800']) expect(classifyFinancialSic(code).isFinancial).toBe(false);
  });
});
