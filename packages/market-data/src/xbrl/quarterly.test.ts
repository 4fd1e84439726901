import { describe, expect, it } from 'vitest';
import { companyFacts, type TFactSpec } from './companyfacts.test-helper.js';
import { standardizeCompanyFacts } from './standardize.js';

const q = (tag: string, start: string, end: string, val: number, filed: string): TFactSpec => ({
  tag,
  start,
  end,
  val,
  filed,
  form: '10-Q',
  accn: `0000000001-${filed.slice(2, 4)}-${filed.slice(5, 7)}0000`,
});
const balance = (end: string, val: number, form: string, filed: string): TFactSpec => ({
  tag: 'Assets',
  end,
  val,
  form,
  filed,
});

// A calendar fiscal year 2024 with three 10-Qs and a 10-K, then the first 10-Q of 2025.
// Revenue is reported per quarter and year to date; operating cash flow only year to date.
const FACTS = companyFacts([
  q('Revenues', '2024-01-01', '2024-03-31', 100, '2024-05-01'),
  q('NetCashProvidedByUsedInOperatingActivities', '2024-01-01', '2024-03-31', 30, '2024-05-01'),
  { ...q('EarningsPerShareDiluted', '2024-01-01', '2024-03-31', 1.0, '2024-05-01'), unit: 'USD/shares' },
  balance('2024-03-31', 1000, '10-Q', '2024-05-01'),
  q('Revenues', '2024-04-01', '2024-06-30', 110, '2024-08-01'),
  q('Revenues', '2024-01-01', '2024-06-30', 210, '2024-08-01'),
  q('NetCashProvidedByUsedInOperatingActivities', '2024-01-01', '2024-06-30', 70, '2024-08-01'),
  balance('2024-06-30', 1100, '10-Q', '2024-08-01'),
  q('Revenues', '2024-07-01', '2024-09-30', 120, '2024-11-01'),
  q('Revenues', '2024-01-01', '2024-09-30', 330, '2024-11-01'),
  q('NetCashProvidedByUsedInOperatingActivities', '2024-01-01', '2024-09-30', 120, '2024-11-01'),
  balance('2024-09-30', 1200, '10-Q', '2024-11-01'),
  { tag: 'Revenues', start: '2024-01-01', end: '2024-12-31', val: 460, filed: '2025-02-01' },
  {
    tag: 'NetCashProvidedByUsedInOperatingActivities',
    start: '2024-01-01',
    end: '2024-12-31',
    val: 180,
    filed: '2025-02-01',
  },
  {
    tag: 'EarningsPerShareDiluted',
    start: '2024-01-01',
    end: '2024-12-31',
    val: 4.6,
    unit: 'USD/shares',
    filed: '2025-02-01',
  },
  balance('2024-12-31', 1300, '10-K', '2025-02-01'),
  q('Revenues', '2025-01-01', '2025-03-31', 140, '2025-05-01'),
  q('NetCashProvidedByUsedInOperatingActivities', '2025-01-01', '2025-03-31', 45, '2025-05-01'),
  balance('2025-03-31', 1400, '10-Q', '2025-05-01'),
]);

describe('standardizeCompanyFacts: quarters and trailing twelve months', () => {
  const result = standardizeCompanyFacts(FACTS);

  it('builds Q1–Q4 of each fiscal year and the quarters of the year in progress', () => {
    expect(result.quarterly.map((p) => [p.fiscal_period, p.fiscal_year, p.period_start, p.period_end])).toEqual([
      ['Q1', 2024, '2024-01-01', '2024-03-31'],
      ['Q2', 2024, '2024-04-01', '2024-06-30'],
      ['Q3', 2024, '2024-07-01', '2024-09-30'],
      ['Q4', 2024, '2024-10-01', '2024-12-31'],
      ['Q1', 2025, '2025-01-01', '2025-03-31'],
    ]);
  });

  it('derives Q4 = FY − 9 months year to date, keeping both source facts', () => {
    const q4 = result.quarterly[3];
    expect(q4?.income.revenue).toEqual({
      value: 130,
      source: {
        kind: 'derived',
        formula: 'revenue[2024-01-01..2024-12-31] - revenue[2024-01-01..2024-09-30]',
        inputs: ['revenue'],
        facts: [
          expect.objectContaining({ tag: 'Revenues', form: '10-K', filed: '2025-02-01' }),
          expect.objectContaining({ tag: 'Revenues', form: '10-Q', filed: '2024-11-01' }),
        ],
      },
    });
    expect(q4?.balance.total_assets).toMatchObject({ value: 1300, source: { form: '10-K' } });
  });

  it('takes reported quarters as reported, and year-to-date cash flows as differences', () => {
    expect(result.quarterly.map((p) => p.income.revenue?.value)).toEqual([100, 110, 120, 130, 140]);
    expect(result.quarterly[1]?.income.revenue?.source.kind).toBe('reported');
    expect(result.quarterly.map((p) => p.cash_flow.operating_cash_flow?.value)).toEqual([30, 40, 50, 60, 45]);
    expect(result.quarterly.slice(0, 4).reduce((sum, p) => sum + (p.income.revenue?.value ?? 0), 0)).toBe(460);
  });

  it('never subtracts per-share values: Q4 EPS stays missing', () => {
    expect(result.quarterly[0]?.income.eps_diluted?.value).toBe(1.0);
    expect(result.quarterly[3]?.income.eps_diluted).toBeUndefined();
  });

  it('sums the last four quarters for TTM and takes the latest balance', () => {
    expect(result.ttm).toMatchObject({
      fiscal_year: 2025,
      fiscal_period: 'TTM',
      period_start: '2024-04-01',
      period_end: '2025-03-31',
      income: { revenue: { value: 500, source: { kind: 'derived', inputs: ['revenue'] } } },
      cash_flow: { operating_cash_flow: { value: 195 } },
      balance: { total_assets: { value: 1400, source: { form: '10-Q' } } },
    });
    expect(result.ttm?.income.eps_diluted).toBeUndefined();
  });

  it('has no TTM without four consecutive quarters, and says why', () => {
    const gap = standardizeCompanyFacts(
      companyFacts([
        { tag: 'Revenues', start: '2024-01-01', end: '2024-12-31', val: 460 },
        q('Revenues', '2025-01-01', '2025-03-31', 140, '2025-05-01'),
      ]),
    );
    expect(gap.ttm).toBeNull();
    expect(gap.issues).toContainEqual(expect.objectContaining({ code: 'ttm_unavailable' }));
  });
});
