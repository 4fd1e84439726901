import type { TLineValue, TStatementPeriod } from '@app/statements';
import { describe, expect, it } from 'vitest';
import { ANNUAL_FORM } from './fact-index.js';
import { packCompanyFactsFiles, readPackCompanyFacts } from './shared-data.test-helper.js';
import { standardizeCompanyFacts, type TStandardizedFinancials } from './standardize.js';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/**
 * Fiscal years each pack file covers, named as the company names them (Home Depot's year ending
 * 2025-02-02 is its fiscal 2024; Johnson & Johnson's ending 2023-01-01 its fiscal 2022). Files
 * parsed from one 10-K cover the three years of that filing; see the pack README.
 */
const COVERAGE: Record<string, { ticker: string; years: number[] }> = {
  'CIK0000012927.json': { ticker: 'BA', years: range(2021, 2024) },
  'CIK0000021344.json': { ticker: 'KO', years: range(2022, 2024) },
  'CIK0000080424.json': { ticker: 'PG', years: range(2021, 2025) },
  'CIK0000100885.json': { ticker: 'UNP', years: range(2022, 2024) },
  'CIK0000104169.json': { ticker: 'WMT', years: range(2023, 2025) },
  'CIK0000200406.json': { ticker: 'JNJ', years: range(2022, 2024) },
  'CIK0000320187.json': { ticker: 'NKE', years: range(2023, 2025) },
  'CIK0000320193.json': { ticker: 'AAPL', years: range(2007, 2025) },
  'CIK0000354950.json': { ticker: 'HD', years: range(2022, 2024) },
  'CIK0000731766.json': { ticker: 'UNH', years: range(2022, 2024) },
  'CIK0000789019.json': { ticker: 'MSFT', years: range(2013, 2015) },
  'CIK0000796343.json': { ticker: 'ADBE', years: range(2022, 2024) },
  'CIK0001009672.json': { ticker: 'CRR', years: range(2015, 2017) },
  'CIK0001018724.json': { ticker: 'AMZN', years: range(2020, 2024) },
  'CIK0001045810.json': { ticker: 'NVDA', years: range(2008, 2026) },
  'CIK0001046179.json': { ticker: 'TSM', years: range(2015, 2024) },
  'CIK0001065280.json': { ticker: 'NFLX', years: [...range(2007, 2009), ...range(2020, 2024)] },
  'CIK0001108524.json': { ticker: 'CRM', years: range(2023, 2025) },
  'CIK0001141391.json': { ticker: 'MA', years: range(2022, 2024) },
  'CIK0001318605.json': { ticker: 'TSLA', years: range(2009, 2021) },
  'CIK0001326801.json': { ticker: 'META', years: range(2022, 2024) },
  'CIK0001403161.json': { ticker: 'V', years: range(2022, 2024) },
  'CIK0001404655.json': { ticker: 'HUBS', years: range(2021, 2023) },
  'CIK0001551152.json': { ticker: 'ABBV', years: range(2022, 2024) },
  'CIK0001640147.json': { ticker: 'SNOW', years: range(2019, 2025) },
  'CIK0001652044.json': { ticker: 'GOOGL', years: range(2013, 2025) },
  'CIK0001835632.json': { ticker: 'MRVL', years: range(2020, 2026) },
  'CIK0001997711.json': { ticker: 'LPA', years: range(2021, 2024) },
};

/**
 * Balance sheets that do not balance in the standard lines, each verified against the raw facts:
 * Tesla presented convertible senior notes as temporary equity in 2014 and 2015 and tagged them
 * `DebtInstrumentConvertibleCarryingAmountOfTheEquityComponent` (58,196,000 and 47,285,000, the
 * exact gaps), a concept that elsewhere means the equity component inside paid-in capital, so it is
 * not mapped. The gaps must be reported, not absorbed.
 */
const KNOWN_BALANCE_GAPS: Record<string, number[]> = { TSLA: [2014, 2015] };

const results = new Map<string, TStandardizedFinancials>();
function standardized(file: string): TStandardizedFinancials {
  let result = results.get(file);
  if (!result) {
    result = standardizeCompanyFacts(readPackCompanyFacts(file));
    results.set(file, result);
  }
  return result;
}

const linesOf = (period: TStatementPeriod): TLineValue[] =>
  [period.income, period.balance, period.cash_flow].flatMap((lines) => Object.values(lines) as TLineValue[]);

describe.each(packCompanyFactsFiles())('standardizeCompanyFacts on %s', (file) => {
  const coverage = COVERAGE[file];

  it('standardizes every fiscal year its facts cover', () => {
    expect(coverage).toBeDefined();
    expect(standardized(file).annual.map((period) => period.fiscal_year)).toEqual(coverage?.years);
  });

  it('keeps the source of every value, in one currency per period', () => {
    const result = standardized(file);
    const units = [result.currency, 'shares', `${result.currency}/shares`];
    for (const period of [...result.annual, ...result.quarterly, ...(result.ttm ? [result.ttm] : [])]) {
      expect(period.currency).toBe(result.currency);
      for (const line of linesOf(period)) {
        expect(Number.isFinite(line.value)).toBe(true);
        const facts = line.source.kind === 'reported' ? [line.source] : (line.source.facts ?? []);
        if (line.source.kind === 'derived') expect(line.source.inputs.length).toBeGreaterThan(0);
        for (const fact of facts) {
          expect(fact.taxonomy).toBe(result.taxonomy);
          expect(units).toContain(fact.unit);
          expect(fact.form).toMatch(period.fiscal_period === 'FY' ? ANNUAL_FORM : /^(10-K|10-Q|20-F)/);
          expect(fact.filed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it('balances every balance sheet within 0.5%, or reports the gap', () => {
    const result = standardized(file);
    const gaps: number[] = [];
    for (const period of result.annual) {
      const label = `FY ${period.fiscal_year}`;
      const checks = result.checks.find((report) => report.period === label);
      const identity = checks?.results.find((check) => check.check === 'balance_sheet_identity');
      if (!period.balance.total_assets) {
        // The earliest year of a 10-K has income and cash flows but no balance sheet.
        expect(checks?.skipped).toContainEqual(expect.objectContaining({ check: 'balance_sheet_identity' }));
        continue;
      }
      expect(identity, label).toBeDefined();
      if (identity?.ok) continue;
      gaps.push(period.fiscal_year);
      expect(result.issues).toContainEqual(
        expect.objectContaining({ code: 'check_failed', period: label, check: identity }),
      );
    }
    expect(gaps).toEqual(KNOWN_BALANCE_GAPS[coverage?.ticker ?? ''] ?? []);
  });
});
