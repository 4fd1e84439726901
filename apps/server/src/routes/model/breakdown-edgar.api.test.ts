import { fileURLToPath } from 'node:url';
import type { breakdownRoutes, TBreakdownData, TRouteOutput } from '@app/contract';
import { startLocalProviderServer, type TLocalProviderServer } from '@app/market-data/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { PACK_DIR, signInAsTemp, startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A model's revenue breakdown with no `FILINGS_DIR`: the server runs live (`MARKET_DATA_MODE=live`)
 * against the local provider server, which speaks EDGAR's protocol and serves the pack's submissions
 * and the shared data's 10-K HTMLs (read in place) at their archive paths. The filing is the latest
 * annual report filed by the model's valuation date, read through the submissions, the filing
 * folder's index.json and the inline document.
 */
const DOCUMENTS = fileURLToPath(new URL('../../../../../../shared/data/documents', import.meta.url));
const NVDA_FOLDER = '/Archives/edgar/data/1045810/000104581025000023/';

type TBy = TRouteOutput<typeof breakdownRoutes.breakdown_by>;
type TRefusal = { error: string };

let provider: TLocalProviderServer;
let t: TestApp;
let owner: string;
beforeAll(async () => {
  provider = await startLocalProviderServer({
    packDir: PACK_DIR,
    filingsDirs: [`${DOCUMENTS}/10k_html`, `${DOCUMENTS}/eval`],
  });
  t = await startTestApp({
    marketDataEnv: {
      MARKET_DATA_MODE: 'live',
      SEC_BASE_URL: provider.url,
      PRICES_BASE_URL: provider.url,
      FRED_BASE_URL: provider.url,
      SEC_USER_AGENT: 'Intrinsic API tests qa@intrinsic.example',
    },
  });
  owner = (await signInAsTemp(t)).token;
}, 120_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

const get = <T>(token: string, path: string) => t.call<T>('GET', `/v1/model/dcf/breakdown/${path}`, { token });

describe('model/dcf/breakdown from EDGAR’s archives (no FILINGS_DIR)', () => {
  it('NVDA: the 10-K filed by the valuation date is read live; its segments add up to the reported revenue', async () => {
    const id = await createModelAndWait(t, owner, 'NVDA');
    provider.reset();
    const by = await get<TBy>(owner, `by?model_id=${id}`);
    expect(by.code, JSON.stringify(by)).toBe(0);
    expect(by.data.is_available).toBe(true);
    expect(by.data.filing).toMatchObject({ form: '10-K', period_end: '2025-01-26', source: 'nvda-20250126.htm' });
    expect(by.data.breakdowns.map((b) => b.kind)).toEqual(['segment', 'product_or_service', 'geography']);
    // Submissions, then the folder's listing, then the document, with the configured User-Agent.
    const archive = provider.requests.filter((r) => r.path.startsWith('/Archives/'));
    expect(archive.map((r) => r.path)).toEqual([`${NVDA_FOLDER}index.json`, `${NVDA_FOLDER}nvda-20250126.htm`]);
    expect(archive.every((r) => r.userAgent === 'Intrinsic API tests qa@intrinsic.example')).toBe(true);

    const segments = by.data.breakdowns.find((b) => b.kind === 'segment');
    const data = await get<TBreakdownData>(
      owner,
      `data?model_id=${id}&breakdown_id=${encodeURIComponent(segments?.breakdown_id ?? '')}`,
    );
    expect(data.code, JSON.stringify(data)).toBe(0);
    const { breakdown, forecast } = data.data;
    expect(breakdown.status).toBe('adds_up');
    expect(breakdown.checks.length).toBeGreaterThanOrEqual(2);
    for (const check of breakdown.checks) {
      // Σ segments (+ NVIDIA's corporate line), recomputed from the lines, is the reported total.
      const sum = breakdown.members
        .filter((m) => m.role !== 'subtotal')
        .reduce((s, m) => s + (m.values.find((v) => v.fiscal_year === check.fiscal_year)?.value ?? 0), 0);
      expect(check.is_complete).toBe(true);
      expect(Math.abs((check.total ?? 0) - sum)).toBeLessThanOrEqual(check.tolerance);
    }
    // NVIDIA's FY2025 revenue as reported, 130,497 M: the model's base-year revenue.
    expect(breakdown.checks.at(-1)?.total).toBe(130_497_000_000);
    expect(forecast).toMatchObject({ base_revenue: 130_497_000_000 });
  });

  it('another server over the same database reads no document again: the breakdowns are kept per filing', async () => {
    const id = await createModelAndWait(t, owner, 'NVDA');
    const env = {
      MARKET_DATA_MODE: 'live',
      SEC_BASE_URL: provider.url,
      PRICES_BASE_URL: provider.url,
      FRED_BASE_URL: provider.url,
    };
    const restarted = await startTestApp({ database: t.database, marketDataEnv: env });
    try {
      provider.reset();
      const by = await restarted.call<TBy>('GET', `/v1/model/dcf/breakdown/by?model_id=${id}`, { token: owner });
      expect(by.code, JSON.stringify(by)).toBe(0);
      expect(by.data.filing?.source).toBe('nvda-20250126.htm');
      // The submissions and the breakdowns come from the database's cache: EDGAR is not asked.
      expect(provider.requests.map((r) => r.path)).toEqual([]);
    } finally {
      await restarted.app.close(); // the database stays open for the other tests
    }
  });

  it('a filing EDGAR’s archives do not hold is the catalogue’s 404, an outage its 503 — never a 500', async () => {
    // Apple's latest 10-K filed by the valuation date (FY2025) is not among the served documents.
    const { token } = await signInAsTemp(t);
    const aapl = await createModelAndWait(t, token, 'AAPL');
    const missing = await get<TRefusal>(token, `data?model_id=${aapl}`);
    expect([missing.status, missing.data.error]).toEqual([404, 'BREAKDOWN_FILING_NOT_FOUND']);

    // Alphabet's filing folder down: every attempt answers 503, the retries spent.
    const googl = await createModelAndWait(t, token, 'GOOGL');
    provider.inject({ path: '/Archives/edgar/data/1652044/000165204425000014/index.json', status: 503, times: 4 });
    const down = await get<TRefusal>(token, `by?model_id=${googl}`);
    expect([down.status, down.data.error]).toEqual([503, 'PROVIDER_UNAVAILABLE']);
    // The archive shares the market data's memory of failed calls: the status reports the outage.
    const status = await t.call<{ market_data: { source: string; is_reachable: boolean | null } }>(
      'GET',
      '/v1/system/status',
    );
    expect(status.data.market_data).toMatchObject({ source: 'live', is_reachable: false });
  }, 60_000);
});
