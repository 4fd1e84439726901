import { describe, expect, it } from 'vitest';
import { parseValue, toValueText } from './parse-value';

describe('parseValue', () => {
  it.each([
    ['1234.5', 1234.5],
    ['-1,234.5', -1234.5],
    ['(1,234.5)', -1234.5],
    ['1 234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1,234,567', 1234567],
    ['12,5', 12.5],
    ['−391,035', -391035],
    ['0', 0],
    ['.5', 0.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseValue(text)).toBe(value);
  });

  it.each(['', '-', 'abc', '12a', '1.2.3', '()', '1e20'])('refuses %j', (text) => {
    expect(parseValue(text)).toBeNull();
  });

  it('round-trips what an input starts with', () => {
    for (const value of [391035, -0.25, 6.11, 1e12]) expect(parseValue(toValueText(value))).toBe(value);
    expect(toValueText(0.1 + 0.2)).toBe('0.3');
  });
});
