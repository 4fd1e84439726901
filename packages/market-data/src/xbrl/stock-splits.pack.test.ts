import { describe, expect, it } from 'vitest';
import { packCompanyFactsFiles, readPackCompanyFacts } from './shared-data.test-helper.js';
import { standardizeCompanyFacts, type TStandardizedFinancials } from './standardize.js';

/**
 * The splits of the pack's companies, as found in their facts (ratio, date as tagged by the
 * filer). Amazon's 20-for-1 (2022), Walmart's 3-for-1 (2024) and Snowflake's pre-IPO split are
 * not found: every value in their files was filed after the split. Netflix's 7-for-1 (2015) is
 * not found either: its FY2007–FY2009 facts come from one old 10-K that no later file restates.
 */
const SPLITS: Record<string, { ticker: string; splits: [number, string][]; sharesFrom?: number }> = {
  // FY2008–FY2009 diluted shares are tagged in thousands in NVIDIA's 2010 10-K (606,732 for
  // 606,732,000): a scale error, not a split, so continuity is checked from FY2010.
  'CIK0001045810.json': {
    ticker: 'NVDA',
    splits: [
      [4, '2021-07-19'],
      [10, '2024-06-30'],
    ],
    sharesFrom: 2010,
  },
  'CIK0000320193.json': {
    ticker: 'AAPL',
    splits: [
      [7, '2014-06-06'],
      [4, '2020-08-28'],
    ],
  },
  'CIK0001318605.json': {
    ticker: 'TSLA',
    splits: [
      [5, '2020-08-10'],
      [3, '2022-08-05'],
    ],
  },
  // Alphabet tags its weighted shares per class only (dimensions, not in companyfacts) until FY2022.
  'CIK0001652044.json': { ticker: 'GOOGL', splits: [[20, '2022-07-15']] },
};

const results = new Map<string, TStandardizedFinancials>();
function standardized(file: string): TStandardizedFinancials {
  let result = results.get(file);
  if (!result) {
    result = standardizeCompanyFacts(readPackCompanyFacts(file));
    results.set(file, result);
  }
  return result;
}

describe.each(packCompanyFactsFiles())('stock splits in %s', (file) => {
  it('finds the splits the filings restated for, and no others', () => {
    const { splits } = standardized(file);
    expect(splits.map((split) => [split.ratio, split.date])).toEqual(SPLITS[file]?.splits ?? []);
    for (const split of splits) {
      expect(split.last_filing_before.filed < split.date && split.date <= split.first_filing_after.filed).toBe(true);
      expect(split.restated_facts).toBeGreaterThanOrEqual(2);
    }
  });
});

describe.each(Object.entries(SPLITS))('split-adjusted history of %s', (file, { sharesFrom = 0 }) => {
  const yearsWithShares = () =>
    standardized(file).annual.filter((p) => p.fiscal_year >= sharesFrom && p.income.diluted_shares !== undefined);

  it('puts diluted shares on one basis: no split-sized jump between consecutive years', () => {
    const years = yearsWithShares();
    expect(years.length).toBeGreaterThan(3);
    for (let i = 1; i < years.length; i++) {
      const [previous, current] = [years[i - 1]!, years[i]!];
      const growth = (current.income.diluted_shares?.value ?? 0) / (previous.income.diluted_shares?.value ?? 1);
      expect(growth, `FY${previous.fiscal_year} → FY${current.fiscal_year}`).toBeGreaterThan(1 / 1.5);
      expect(growth, `FY${previous.fiscal_year} → FY${current.fiscal_year}`).toBeLessThan(1.5);
    }
  });

  it('keeps diluted EPS × diluted shares within 5% of net income', () => {
    for (const period of yearsWithShares()) {
      const { eps_diluted: eps, diluted_shares: shares, net_income: income } = period.income;
      if (!eps || !shares || !income) continue;
      expect(Math.abs((eps.value * shares.value) / income.value - 1), `FY${period.fiscal_year}`).toBeLessThan(0.05);
    }
  });

  it('restates only values filed before a split, and says so in their source', () => {
    const result = standardized(file);
    const lastSplit = result.splits.at(-1)?.date ?? '';
    let restated = 0;
    for (const period of [...result.annual, ...result.quarterly]) {
      for (const key of ['diluted_shares', 'eps_diluted'] as const) {
        const line = period.income[key];
        if (line?.source.kind !== 'reported') continue;
        const { filed, split_adjustment: adjustment } = line.source;
        expect(adjustment !== undefined, `${period.period_end} filed ${filed}`).toBe((filed ?? '') < lastSplit);
        if (!adjustment) continue;
        const ratio = adjustment.splits.reduce((product, split) => product * split.ratio, 1);
        expect(adjustment.ratio).toBeCloseTo(ratio, 9);
        const value = key === 'diluted_shares' ? adjustment.reported_value * ratio : adjustment.reported_value / ratio;
        expect(line.value).toBeCloseTo(value, 6);
        restated++;
      }
    }
    expect(restated).toBeGreaterThan(10);
  });
});

describe('NVIDIA diluted shares on the post-2024 basis', () => {
  it('restates FY2020–FY2022 (filed before the 10-for-1 split) and keeps FY2023 on (restated by the FY2025 10-K)', () => {
    const { annual } = standardized('CIK0001045810.json');
    const shares = (year: number) => annual.find((period) => period.fiscal_year === year)?.income.diluted_shares;
    expect([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026].map((year) => shares(year)?.value)).toEqual([
      25_000_000_000, 24_720_000_000, 25_100_000_000, 25_350_000_000, 25_070_000_000, 24_940_000_000, 24_804_000_000,
      24_514_000_000,
    ]);
    expect(shares(2019)?.source).toMatchObject({
      filed: '2021-02-26',
      split_adjustment: { ratio: 40, reported_value: 625_000_000 },
    });
    expect(shares(2022)?.source).toMatchObject({
      filed: '2024-02-21',
      split_adjustment: { ratio: 10, reported_value: 2_535_000_000, splits: [{ date: '2024-06-30', ratio: 10 }] },
    });
    expect(shares(2023)?.source).toMatchObject({ filed: '2025-02-26' });
    expect(shares(2023)?.source).not.toHaveProperty('split_adjustment');
  });
});
