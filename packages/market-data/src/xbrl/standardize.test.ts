import { describe, expect, it } from 'vitest';
import { companyFacts, yearFact } from './companyfacts.test-helper.js';
import { standardizeCompanyFacts } from './standardize.js';

describe('standardizeCompanyFacts: annual periods', () => {
  it('labels fiscal years by the period end, not by the fy of the filing that carried them', () => {
    // One FY2024 10-K: fy 2024 on every fact, including the FY2023 and FY2022 comparatives.
    const filing = { fy: 2024, filed: '2025-02-10', accn: '0000000001-25-000010' };
    const result = standardizeCompanyFacts(
      companyFacts([2022, 2023, 2024].map((year) => yearFact('Revenues', year, year * 10, filing))),
    );
    expect(result.annual.map((p) => [p.fiscal_year, p.period_start, p.period_end, p.income.revenue?.value])).toEqual([
      [2022, '2022-01-01', '2022-12-31', 20220],
      [2023, '2023-01-01', '2023-12-31', 20230],
      [2024, '2024-01-01', '2024-12-31', 20240],
    ]);
  });

  it("learns the company's naming of fiscal years (Home Depot: the year to 2025-02-02 is fiscal 2024)", () => {
    const filing = { fy: 2024, filed: '2025-03-21' };
    const result = standardizeCompanyFacts(
      companyFacts([
        { tag: 'Revenues', val: 1, start: '2023-01-30', end: '2024-01-28', ...filing },
        { tag: 'Revenues', val: 2, start: '2024-01-29', end: '2025-02-02', ...filing },
      ]),
    );
    expect(result.annual.map((p) => [p.fiscal_year, p.period_end])).toEqual([
      [2023, '2024-01-28'],
      [2024, '2025-02-02'],
    ]);
  });

  it('puts a 52/53-week year ending in the first days of January in the previous year', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        { tag: 'Revenues', val: 1, start: '2022-01-03', end: '2023-01-01', fy: 2022 },
        { tag: 'Revenues', val: 2, start: '2023-01-02', end: '2023-12-31', fy: 2023 },
      ]),
    );
    expect(result.annual.map((p) => p.fiscal_year)).toEqual([2022, 2023]);
  });

  it('falls back across tags period by period', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('SalesRevenueNet', 2017, 100),
        yearFact('RevenueFromContractWithCustomerExcludingAssessedTax', 2018, 120),
      ]),
    );
    expect(result.annual.map((p) => [p.income.revenue?.value, p.income.revenue?.source])).toEqual([
      [100, expect.objectContaining({ kind: 'reported', tag: 'SalesRevenueNet' })],
      [120, expect.objectContaining({ tag: 'RevenueFromContractWithCustomerExcludingAssessedTax' })],
    ]);
  });

  it('takes the total over a component reported under another name of the same line', () => {
    // Walmart: Revenues (total revenues) 681 > RevenueFromContract… (net sales) 675.
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('RevenueFromContractWithCustomerExcludingAssessedTax', 2024, 675),
        yearFact('Revenues', 2024, 681),
      ]),
    );
    expect(result.annual[0]?.income.revenue).toMatchObject({ value: 681, source: { tag: 'Revenues' } });
  });

  it('lets the latest filing win on restatement, ties broken by accession number', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('NetIncomeLoss', 2022, 500, { filed: '2023-02-01', accn: '0000000001-23-000001' }),
        yearFact('NetIncomeLoss', 2022, 480, { filed: '2024-02-01', accn: '0000000001-24-000001', form: '10-K/A' }),
        yearFact('Revenues', 2022, 10, { filed: '2024-02-01', accn: '0000000001-24-000002' }),
        yearFact('Revenues', 2022, 11, { filed: '2024-02-01', accn: '0000000001-24-000003' }),
      ]),
    );
    const [year] = result.annual;
    expect(year?.income.net_income).toEqual({
      value: 480,
      source: {
        kind: 'reported',
        taxonomy: 'us-gaap',
        tag: 'NetIncomeLoss',
        form: '10-K/A',
        accession: '0000000001-24-000001',
        filed: '2024-02-01',
        unit: 'USD',
      },
    });
    expect(year?.income.revenue?.value).toBe(11);
  });

  it('signs cash payments as cash outflows and derives free cash flow', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('NetCashProvidedByUsedInOperatingActivities', 2024, 900),
        yearFact('PaymentsToAcquirePropertyPlantAndEquipment', 2024, 250),
        yearFact('PaymentsOfDividends', 2024, 100),
      ]),
    );
    const cashFlow = result.annual[0]?.cash_flow;
    expect(cashFlow?.capital_expenditure?.value).toBe(-250);
    expect(cashFlow?.dividends_paid?.value).toBe(-100);
    expect(cashFlow?.free_cash_flow).toMatchObject({ value: 650, source: { kind: 'derived' } });
  });

  it('reads balances at the fiscal year end and leaves underivable lines missing', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('Revenues', 2024, 100),
        { tag: 'Assets', val: 1000, end: '2024-12-31' },
        { tag: 'Assets', val: 900, end: '2023-12-31' },
      ]),
    );
    expect(result.annual).toHaveLength(1);
    expect(result.annual[0]?.balance.total_assets?.value).toBe(1000);
    expect(result.annual[0]?.balance.total_liabilities).toBeUndefined();
    expect(result.annual[0]?.balance.total_equity).toBeUndefined();
  });

  it('does not make a fiscal year of a year-long duration that only a note reports', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('Revenues', 2024, 100),
        yearFact('PaymentsToAcquireBusinessesNetOfCashAcquired', 2019, 4),
      ]),
    );
    expect(result.annual.map((p) => p.fiscal_year)).toEqual([2024]);
  });

  it('keeps one currency: the most frequent, reporting what it leaves out', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('Revenue', 2024, 2_894, { taxonomy: 'ifrs-full', unit: 'TWD', form: '20-F' }),
        yearFact('ProfitLoss', 2024, 1_157, { taxonomy: 'ifrs-full', unit: 'TWD', form: '20-F' }),
        yearFact('Revenue', 2024, 88, { taxonomy: 'ifrs-full', unit: 'USD', form: '20-F' }),
        yearFact('BasicEarningsLossPerShare', 2024, 44.68, { taxonomy: 'ifrs-full', unit: 'TWD/shares', form: '20-F' }),
        yearFact('BasicEarningsLossPerShare', 2024, 1.36, { taxonomy: 'ifrs-full', unit: 'USD/shares', form: '20-F' }),
      ]),
    );
    expect(result).toMatchObject({ taxonomy: 'ifrs-full', currency: 'TWD' });
    expect(result.annual[0]).toMatchObject({
      currency: 'TWD',
      income: { revenue: { value: 2_894 }, eps_basic: { value: 44.68 } },
    });
    expect(result.issues).toContainEqual(expect.objectContaining({ code: 'other_currency_ignored' }));
  });

  it('reports a company without us-gaap or ifrs-full facts', () => {
    const result = standardizeCompanyFacts(companyFacts([yearFact('Revenues', 2024, 1, { taxonomy: 'dei' })]));
    expect(result).toMatchObject({ taxonomy: null, currency: null, annual: [], ttm: null });
    expect(result.issues[0]?.code).toBe('no_supported_taxonomy');
  });

  it('reports failed checks as issues instead of hiding them', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        yearFact('Revenues', 2024, 100),
        { tag: 'Assets', val: 1000, end: '2024-12-31' },
        { tag: 'Liabilities', val: 300, end: '2024-12-31' },
        { tag: 'StockholdersEquity', val: 600, end: '2024-12-31' },
      ]),
    );
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        code: 'check_failed',
        period: 'FY 2024',
        check: expect.objectContaining({ check: 'balance_sheet_identity', expected: 1000, actual: 900, gap: -100 }),
      }),
    );
  });
});
