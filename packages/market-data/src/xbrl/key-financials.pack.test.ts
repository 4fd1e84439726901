import type { TAccountKey, TLineValue, TStatementPeriod } from '@app/statements';
import { getLine } from '@app/statements';
import { describe, expect, it } from 'vitest';
import { keyFinancialsOf, packCompanyFactsFiles, readPackCompanyFacts } from './shared-data.test-helper.js';
import { standardizeCompanyFacts } from './standardize.js';

/**
 * Ground truth: `sec/key_financials_annual_usgaap.csv` (one row per company and fiscal year end,
 * values as filed). Each column is compared, exact to the unit, with one standard line; capex is
 * a positive payment in the CSV and a negative cash flow here. `d_and_a` and
 * `long_term_debt_noncurrent` are not compared: the CSV takes note-level concepts first
 * (`DepreciationDepletionAndAmortization`, `LongTermDebt` including current maturities) where we
 * take the cash-flow line and the non-current balance. Shares and EPS restated for a later stock
 * split are compared by their value as filed (`split_adjustment.reported_value`; the restatement
 * itself is tested in `stock-splits.pack.test.ts`).
 */
const COLUMNS: Record<string, { key: TAccountKey; sign: 1 | -1 }> = {
  revenue: { key: 'revenue', sign: 1 },
  cost_of_revenue: { key: 'cost_of_revenue', sign: 1 },
  operating_income: { key: 'operating_income', sign: 1 },
  pretax_income: { key: 'pretax_income', sign: 1 },
  income_tax: { key: 'income_tax', sign: 1 },
  net_income: { key: 'net_income', sign: 1 },
  operating_cash_flow: { key: 'operating_cash_flow', sign: 1 },
  capex: { key: 'capital_expenditure', sign: -1 },
  total_assets: { key: 'total_assets', sign: 1 },
  total_liabilities: { key: 'total_liabilities', sign: 1 },
  stockholders_equity: { key: 'total_equity', sign: 1 },
  cash: { key: 'cash_and_equivalents', sign: 1 },
  diluted_shares: { key: 'diluted_shares', sign: 1 },
  diluted_eps: { key: 'eps_diluted', sign: 1 },
};

/**
 * Where our tag choice legitimately differs from the CSV's rule ("first tag of the list that
 * exists anywhere in the file"). For each, the CSV value is checked against what it really is.
 */
const EXCEPTIONS: { file: string; column: string; why: string; csvEquals: TAccountKey | { rawTag: string } }[] = [
  {
    file: 'CIK0000104169.json', // Walmart
    column: 'revenue',
    why: 'the CSV takes RevenueFromContractWithCustomerExcludingAssessedTax (net sales) first; the income statement total is Revenues (net sales + membership and other income), the larger total of the same tier',
    csvEquals: { rawTag: 'RevenueFromContractWithCustomerExcludingAssessedTax' },
  },
  ...['CIK0000080424.json', 'CIK0000731766.json'].map((file) => ({
    file, // Procter & Gamble, UnitedHealth
    column: 'stockholders_equity',
    why: 'the file has no StockholdersEquity, so the CSV falls back to the total including non-controlling interests; our total_equity is the parent share (total − minority interest)',
    csvEquals: 'total_equity_including_minority' as const,
  })),
];

describe('standardized annual values equal the filed values of key_financials_annual_usgaap.csv', () => {
  let compared = 0;

  it.each(packCompanyFactsFiles())('%s', (file) => {
    const facts = readPackCompanyFacts(file);
    const { annual } = standardizeCompanyFacts(facts);
    for (const row of keyFinancialsOf(file)) {
      const period = annual.find((candidate) => candidate.period_end === row.fiscal_period_end);
      expect(period, `${file} ${row.fiscal_period_end}`).toBeDefined();
      for (const [column, { key, sign }] of Object.entries(COLUMNS)) {
        if (!row[column]) continue;
        const expected = Number(row[column]);
        const where = `${file} ${row.fiscal_period_end} ${column}`;
        const exception = EXCEPTIONS.find((item) => item.file === file && item.column === column);
        if (exception) {
          const actual =
            typeof exception.csvEquals === 'string'
              ? getLine(period as TStatementPeriod, exception.csvEquals)?.value
              : rawAnnualValue(facts, exception.csvEquals.rawTag, row.fiscal_period_end ?? '');
          expect(actual, `${where} (${exception.why})`).toBe(expected);
        } else {
          expect(sign * asFiled(getLine(period as TStatementPeriod, key)), where).toBe(expected);
        }
        compared++;
      }
    }
  });

  it('compared every value of the CSV', () => {
    expect(compared).toBeGreaterThan(1700);
  });
});

/** A line's value as filed: before any stock-split restatement. */
function asFiled(line: TLineValue | undefined): number {
  if (!line) return Number.NaN;
  return line.source.kind === 'reported' ? (line.source.split_adjustment?.reported_value ?? line.value) : line.value;
}

/** The latest-filed annual value of a raw us-gaap USD fact for a year ending `end`. */
function rawAnnualValue(facts: ReturnType<typeof readPackCompanyFacts>, tag: string, end: string): number | undefined {
  const rows = facts.facts['us-gaap']?.[tag]?.units.USD ?? [];
  const matching = rows.filter(
    (row) => row.end === end && row.start !== undefined && (row.form ?? '').startsWith('10-K'),
  );
  return matching.sort((a, b) => ((a.filed ?? '') < (b.filed ?? '') ? 1 : -1))[0]?.val;
}
