import { describe, expect, it } from 'vitest';
import { documentFactsOf, reasonsFromExtraction } from './categorize.js';

describe('reasonsFromExtraction', () => {
  it('gives extraction’s sentences their audit codes and leaves formula failures to the recheck', () => {
    expect(
      reasonsFromExtraction([
        'only the year is printed; the period end is assumed to be December 31',
        'the unit is not printed near the table; amounts are taken as printed (ones)',
        'the currency is not printed near the table; assumed to be CNY',
        'Gross profit does not equal revenue - cost_of_revenue (gap 12)',
        'No net income line was found',
        'something new',
      ]),
    ).toEqual([
      { code: 'period_guessed' },
      { code: 'unit_guessed' },
      { code: 'currency_guessed' },
      { code: 'key_line_missing', params: { line: 'net_income', key: 'net_income' } },
      { code: 'extraction_note', params: { text: 'something new' } },
    ]);
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
