import { WebSearchError } from '../errors.js';
import type { TProviderRequest } from '../provider-request.js';
import { httpUrl, isoDate, plainSnippet, text } from '../text.js';
import type { TWebSearchResponse, TWebSearchResult } from '../types.js';
import { withSlash } from './tavily.js';

export const BRAVE_BASE_URL = 'https://api.search.brave.com';

/** Brave caps `count` for web search at 20. */
const BRAVE_MAX_COUNT = 20;

/**
 * Brave Search's `GET /res/v1/web/search?q=&count=`, the key in `X-Subscription-Token`. Answers
 * `{ type: 'search', web: { results: [{ title, url, description, page_age?, thumbnail?: { src } }] } }`
 * (snippets marked up with `<strong>`). A bad key is HTTP 422 with `error.code`
 * `SUBSCRIPTION_TOKEN_INVALID` (component `authentication`), a limit 429 `RATE_LIMITED` /
 * `QUOTA_LIMITED` with `X-RateLimit-Reset`.
 */
export function braveRequest(apiKey: string, baseUrl: string, query: string, maxResults: number): TProviderRequest {
  const url = new URL('res/v1/web/search', withSlash(baseUrl));
  url.searchParams.set('q', query);
  url.searchParams.set('count', String(Math.min(maxResults, BRAVE_MAX_COUNT)));
  url.searchParams.set('result_filter', 'web');
  return {
    url,
    method: 'GET',
    headers: { 'x-subscription-token': apiKey },
    classify: (_status, body) => {
      const errors = braveErrors(body);
      if (errors.some((e) => e.code?.startsWith('SUBSCRIPTION_TOKEN') || e.component === 'authentication'))
        return 'unauthorized';
      if (errors.some((e) => e.code === 'RATE_LIMITED' || e.code === 'QUOTA_LIMITED')) return 'rate_limited';
      return null;
    },
  };
}

/** Brave's live service answers `error: {...}`; its reference shows `errors: [...]`: both are read. */
function braveErrors(body: unknown): { code?: string; component?: string }[] {
  if (!body || typeof body !== 'object') return [];
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const list = Array.isArray(errors) ? errors : error && typeof error === 'object' ? [error] : [];
  return list.map((entry) => {
    const { code, meta } = (entry ?? {}) as { code?: unknown; meta?: { component?: unknown } };
    return {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof meta?.component === 'string' ? { component: meta.component } : {}),
    };
  });
}

export function parseBrave(body: unknown, maxResults: number): TWebSearchResponse {
  const record = body as { web?: { results?: unknown } } | null;
  if (!record || typeof record !== 'object')
    throw new WebSearchError('bad_response', 'Brave: the answer is not an object');
  // No `web` section is Brave's way of saying nothing was found.
  if (record.web === undefined) return { results: [], images: [] };
  if (!Array.isArray(record.web?.results)) throw new WebSearchError('bad_response', 'Brave: web.results is not a list');
  const results: TWebSearchResult[] = [];
  for (const item of record.web.results as Record<string, unknown>[]) {
    const url = httpUrl(item?.url);
    if (!url) continue;
    const publishedAt = isoDate(item.page_age);
    const imageUrl = httpUrl((item.thumbnail as { src?: unknown } | undefined)?.src);
    results.push({
      title: plainSnippet(text(item.title) ?? url),
      url,
      snippet: plainSnippet(text(item.description) ?? ''),
      ...(publishedAt ? { publishedAt } : {}),
      ...(imageUrl ? { imageUrl } : {}),
    });
  }
  return { results: results.slice(0, maxResults), images: [] };
}
