import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FredClient } from '../prices/fred-client.js';
import { YahooChartClient } from '../prices/yahoo-client.js';
import { classifyFinancialSic } from '../profile/financial-refusal.js';
import { sectorForSic } from '../profile/sic-sectors.js';
import { SecClient } from '../sec/sec-client.js';
import type { TCompanyTickersExchange, TXbrlFrame } from '../sec/sec-schemas.js';
import { createLiveSource } from '../source/live-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { findDefaultPeers, MAX_DEFAULT_PEERS } from './default-peers.js';
import { frameYearFor, MAX_SUBMISSIONS_READ, REVENUE_FRAME_CONCEPTS } from './sec-peer-candidates.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const FRAMES = /^\/api\/xbrl\/frames\//;
const SUBMISSIONS = /^\/submissions\//;

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A live source over the local SEC-protocol server, failing at once instead of retrying. */
function liveSource() {
  const retry = { maxRetries: 0 };
  return createLiveSource({
    sec: new SecClient({ baseUrl: server.url, retry, maxRequestsPerSecond: 1000 }),
    prices: new YahooChartClient({ baseUrl: server.url, retry }),
    fred: new FredClient({ baseUrl: server.url, retry }),
  });
}

const paths = (pattern: RegExp) => server.requests.map((r) => r.path).filter((path) => pattern.test(path));

