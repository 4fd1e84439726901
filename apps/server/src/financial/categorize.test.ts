import { AUDIT_REASON_MESSAGES, LANGUAGES, renderAuditReason } from '@app/contract';
import { EXTRACTION_REASON_CODES, type TExtractionReason, type TExtractionReasonCode } from '@app/extraction/audit';
import { describe, expect, it } from 'vitest';
import { AUDIT_REASON_OF, documentFactsOf, reasonsFromExtraction } from './categorize.js';

/** One reason of each code extraction gives, with the parameters it gives. */
const SAMPLES: { [C in TExtractionReasonCode]: Extract<TExtractionReason, { code: C }> } = {
  period_end_assumed: { code: 'period_end_assumed', params: {} },
  period_year_from_hint: { code: 'period_year_from_hint', params: { year: 2021 } },
  periods_assumed: { code: 'periods_assumed', params: {} },
  period_length_assumed: { code: 'period_length_assumed', params: {} },
  unit_guessed: { code: 'unit_guessed', params: { unit: '1' } },
  currency_guessed: { code: 'currency_guessed', params: { currency: 'CNY' } },
  formula_gap: {
    code: 'formula_gap',
    params: { line: 'Gross profit', formula: 'revenue - cost_of_revenue', gap: 10 },
  },
  key_line_missing: { code: 'key_line_missing', params: { key: 'net_income' } },
  net_income_mismatch: { code: 'net_income_mismatch', params: { gap: 12 } },
  ending_cash_mismatch: { code: 'ending_cash_mismatch', params: { gap: -3.5 } },
  balance_identity_gap: { code: 'balance_identity_gap', params: { gap: 1000 } },
  statement_not_found: { code: 'statement_not_found', params: { statement: 'income_statement' } },
};

describe('reasonsFromExtraction', () => {
  it.each(EXTRACTION_REASON_CODES)('%s has a catalogue code of its own, with a sentence in every language', (code) => {
    expect(AUDIT_REASON_OF[code]).toBe(code);
    expect(Object.hasOwn(AUDIT_REASON_MESSAGES, AUDIT_REASON_OF[code])).toBe(true);
    // Formula gaps are stored from the lines' checks; the sentence gets the same parameters there.
    const [stored] =
      code === 'formula_gap'
        ? [{ code: AUDIT_REASON_OF[code], params: { ...SAMPLES.formula_gap.params } }]
        : reasonsFromExtraction([SAMPLES[code]]);
    for (const language of LANGUAGES) {
      const sentence = stored ? renderAuditReason(stored, language) : '';
      expect(sentence, language).not.toBe(code);
      expect(sentence, language).not.toMatch(/\{\{/);
    }
  });

  it('stores every reason but formula gaps, which the lines’ checks give', () => {
    expect(reasonsFromExtraction(Object.values(SAMPLES))).toEqual([
      { code: 'period_end_assumed' },
      { code: 'period_year_from_hint', params: { year: '2021' } },
      { code: 'periods_assumed' },
      { code: 'period_length_assumed' },
      { code: 'unit_guessed', params: { unit: '1' } },
      { code: 'currency_guessed', params: { currency: 'CNY' } },
      { code: 'key_line_missing', params: { line: 'net_income', key: 'net_income' } },
      { code: 'net_income_mismatch', params: { gap: 12 } },
      { code: 'ending_cash_mismatch', params: { gap: -3.5 } },
      { code: 'balance_identity_gap', params: { gap: 1000 } },
      { code: 'statement_not_found', params: { statement: 'income_statement' } },
    ]);
    expect(
      renderAuditReason({ code: 'statement_not_found', params: { statement: 'income_statement' } }, 'zh'),
    ).toContain('利润表');
    expect(renderAuditReason({ code: 'period_year_from_hint', params: { year: '2021' } }, 'en')).toContain('2021 was');
  });
});

describe('documentFactsOf', () => {
  const statement = (periodEnd: string, periodLength: '1Y' | '3M' | null) =>
    ({ periodEnd, periodLength }) as Parameters<typeof documentFactsOf>[0][number];

  it('reads the report type, the latest period end and the fiscal year of the latest year', () => {
    expect(documentFactsOf([statement('2024-09-28', '1Y'), statement('2023-09-30', '1Y')])).toEqual({
      reportType: 'annual',
      periodEndDate: '2024-09-28',
      fiscalYear: 2024,
    });
    expect(documentFactsOf([statement('2025-03-29', '3M'), statement('2024-09-28', null)])).toEqual({
      reportType: 'quarterly',
      periodEndDate: '2025-03-29',
      fiscalYear: 2025,
    });
  });
});
