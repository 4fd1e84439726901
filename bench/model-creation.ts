import { signInAsTemp, startTestApp, type TestApp } from '../apps/server/src/test/test-app.js';
import type { TModelStatus } from '../packages/contract/src/index.js';

/** The pack's companies with a filings profile, current fundamentals and prices (AMZN and GOOGL lack a profile). */
const TICKERS = ['NVDA', 'AAPL'];
const WARM_RUNS = 5;

/**
 * Model creation as the new-model screen sees it: from `POST /v1/model/dcf/base` to `status`
 * success (polled every 5 ms), over the real data pack on in-memory PGlite. The first run of a
 * ticker reads and parses its files (cold); the median of the next runs is the warm figure the
 * issue's 2-second goal is about.
 */
export async function benchModelCreation(): Promise<void> {
  const t = await startTestApp();
  try {
    const { token } = await signInAsTemp(t);
    for (const ticker of TICKERS) {
      const cold = await timeCreation(t, token, ticker);
      const warm: number[] = [];
      for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timeCreation(t, token, ticker));
      warm.sort((a, b) => a - b);
      const median = warm[Math.floor(warm.length / 2)] ?? Number.NaN;
      console.info(
        `model creation ${ticker.padEnd(5)} first run: ${cold} ms, warm median of ${WARM_RUNS}: ${median} ms`,
      );
    }
  } finally {
    await t.close();
  }
}

async function timeCreation(t: TestApp, token: string, ticker: string): Promise<number> {
  const started = performance.now();
  const created = await t.call<{ model_id: string }>('POST', '/v1/model/dcf/base', { token, body: { ticker } });
  if (created.code !== 0) throw new Error(`${ticker}: ${created.message}`);
  for (;;) {
    const status = await t.call<TModelStatus>('GET', `/v1/model/dcf/status?model_id=${created.data.model_id}`, {
      token,
    });
    if (status.data.status === 'success') return Math.round(performance.now() - started);
    if (status.data.status !== 'starting' && status.data.status !== 'processing') {
      throw new Error(`${ticker}: ${status.data.status} ${status.data.error?.message ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
