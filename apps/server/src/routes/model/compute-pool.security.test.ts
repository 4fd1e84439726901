/**
 * Issue 12: a workbook export and a sensitivity grid ran on the server's thread (three 500-year
 * exports pushed every request's p99 to 30 s; a 9,261-point grid stalled it 1.8 s a call). The
 * contract bounds their sizes; the work itself now runs in compute workers, with a time limit and
 * the catalogue's error past it.
 */
import { errorMessage, MODEL_LIMITS } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createModelAndWait } from '../../test/models.js';
import { signInAsTemp, signUp, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const LARGEST = {
  forecast_years: MODEL_LIMITS.maxForecastYears,
  historical_years: MODEL_LIMITS.maxHistoricalYears,
  quarterly_breakdown: true,
  quarterly_periods: MODEL_LIMITS.maxQuarterlyPeriods,
};
const GRID = {
  axes: [
    { variable: 'wacc', steps: 21, gap: 0.005 },
    { variable: 'terminal_growth', steps: 21, gap: 0.0025 },
  ],
};

const download = (server: TestApp, token: string, modelId: string) =>
  fetch(`${server.baseUrl}/v1/model/dcf/download?model_id=${modelId}`, { headers: { authorization: token } });

describe('workbooks and sensitivity grids in compute workers', () => {
  it('exports three of the largest workbooks at once while the status answers', async () => {
    const server = await startTestApp();
    t = server;
    const { token } = await signUp(server, `exports-${Date.now()}@example.com`);
    const models = await Promise.all(
      ['NVDA', 'AAPL', 'NVDA'].map((ticker) => createModelAndWait(server, token, ticker, LARGEST)),
    );
    let isDone = false;
    const exports = Promise.all(
      [...models, ...models].map(async (modelId) => {
        const response = await download(server, token, modelId);
        expect(response.status).toBe(200);
        return (await response.arrayBuffer()).byteLength;
      }),
    ).finally(() => {
      isDone = true;
    });
    const latencies: number[] = [];
    while (!isDone) {
      const started = performance.now();
      expect((await server.call<{ is_healthy: boolean }>('GET', '/v1/system/status')).data.is_healthy).toBe(true);
      latencies.push(performance.now() - started);
    }
    for (const size of await exports) expect(size).toBeGreaterThan(20_000);
    // Answered again and again while the workbooks were built (their latency is bench/server-load.ts's figure).
    expect(latencies.length).toBeGreaterThan(1);
  }, 120_000);

  it('stops a workbook or a grid past the time limit with COMPUTATION_TIMEOUT in the user’s language', async () => {
    const server = await startTestApp({ computePool: { timeoutMs: 1 } });
    t = server;
    const { token } = await signInAsTemp(server, 'zh-TRADITIONAL');
    const modelId = await createModelAndWait(server, token, 'NVDA');
    const response = await download(server, token, modelId);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({
      code: 504,
      message: errorMessage('COMPUTATION_TIMEOUT', 'zh-TRADITIONAL', { seconds: 0 }),
      data: { error: 'COMPUTATION_TIMEOUT' },
    });
    const grid = await server.call('POST', '/v1/model/dcf/sensitivity', {
      token,
      body: { model_id: modelId, ...GRID },
    });
    expect(grid).toMatchObject({
      status: 504,
      message: errorMessage('COMPUTATION_TIMEOUT', 'zh-TRADITIONAL', { seconds: 0 }),
      data: { error: 'COMPUTATION_TIMEOUT' },
    });
    expect((await server.call<{ is_healthy: boolean }>('GET', '/v1/system/status')).data.is_healthy).toBe(true);
  }, 120_000);
});
