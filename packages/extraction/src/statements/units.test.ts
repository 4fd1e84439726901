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

  it('reads Chinese units and currencies', () => {
    expect(detectUnits(['单位:元 币种:人民币'], '')).toMatchObject({ unit: '1', currency: 'CNY', guesses: [] });
    expect(detectUnits(['单位：万元'], '')).toMatchObject({ unit: '10K', currency: 'CNY' });
    expect(detectUnits(['单位：亿元 币种：人民币'], '')).toMatchObject({ unit: '100M' });
    expect(detectUnits(['單位：新台幣仟元'], '')).toMatchObject({ unit: 'K', currency: 'TWD' });
    expect(detectUnits(['(HK$ in millions)'], '')).toMatchObject({ unit: 'M', currency: 'HKD' });
  });

  it('says when it guessed', () => {
    expect(detectUnits([], '').guesses).toEqual([
      { code: 'unit_guessed', params: { unit: '1' } },
      { code: 'currency_guessed', params: { currency: 'USD' } },
    ]);
  });
});
