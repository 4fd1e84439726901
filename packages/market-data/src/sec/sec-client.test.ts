import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryResponseCache } from '../http/response-cache.js';
import { createPackSource } from '../pack/pack-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { DEFAULT_SEC_USER_AGENT, SecClient } from './sec-client.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const noWait = { baseDelayMs: 1, maxDelayMs: 2 };

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('SecClient against the local protocol server', () => {
  it('fetches both ticker files at the real paths and sends the User-Agent', async () => {
    const client = new SecClient({ baseUrl: server.url, userAgent: 'Intrinsic tests qa@intrinsic.example' });
    const tickers = await client.companyTickers();
    const exchange = await client.companyTickersExchange();
    expect(Object.keys(tickers.value)).toHaveLength(9610);
    expect(tickers.value['1']).toEqual({ cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' });
    expect(exchange.value.data).toHaveLength(9441);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/files/company_tickers.json',
      '/files/company_tickers_exchange.json',
    ]);
    expect(server.requests.every((r) => r.userAgent === 'Intrinsic tests qa@intrinsic.example')).toBe(true);
    expect(tickers.origin).toMatchObject({ provider: 'sec', location: `${server.url}/files/company_tickers.json` });
  });

  it('sends the default User-Agent naming the product and a contact address', async () => {
    await new SecClient({ baseUrl: server.url }).submissions(320193);
    expect(server.requests[0]?.userAgent).toBe(DEFAULT_SEC_USER_AGENT);
    expect(DEFAULT_SEC_USER_AGENT).toMatch(/Intrinsic .*@/);
  });

  it('returns submissions and companyfacts equal to the pack files read directly', async () => {
    const client = new SecClient({ baseUrl: server.url });
    const pack = createPackSource(PACK_DIR);
    const [live, fromPack] = await Promise.all([client.submissions(320193), pack.submissions(320193)]);
    expect(live.value).toEqual(fromPack.value);
    expect(live.value.sic).toBe('3571');
    const [liveFacts, packFacts] = await Promise.all([client.companyFacts('0000320193'), pack.companyFacts(320193)]);
    expect(liveFacts.value).toEqual(packFacts.value);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/submissions/CIK0000320193.json',
      '/api/xbrl/companyfacts/CIK0000320193.json',
    ]);
  });

  it('parses the raw SEC companyfacts JSON unchanged (values as filed)', async () => {
    const raw = JSON.parse(await readFile(`${PACK_DIR}companyfacts/CIK0001045810.json`, 'utf8'));
    const { value } = await new SecClient({ baseUrl: server.url }).companyFacts(1045810);
    expect(value.facts['us-gaap']?.Revenues?.units.USD).toEqual(raw.facts['us-gaap'].Revenues.units.USD);
  });

  it('fetches a submissions overflow page', async () => {
    const page = await new SecClient({ baseUrl: server.url }).submissionsPage('CIK0001318605-submissions-001.json');
    expect(page.value.accessionNumber).toHaveLength(720);
    expect(() => new SecClient({ baseUrl: server.url }).submissionsPage('../etc/passwd')).toThrow(RangeError);
  });

  it('maps a 404 to NOT_FOUND without retrying', async () => {
    const client = new SecClient({ baseUrl: server.url, retry: noWait });
    await expect(client.companyFacts(1)).rejects.toMatchObject({ code: 'NOT_FOUND', details: { status: 404 } });
    expect(server.requests).toHaveLength(1);
  });

  it('uses www.sec.gov for the ticker files and data.sec.gov for the APIs by default', async () => {
    const urls: string[] = [];
    const recordingFetch = (async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response('{}', { status: 404 });
    }) as typeof fetch;
    const client = new SecClient({ fetch: recordingFetch });
    await Promise.allSettled([
      client.companyTickers(),
      client.submissions(320193),
      client.companyFacts(320193),
      client.frames({ taxonomy: 'us-gaap', concept: 'Revenues', unit: 'USD', period: 'CY2024' }),
    ]);
    expect(urls.sort()).toEqual([
      'https://data.sec.gov/api/xbrl/companyfacts/CIK0000320193.json',
      'https://data.sec.gov/api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json',
      'https://data.sec.gov/submissions/CIK0000320193.json',
      'https://www.sec.gov/files/company_tickers.json',
    ]);
  });
});

describe('SecClient.frames against frames the local server builds from the pack', () => {
  const revenues = { taxonomy: 'us-gaap', concept: 'Revenues', unit: 'USD', period: 'CY2024' };

  it('gives each filer its fact of the period: the one the SEC labels in a real file', async () => {
    const frame = await new SecClient({ baseUrl: server.url }).frames(revenues);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json']);
    expect(frame.value).toMatchObject({ taxonomy: 'us-gaap', tag: 'Revenues', ccp: 'CY2024', uom: 'USD' });
    expect(frame.value.pts).toBe(frame.value.data.length);
    // NVDA's fiscal 2025 (2024-01-29 to 2025-01-26) is its CY2024 in its own companyfacts.
    const nvdaFacts = (await createPackSource(PACK_DIR).companyFacts(1045810)).value;
    const labelled = nvdaFacts.facts['us-gaap']?.Revenues?.units.USD?.find((fact) => fact.frame === 'CY2024');
    const nvda = frame.value.data.find((row) => row.cik === 1045810);
    expect(nvda).toMatchObject({ entityName: 'NVIDIA CORP', end: labelled?.end, val: labelled?.val });
    expect(labelled?.end).toBe('2025-01-26');
  });

  it('places the facts of a constructed file (no frame labels) by the same rules, the last filed', async () => {
    const frame = await new SecClient({ baseUrl: server.url }).frames({
      ...revenues,
      concept: 'RevenueFromContractWithCustomerExcludingAssessedTax',
    });
    const pack = createPackSource(PACK_DIR);
    // A constructed file (fiscal year ending 2025-01-31, frame null) and a real one (fiscal year ending 2024-09-28).
    for (const cik of [104169, 320193]) {
      const facts = (await pack.companyFacts(cik)).value;
      const annual = (facts.facts['us-gaap']?.RevenueFromContractWithCustomerExcludingAssessedTax?.units.USD ?? [])
        .filter((fact) => fact.start && fact.end.startsWith(cik === 104169 ? '2025-01' : '2024-09'))
        .filter((fact) => Date.parse(fact.end) - Date.parse(fact.start ?? '') > 300 * 86_400_000);
      const lastFiled = annual.sort((a, b) => (a.filed ?? '').localeCompare(b.filed ?? '')).at(-1);
      expect(frame.value.data.find((row) => row.cik === cik)).toMatchObject({
        end: lastFiled?.end,
        val: lastFiled?.val,
      });
    }
  });

  it('answers an unknown concept with the SEC 404 (NOT_FOUND) and a frame shares the client cache', async () => {
    const cache = new MemoryResponseCache();
    const client = new SecClient({ baseUrl: server.url, retry: noWait, cache });
    await expect(client.frames({ ...revenues, concept: 'NoSuchConcept' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      details: { status: 404 },
    });
    await client.frames(revenues);
    await client.frames(revenues);
    expect(server.requests.map((r) => r.status)).toEqual([404, 200]);
    expect(server.requests.every((r) => r.userAgent === DEFAULT_SEC_USER_AGENT)).toBe(true);
  });
});
