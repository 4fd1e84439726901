import { describe, expect, it } from 'vitest';
import { detectUnits } from './units.js';

describe('detectUnits', () => {
  it('reads SEC headers, with shares in their own unit', () => {
    expect(
      detectUnits(
        ['(In millions, except number of shares, which are reflected in thousands, and per-share amounts)'],
        '$ 391,035',
      ),
    ).toMatchObject({
      unit: 'M',
      shareUnit: 'K',
      currency: 'USD',
      guesses: [],
    });
    expect(
      detectUnits(['STATEMENTS OF OPERATIONS (Unaudited) - USD ($) shares in Thousands, $ in Millions'], ''),
    ).toMatchObject({ unit: 'M', shareUnit: 'K' });
    expect(detectUnits(['(In millions, except per share data)'], '$')).toMatchObject({ unit: 'M', shareUnit: 'M' });
    expect(detectUnits(['(in thousands)'], '$')).toMatchObject({ unit: 'K' });
  });

  it('reads abbreviated scales after a currency', () => {
    for (const [caption, unit, currency] of [
      ['$m', 'M', 'USD'],
      ['US$m', 'M', 'USD'],
      ['€m', 'M', 'EUR'],
      ['£m', 'M', 'GBP'],
      ['£bn', 'B', 'GBP'],
      ["£'000", 'K', 'GBP'],
      ['EUR k', 'K', 'EUR'],
      ['TEUR', 'K', 'EUR'],
      ['(in CHF millions)', 'M', 'CHF'],
      ['CHF million', 'M', 'CHF'],
    ] as const)
      expect([caption, detectUnits([caption], '')]).toMatchObject([caption, { unit, currency, guesses: [] }]);
    // A word that starts with m after a dollar sign is no unit.
    expect(detectUnits(['$ marketing'], '')).toMatchObject({ unit: '1', guesses: [{ code: 'unit_guessed' }] });
  });

  it('reads Chinese units and currencies', () => {
    expect(detectUnits(['单位:元 币种:人民币'], '')).toMatchObject({ unit: '1', currency: 'CNY', guesses: [] });
    expect(detectUnits(['单位：万元'], '')).toMatchObject({ unit: '10K', currency: 'CNY' });
    expect(detectUnits(['单位：亿元 币种：人民币'], '')).toMatchObject({ unit: '100M' });
    expect(detectUnits(['單位：新台幣仟元'], '')).toMatchObject({ unit: 'K', currency: 'TWD' });
    expect(detectUnits(['(HK$ in millions)'], '')).toMatchObject({ unit: 'M', currency: 'HKD' });
    expect(detectUnits(["2024 HK$'000"], '')).toMatchObject({ unit: 'K', currency: 'HKD', guesses: [] });
    expect(detectUnits(["RMB'000"], '')).toMatchObject({ unit: 'K', currency: 'CNY' });
  });

  it.each([
    ['Millions, Except Per Share Amounts', 'M', 'M'],
    ['Dollars in millions', 'M', 'M'],
    ['Amounts in millions except per share amounts', 'M', 'M'],
    ['(Dollars and Shares in Millions Except Per Share Amounts)', 'M', 'M'],
    ['(in million)', 'M', 'M'],
    ['(000,000 omitted)', 'M', 'M'],
    ['(in thousands)', 'K', 'K'],
    ['(In thousands, except share and per share data)', 'K', '1'],
    ['$000s', 'K', 'K'],
    ["(000's omitted)", 'K', 'K'],
    ["HK$'000", 'K', 'K'],
    ["RMB'000", 'K', 'K'],
    ['人民币万元', '10K', '10K'],
    ['单位：千元', 'K', 'K'],
    ['单位：元', '1', '1'],
  ])('reads the caption %s', (caption, unit, shareUnit) => {
    expect(detectUnits([caption], '$')).toMatchObject({ unit, shareUnit, guesses: [] });
  });

  it('takes no date or title for a unit', () => {
    expect(detectUnits(['December 31, 2024', 'Consolidated Statements of Operations'], '').guesses).toContainEqual({
      code: 'unit_guessed',
      params: { unit: '1' },
    });
  });

  it('says when it guessed', () => {
    expect(detectUnits([], '').guesses).toEqual([
      { code: 'unit_guessed', params: { unit: '1' } },
      { code: 'currency_guessed', params: { currency: 'USD' } },
    ]);
  });
});
