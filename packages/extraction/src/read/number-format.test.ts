import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.js';

describe('formatNumber', () => {
  it.each([
    [95359, '_("$ "#,##0_);_("$ "(#,##0)', '$95,359'],
    [-279, '#,##0 ;(#,##0)', '(279)'],
    [1234.5, '#,##0.00', '1,234.50'],
    [-1234.5, '#,##0.00', '-1,234.50'],
    [0.125, '0.0%', '12.5%'],
    [1.57, '[$€-407] #,##0.00', '€1.57'],
    [42, 'General', '42'],
    [42, undefined, '42'],
    [45000, 'yyyy-mm-dd', '45000'],
  ])('%s with %s is %s', (value, format, printed) => {
    expect(formatNumber(value, format)).toBe(printed);
  });
});
