import { fileURLToPath } from 'node:url';
import { createEdgarFilingArchive, SecClient } from '@app/market-data';
import { startLocalProviderServer, type TLocalProviderServer } from '@app/market-data/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBreakdownFilings } from './breakdown-filings.js';

/**
 * The server's sources of filings: the folders first (here only `documents/eval`), then EDGAR's
 * archives, served by the local provider server from the shared data in place.
 */
const DATA = fileURLToPath(new URL('../../../../../../shared/data/', import.meta.url));
const EVAL = `${DATA}documents/eval`;

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({
    packDir: `${DATA}pack`,
    filingsDirs: [`${DATA}documents/10k_html`, EVAL],
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const edgar = () =>
  createEdgarFilingArchive({ sec: new SecClient({ baseUrl: server.url, retry: { baseDelayMs: 1, maxDelayMs: 2 } }) });

describe('createBreakdownFilings', () => {
  it('is null with neither folders nor EDGAR (offline without FILINGS_DIR)', () => {
    expect(createBreakdownFilings([], null)).toBeNull();
  });

  it('reads a company of the folders from its file, and asks EDGAR nothing', async () => {
    const filings = createBreakdownFilings([EVAL], edgar());
    const read = await filings?.revenueBreakdowns(1551152, { filedBy: '2025-12-31' });
    expect(read?.origin).toMatchObject({ provider: 'pack' });
    expect(read?.origin.location).toMatch(/abbv-10-k-2025-02-14\.html$/);
    expect(server.requests).toEqual([]);
  });

  it('goes to EDGAR for a company the folders lack, and keeps the read per company and date', async () => {
    const filings = createBreakdownFilings([EVAL], edgar());
    const read = await filings?.revenueBreakdowns(1045810, { filedBy: '2025-12-31' });
    expect(read?.origin).toMatchObject({ provider: 'sec' });
    expect(read?.origin.location).toMatch(/\/Archives\/edgar\/data\/1045810\/000104581025000023\/nvda-20250126\.htm$/);
    const requests = server.requests.length;
    await filings?.revenueBreakdowns(1045810, { filedBy: '2025-12-31' });
    expect(server.requests).toHaveLength(requests);
  });

  it('a company neither source holds is DATA_NOT_AVAILABLE with EDGAR’s reason', async () => {
    const filings = createBreakdownFilings([EVAL], edgar());
    // Coca-Cola is not in this folder, and the pack's constructed submissions give no accession number.
    await expect(filings?.revenueBreakdowns(21344, { filedBy: '2025-12-31' })).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { reason: 'no_annual_report' },
    });
  });
});
