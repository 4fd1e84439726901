import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** `<repo>/../shared/data/documents/`: the shared real documents, read in place (never copied into the repo). */
export const SHARED_DOCUMENTS = fileURLToPath(new URL('../../../../../shared/data/documents/', import.meta.url));

/** A hit the server answers with, in every protocol's own shape. */
export type TTestSearchHit = { title: string; url: string; snippet: string; publishedAt?: string; imageUrl?: string };

/**
 * A page the server serves at a path: a real file read in place, or a body; or a redirect; or an
 * HTTP error. `contentType` is sent as given (`null` sends none).
 */
export type TTestPage =
  | { file: string; contentType: string | null; status?: number }
  | { body: string | Uint8Array; contentType: string | null; status?: number }
  | { redirect: string; status?: 301 | 302 | 303 | 307 | 308 };

/** A refusal the next request to a provider gets: 401 (bad key) or 429 (rate limit), or any status. */
export type TTestFailure = { status: number; retryAfterSeconds?: number };

export type TTestProviderName = 'tavily' | 'brave' | 'bing' | 'searxng';

/** A request the server received, as the client sent it. */
export type TTestSearchRequest = {
  provider: TTestProviderName | 'page';
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
};

export type TSearchTestServer = {
  /** e.g. `http://127.0.0.1:41234`: every provider's base URL, and the pages' origin. */
  url: string;
  requests: TTestSearchRequest[];
  /** The hits every search answers with (default: one per served page, plus two outside pages). */
  setHits(hits: TTestSearchHit[]): void;
  /** Queues a refusal for the next search to that provider. */
  failNext(provider: TTestProviderName, failure: TTestFailure): void;
  /** Serves a page at `path` (e.g. `/pages/aapl-10k.html`). */
  servePage(path: string, page: TTestPage): void;
  close(): Promise<void>;
};

/**
 * A local web-search provider for tests, speaking the four protocols as the real services do:
 * Tavily `POST /search` (key as `Authorization: Bearer` or body `api_key`; 401 `{ detail: { error } }`),
 * Brave `GET /res/v1/web/search` (`X-Subscription-Token`; a bad one 422 `SUBSCRIPTION_TOKEN_INVALID`,
 * 429 `RATE_LIMITED` with `X-RateLimit-Reset`), Bing `GET /v7.0/search` (`Ocp-Apim-Subscription-Key`;
 * `ErrorResponse` bodies, 429 with `Retry-After`), SearXNG `GET /search?format=json` (no key; 403
 * without `format=json`, as an instance without the JSON format answers). Every answer is cut to
 * the request's count. Pages added with `servePage` are served at their paths (a real filing from
 * {@link SHARED_DOCUMENTS}, read when requested).
 */
