import { describe, expect, it } from 'vitest';
import { isStrongPassword, isTimeZone } from './fields.js';

describe('password rule', () => {
  it.each([
    ['Valuation#2026', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false],
    ['aa1!aaaa', false],
    ['AA1!AAAA', false],
    ['Aaa!aaaa', false],
    ['Aa1aaaaa', false],
    ['Ünïcödé1!', true],
    ['ÜNÏCÖDÉ1!', false],
    ['Paßwort1 ', true],
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('time zones', () => {
  it('accepts IANA names and refuses others', () => {
    expect(isTimeZone('Asia/Taipei')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });
});
