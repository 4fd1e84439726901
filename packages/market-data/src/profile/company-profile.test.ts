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

/**
 * Every company with a submissions file in the pack, with the values of its SEC files. The 20
 * constructed submissions files (BA, KO, … GOOGL) have no addresses, so their place is the state of
 * incorporation; those of them with no cover-page share count report several share classes.
 */
const EXPECTED = [
  {
    cik: 12927,
    ticker: 'BA',
    exchange: 'NYSE',
    sic: '3721',
    sector: 'Industrials',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(750_074_411, '2025-01-27', '10-K', '2025-02-03'),
  },
  {
    cik: 21344,
    ticker: 'KO',
    exchange: 'NYSE',
    sic: '2080',
    sector: 'Consumer Staples',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(4_301_000_395, '2025-02-18', '10-K', '2025-02-20'),
  },
  {
    cik: 80424,
    ticker: 'PG',
    exchange: 'NYSE',
    sic: '2840',
    sector: 'Consumer Staples',
    fye: '0630',
    place: ['United States', 'OH'],
    currency: 'USD',
    shares: shares(2_342_371_488, '2025-07-31', '10-K', '2025-08-04'),
  },
  {
    cik: 100885,
    ticker: 'UNP',
    exchange: 'NYSE',
    sic: '4011',
    sector: 'Industrials',
    fye: '1231',
    place: ['United States', 'UT'],
    currency: 'USD',
    shares: shares(604_286_378, '2025-01-31', '10-K', '2025-02-07'),
  },
  {
    cik: 104169,
    ticker: 'WMT',
    exchange: 'NYSE',
    sic: '5331',
    sector: 'Consumer Staples',
    fye: '0131',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(8_016_849_444, '2025-03-12', '10-K', '2025-03-14'),
  },
  {
    cik: 200406,
    ticker: 'JNJ',
    exchange: 'NYSE',
    sic: '2834',
    sector: 'Health Care',
    fye: '1231',
    place: ['United States', 'NJ'],
    currency: 'USD',
    shares: shares(2_407_616_693, '2025-02-06', '10-K', '2025-02-13'),
  },
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
    cik: 320187,
    ticker: 'NKE',
    exchange: 'NYSE',
    sic: '3021',
    sector: 'Consumer Discretionary',
    fye: '0531',
    place: ['United States', 'OR'],
    currency: 'USD',
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
    cik: 354950,
    ticker: 'HD',
    exchange: 'NYSE',
    sic: '5211',
    sector: 'Consumer Discretionary',
    fye: '0131',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(994_032_168, '2025-03-05', '10-K', '2025-03-21'),
  },
  {
    cik: 731766,
    ticker: 'UNH',
    exchange: 'NYSE',
    sic: '6324',
    sector: 'Health Care',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(914_712_333, '2025-01-31', '10-K', '2025-02-27'),
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
    cik: 796343,
    ticker: 'ADBE',
    exchange: 'Nasdaq',
    sic: '7372',
    sector: 'Information Technology',
    fye: '1130',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(435_300_000, '2025-01-03', '10-K', '2025-01-13'),
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
    cik: 1018724,
    ticker: 'AMZN',
    exchange: 'Nasdaq',
    sic: '5961',
    sector: 'Consumer Discretionary',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(10_597_729_352, '2025-01-29', '10-K', '2025-02-07'),
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
    cik: 1065280,
    ticker: 'NFLX',
    exchange: 'Nasdaq',
    sic: '7841',
    sector: 'Communication Services',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(427_757_100, '2024-12-31', '10-K', '2025-01-27'),
  },
  {
    cik: 1108524,
    ticker: 'CRM',
    exchange: 'NYSE',
    sic: '7372',
    sector: 'Information Technology',
    fye: '0131',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(961_000_000, '2025-02-28', '10-K', '2025-03-05'),
  },
  {
    cik: 1141391,
    ticker: 'MA',
    exchange: 'NYSE',
    sic: '7389',
    sector: 'Industrials',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: null,
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
    cik: 1326801,
    ticker: 'META',
    exchange: 'Nasdaq',
    sic: '7370',
    sector: 'Information Technology',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: null,
  },
  {
    cik: 1403161,
    ticker: 'V',
    exchange: 'NYSE',
    sic: '7389',
    sector: 'Industrials',
    fye: '0930',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: null,
  },
  {
    cik: 1404655,
    ticker: 'HUBS',
    exchange: 'NYSE',
    sic: '7372',
    sector: 'Information Technology',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(50_674_493, '2024-02-09', '10-K', '2024-02-14'),
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
    cik: 1551152,
    ticker: 'ABBV',
    exchange: 'NYSE',
    sic: '2834',
    sector: 'Health Care',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(1_765_354_859, '2025-01-31', '10-K', '2025-02-14'),
  },
  {
    cik: 1640147,
    ticker: 'SNOW',
    exchange: 'NYSE',
    sic: '7372',
    sector: 'Information Technology',
    fye: '0131',
    place: ['United States', 'DE'],
    currency: 'USD',
    shares: shares(333_700_000, '2025-05-08', '10-Q', '2025-05-30'),
  },
  {
    cik: 1652044,
    ticker: 'GOOGL',
    exchange: 'Nasdaq',
    sic: '7370',
    sector: 'Information Technology',
    fye: '1231',
    place: ['United States', 'DE'],
    currency: 'USD',
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
    // With companyfacts (a reporting currency), only the cover-page tag is missing.
    else if (expected.currency)
      expect(profile.sharesOutstanding).toEqual(
        gap(`dei:EntityCommonStockSharesOutstanding in the companyfacts of CIK ${expected.cik}`),
      );
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
    // LPA has companyfacts but no submissions file: the gap must be the filings, not the facts.
    await expect(getCompanyProfile(pack, { ticker: 'LPA' })).rejects.toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { source: 'pack', resource: 'submissions of CIK 1997711' },
    });
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