export async function startSearchTestServer(
  options: { keys?: Partial<Record<'tavily' | 'brave' | 'bing', string>>; pages?: Record<string, TTestPage> } = {},
): Promise<TSearchTestServer> {
  const keys = { tavily: 'tvly-test-key', brave: 'brave-test-key', bing: 'bing-test-key', ...options.keys };
  const pages = new Map<string, TTestPage>(Object.entries(options.pages ?? {}));
  const failures = new Map<TTestProviderName, TTestFailure[]>();
  const requests: TTestSearchRequest[] = [];
  let hits: TTestSearchHit[] | null = null;
  let origin = '';

  const defaultHits = (): TTestSearchHit[] => [
    ...[...pages.keys()].map((path, i) => ({
      title: `Served page ${i + 1}`,
      url: `${origin}${path}`,
      snippet: `A page served by the test server at ${path}.`,
      publishedAt: '2025-02-26T00:00:00Z',
      imageUrl: `${origin}/images/${i + 1}.png`,
    })),
    { title: 'NVIDIA Investor Relations', url: 'https://investor.nvidia.com/', snippet: 'Financial information.' },
    { title: 'Form 10-K', url: 'https://www.sec.gov/Archives/edgar/data/1045810/', snippet: 'Annual report.' },
  ];

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const text = await readBody(request);
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const method = request.method ?? 'GET';
    const provider: TTestSearchRequest['provider'] =
      method === 'POST' && url.pathname === '/search'
        ? 'tavily'
        : url.pathname === '/res/v1/web/search'
          ? 'brave'
          : url.pathname === '/v7.0/search'
            ? 'bing'
            : url.pathname === '/search'
              ? 'searxng'
              : 'page';
    requests.push({ provider, method, path: url.pathname, query: url.searchParams, headers: request.headers, body });
    if (provider === 'page') return servePage(url.pathname, response);
    const failure = failures.get(provider)?.shift();
    const all = hits ?? defaultHits();
    switch (provider) {
      case 'tavily': {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if ((bearer ?? body?.api_key) !== keys.tavily || failure?.status === 401)
          return sendJson(response, 401, { detail: { error: 'Unauthorized: missing or invalid API key.' } });
        if (failure) return sendFailure(response, failure, { detail: { error: 'Rate limit exceeded.' } });
        const count = Number(body?.max_results ?? 5);
        const chosen = all.slice(0, count);
        return sendJson(response, 200, {
          query: body?.query,
          follow_up_questions: null,
          answer: null,
          images: body?.include_images === true ? chosen.flatMap((hit) => (hit.imageUrl ? [hit.imageUrl] : [])) : [],
          results: chosen.map((hit, i) => ({
            title: hit.title,
            url: hit.url,
            content: hit.snippet,
            score: 0.9 - i * 0.05,
            raw_content: null,
            ...(hit.publishedAt ? { published_date: new Date(hit.publishedAt).toUTCString() } : {}),
          })),
          response_time: 0.42,
        });
      }
      case 'brave': {
        const token = request.headers['x-subscription-token'];
        if (!token)
          return sendJson(
            response,
            422,
            braveError('VALIDATION', 'Unable to validate request parameter(s)', 422, 'validation'),
          );
        if (token !== keys.brave || failure?.status === 401)
          return sendJson(
            response,
            422,
            braveError(
              'SUBSCRIPTION_TOKEN_INVALID',
              'The provided subscription token is invalid.',
              422,
              'authentication',
            ),
          );
        if (failure?.status === 429) {
          response.setHeader('x-ratelimit-reset', `${failure.retryAfterSeconds ?? 1}, 1419704`);
          return sendJson(
            response,
            429,
            braveError('RATE_LIMITED', 'Request rate limit exceeded for plan.', 429, 'rate_limiter'),
          );
        }
        if (failure) return sendFailure(response, failure, braveError('UNKNOWN', 'Failure.', failure.status, 'api'));
        const chosen = all.slice(0, Number(url.searchParams.get('count') ?? 20));
        return sendJson(response, 200, {
          type: 'search',
          query: { original: url.searchParams.get('q'), more_results_available: false },
          mixed: { type: 'mixed', main: chosen.map((_, index) => ({ type: 'web', index, all: false })) },
          web: {
            type: 'search',
            family_friendly: true,
            results: chosen.map((hit) => ({
              type: 'search_result',
              title: hit.title,
              url: hit.url,
              is_source_local: false,
              description: emphasise(hit.snippet, url.searchParams.get('q') ?? ''),
              ...(hit.publishedAt ? { page_age: hit.publishedAt.replace(/Z$/, ''), age: 'February 26, 2025' } : {}),
              ...(hit.imageUrl ? { thumbnail: { src: hit.imageUrl, original: hit.imageUrl, logo: false } } : {}),
              meta_url: { scheme: 'https', netloc: new URL(hit.url).host, hostname: new URL(hit.url).hostname },
              language: 'en',
              family_friendly: true,
            })),
          },
        });
      }
      case 'bing': {
        if (request.headers['ocp-apim-subscription-key'] !== keys.bing || failure?.status === 401)
          return sendJson(response, 401, {
            _type: 'ErrorResponse',
            errors: [
              {
                code: 'InvalidAuthorization',
                subCode: 'AuthorizationMissing',
                message: 'Authorization is required.',
                moreDetails: 'Subscription key is not recognized.',
              },
            ],
          });
        if (failure)
          return sendFailure(response, failure, {
            _type: 'ErrorResponse',
            errors: [{ code: 'RateLimitExceeded', message: 'The caller exceeded their queries per second quota.' }],
          });
        const chosen = all.slice(0, Number(url.searchParams.get('count') ?? 10));
        return sendJson(response, 200, {
          _type: 'SearchResponse',
          queryContext: { originalQuery: url.searchParams.get('q') },
          webPages: {
            webSearchUrl: `https://www.bing.com/search?q=${encodeURIComponent(url.searchParams.get('q') ?? '')}`,
            totalEstimatedMatches: all.length,
            value: chosen.map((hit, i) => ({
              id: `https://api.bing.microsoft.com/api/v7/#WebPages.${i}`,
              name: hit.title,
              url: hit.url,
              isFamilyFriendly: true,
              displayUrl: hit.url.replace(/^https?:\/\//, ''),
              snippet: hit.snippet,
              dateLastCrawled: '2025-03-01T10:00:00.0000000Z',
              ...(hit.publishedAt ? { datePublished: hit.publishedAt.replace(/Z$/, '.0000000') } : {}),
              ...(hit.imageUrl ? { thumbnailUrl: hit.imageUrl } : {}),
              language: 'en',
              isNavigational: false,
            })),
          },
          rankingResponse: { mainline: { items: chosen.map((_, i) => ({ answerType: 'WebPages', resultIndex: i })) } },
        });
      }
      case 'searxng': {
        if (url.searchParams.get('format') !== 'json')
          return sendText(response, 403, 'text/html', '<h1>403 Forbidden</h1>');
        if (failure) return sendFailure(response, failure, null);
        return sendJson(response, 200, {
          query: url.searchParams.get('q'),
          number_of_results: 0,
          results: all.map((hit, i) => ({
            url: hit.url,
            title: hit.title,
            content: hit.snippet,
            engine: 'duckduckgo',
            engines: ['duckduckgo', 'brave'],
            parsed_url: ['https', new URL(hit.url).host, new URL(hit.url).pathname, '', '', ''],
            template: 'default.html',
            positions: [i + 1],
            score: 2 - i * 0.1,
            category: 'general',
            publishedDate: hit.publishedAt ?? null,
            ...(hit.imageUrl ? { img_src: hit.imageUrl, thumbnail: hit.imageUrl } : {}),
          })),
          answers: [],
          corrections: [],
          infoboxes: [],
          suggestions: [],
          unresponsive_engines: [],
        });
      }
    }
  }

  function servePage(path: string, response: ServerResponse): void {
    const page = pages.get(path);
    if (!page) {
      sendText(response, 404, 'text/html', '<h1>Not found</h1>');
      return;
    }
    if ('redirect' in page) {
      response.writeHead(page.status ?? 302, { location: page.redirect });
      response.end();
      return;
    }
    const bytes = 'file' in page ? readFileSync(page.file) : page.body;
    const headers: Record<string, string> = {};
    if (page.contentType !== null) headers['content-type'] = page.contentType;
    response.writeHead(page.status ?? 200, headers);
    response.end(bytes);
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    setHits: (next) => {
      hits = next;
    },
    failNext: (provider, failure) => {
      failures.set(provider, [...(failures.get(provider) ?? []), failure]);
    },
    servePage: (path, page) => {
      pages.set(path, page);
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function braveError(code: string, detail: string, status: number, component: string) {
  return {
    type: 'ErrorResponse',
    error: { id: '5d832250-9396-4f6e-b84a-2a1fe524cd7d', status, code, detail, meta: { component } },
    time: 1663072993,
  };
}

/** Brave marks the query's words in its snippets. */
function emphasise(snippet: string, query: string): string {
  const words = query.split(/\s+/).filter((word) => word.length > 2);
  return words.reduce(
    (text, word) => text.replace(new RegExp(`\\b(${word.replace(/[^\w]/g, '')})\\b`, 'gi'), '<strong>$1</strong>'),
    snippet.replace(/&/g, '&amp;'),
  );
}

function sendFailure(response: ServerResponse, failure: TTestFailure, body: unknown): void {
  if (failure.retryAfterSeconds !== undefined) response.setHeader('retry-after', String(failure.retryAfterSeconds));
  if (body === null) sendText(response, failure.status, 'text/html', `<h1>${failure.status}</h1>`);
  else sendJson(response, failure.status, body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  sendText(response, status, 'application/json', JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, contentType: string, text: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const pieces: Buffer[] = [];
  for await (const piece of request) pieces.push(piece as Buffer);
  return Buffer.concat(pieces).toString('utf8');
}
