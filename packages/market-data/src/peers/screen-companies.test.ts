import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { FredClient } from '../prices/fred-client.js';
import { YahooChartClient } from '../prices/yahoo-client.js';
import { SecClient } from '../sec/sec-client.js';
import { createLiveSource } from '../source/live-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { MAX_SCREEN_READS, screenCompanies, type TScreenRequest } from './screen-companies.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const NVDA_CIK = 1_045_810;

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function liveSource() {
  const retry = { maxRetries: 0 };
  return createLiveSource({
    sec: new SecClient({ baseUrl: server.url, retry, maxRequestsPerSecond: 1000 }),
    prices: new YahooChartClient({ baseUrl: server.url, retry }),
    fred: new FredClient({ baseUrl: server.url, retry }),
  });
}

const software: TScreenRequest = {
  asOf: '2025-12-31',
  excludeCik: NVDA_CIK,
  revenue: { min: 1_000_000_000, max: null },
  sizeTarget: null,
  accepts: (submissions) => submissions?.sic === '7372',
  enough: 12,
};

describe('screenCompanies', () => {
  it('reads every company the pack lists, the subject left out, and keeps those accepted', async () => {
    const result = await screenCompanies(createPackSource(PACK_DIR), software);
    expect(result.isPartial).toBe(false);
    expect(result.searched).toBeGreaterThan(20);
    const tickers = result.companies.map((company) => company.entry.ticker).sort();
    expect(tickers).toEqual(expect.arrayContaining(['ADBE', 'CRM', 'SNOW']));
    expect(result.companies.every((company) => company.submissions?.sic === '7372')).toBe(true);
  });

  it('on the live SEC source, ranks the filers by the revenue frames and reads their submissions within the read limit', async () => {
    const result = await screenCompanies(liveSource(), {
      ...software,
      accepts: (submissions) => submissions?.sic === '3674',
    });
    const read = server.requests.filter((request) => request.path.startsWith('/submissions/')).length;
    expect(read).toBe(result.searched);
    expect(read).toBeLessThanOrEqual(MAX_SCREEN_READS);
    expect(server.requests.some((request) => request.path.startsWith('/api/xbrl/frames/'))).toBe(true);
    expect(result.companies.map((company) => company.entry.cik)).not.toContain(NVDA_CIK);
    for (const company of result.companies) expect(company.submissions?.sic).toBe('3674');
    expect(result.companies.map((company) => company.entry.ticker)).toContain('MRVL');
  });
});
