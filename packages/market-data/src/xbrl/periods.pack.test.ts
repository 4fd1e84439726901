import { getLine, type TStatementPeriod } from '@app/statements';
import { describe, expect, it } from 'vitest';
import { readPackCompanyFacts } from './shared-data.test-helper.js';
import { standardizeCompanyFacts } from './standardize.js';

const apple = standardizeCompanyFacts(readPackCompanyFacts('CIK0000320193.json'));
const find = (periods: TStatementPeriod[], period: string, year: number) =>
  periods.find((p) => p.fiscal_period === period && p.fiscal_year === year);

describe('Apple quarters (10-Q) and trailing twelve months', () => {
  it('derives Q4 FY2024 = FY2024 − 9 months to 2024-06-29', () => {
    const q4 = find(apple.quarterly, 'Q4', 2024);
    expect(q4).toMatchObject({ period_start: '2024-06-30', period_end: '2024-09-28' });
    // 391,035 (10-K FY2024) − 296,105 (nine months, 10-Q of 2024-06-29) = 94,930 million.
    expect(q4?.income.revenue?.value).toBe(391_035_000_000 - 296_105_000_000);
    expect(q4?.income.revenue?.source).toMatchObject({
      kind: 'derived',
      formula: 'revenue[2023-10-01..2024-09-28] - revenue[2023-10-01..2024-06-29]',
    });
    expect(q4?.balance.total_assets).toMatchObject({ value: 364_980_000_000, source: { form: '10-K' } });
  });

  it('adds FY2024 up from its four quarters', () => {
    const quarters = ['Q1', 'Q2', 'Q3', 'Q4'].map((q) => find(apple.quarterly, q, 2024));
    expect(quarters.map((q) => q?.period_end)).toEqual(['2023-12-30', '2024-03-30', '2024-06-29', '2024-09-28']);
    expect(quarters.map((q) => q?.income.revenue?.value)).toEqual([
      119_575_000_000, 90_753_000_000, 85_777_000_000, 94_930_000_000,
    ]);
    const annual = find(apple.annual, 'FY', 2024);
    for (const key of ['revenue', 'net_income', 'operating_cash_flow', 'capital_expenditure'] as const) {
      const sum = quarters.reduce((total, q) => total + (q ? (getLine(q, key)?.value ?? Number.NaN) : Number.NaN), 0);
      expect(sum, key).toBe(annual ? getLine(annual, key)?.value : undefined);
    }
  });

  it('labels the quarters of the year in progress (Q1 FY2026 ends 2025-12-27)', () => {
    expect(apple.quarterly.at(-1)).toMatchObject({ fiscal_period: 'Q1', fiscal_year: 2026, period_end: '2025-12-27' });
  });

  it('sums the last four quarters for TTM revenue and takes the latest balance sheet', () => {
    const last4 = apple.quarterly.slice(-4);
    expect(apple.ttm).toMatchObject({
      fiscal_period: 'TTM',
      fiscal_year: 2026,
      period_start: '2024-12-29',
      period_end: '2025-12-27',
    });
    const sum = last4.reduce((total, q) => total + (q.income.revenue?.value ?? Number.NaN), 0);
    expect(apple.ttm?.income.revenue?.value).toBe(sum);
    expect(apple.ttm?.balance.total_assets).toEqual(last4.at(-1)?.balance.total_assets);
  });
});

describe('restatements: the latest filing wins', () => {
  it('takes Apple FY2009 net income as restated by the 10-K/A (8,235 million, not the original 5,704)', () => {
    const fy2009 = find(apple.annual, 'FY', 2009);
    expect(fy2009?.income.net_income?.value).toBe(8_235_000_000);
    expect(fy2009?.income.net_income?.source).toMatchObject({ kind: 'reported', tag: 'NetIncomeLoss' });
    const source = fy2009?.income.net_income?.source;
    expect(source?.kind === 'reported' && source.filed !== null && source.filed >= '2010-01-25').toBe(true);
  });

  it('takes Apple FY2017 operating cash flow as recast in the FY2018 10-K (64,225 million, not 63,598)', () => {
    expect(find(apple.annual, 'FY', 2017)?.cash_flow.operating_cash_flow?.value).toBe(64_225_000_000);
  });
});

describe('TSMC (ifrs-full, TWD; values read from the raw 20-F facts)', () => {
  const tsmc = standardizeCompanyFacts(readPackCompanyFacts('CIK0001046179.json'));
  const fy2024 = find(tsmc.annual, 'FY', 2024);

  it('reads ifrs-full in TWD and leaves the USD convenience translations out', () => {
    expect(tsmc).toMatchObject({ taxonomy: 'ifrs-full', currency: 'TWD' });
    expect(tsmc.issues).toContainEqual(expect.objectContaining({ code: 'other_currency_ignored' }));
  });

  it('matches the FY2024 20-F', () => {
    expect(fy2024?.income.revenue).toMatchObject({
      value: 2_894_307_700_000,
      source: { tag: 'Revenue', unit: 'TWD', form: '20-F' },
    });
    expect(fy2024?.income.net_income?.value).toBe(1_158_380_200_000);
    expect(fy2024?.income.eps_diluted).toMatchObject({ value: 44.67, source: { unit: 'TWD/shares' } });
    expect(fy2024?.balance.total_assets?.value).toBe(6_691_764_700_000);
    expect(fy2024?.balance.minority_interest?.value).toBe(35_005_100_000);
    expect(fy2024?.balance.total_equity_including_minority?.value).toBe(4_279_271_600_000);
    expect(fy2024?.cash_flow.operating_cash_flow?.value).toBe(1_826_177_100_000);
    expect(fy2024?.cash_flow.capital_expenditure?.value).toBe(-956_006_500_000);
    expect(fy2024?.cash_flow.free_cash_flow?.value).toBe(1_826_177_100_000 - 956_006_500_000);
  });

  it('keeps FY2023 as restated in the FY2024 20-F', () => {
    expect(find(tsmc.annual, 'FY', 2023)?.income.net_income).toMatchObject({
      value: 851_740_000_000,
      source: { filed: '2025-04-17' },
    });
  });
});

describe('fiscal year labels', () => {
  it('names 52/53-week years by the company (NVIDIA FY2025 ends 2025-01-26; Home Depot FY2024 ends 2025-02-02)', () => {
    const nvidia = standardizeCompanyFacts(readPackCompanyFacts('CIK0001045810.json'));
    expect(find(nvidia.annual, 'FY', 2025)).toMatchObject({ period_start: '2024-01-29', period_end: '2025-01-26' });
    expect(find(nvidia.annual, 'FY', 2021)).toMatchObject({ period_start: '2020-01-27', period_end: '2021-01-31' });
    const homeDepot = standardizeCompanyFacts(readPackCompanyFacts('CIK0000354950.json'));
    expect(find(homeDepot.annual, 'FY', 2024)?.period_end).toBe('2025-02-02');
  });
});
