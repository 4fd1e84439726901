import { describe, expect, it } from 'vitest';
import { describeReason, EXTRACTION_REASON_CODES } from './audit-reasons.js';

describe('describeReason', () => {
  it('says a reason in English with its parameters', () => {
    expect(describeReason({ code: 'key_line_missing', params: { key: 'operating_cash_flow' } })).toBe(
      'No operating cash flow line was found',
    );
    expect(
      describeReason({ code: 'formula_gap', params: { line: 'Gross margin', formula: 'revenue', gap: -1.005 } }),
    ).toBe('"Gross margin" does not equal revenue (gap -1)');
    expect(describeReason({ code: 'period_year_from_hint', params: { year: 2021 } })).toContain('(2021)');
    expect(new Set(EXTRACTION_REASON_CODES).size).toBe(EXTRACTION_REASON_CODES.length);
  });
});
