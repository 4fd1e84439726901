/**
 * The memory of failed provider calls, through the real SecClient against the local protocol server:
 * what reaches the server is counted on the server (`server.requests`), and time moves on an injected
 * clock, so nothing here depends on how fast the machine is.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMarketDataConfig } from '../config.js';
import { FredClient } from '../prices/fred-client.js';
import { YahooChartClient } from '../prices/yahoo-client.js';
import { SecClient, type TSecClientOptions } from '../sec/sec-client.js';
import { createLiveSource } from '../source/live-source.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { FailureMemory } from './failure-memory.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const SUBMISSIONS = '/submissions/CIK0000320193.json';
const OTHER_SUBMISSIONS = '/submissions/CIK0000789019.json';
const MISSING = '/submissions/CIK0000000001.json';

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A clock the test moves by hand. */
function manualClock(start = '2026-01-05T12:00:00Z') {
  let now = new Date(start);
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A SecClient with 2 retries that do not wait, and a memory on the test's clock. */
function client(memory: FailureMemory, options: TSecClientOptions = {}) {
  return new SecClient({
    baseUrl: server.url,
    retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 },
    sleep: async () => undefined,
    failureMemory: memory,
    ...options,
  });
}

describe('an unreachable host', () => {
  it('is retried as before the first time, then failed at once for the window, host-wide', async () => {
    const clock = manualClock();
    const memory = new FailureMemory({ unreachableMs: 30_000 }, clock.now);
    const sec = client(memory);
    server.inject({ path: /.*/, dropConnection: true, times: 100 });

    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      details: { attempts: 3, status: null },
    });
    expect(server.requests).toHaveLength(3);

    // The same URL, another URL of the host and the ticker list: no request reaches the server.
    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      details: { isRemembered: true, attempts: 0, retryAt: '2026-01-05T12:00:30.000Z' },
    });
    await expect(sec.submissions(789019)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    await expect(sec.companyTickers()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(server.requests).toHaveLength(3);

    clock.advance(29_999);
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { isRemembered: true } });
    expect(server.requests).toHaveLength(3);
  });

  it('is asked again once the window has passed, and a success clears the memory', async () => {
    const clock = manualClock();
    const memory = new FailureMemory({ unreachableMs: 30_000 }, clock.now);
    const sec = client(memory);
    server.inject({ path: SUBMISSIONS, dropConnection: true, times: 3 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(memory.reachability()).toMatchObject({ isReachable: false, lastFailure: { provider: 'sec' } });

    clock.advance(30_000);
    const { value } = await sec.submissions(320193);
    expect(value.name).toBe('Apple Inc.');
    expect(server.requests).toHaveLength(4);
    expect(memory.reachability()).toEqual({ isReachable: true, lastFailure: null });

    // Nothing is remembered any more: the next failure is retried in full again.
    server.inject({ path: SUBMISSIONS, dropConnection: true, times: 3 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { attempts: 3 } });
    expect(server.requests).toHaveLength(7);
  });

  it('remembers a timeout on every attempt as unreachable, with its own code', async () => {
    const memory = new FailureMemory({}, manualClock().now);
    const sec = client(memory, { timeoutMs: 50, retry: { maxRetries: 0 } });
    server.inject({ path: SUBMISSIONS, delayMs: 400 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ code: 'PROVIDER_TIMEOUT' });
    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_TIMEOUT',
      details: { isRemembered: true },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps nothing with a window of 0', async () => {
    const sec = client(new FailureMemory({ unreachableMs: 0 }, manualClock().now));
    server.inject({ path: SUBMISSIONS, dropConnection: true, times: 3 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    await expect(sec.submissions(320193)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(4);
  });
});

describe('a rate-limited host', () => {
  it('honours Retry-After: no request until it has passed', async () => {
    const clock = manualClock();
    const memory = new FailureMemory({ rateLimitedMs: 60_000 }, clock.now);
    const sec = client(memory, { retry: { maxRetries: 2, maxRetryAfterMs: 60_000 } });
    // Beyond the retry policy's limit: one attempt, then the host is remembered for the 120 s.
    server.inject({ path: SUBMISSIONS, status: 429, retryAfter: '120' });

    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      details: { status: 429 },
    });
    expect(server.requests).toHaveLength(1);
    clock.advance(119_000);
    await expect(sec.submissions(789019)).rejects.toMatchObject({
      details: { isRemembered: true, status: 429, retryAt: '2026-01-05T12:02:00.000Z' },
    });
    expect(server.requests).toHaveLength(1);
    clock.advance(1_000);
    await expect(sec.submissions(789019)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
  });

  it('uses the default window for a 503 without Retry-After', async () => {
    const clock = manualClock();
    const sec = client(new FailureMemory({ rateLimitedMs: 45_000 }, clock.now));
    server.inject({ path: SUBMISSIONS, status: 503, times: 3 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { status: 503, attempts: 3 } });
    clock.advance(44_999);
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { isRemembered: true } });
    expect(server.requests).toHaveLength(3);
    clock.advance(1);
    await expect(sec.submissions(320193)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(4);
  });
});

describe('one URL', () => {
  it('remembers a 404 for that URL only, and the host counts as reachable', async () => {
    const clock = manualClock();
    const memory = new FailureMemory({ notFoundMs: 600_000 }, clock.now);
    const sec = client(memory);
    await expect(sec.submissions(1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sec.submissions(1)).rejects.toMatchObject({ code: 'NOT_FOUND', details: { isRemembered: true } });
    expect(server.requests.map((r) => r.path)).toEqual([MISSING]);
    await expect(sec.submissions(789019)).resolves.toBeDefined();
    expect(server.requests.map((r) => r.path)).toEqual([MISSING, OTHER_SUBMISSIONS]);
    expect(memory.reachability().isReachable).toBe(true);
    clock.advance(600_000);
    await expect(sec.submissions(1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(server.requests).toHaveLength(3);
  });

  it('remembers a 500 after the retries for that URL, not for the host', async () => {
    const sec = client(new FailureMemory({}, manualClock().now));
    server.inject({ path: SUBMISSIONS, status: 500, times: 3 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { status: 500 } });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { isRemembered: true } });
    await expect(sec.submissions(789019)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(4);
  });

  it('does not remember another 4xx (not retried either)', async () => {
    const sec = client(new FailureMemory({}, manualClock().now));
    server.inject({ path: SUBMISSIONS, status: 403 });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ details: { status: 403 } });
    await expect(sec.submissions(320193)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
  });
});

describe('shared by a source', () => {
  it('one memory across the three clients: offline, prices fail at once after the SEC failed', async () => {
    const memory = new FailureMemory({}, manualClock().now);
    const shared = { baseUrl: server.url, failureMemory: memory, retry: { maxRetries: 1 }, sleep: async () => {} };
    const source = createLiveSource({
      sec: new SecClient(shared),
      prices: new YahooChartClient(shared),
      fred: new FredClient(shared),
      failureMemory: memory,
    });
    expect(source.reachability?.()).toEqual({ isReachable: null, lastFailure: null });
    server.inject({ path: /.*/, dropConnection: true, times: 100 });
    await expect(source.tickers()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    const sent = server.requests.length;
    await expect(source.prices('AAPL')).rejects.toMatchObject({ details: { provider: 'sec', isRemembered: true } });
    await expect(source.treasury10y()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(server.requests).toHaveLength(sent);
    expect(source.reachability?.()).toMatchObject({
      isReachable: false,
      lastFailure: { code: 'PROVIDER_UNAVAILABLE' },
    });
  });

  it('reads its windows from the environment', () => {
    const config = readMarketDataConfig({
      PROVIDER_UNREACHABLE_MEMORY_SECONDS: '45',
      PROVIDER_RATE_LIMIT_MEMORY_SECONDS: '0',
    });
    expect(config.failureMemory).toEqual({
      unreachableMs: 45_000,
      rateLimitedMs: 0,
      maxRetryAfterMs: 600_000,
      notFoundMs: 600_000,
    });
    expect(() => readMarketDataConfig({ PROVIDER_NOT_FOUND_MEMORY_SECONDS: '-1' })).toThrow(
      /PROVIDER_NOT_FOUND_MEMORY_SECONDS/,
    );
  });
});
