import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackSource } from '../pack/pack-source.js';
import { FredClient } from '../prices/fred-client.js';
import { YahooChartClient } from '../prices/yahoo-client.js';
import { SecClient } from '../sec/sec-client.js';
import { createLiveSource } from '../source/live-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { getCompanyProfile } from './get-company-profile.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const pack = createPackSource(PACK_DIR);

const gap = (missing: string) => ({ code: 'DATA_NOT_AVAILABLE', missing });
const shares = (value: number, asOf: string, form: string, filed: string) => ({
  value,
  asOf,
  form,
  filed,
  tag: 'dei:EntityCommonStockSharesOutstanding',
});

/** Every company with a submissions file in the pack, with the values of its SEC files. */
const EXPECTED = [
  {
    cik: 310522,
    ticker: 'FNMA',
    exchange: 'OTC',
    sic: '6111',
    sector: 'Financials',
    fye: '1231',
    place: ['United States', 'DC'],
    currency: null,
    shares: null,
  },
  {
    cik: 320193,
    ticker: 'AAPL',
    exchange: 'Nasdaq',
    sic: '3571',
    sector: 'Information Technology',
    fye: '0926',
    place: ['United States', 'CA'],
    currency: 'USD',
    shares: shares(14_681_140_000, '2026-01-16', '10-Q', '2026-01-30'),
  },
  {
    cik: 749647,
    ticker: 'IMNN',
    exchange: 'Nasdaq',
    sic: '2834',
    sector: 'Health Care',
    fye: '1231',
    place: ['United States', 'NJ'],
    currency: null,
    shares: null,
  },
  {
    cik: 789019,
    ticker: 'MSFT',
    exchange: 'Nasdaq',
    sic: '7372',
    sector: 'Information Technology',
    fye: '0630',
    place: ['United States', 'WA'],
    currency: 'USD',
    shares: shares(7_997_980_969, '2015-07-27', '10-K', '2015-07-31'),
  },
  {
    cik: 895419,
    ticker: 'WOLF',
    exchange: 'NYSE',
    sic: '3674',
    sector: 'Information Technology',
    fye: '0629',
    place: ['United States', 'NC'],
    currency: null,
    shares: null,
  },
  {
    cik: 1009672,
    ticker: null,
    exchange: null,
    sic: '3290',
    sector: 'Materials',
    fye: '1231',
    place: ['United States', 'TX'],
    currency: 'USD',
    shares: shares(27_414_445, '2018-02-28', '10-K', '2018-03-08'),
  },
  {
    cik: 1045810,
    ticker: 'NVDA',
    exchange: 'Nasdaq',
    sic: '3674',
    sector: 'Information Technology',
    fye: '0131',
    place: ['United States', 'CA'],
    currency: 'USD',
    shares: shares(24_200_000_000, '2026-05-15', '10-Q', '2026-05-20'),
  },
  {
    cik: 1046179,
    ticker: 'TSM',
    exchange: 'NYSE',
    sic: '3674',
    sector: 'Information Technology',
    fye: '1231',
    place: ['Taiwan, Province of China', null],
    currency: 'TWD',
    shares: shares(25_932_733_242, '2024-12-31', '20-F', '2025-04-17'),
  },
  {
    cik: 1318605,
    ticker: 'TSLA',
    exchange: 'Nasdaq',
    sic: '3711',
    sector: 'Consumer Discretionary',
    fye: '1231',
    place: ['United States', 'TX'],
    currency: 'USD',
    shares: shares(3_157_752_449, '2022-10-18', '10-Q', '2022-10-24'),
  },
  {
    cik: 1324424,
    ticker: 'EXPE',
    exchange: 'Nasdaq',
    sic: '4700',
    sector: 'Industrials',
    fye: '1231',
    place: ['United States', 'WA'],
    currency: null,
    shares: null,
  },
  {
    cik: 1465740,
    ticker: 'TWO',
    exchange: 'NYSE',
    sic: '6798',
    sector: 'Real Estate',
    fye: '1231',
    place: ['United States', 'MN'],
    currency: null,
    shares: null,
  },
  {
    cik: 1677077,
    ticker: 'ALZN',
    exchange: 'Nasdaq',
    sic: '2834',
    sector: 'Health Care',
    fye: '0430',
    place: ['United States', 'GA'],
    currency: null,
    shares: null,
  },
  {
    cik: 1766140,
    ticker: 'UNCY',
    exchange: 'Nasdaq',
    sic: '2834',
    sector: 'Health Care',
    fye: '1231',
    place: ['United States', 'CA'],
    currency: null,
    shares: null,
  },
  {
    cik: 1796129,
    ticker: null,
    exchange: null,
    sic: '2834',
    sector: 'Health Care',
    fye: '1231',
    place: ['United States', 'CA'],
    currency: null,
    shares: null,
  },
  {
    cik: 1835632,
    ticker: 'MRVL',
    exchange: 'Nasdaq',
    sic: '3674',
    sector: 'Information Technology',
    fye: '0130',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(874_800_000, '2026-05-21', '10-Q', '2026-05-28'),
  },
  {
    cik: 1881551,
    ticker: 'STI',
    exchange: 'Nasdaq',
    sic: '3690',
    sector: 'Industrials',
    fye: '1231',
    place: ['United States', 'TX'],
    currency: null,
    shares: null,
  },
] as const;

