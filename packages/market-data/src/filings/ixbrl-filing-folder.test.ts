import { describe, expect, it } from 'vitest';
import { MarketDataError } from '../errors.js';
import { SHARED_DATA } from '../xbrl/shared-data.test-helper.js';
import { createIxbrlFilingFolder, readBreakdownsFile } from './ixbrl-filing-folder.js';

const folder = createIxbrlFilingFolder([`${SHARED_DATA}documents/10k_html`, `${SHARED_DATA}documents/eval`]);

describe('createIxbrlFilingFolder', () => {
  it('indexes the sixteen 10-Ks by the CIK and period end of their own cover page', async () => {
    const filings = await folder.filings();
    expect(filings).toHaveLength(16);
    expect(filings.find((f) => f.cik === 320193)).toMatchObject({ documentType: '10-K', periodEnd: '2024-09-28' });
    expect(filings.find((f) => f.cik === 1045810)?.periodEnd).toBe('2025-01-26');
  });

  it("reads a company's breakdowns, naming the file", async () => {
    const { value, origin } = await folder.revenueBreakdowns('0001045810');
    expect(origin).toMatchObject({ provider: 'pack', retrievedAt: null });
    expect(origin.location).toMatch(/nvda-10-k-2025-02-26\.html$/);
    expect(value.registrantName).toBe('NVIDIA CORP');
    expect(value.breakdowns.map((b) => b.axisKind)).toEqual(['segment', 'product_or_service', 'geography']);
  });

  it('says DATA_NOT_AVAILABLE for a company without a filing, and for a document past the byte limit', async () => {
    await expect(folder.revenueBreakdowns(1)).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { cik: 1 },
    });
    const error = await folder.revenueBreakdowns(320193, { maxBytes: 1_000_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketDataError);
    expect((error as MarketDataError).details).toMatchObject({ reason: 'document_too_large', maxBytes: 1_000_000 });
  });

  it('parses a 3.9 MB filing streamed in well under two seconds', async () => {
    const started = performance.now();
    const ko = await readBreakdownsFile(`${SHARED_DATA}documents/10k_html/ko-10-k-2025-02-20.html`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(ko.breakdowns.length).toBeGreaterThan(0);
  });
});
