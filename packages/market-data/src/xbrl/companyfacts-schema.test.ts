import { describe, expect, it } from 'vitest';
import { ZCompanyFactsSchema } from './companyfacts-schema.js';
import { packCompanyFactsFiles, readPackCompanyFacts } from './shared-data.test-helper.js';

describe('ZCompanyFactsSchema', () => {
  it('accepts every companyfacts file of the data pack, real and derived', () => {
    const files = packCompanyFactsFiles();
    expect(files).toHaveLength(28);
    for (const file of files) expect(() => readPackCompanyFacts(file)).not.toThrow();
  });

  it('keeps the fields of a real SEC fact, frame included', () => {
    const apple = readPackCompanyFacts('CIK0000320193.json');
    expect(apple).toMatchObject({ cik: 320193, entityName: 'Apple Inc.' });
    const revenue = apple.facts['us-gaap']?.RevenueFromContractWithCustomerExcludingAssessedTax?.units.USD ?? [];
    expect(revenue).toContainEqual({
      start: '2023-10-01',
      end: '2024-09-28',
      val: 391_035_000_000,
      accn: '0000320193-24-000123',
      fy: 2024,
      fp: 'FY',
      form: '10-K',
      filed: '2024-11-01',
    });
  });

  it('accepts the derived files: null label, description and accession, no frame, string CIK', () => {
    const amazon = readPackCompanyFacts('CIK0001018724.json');
    expect(amazon.facts['us-gaap']?.Revenues ?? amazon.facts['us-gaap']?.Assets).toMatchObject({ label: null });
    expect(readPackCompanyFacts('CIK0001997711.json').cik).toBe('0001997711');
  });

  it('rejects a body that is not companyfacts', () => {
    expect(ZCompanyFactsSchema.safeParse({ cik: 1, entityName: 'X' }).success).toBe(false);
    const badFact = {
      cik: 1,
      entityName: 'X',
      facts: {
        'us-gaap': { A: { label: null, description: null, units: { USD: [{ end: '2024-12-31', val: '1' }] } } },
      },
    };
    expect(ZCompanyFactsSchema.safeParse(badFact).success).toBe(false);
  });
});