describe('company profiles for every company with a submissions file', () => {
  it('covers every submissions file of the pack', async () => {
    const files = (await readdir(`${PACK_DIR}submissions`)).filter((f) => /^CIK\d{10}\.json$/.test(f));
    expect(files.map((f) => Number(f.slice(3, 13))).sort((a, b) => a - b)).toEqual(EXPECTED.map((e) => e.cik));
  });

  it.each(EXPECTED)('CIK $cik ($ticker)', async (expected) => {
    const profile = await getCompanyProfile(pack, { cik: expected.cik }, { refuseFinancial: false });
    expect(profile.ticker).toBe(expected.ticker);
    expect(profile.exchange?.name ?? null).toBe(expected.exchange);
    expect(profile.tradingCurrency?.code ?? null).toBe(expected.exchange ? 'USD' : null);
    expect(profile.sic?.code).toBe(expected.sic);
    expect(profile.sector).toBe(expected.sector);
    expect(profile.fiscalYearEnd?.raw).toBe(expected.fye);
    expect([profile.domicile?.country, profile.domicile?.stateOrProvince]).toEqual(expected.place);
    if (expected.currency) expect(profile.reportingCurrency).toMatchObject({ code: expected.currency });
    else expect(profile.reportingCurrency).toEqual(gap(`companyfacts of CIK ${expected.cik}`));
    if (expected.shares) expect(profile.sharesOutstanding).toMatchObject(expected.shares);
    else expect(profile.sharesOutstanding).toEqual(gap(`companyfacts of CIK ${expected.cik}`));
  });
});

