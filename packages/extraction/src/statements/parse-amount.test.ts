import { describe, expect, it } from 'vitest';
import { parseCell } from './parse-amount.js';

const amount = (cell: string) => {
  const parsed = parseCell(cell);
  return parsed.kind === 'amount' ? parsed.amount.value : parsed.kind;
};

describe('parseCell', () => {
  it('reads printed amounts', () => {
    expect(amount('391,035')).toBe(391035);
    expect(amount('(1,234)')).toBe(-1234);
    expect(amount('(565')).toBe(-565);
    expect(amount('-934,523,406.02')).toBe(-934523406.02);
    expect(amount('51,810,243,607.11')).toBe(51810243607.11);
    expect(amount('$ 93,736')).toBe(93736);
    expect(amount('$(9,447)')).toBe(-9447);
    expect(amount('1,075 (a)')).toBe(1075);
    expect(amount('2,437*')).toBe(2437);
    expect(amount('−42')).toBe(-42);
  });

  it('tells dashes, percentages and text apart', () => {
    expect(amount('—')).toBe('dash');
    expect(amount('-')).toBe('dash');
    expect(amount('Net sales')).toBe('text');
    expect(amount('September 28, 2024')).toBe('text');
    expect(parseCell('12.5%')).toMatchObject({ kind: 'amount', isPercent: true });
    expect(parseCell('41.76')).toMatchObject({ amount: { decimals: 2 } });
  });
});
