import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSearchError } from './errors.js';
import { searchWeb } from './search-web.js';
import { startSearchTestServer, type TSearchTestServer } from './testing/index.js';
import type { TWebSearchProvider } from './types.js';

const HITS = [
  {
    title: 'NVIDIA 10-K',
    url: 'https://www.sec.gov/nvda-10k.htm',
    snippet: 'Data Center revenue & growth',
    publishedAt: '2025-02-26T00:00:00Z',
    imageUrl: 'https://example.com/nvda.png',
  },
  { title: 'NVIDIA investor site', url: 'https://investor.nvidia.com/', snippet: 'Quarterly results' },
  { title: 'Not a web page', url: 'javascript:alert(1)', snippet: 'dropped' },
  { title: 'Third', url: 'https://example.org/3', snippet: 'three' },
];

let server: TSearchTestServer;
beforeAll(async () => {
  server = await startSearchTestServer();
  server.setHits(HITS);
});
afterAll(() => server.close());

const providers = (): Record<string, TWebSearchProvider> => ({
  tavily: { name: 'tavily', apiKey: 'tvly-test-key', baseUrl: server.url },
  brave: { name: 'brave', apiKey: 'brave-test-key', baseUrl: server.url },
  bing: { name: 'bing', apiKey: 'bing-test-key', baseUrl: server.url },
  searxng: { name: 'searxng', baseUrl: `${server.url}/` },
});

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  return request;
}

async function failure(promise: Promise<unknown>): Promise<WebSearchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebSearchError);
  return error as WebSearchError;
}

describe('searchWeb requests', () => {
  it('Tavily: POST /search with the key as Bearer and api_key, max_results and include_images in the JSON body', async () => {
    const { results, images } = await searchWeb(providers().tavily!, ' NVIDIA data center ', {
      maxResults: 2,
      includeImages: true,
    });
    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['POST', '/search']);
    expect(request.headers.authorization).toBe('Bearer tvly-test-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({
      api_key: 'tvly-test-key',
      query: 'NVIDIA data center',
      max_results: 2,
      include_images: true,
    });
    expect(results).toEqual([
      {
        title: 'NVIDIA 10-K',
        url: 'https://www.sec.gov/nvda-10k.htm',
        snippet: 'Data Center revenue & growth',
        publishedAt: '2025-02-26T00:00:00.000Z',
      },
      { title: 'NVIDIA investor site', url: 'https://investor.nvidia.com/', snippet: 'Quarterly results' },
    ]);
    expect(images).toEqual(['https://example.com/nvda.png']);
  });

  it('Brave: GET /res/v1/web/search with X-Subscription-Token, q and count; <strong> marks removed, thumbnail and page_age read', async () => {
    const { results } = await searchWeb(providers().brave!, 'data center revenue', { maxResults: 3 });
    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['GET', '/res/v1/web/search']);
    expect(request.headers['x-subscription-token']).toBe('brave-test-key');
    expect(request.query.get('q')).toBe('data center revenue');
    expect(request.query.get('count')).toBe('3');
    expect(request.body).toBeNull();
    expect(results[0]).toEqual({
      title: 'NVIDIA 10-K',
      url: 'https://www.sec.gov/nvda-10k.htm',
      snippet: 'Data Center revenue & growth',
      publishedAt: '2025-02-26T00:00:00.000Z',
      imageUrl: 'https://example.com/nvda.png',
    });
    // The third hit's javascript: URL is no result.
    expect(results.map((r) => r.url)).toEqual(['https://www.sec.gov/nvda-10k.htm', 'https://investor.nvidia.com/']);
  });

  it('Bing: GET /v7.0/search with Ocp-Apim-Subscription-Key, q, count and the web-pages filter', async () => {
    const { results } = await searchWeb(providers().bing!, 'NVIDIA', { maxResults: 4 });
    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['GET', '/v7.0/search']);
    expect(request.headers['ocp-apim-subscription-key']).toBe('bing-test-key');
    expect(Object.fromEntries(request.query)).toMatchObject({ q: 'NVIDIA', count: '4', responseFilter: 'Webpages' });
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      publishedAt: '2025-02-26T00:00:00.000Z',
      imageUrl: 'https://example.com/nvda.png',
    });
  });

  it('SearXNG: GET /search?format=json on the instance, no key, its first page cut to maxResults', async () => {
    const { results } = await searchWeb(providers().searxng!, 'NVIDIA', { maxResults: 2 });
    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['GET', '/search']);
    expect(request.query.get('format')).toBe('json');
    expect(request.query.get('q')).toBe('NVIDIA');
    expect(request.headers.authorization).toBeUndefined();
    expect(results.map((r) => r.title)).toEqual(['NVIDIA 10-K', 'NVIDIA investor site']);
    expect(results[0]?.imageUrl).toBe('https://example.com/nvda.png');
  });

  it('SearXNG behind basic auth: the URL credentials travel as an Authorization header', async () => {
    const base = new URL(server.url);
    base.username = 'me';
    base.password = 's3cret-pass';
    await searchWeb({ name: 'searxng', baseUrl: base.toString() }, 'NVIDIA');
    expect(lastRequest().headers.authorization).toBe(`Basic ${Buffer.from('me:s3cret-pass').toString('base64')}`);
  });

  it('clamps maxResults to 1–20 and refuses an empty or over-long query', async () => {
    await searchWeb(providers().brave!, 'x', { maxResults: 500 });
    expect(lastRequest().query.get('count')).toBe('20');
    await searchWeb(providers().bing!, 'x', { maxResults: 0 });
    expect(lastRequest().query.get('count')).toBe('1');
    await expect(searchWeb(providers().bing!, '   ')).rejects.toThrow(RangeError);
    await expect(searchWeb(providers().bing!, 'q'.repeat(401))).rejects.toThrow(RangeError);
  });
});

