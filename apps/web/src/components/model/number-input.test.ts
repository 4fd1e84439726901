import { describe, expect, it } from 'vitest';
import { fromInputText, toInputText } from './number-input';

describe('number input text', () => {
  it('types money in the report unit, to 100,000 of the currency or finer, and reads it back in full units', () => {
    const debt = 1_234_567_890;
    expect(toInputText(debt, 'money', 'thousands')).toBe('1234568');
    expect(toInputText(debt, 'money', 'ten_thousands')).toBe('123457');
    expect(toInputText(debt, 'money', 'millions')).toBe('1234.6');
    expect(toInputText(debt, 'money', 'hundred_millions')).toBe('12.346');
    expect(toInputText(debt, 'money', 'billions')).toBe('1.2346');
    expect(fromInputText('1.85', 'money', 'billions')).toBeCloseTo(1.85e9, 3);
    expect(fromInputText('18,5', 'money', 'hundred_millions')).toBeCloseTo(1.85e9, 3);
    expect(fromInputText('200', 'money')).toBe(200e6);
  });

  it('keeps rates as percentages', () => {
    expect(toInputText(0.0825, 'percent')).toBe('8.25');
    expect(fromInputText('8.25%', 'percent')).toBeCloseTo(0.0825, 12);
    expect(fromInputText('abc', 'percent')).toBeNull();
  });

  it('reads a count with its thousands grouped, in any of the languages’ ways, and refuses a fraction', () => {
    for (const typed of ['20000', '20,000', '20.000', "20'000", '20 000']) {
      expect(fromInputText(typed, 'count'), typed).toBe(20_000);
    }
    for (const typed of ['20,00', '2.5', '1,2345', '-3', '']) {
      expect(fromInputText(typed, 'count'), typed).toBeNull();
    }
    expect(toInputText(10_000, 'count')).toBe('10000');
  });
});
