import { describe, expect, it } from 'vitest';
import { companyFacts, type TFactSpec, yearFact } from './companyfacts.test-helper.js';
import { standardizeCompanyFacts } from './standardize.js';
import { detectStockSplits } from './stock-splits.js';
import { US_GAAP_TAGS } from './tag-map-us-gaap.js';

/** A filing's fields for `TFactSpec`: a 10-K by default, with a unique accession number. */
const filing = (filed: string, form = '10-K') => ({ filed, form, accn: `0000000001-${filed}` });

/** One fiscal year as one filing reports it: net income, diluted shares and diluted EPS. */
function year(year: number, filed: string, shares: number, eps: number, form = '10-K'): TFactSpec[] {
  const at = filing(filed, form);
  return [
    yearFact('NetIncomeLoss', year, Math.round(shares * eps), at),
    yearFact('WeightedAverageNumberOfDilutedSharesOutstanding', year, shares, { ...at, unit: 'shares' }),
    yearFact('EarningsPerShareDiluted', year, eps, { ...at, unit: 'USD/shares' }),
  ];
}

const diluted = (result: ReturnType<typeof standardizeCompanyFacts>) =>
  result.annual.map((p) => [p.fiscal_year, p.income.diluted_shares?.value, p.income.eps_diluted?.value]);