describe('findDefaultPeers over a live source (SEC frames, ticker list, submissions)', () => {
  it('gives a semiconductor its semiconductor peer first, then its sector, closest in revenue', async () => {
    const result = await findDefaultPeers(liveSource(), { ticker: 'NVDA', asOf: '2025-12-31' });
    expect(result).toMatchObject({ ticker: 'NVDA', sic: '3674', sector: 'Information Technology', gaps: [] });
    // Fiscal 2025 (to 2025-01-26), filed 2025-02-26: the subject's own CY2024 revenue.
    expect(result.size).toEqual({ measure: 'revenue', period: 'CY2024', subjectRevenue: 130_497_000_000 });
    expect(result.universe).toBeGreaterThan(10);
    expect(result.peers[0]).toMatchObject({ ticker: 'MRVL', sic: '3674', rule: 'same_industry' });
    expect(result.peers.length).toBe(MAX_DEFAULT_PEERS);
    for (const peer of result.peers.slice(1)) {
      expect(peer).toMatchObject({ rule: 'same_sector', sector: 'Information Technology' });
    }
    const distances = result.peers.slice(1).map((peer) => Math.abs(Math.log((peer.revenue ?? 0) / 130_497_000_000)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const peer of result.peers) {
      expect(peer.ticker).not.toBe('NVDA');
      expect(classifyFinancialSic(peer.sic).isFinancial).toBe(false);
    }
    // Two frames for every filer at once, then only the SIC codes of the ranked filers (and the subject's).
    expect(paths(FRAMES).sort()).toEqual(
      REVENUE_FRAME_CONCEPTS.map((concept) => `/api/xbrl/frames/us-gaap/${concept}/USD/CY2024.json`).sort(),
    );
    expect(paths(SUBMISSIONS).length).toBeLessThanOrEqual(result.universe + 1);
  });

  it('refuses financial companies and the subject even when they are the closest in size and sector', async () => {
    // A frame in the SEC's format where a listed REIT (SIC 6798) is exactly the size of a mortgage agency (6111).
    const frame = await frameWith([
      { cik: 310522, entityName: 'FEDERAL NATIONAL MORTGAGE ASSOCIATION FANNIE MAE', val: 5_000_000_000 },
      { cik: 1465740, entityName: 'TWO HARBORS INVESTMENT CORP.', val: 5_000_000_000 },
    ]);
    for (const concept of REVENUE_FRAME_CONCEPTS) {
      server.inject({ path: `/api/xbrl/frames/us-gaap/${concept}/USD/CY2024.json`, body: frame });
    }
    const result = await findDefaultPeers(liveSource(), { ticker: 'FNMA', asOf: '2025-12-31' });
    expect(result).toMatchObject({ sic: '6111', sector: 'Financials', universe: 1, peers: [] });
    expect(result.size).toMatchObject({ subjectRevenue: 5_000_000_000 });
    // The REIT was read (it is the one candidate) and refused by its SIC code.
    expect(paths(SUBMISSIONS)).toContain('/submissions/CIK0001465740.json');
  });

  it('degrades to fewer peers, with the reason, when a frame fails; none when every frame fails', async () => {
    server.inject({ path: '/api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json', status: 500 });
    const partial = await findDefaultPeers(liveSource(), { ticker: 'NVDA', asOf: '2025-12-31' });
    expect(partial.gaps).toEqual([expect.stringMatching(/^frame us-gaap\/Revenues\/USD\/CY2024 not available/)]);
    expect(partial.peers[0]).toMatchObject({ ticker: 'MRVL', rule: 'same_industry' });

    server.reset();
    server.inject({ path: FRAMES, status: 500, times: REVENUE_FRAME_CONCEPTS.length });
    const none = await findDefaultPeers(liveSource(), { ticker: 'NVDA', asOf: '2025-12-31' });
    expect(none).toMatchObject({ ticker: 'NVDA', universe: 0, peers: [] });
    expect(none.gaps).toHaveLength(REVENUE_FRAME_CONCEPTS.length);
    // No company to rank, so no submissions read but the subject's.
    expect(paths(SUBMISSIONS)).toEqual(['/submissions/CIK0001045810.json']);
  });

  it(`reads at most ${MAX_SUBMISSIONS_READ} submissions, the closest in size first`, async () => {
    // Every listed company of the SEC list in the frame, NVDA's size decreasing away from it.
    const listed = await listedCompanies();
    const rows = listed.slice(0, 120).map((row, index) => ({ ...row, val: 130_497_000_000 * 1.01 ** (index + 1) }));
    for (const concept of REVENUE_FRAME_CONCEPTS) {
      server.inject({ path: `/api/xbrl/frames/us-gaap/${concept}/USD/CY2024.json`, body: await frameWith(rows) });
    }
    const result = await findDefaultPeers(liveSource(), { ticker: 'NVDA', asOf: '2025-12-31' });
    const read = paths(SUBMISSIONS).filter((path) => path !== '/submissions/CIK0001045810.json');
    expect(read).toHaveLength(MAX_SUBMISSIONS_READ);
    // Read ten at a time, so compare as sets: the 40 closest, none further.
    const expected = rows
      .filter((row) => row.cik !== 1045810)
      .slice(0, MAX_SUBMISSIONS_READ)
      .map((row) => `/submissions/CIK${String(row.cik).padStart(10, '0')}.json`);
    expect(read.sort()).toEqual(expected.sort());
    expect(result.gaps).toEqual([expect.stringMatching(/closest in size/)]);
    for (const peer of result.peers) expect(sectorForSic(peer.sic)).toBe('Information Technology');
  });
});

describe('frameYearFor', () => {
  it('takes the last calendar year ended at least 90 days before the date', () => {
    expect(frameYearFor('2025-12-31')).toBe('CY2024');
    expect(frameYearFor('2026-03-30')).toBe('CY2024');
    expect(frameYearFor('2026-03-31')).toBe('CY2025');
  });
});

/** The listed (non-OTC) companies of the pack's SEC exchange list, one row per CIK, in its order. */
async function listedCompanies(): Promise<{ cik: number; entityName: string }[]> {
  const list = JSON.parse(
    await readFile(`${PACK_DIR}company_tickers_exchange.json`, 'utf8'),
  ) as TCompanyTickersExchange;
  const seen = new Set<number>();
  return list.data
    .filter(([cik, , , exchange]) => exchange && exchange !== 'OTC' && !seen.has(cik) && seen.add(cik))
    .map(([cik, name]) => ({ cik, entityName: name }));
}

async function frameWith(rows: { cik: number; entityName: string; val: number }[]): Promise<string> {
  const body: TXbrlFrame = {
    taxonomy: 'us-gaap',
    tag: 'Revenues',
    ccp: 'CY2024',
    uom: 'USD',
    label: 'Revenues',
    description: null,
    pts: rows.length,
    data: rows.map((row) => ({ accn: null, ...row, end: '2024-12-31' })),
  };
  return JSON.stringify(body);
}
