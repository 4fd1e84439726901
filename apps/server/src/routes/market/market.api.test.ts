import { ERRORS, LANGUAGES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signInAsTemp(t));
});
afterAll(() => t.close());

type Missing = { item: string; series: string; message: string }[];

describe('GET /v1/market/company', () => {
  it('profiles a company from its SEC filings', async () => {
    const response = await t.call<Record<string, unknown>>('GET', '/v1/market/company?ticker=aapl', { token });
    expect(response.code).toBe(0);
    expect(response.data).toMatchObject({
      cik: 320193,
      ticker: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'Nasdaq',
      country_code: 'US',
      sic_code: '3571',
      sector: 'Information Technology',
      industry: 'Electronic Computers',
      fiscal_year_end: '09-26',
      reporting_currency: 'USD',
      trading_currency: 'USD',
      shares_outstanding: { form: '10-Q', accession: '0000320193-26-000006' },
      missing: [],
    });
  });

  it('refuses banks, securities firms, insurers and funds in every language', async () => {
    for (const language of LANGUAGES) {
      const user = await signInAsTemp(t, language);
      for (const ticker of ['FNMA', 'TWO']) {
        const response = await t.call('GET', `/v1/market/company?ticker=${ticker}`, { token: user.token });
        expect(response.status).toBe(422);
        expect(response.data).toMatchObject({ error: 'FINANCIAL_COMPANY_UNSUPPORTED' });
        expect(response.message).toBe(ERRORS.FINANCIAL_COMPANY_UNSUPPORTED.messages[language]);
      }
    }
  });

  it('answers an unknown ticker with 404 and a hint', async () => {
    const response = await t.call('GET', '/v1/market/company?ticker=NOSUCH', { token });
    expect(response.status).toBe(404);
    expect(response.data).toMatchObject({ error: 'TICKER_NOT_FOUND' });
    expect(response.message).toMatch(/check the ticker and try again/);
  });

  it('says plainly when the source has no filings profile for the company', async () => {
    const zh = await signInAsTemp(t, 'zh');
    // LPA (Logistic Properties of the Americas) has companyfacts but no submissions file in the pack.
    const response = await t.call('GET', '/v1/market/company?ticker=LPA', { token: zh.token });
    expect(response.status).toBe(404);
    expect(response.data).toMatchObject({ error: 'DATA_NOT_AVAILABLE' });
    expect(response.message).toBe('我们的数据源没有该公司的以下数据：公司申报资料（SIC 代码、财年结束日）。');
  });
});

describe('GET /v1/market/inputs', () => {
  it('gives price, market cap, beta and the risk-free rate as of a date', async () => {
    const response = await t.call<Record<string, unknown>>('GET', '/v1/market/inputs?ticker=AAPL&as_of=2025-12-31', {
      token,
    });
    expect(response.data).toMatchObject({
      ticker: 'AAPL',
      as_of: '2025-12-31',
      price: { value: 271.86, date: '2025-12-31', field: 'adj_close' },
      market_cap: { shares: 14_776_353_000, shares_as_of: '2025-10-17' },
      beta: { months: 60, from: '2021-01', to: '2025-12' },
      risk_free_rate: { value: 0.0414, date: '2025-12-01', series: 'GS10' },
      missing: [],
    });
    expect((response.data.beta as { value: number }).value).toBeCloseTo(1.0912, 4);
  });

  it('reports what it lacks beside what it has, in the user’s language', async () => {
    const es = await signInAsTemp(t, 'es');
    const response = await t.call<{ price: null; beta: null; risk_free_rate: object; missing: Missing }>(
      'GET',
      '/v1/market/inputs?ticker=SNOW&as_of=2025-12-31',
      { token: es.token },
    );
    expect(response.code).toBe(0);
    expect(response.data.price).toBeNull();
    expect(response.data.beta).toBeNull();
    expect(response.data.risk_free_rate).toMatchObject({ value: 0.0414 });
    expect(response.data.missing).toContainEqual({
      item: 'price',
      series: 'prices',
      message: 'Nuestras fuentes de datos no tienen estos datos para esta empresa: cotizaciones de la acción.',
    });
  });

  it('refuses a malformed date', async () => {
    const response = await t.call('GET', '/v1/market/inputs?ticker=AAPL&as_of=31/12/2025', { token });
    expect(response.status).toBe(422);
  });
});