describe('stock splits', () => {
  it('restates shares and EPS filed before a 4-for-1 split, not those a later filing already restated', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        ...year(2019, '2020-02-20', 100, 2.0),
        ...year(2019, '2021-02-20', 100, 2.0),
        ...year(2020, '2021-02-20', 110, 2.2),
        // The split: the FY2021 10-K restates FY2020 (and FY2019 is no longer reported).
        ...year(2020, '2022-02-20', 440, 0.55),
        ...year(2021, '2022-02-20', 460, 0.6),
      ]),
    );
    expect(result.splits).toEqual([
      {
        ratio: 4,
        date: '2022-02-20',
        date_source: 'first_filing_after',
        last_filing_before: { form: '10-K', filed: '2021-02-20', accession: '0000000001-2021-02-20' },
        first_filing_after: { form: '10-K', filed: '2022-02-20', accession: '0000000001-2022-02-20' },
        restated_facts: 2,
        concepts: ['EarningsPerShareDiluted', 'WeightedAverageNumberOfDilutedSharesOutstanding'],
        ratio_fact: null,
      },
    ]);
    expect(diluted(result)).toEqual([
      [2019, 400, 0.5],
      [2020, 440, 0.55],
      [2021, 460, 0.6],
    ]);
    const [fy2019, fy2020] = result.annual;
    expect(fy2019?.income.diluted_shares?.source).toMatchObject({
      kind: 'reported',
      form: '10-K',
      filed: '2021-02-20',
      accession: '0000000001-2021-02-20',
      split_adjustment: { ratio: 4, reported_value: 100, splits: [{ date: '2022-02-20', ratio: 4 }] },
    });
    expect(fy2019?.income.eps_diluted?.source).toMatchObject({ split_adjustment: { ratio: 4, reported_value: 2 } });
    expect(fy2020?.income.diluted_shares?.source).toMatchObject({ filed: '2022-02-20' });
    expect(fy2020?.income.diluted_shares?.source).not.toHaveProperty('split_adjustment');
  });

  it('restates a 1-for-10 reverse split: shares ÷ 10, per-share values × 10', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        ...year(2022, '2023-03-01', 1000, -0.5),
        ...year(2022, '2024-03-01', 100, -5),
        ...year(2023, '2024-03-01', 120, -4),
        ...year(2021, '2023-03-01', 900, -0.4),
      ]),
    );
    expect(result.splits.map((split) => [split.ratio, split.date])).toEqual([[0.1, '2024-03-01']]);
    expect(diluted(result)).toEqual([
      [2021, 90, -4],
      [2022, 100, -5],
      [2023, 120, -4],
    ]);
    expect(result.annual[0]?.income.eps_diluted?.source).toMatchObject({
      split_adjustment: { ratio: 0.1, reported_value: -0.4 },
    });
  });

  it('finds no split where values repeat or are restated by a ratio that is not a split', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        ...year(2021, '2022-02-20', 100, 1.0),
        ...year(2022, '2022-02-20', 102, 1.1),
        ...year(2021, '2023-02-20', 100, 1.0),
        // A restatement: 3% more shares, EPS down.
        ...year(2022, '2023-02-20', 105, 1.07),
        ...year(2023, '2023-02-20', 104, 1.2),
      ]),
    );
    expect(result.splits).toEqual([]);
    expect(diluted(result)).toEqual([
      [2021, 100, 1],
      [2022, 105, 1.07],
      [2023, 104, 1.2],
    ]);
    for (const period of result.annual)
      expect(period.income.diluted_shares?.source).not.toHaveProperty('split_adjustment');
  });

  it('does not take an EPS restatement alone for a split, unless the filer tagged the split ratio', () => {
    // EPS doubled by a restatement of earnings, shares unchanged.
    const restated = [
      yearFact('EarningsPerShareDiluted', 2021, 1.0, { ...filing('2022-02-20'), unit: 'USD/shares' }),
      yearFact('EarningsPerShareDiluted', 2022, 1.5, { ...filing('2022-02-20'), unit: 'USD/shares' }),
      yearFact('EarningsPerShareDiluted', 2021, 0.5, { ...filing('2023-02-20'), unit: 'USD/shares' }),
      yearFact('EarningsPerShareDiluted', 2022, 0.75, { ...filing('2023-02-20'), unit: 'USD/shares' }),
    ];
    expect(detectStockSplits(companyFacts(restated), 'us-gaap', US_GAAP_TAGS)).toEqual([]);
    const ratioFact: TFactSpec = {
      tag: 'StockholdersEquityNoteStockSplitConversionRatio1',
      val: 2,
      end: '2022-06-10',
      unit: 'pure',
      ...filing('2023-02-20'),
    };
    expect(detectStockSplits(companyFacts([...restated, ratioFact]), 'us-gaap', US_GAAP_TAGS)).toEqual([
      expect.objectContaining({
        ratio: 2,
        date: '2022-06-10',
        date_source: 'ratio_fact',
        ratio_fact: expect.objectContaining({ tag: 'us-gaap:StockholdersEquityNoteStockSplitConversionRatio1' }),
      }),
    ]);
  });

  it('applies two splits cumulatively and does not count a value seen across both as a third', () => {
    const result = standardizeCompanyFacts(
      companyFacts([
        ...year(2018, '2019-02-20', 100, 4.0),
        ...year(2019, '2020-02-20', 100, 4.0),
        ...year(2018, '2020-02-20', 100, 4.0),
        // 2-for-1 in 2020.
        ...year(2019, '2021-02-20', 200, 2.0),
        ...year(2020, '2021-02-20', 210, 2.1),
        // 10-for-1 in 2021.
        ...year(2020, '2022-02-20', 2100, 0.21),
        ...year(2021, '2022-02-20', 2200, 0.22),
        // A late 10-K/A reports FY2018 on the latest basis: 20 × the value of the FY2019 10-K.
        ...year(2018, '2023-02-20', 2000, 0.2, '10-K/A'),
      ]),
    );
    expect(result.splits.map((split) => [split.ratio, split.date])).toEqual([
      [2, '2021-02-20'],
      [10, '2022-02-20'],
    ]);
    expect(diluted(result)).toEqual([
      [2018, 2000, 0.2],
      [2019, 2000, 0.2],
      [2020, 2100, 0.21],
      [2021, 2200, 0.22],
    ]);
    expect(result.annual[1]?.income.diluted_shares?.source).toMatchObject({
      split_adjustment: { ratio: 10, reported_value: 200, splits: [{ date: '2022-02-20', ratio: 10 }] },
    });
  });

  it('restates a quarter filed before the split that no later filing reports yet', () => {
    const quarter = (start: string, end: string, filed: string, shares: number, eps: number): TFactSpec[] => {
      const at = { ...filing(filed, '10-Q'), start, end };
      return [
        { tag: 'NetIncomeLoss', val: Math.round(shares * eps), ...at },
        { tag: 'WeightedAverageNumberOfDilutedSharesOutstanding', val: shares, unit: 'shares', ...at },
        { tag: 'EarningsPerShareDiluted', val: eps, unit: 'USD/shares', ...at },
      ];
    };
    const result = standardizeCompanyFacts(
      companyFacts([
        ...year(2023, '2024-02-20', 100, 4.0),
        ...quarter('2023-01-01', '2023-03-31', '2023-05-01', 100, 1.0),
        ...quarter('2023-04-01', '2023-06-30', '2023-08-01', 100, 1.0),
        // Q1 2024, filed before a 3-for-1 split; its comparative repeats Q1 2023 on the old basis.
        ...quarter('2024-01-01', '2024-03-31', '2024-05-01', 101, 1.2),
        ...quarter('2023-01-01', '2023-03-31', '2024-05-01', 100, 1.0),
        // Q2 2024, after the split: Q2 2023 restated.
        ...quarter('2024-04-01', '2024-06-30', '2024-08-01', 303, 0.4),
        ...quarter('2023-04-01', '2023-06-30', '2024-08-01', 300, 0.33),
      ]),
    );
    expect(result.splits).toEqual([
      expect.objectContaining({
        ratio: 3,
        last_filing_before: expect.objectContaining({ filed: '2024-05-01' }),
        first_filing_after: expect.objectContaining({ filed: '2024-08-01' }),
      }),
    ]);
    const q1 = result.quarterly.find((p) => p.fiscal_year === 2024 && p.fiscal_period === 'Q1');
    expect([q1?.income.diluted_shares?.value, q1?.income.eps_diluted?.value]).toEqual([303, 0.4]);
    expect(result.annual.map((p) => p.income.diluted_shares?.value)).toEqual([300]);
  });
});