describe('searchWeb failures', () => {
  it.each([
    ['tavily', 'Tavily'],
    ['brave', 'Brave Search'],
    ['bing', 'Bing Web Search'],
  ] as const)('%s: a wrong key is unauthorized, and the message does not hold the key', async (name, label) => {
    const key = `${name}-WRONG-secret-key-123`;
    const error = await failure(searchWeb({ name, apiKey: key, baseUrl: server.url }, 'NVIDIA'));
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain(label);
    expect(error.message).not.toContain(key);
    expect(JSON.stringify(error)).not.toContain(key);
  });

  it('Tavily and Bing: 429 is rate_limited with Retry-After; Brave reads X-RateLimit-Reset', async () => {
    server.failNext('tavily', { status: 429, retryAfterSeconds: 7 });
    const tavily = await failure(searchWeb(providers().tavily!, 'NVIDIA'));
    expect([tavily.code, tavily.status, tavily.retryAfterSeconds]).toEqual(['rate_limited', 429, 7]);
    server.failNext('bing', { status: 429, retryAfterSeconds: 2 });
    const bing = await failure(searchWeb(providers().bing!, 'NVIDIA'));
    expect([bing.code, bing.retryAfterSeconds]).toEqual(['rate_limited', 2]);
    server.failNext('brave', { status: 429, retryAfterSeconds: 3 });
    const brave = await failure(searchWeb(providers().brave!, 'NVIDIA'));
    expect([brave.code, brave.retryAfterSeconds]).toEqual(['rate_limited', 3]);
    expect(brave.message).toContain('Request rate limit exceeded for plan.');
  });

  it('Tavily 432 (plan limit) is rate_limited; a 5xx is unreachable; SearXNG without the JSON format is a bad response', async () => {
    server.failNext('tavily', { status: 432 });
    expect((await failure(searchWeb(providers().tavily!, 'NVIDIA'))).code).toBe('rate_limited');
    server.failNext('searxng', { status: 502 });
    const down = await failure(searchWeb(providers().searxng!, 'NVIDIA'));
    expect([down.code, down.status]).toEqual(['unreachable', 502]);
    // An instance whose settings leave the JSON format off answers 403: no key is involved.
    server.failNext('searxng', { status: 403 });
    const off = await failure(searchWeb(providers().searxng!, 'NVIDIA'));
    expect([off.code, off.status]).toEqual(['bad_response', 403]);
  });

  it('a provider repeating the key in its error text has it scrubbed from the message', async () => {
    const key = 'sk-live-abcdef123456';
    const echo = await startRawServer((request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ detail: { error: `Invalid key ${request.headers['x-subscription-token']} for plan` } }),
      );
    });
    try {
      const error = await failure(searchWeb({ name: 'brave', apiKey: key, baseUrl: echo.url }, 'NVIDIA'));
      expect(error.code).toBe('unauthorized');
      expect(error.message).toBe('Brave Search refused the API key (HTTP 401): Invalid key *** for plan');
    } finally {
      await echo.close();
    }
  });

  it('a keyed provider that redirects is not followed (the key would travel); a SearXNG instance moving to https is', async () => {
    const target = await startRawServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ results: [{ url: 'https://example.com/', title: 'Moved', content: 'ok' }] }));
    });
    const mover = await startRawServer((request, response) => {
      response.writeHead(301, { location: `${target.url}${request.url}` });
      response.end();
    });
    try {
      const keyed = await failure(searchWeb({ name: 'bing', apiKey: 'k-123456', baseUrl: mover.url }, 'NVIDIA'));
      expect(keyed.code).toBe('unreachable');
      const { results } = await searchWeb({ name: 'searxng', baseUrl: mover.url }, 'NVIDIA');
      expect(results.map((r) => r.title)).toEqual(['Moved']);
    } finally {
      await mover.close();
      await target.close();
    }
  });

  it('an answer that is not the protocol is a bad response; one over the size limit is too large', async () => {
    const raw = await startRawServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<html>${'x'.repeat(5000)}</html>`);
    });
    try {
      const provider = { name: 'bing' as const, apiKey: 'k-123456', baseUrl: raw.url };
      expect((await failure(searchWeb(provider, 'NVIDIA'))).code).toBe('bad_response');
      expect((await failure(searchWeb(provider, 'NVIDIA', { maxResponseBytes: 1000 }))).code).toBe('too_large');
    } finally {
      await raw.close();
    }
  });

  it('no answer within the time limit is a timeout; the caller stopping is aborted; a closed port is unreachable', async () => {
    const silent = await startRawServer(() => {});
    try {
      const provider = { name: 'brave' as const, apiKey: 'k-123456', baseUrl: silent.url };
      expect((await failure(searchWeb(provider, 'NVIDIA', { timeoutMs: 200 }))).code).toBe('timeout');
      const controller = new AbortController();
      const pending = searchWeb(provider, 'NVIDIA', { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      expect((await failure(pending)).code).toBe('aborted');
    } finally {
      await silent.close();
    }
    const closed = await startRawServer(() => {});
    const url = closed.url;
    await closed.close();
    expect((await failure(searchWeb({ name: 'searxng', baseUrl: url }, 'NVIDIA'))).code).toBe('unreachable');
  });
});

async function startRawServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; close: () => Promise<void> }> {
  const raw: Server = createServer(handler);
  raw.listen(0, '127.0.0.1');
  await once(raw, 'listening');
  return {
    url: `http://127.0.0.1:${(raw.address() as AddressInfo).port}`,
    close: async () => {
      raw.closeAllConnections();
      raw.close();
      await once(raw, 'close');
    },
  };
}
