import { describe, expect, it } from 'vitest';
import { headerRowCount } from './header-rows.js';

describe('headerRowCount', () => {
  it('counts the leading rows without amounts: period headings and years', () => {
    expect(
      headerRowCount([
        ['', 'Years Ended', ''],
        ['(In millions)', '2024', '2023'],
        ['Revenue', '$1,234', '$1,000'],
      ]),
    ).toBe(2);
  });

  it('stops at a section label, and a table of amounts from its first row has none', () => {
    expect(
      headerRowCount([
        ['Revenue:', '', ''],
        ['Products', '1,234', '1,000'],
      ]),
    ).toBe(0);
    expect(
      headerRowCount([
        ['Cash', '1,234'],
        ['Debt', '(500)'],
      ]),
    ).toBe(0);
  });

  it('takes the first row of a table without amounts as its header, and none of a one-row table', () => {
    expect(
      headerRowCount([
        ['Name', 'Position'],
        ['Jane Doe', 'Chief Executive Officer'],
      ]),
    ).toBe(1);
    expect(headerRowCount([['Name', 'Position']])).toBe(0);
  });
});
