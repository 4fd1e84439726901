/**
 * Retry, timeout, rate-limit, payload-validation and cache behaviour of the live clients, exercised
 * through the real SecClient against the local protocol server.
 */
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SecClient, type TSecClientOptions } from '../sec/sec-client.js';
import { startLocalProviderServer, type TLocalProviderServer } from '../testing/local-provider-server.js';
import { providerHttpClient } from './http-text-client.js';
import { MemoryResponseCache } from './response-cache.js';
import { sleepMs } from './token-bucket.js';

const PACK_DIR = fileURLToPath(new URL('../../../../../shared/data/pack/', import.meta.url));
const SUBMISSIONS = '/submissions/CIK0000320193.json';

let server: TLocalProviderServer;
beforeAll(async () => {
  server = await startLocalProviderServer({ packDir: PACK_DIR });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A client whose waits are recorded and shortened, so that retry tests are quick. */
function client(options: TSecClientOptions = {}) {
  const waits: number[] = [];
  const sec = new SecClient({
    baseUrl: server.url,
    retry: { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000 },
    sleep: (ms) => {
      waits.push(ms);
      return sleepMs(Math.min(ms, 5));
    },
    ...options,
  });
  return { sec, waits };
}

describe('retries', () => {
  it('retries 429 and 500 with exponential backoff, then succeeds', async () => {
    server.inject({ path: SUBMISSIONS, status: 429, times: 1 });
    server.inject({ path: SUBMISSIONS, status: 500, times: 1 });
    const { sec, waits } = client({ random: () => 0 });
    const { value } = await sec.submissions(320193);
    expect(value.name).toBe('Apple Inc.');
    expect(server.requests.map((r) => r.status)).toEqual([429, 500, 200]);
    expect(waits).toEqual([50, 100]);
  });

  it('honours Retry-After instead of its own backoff', async () => {
    server.inject({ path: SUBMISSIONS, status: 503, retryAfter: '2' });
    const { sec, waits } = client();
    await sec.submissions(320193);
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after maxRetries + 1 attempts with PROVIDER_UNAVAILABLE', async () => {
    server.inject({ path: SUBMISSIONS, status: 503, times: 10 });
    const { sec } = client({ retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      details: { provider: 'sec', status: 503, attempts: 3 },
    });
    expect(server.requests).toHaveLength(3);
  });

  it('does not wait for a Retry-After beyond the policy: fails at once', async () => {
    server.inject({ path: SUBMISSIONS, status: 429, retryAfter: '3600', times: 5 });
    const { sec, waits } = client();
    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      details: { status: 429 },
    });
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a dropped connection (network error)', async () => {
    server.inject({ path: SUBMISSIONS, dropConnection: true });
    const { sec } = client();
    await expect(sec.submissions(320193)).resolves.toBeDefined();
    expect(server.requests.map((r) => r.status)).toEqual([0, 200]);
  });

  it('does not retry other 4xx statuses', async () => {
    server.inject({ path: SUBMISSIONS, status: 403 });
    const { sec } = client();
    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      details: { status: 403 },
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('retries a slow answer and reports PROVIDER_TIMEOUT when every attempt times out', async () => {
    server.inject({ path: SUBMISSIONS, delayMs: 400, times: 2 });
    const { sec } = client({ timeoutMs: 50, retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(sec.submissions(320193)).rejects.toMatchObject({
      code: 'PROVIDER_TIMEOUT',
      details: { timeoutMs: 50, attempts: 2 },
    });
  });

  it('succeeds when a retry answers in time', async () => {
    server.inject({ path: SUBMISSIONS, delayMs: 3000 });
    const { sec } = client({ timeoutMs: 1000 });
    await expect(sec.submissions(320193)).resolves.toBeDefined();
  });
});

describe('payload validation at the edge', () => {
  it('reports a body that is not JSON as PROVIDER_BAD_RESPONSE', async () => {
    server.inject({ path: SUBMISSIONS, body: '<html>maintenance</html>' });
    await expect(client().sec.submissions(320193)).rejects.toMatchObject({ code: 'PROVIDER_BAD_RESPONSE' });
  });

  it('reports JSON of the wrong shape as PROVIDER_BAD_RESPONSE, naming the fields', async () => {
    server.inject({
      path: '/api/xbrl/companyfacts/CIK0000320193.json',
      body: '{"cik":320193,"facts":{"dei":{"X":{"units":{}}}}}',
    });
    const error = await client()
      .sec.companyFacts(320193)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_BAD_RESPONSE', details: { resource: 'companyfacts' } });
    expect(String((error as { details: { issues: string[] } }).details.issues)).toContain('entityName');
  });
});

describe('rate limit (10 requests per second per client)', () => {
  it('never lets more than 10 requests arrive within one second, in call order', async () => {
    const { sec } = client();
    const ciks = [320193, 789019, 1045810, 1318605, 1046179];
    await Promise.all(Array.from({ length: 25 }, (_, i) => sec.submissions(ciks[i % ciks.length] as number)));
    const arrivals = server.requests.map((r) => r.at);
    expect(arrivals).toHaveLength(25);
    // Count-based check on the server's clock: any 11 consecutive arrivals span about 1 s or more, so
    // no one-second window holds more than 10. The 100 ms margin absorbs loopback and event-loop
    // jitter; an unthrottled client sends all 25 within a few milliseconds.
    for (let i = 0; i + 10 < arrivals.length; i++) {
      expect((arrivals[i + 10] as number) - (arrivals[i] as number)).toBeGreaterThan(900);
    }
    expect(server.requests.map((r) => r.path)).toEqual(
      Array.from({ length: 25 }, (_, i) => `/submissions/CIK${String(ciks[i % ciks.length]).padStart(10, '0')}.json`),
    );
  });
});

describe('cache', () => {
  it('serves a fresh body without a request, and refetches once it is older than the max age', async () => {
    let now = new Date('2026-01-05T12:00:00Z');
    const cache = new MemoryResponseCache();
    const { sec } = client({ cache, clock: () => now, cacheMaxAgeMs: { submissions: 60_000 } });
    const first = await sec.submissions(320193);
    now = new Date('2026-01-05T12:00:59Z');
    const second = await sec.submissions(320193);
    expect(server.requests).toHaveLength(1);
    expect(second.value).toEqual(first.value);
    expect(second.origin.retrievedAt).toBe('2026-01-05T12:00:00.000Z');
    now = new Date('2026-01-05T12:01:00Z');
    const third = await sec.submissions(320193);
    expect(server.requests).toHaveLength(2);
    expect(third.origin.retrievedAt).toBe('2026-01-05T12:01:00.000Z');
    expect(cache.size).toBe(1);
  });

  it('does not cache an invalid payload, and refetches a cached body that no longer validates', async () => {
    const cache = new MemoryResponseCache();
    server.inject({ path: SUBMISSIONS, body: '{"unexpected":true}' });
    const { sec } = client({ cache });
    await expect(sec.submissions(320193)).rejects.toMatchObject({ code: 'PROVIDER_BAD_RESPONSE' });
    expect(cache.size).toBe(0);
    await cache.set('sec:submissions:CIK0000320193.json', 'not json', new Date());
    await expect(sec.submissions(320193)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
  });

  it('falls through to the provider when the cache fails', async () => {
    const errors: unknown[] = [];
    const broken = {
      get: () => Promise.reject(new Error('database down')),
      set: () => Promise.reject(new Error('database down')),
    };
    const { sec } = client({ cache: broken, onCacheError: (e) => errors.push(e) });
    await expect(sec.submissions(320193)).resolves.toBeDefined();
    expect(errors).toHaveLength(2);
  });
});

describe('stream', () => {
  const http = () =>
    providerHttpClient(
      'sec',
      { retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 2 } },
      { userAgent: 'Intrinsic tests qa@intrinsic.example', requestsPerSecond: 100 },
    );
  /** Counts the bytes written to each sink made (one per attempt). */
  const counting = () => {
    const sinks: number[] = [];
    return {
      sinks,
      create: () => {
        const index = sinks.push(0) - 1;
        return {
          write: (chunk: Uint8Array) => {
            sinks[index] = (sinks[index] ?? 0) + chunk.byteLength;
          },
          finish: () => sinks[index] ?? 0,
        };
      },
    };
  };

  it('streams the body into a sink and gives the sink’s value with the origin', async () => {
    const { size } = await stat(`${PACK_DIR}submissions/CIK0000320193.json`);
    const { create } = counting();
    const read = await http().stream(`${server.url}${SUBMISSIONS}`, create, { maxBytes: 10_000_000 });
    expect(read.value).toBe(size);
    expect(read.origin).toMatchObject({ provider: 'sec', location: `${server.url}${SUBMISSIONS}` });
  });

  it('refuses a body whose Content-Length passes the limit before reading it, and does not retry', async () => {
    const { sinks, create } = counting();
    const error = await http()
      .stream(`${server.url}${SUBMISSIONS}`, create, { maxBytes: 1000 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'DATA_NOT_AVAILABLE',
      details: { reason: 'document_too_large', maxBytes: 1000 },
    });
    expect((error as { details: { bytes: number } }).details.bytes).toBeGreaterThan(1000);
    expect(sinks).toEqual([0]);
    expect(server.requests).toHaveLength(1);
  });

  it('starts a fresh sink when a dropped connection is retried', async () => {
    server.inject({ path: SUBMISSIONS, dropConnection: true });
    const { sinks, create } = counting();
    const read = await http().stream(`${server.url}${SUBMISSIONS}`, create, { maxBytes: 10_000_000 });
    expect(sinks).toHaveLength(1); // the dropped attempt never reached the body
    expect(read.value).toBeGreaterThan(0);
    expect(server.requests.map((r) => r.status)).toEqual([0, 200]);
  });
});
