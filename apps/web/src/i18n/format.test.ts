import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

describe('formatDate', () => {
  it('writes the date in the active language and the user time zone', () => {
    expect(formatDate('2025-01-15T10:00:00.000Z', 'en', 'UTC')).toBe('January 15, 2025');
    expect(formatDate('2025-01-15T10:00:00.000Z', 'zh', 'UTC')).toBe('2025年1月15日');
    expect(formatDate('2025-01-15T23:30:00.000Z', 'es', 'Asia/Jakarta')).toBe('16 de enero de 2025');
  });

  it('survives an unknown time zone and an unreadable date', () => {
    expect(formatDate('2025-01-15T10:00:00.000Z', 'id', 'Not/AZone')).toMatch(/2025/);
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('formatNumber', () => {
  it('uses the grouping and decimal marks of the active language', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'id')).toBe('1.234.567,5');
  });
});
