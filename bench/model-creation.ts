import { signInAsTemp, startTestApp, type TestApp } from '../apps/server/src/test/test-app.js';
import type { TModelStatus } from '../packages/contract/src/index.js';
import {
  createMarketDataSource,
  MemoryResponseCache,
  readMarketDataConfig,
} from '../packages/market-data/src/index.js';
import { startLocalProviderServer } from '../packages/market-data/src/testing/index.js';

/** Companies with a filings profile, current fundamentals and prices in the pack. */
const TICKERS = ['NVDA', 'AAPL', 'KO'];
const WARM_RUNS = 5;
const PACK_DIR = new URL('../../shared/data/pack', import.meta.url).pathname;

/**
 * Model creation as the new-model screen sees it, then its Comparables tab: from
 * `POST /v1/model/dcf/base` to `status` success (polled every 5 ms), then
 * `GET /v1/model/dcf/comps_ticker` (the default peers and their multiples). Over the data pack
 * (in-memory PGlite) and in live mode against the local server that speaks the SEC, Yahoo and FRED
 * protocols (frames, submissions and prices from the pack; the SEC client's 10 requests a second
 * apply). The first run of a ticker reads and parses its files (cold); the median of the next runs
 * is the warm figure the 2-second goal is about.
 */
export async function benchModelCreation(): Promise<void> {
  const pack = await startTestApp();
  try {
    await timeTickers('pack', pack);
  } finally {
    await pack.close();
  }
  const provider = await startLocalProviderServer({ packDir: PACK_DIR });
  // As the server makes its live source, with a response cache (in memory here, in the database there).
  const config = readMarketDataConfig({
    MARKET_DATA_MODE: 'live',
    SEC_USER_AGENT: 'Intrinsic bench bench@intrinsic.test',
    SEC_BASE_URL: provider.url,
    PRICES_BASE_URL: provider.url,
    FRED_BASE_URL: provider.url,
  });
  const live = await startTestApp({
    marketData: createMarketDataSource(config, { cache: new MemoryResponseCache() }),
  });
  try {
    await timeTickers('live', live);
  } finally {
    await live.close();
    await provider.close();
  }
}

async function timeTickers(mode: string, t: TestApp): Promise<void> {
  const { token } = await signInAsTemp(t);
  for (const ticker of TICKERS) {
    const cold = await timeModelAndPeers(t, token, ticker);
    const warm: { model: number; peers: number }[] = [];
    for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timeModelAndPeers(t, token, ticker));
    const median = (pick: (run: { model: number; peers: number }) => number) =>
      warm.map(pick).sort((a, b) => a - b)[Math.floor(warm.length / 2)] ?? Number.NaN;
    console.info(
      `model creation ${mode} ${ticker.padEnd(5)} first run: ${cold.model} ms + peers ${cold.peers} ms (${cold.count} peers); ` +
        `warm median of ${WARM_RUNS}: ${median((run) => run.model)} ms + peers ${median((run) => run.peers)} ms = ` +
        `${median((run) => run.model + run.peers)} ms`,
    );
  }
}

async function timeModelAndPeers(t: TestApp, token: string, ticker: string) {
  const started = performance.now();
  const created = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', { token, body: { ticker } });
  if (created.code !== 0) throw new Error(`${ticker}: ${created.message}`);
  for (;;) {
    const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${created.data.model_id}`, {
      token,
    });
    if (status.data.status === 'success') break;
    if (status.data.status !== 'starting' && status.data.status !== 'processing') {
      throw new Error(`${ticker}: ${status.data.status} ${status.data.error?.message ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const built = performance.now();
  const comps = await t.call<{ peers: unknown[] }>(
    'GET',
    `/v1/model/dcf/comps_ticker?model_id=${created.data.model_id}`,
    { token },
  );
  if (comps.code !== 0) throw new Error(`${ticker} comps: ${comps.message}`);
  return {
    model: Math.round(built - started),
    peers: Math.round(performance.now() - built),
    count: comps.data.peers.length,
  };
}
