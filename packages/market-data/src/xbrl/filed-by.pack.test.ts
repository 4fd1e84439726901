import { describe, expect, it } from 'vitest';
import { factsFiledBy, lastFiledDate } from './filed-by.js';
import { packFileOfCik, readPackCompanyFacts } from './shared-data.test-helper.js';
import { standardizeCompanyFacts } from './standardize.js';

const GOOGL = readPackCompanyFacts(packFileOfCik('1652044'));

describe('factsFiledBy', () => {
  it('keeps what a reader had in January: the last 10-K and the 10-Qs since', () => {
    const asOf = '2025-01-15'; // before the FY2024 10-K (filed early February)
    const known = factsFiledBy(GOOGL, asOf);
    expect(lastFiledDate(known)! <= asOf).toBe(true);
    const { annual, quarterly } = standardizeCompanyFacts(known);
    expect(annual.at(-1)?.period_end).toBe('2023-12-31');
    const sinceTenK = quarterly.filter((quarter) => quarter.period_end > '2023-12-31');
    expect(sinceTenK.map((quarter) => quarter.fiscal_period)).toEqual(['Q1', 'Q2', 'Q3']);
    for (const quarter of sinceTenK) {
      const source = quarter.income.revenue?.source;
      expect(source?.kind === 'reported' && source.form).toBe('10-Q');
    }
  });

  it('leaves out a later filing’s figures for an old period', () => {
    const full = standardizeCompanyFacts(GOOGL).annual.find((year) => year.fiscal_year === 2022);
    const then = standardizeCompanyFacts(factsFiledBy(GOOGL, '2023-03-01')).annual.find(
      (year) => year.fiscal_year === 2022,
    );
    const filedThen = then?.income.revenue?.source;
    const filedNow = full?.income.revenue?.source;
    expect(filedThen?.kind === 'reported' && filedThen.filed! <= '2023-03-01').toBe(true);
    expect(filedNow?.kind === 'reported' && filedNow.filed! > '2023-03-01').toBe(true);
  });

  it('drops facts with no filing date and keeps the document’s other fields', () => {
    const facts = {
      cik: 1,
      facts: {
        'us-gaap': {
          Revenues: {
            units: {
              USD: [
                { end: '2024-12-31', val: 1 },
                { end: '2024-12-31', val: 2, filed: '2025-02-01' },
              ],
            },
          },
        },
      },
    };
    const known = factsFiledBy(facts, '2025-03-01');
    expect(known.facts['us-gaap']?.Revenues?.units.USD).toEqual([{ end: '2024-12-31', val: 2, filed: '2025-02-01' }]);
    expect((known as typeof facts).cik).toBe(1);
    expect(factsFiledBy(facts, '2025-01-01').facts['us-gaap']).toEqual({});
  });
});
