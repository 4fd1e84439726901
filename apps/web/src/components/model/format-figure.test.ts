import { describe, expect, it } from 'vitest';
import { formatFigure, NO_FIGURE } from './format-figure';

describe('formatFigure', () => {
  it('writes money, per-share amounts, percentages and multiples per language', () => {
    expect(formatFigure(187.456, 'perShare', 'en', { currency: 'USD' })).toBe('$187.46');
    expect(formatFigure(0.0825, 'percent', 'en')).toBe('8.25%');
    expect(formatFigure(12.345, 'multiple', 'en')).toBe('12.35×');
    expect(formatFigure(-1_234_567_890, 'money', 'en', { scale: 'millions' })).toBe('-1,234.6');
    expect(formatFigure(4.32e12, 'money', 'en', { currency: 'USD', scale: 'compact' })).toBe('$4.32T');
    expect(formatFigure(-1500, 'money', 'en', { currency: 'USD' })).toBe('($1,500)');
    expect(formatFigure(187.456, 'perShare', 'es', { currency: 'USD' })).toMatch(/187,46/);
    expect(formatFigure(1234.5, 'number', 'id')).toBe('1.234,5');
  });

  it('never writes a negative zero for an amount that rounds to zero', () => {
    expect(formatFigure(-12, 'money', 'en', { scale: 'millions' })).toBe('0.0');
    expect(formatFigure(-0.0001, 'multiple', 'en')).toBe('0.00×');
    expect(formatFigure(-0.00001, 'percent', 'en')).toBe('0.00%');
    expect(formatFigure(-0.001, 'perShare', 'en', { currency: 'USD' })).toBe('$0.00');
    expect(formatFigure(-0.4, 'money', 'en', { currency: 'USD' })).toBe('$0');
  });

  it('shows a dash for a missing or non-finite figure', () => {
    expect(formatFigure(null, 'money', 'en')).toBe(NO_FIGURE);
    expect(formatFigure(Number.NaN, 'percent', 'en')).toBe(NO_FIGURE);
  });
});