describe('company profile by ticker', () => {
  it('AAPL: Nasdaq, SIC 3571, fiscal year end 0926, USD, shares with date and source', async () => {
    const profile = await getCompanyProfile(pack, { ticker: 'aapl' });
    expect(profile).toMatchObject({
      cik: 320193,
      ticker: 'AAPL',
      name: 'Apple Inc.',
      exchange: { name: 'Nasdaq', basis: 'submissions' },
      tradingCurrency: { code: 'USD', basis: 'us_exchange' },
      sic: { code: '3571', description: 'Electronic Computers' },
      sector: 'Information Technology',
      industry: 'Electronic Computers',
      financial: { isFinancial: false },
      fiscalYearEnd: { raw: '0926', month: 9, day: 26 },
      domicile: { country: 'United States', countryCode: 'US', stateOrProvince: 'CA', basis: 'business_address' },
      incorporation: { code: 'CA' },
      reportingCurrency: { code: 'USD', basis: 'most_frequent_monetary_unit' },
      sharesOutstanding: { value: 14_681_140_000, asOf: '2026-01-16', accession: '0000320193-26-000006' },
    });
    expect(profile.origins.map((o) => o.location.split('/').slice(-2).join('/'))).toEqual([
      'pack/company_tickers.json',
      'pack/company_tickers_exchange.json',
      'submissions/CIK0000320193.json',
      'companyfacts/CIK0000320193.json',
    ]);
  });

  it('TSM reports in TWD and trades in USD; its domicile is the SEC place name', async () => {
    const profile = await getCompanyProfile(pack, { ticker: 'TSM' });
    expect(profile.reportingCurrency).toMatchObject({ code: 'TWD', factCounts: { TWD: 4624, USD: 1010, EUR: 7 } });
    expect(profile.tradingCurrency?.code).toBe('USD');
    expect(profile.domicile).toMatchObject({
      country: 'Taiwan, Province of China',
      countryCode: null,
      edgarCode: 'F5',
    });
  });

  it('refuses Fannie Mae (SIC 6111) with FINANCIAL_COMPANY_UNSUPPORTED', async () => {
    await expect(getCompanyProfile(pack, { ticker: 'FNMA' })).rejects.toMatchObject({
      code: 'FINANCIAL_COMPANY_UNSUPPORTED',
      details: { cik: 310522, ticker: 'FNMA', sic: '6111', category: 'bank_or_credit' },
    });
    await expect(getCompanyProfile(pack, { cik: 310522 })).rejects.toMatchObject({
      code: 'FINANCIAL_COMPANY_UNSUPPORTED',
    });
  });

  it('refuses Two Harbors (SIC 6798, REIT) with FINANCIAL_COMPANY_UNSUPPORTED', async () => {
    await expect(getCompanyProfile(pack, { ticker: 'TWO' })).rejects.toMatchObject({
      code: 'FINANCIAL_COMPANY_UNSUPPORTED',
      details: {
        cik: 1465740,
        sic: '6798',
        sicDescription: 'Real Estate Investment Trusts',
        category: 'holding_or_investment_office',
      },
    });
  });

  it('reports an unknown ticker as TICKER_NOT_FOUND', async () => {
    await expect(getCompanyProfile(pack, { ticker: 'ZZZZZZ' })).rejects.toMatchObject({
      code: 'TICKER_NOT_FOUND',
      details: { ticker: 'ZZZZZZ' },
    });
  });

  it('reports a listed company without a submissions file in the source as DATA_NOT_AVAILABLE', async () => {
    await expect(getCompanyProfile(pack, { ticker: 'GOOGL' })).rejects.toMatchObject({ code: 'DATA_NOT_AVAILABLE' });
  });
});

describe('company profile through the live clients', () => {
  let server: TLocalProviderServer;
  beforeAll(async () => {
    server = await startLocalProviderServer({ packDir: PACK_DIR });
  });
  afterAll(() => server.close());

  it('equals the profile read from the pack, apart from the origins', async () => {
    const live = createLiveSource({
      sec: new SecClient({ baseUrl: server.url }),
      prices: new YahooChartClient({ baseUrl: server.url }),
      fred: new FredClient({ baseUrl: server.url }),
    });
    const { origins: liveOrigins, ...fromLive } = await getCompanyProfile(live, { ticker: 'NVDA' });
    const { origins: _packOrigins, ...fromPack } = await getCompanyProfile(pack, { ticker: 'NVDA' });
    expect(fromLive).toEqual(fromPack);
    expect(liveOrigins.every((o) => o.provider === 'sec')).toBe(true);
    await expect(getCompanyProfile(live, { ticker: 'TWO' })).rejects.toMatchObject({
      code: 'FINANCIAL_COMPANY_UNSUPPORTED',
    });
  });
});
