import { WebSearchError } from '../errors.js';
import type { TProviderRequest } from '../provider-request.js';
import { httpUrl, isoDate, text } from '../text.js';
import type { TWebSearchResponse, TWebSearchResult } from '../types.js';
import { withSlash } from './tavily.js';

/** SearXNG's own default address; users point this at their instance. */
export const SEARXNG_BASE_URL = 'http://localhost:8080';

/**
 * SearXNG's `GET /search?q=&format=json` on the user's instance (a base URL may include a path,
 * e.g. `https://example.org/searx/`). No key. Answers `{ query, number_of_results, results: [{
 * url, title, content, publishedDate?, img_src?, thumbnail?, engine }], unresponsive_engines }`;
 * an instance whose settings do not enable the JSON format answers 403, its limiter 429.
 * SearXNG has no count parameter: the first page is cut to `maxResults`.
 */
export function searxngRequest(baseUrl: string, query: string): TProviderRequest {
  const url = new URL('search', withSlash(baseUrl));
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('pageno', '1');
  // fetch refuses URLs with credentials: an instance behind basic auth gets them as its header.
  const headers: Record<string, string> = {};
  if (url.username || url.password) {
    const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(user).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return {
    url,
    method: 'GET',
    headers,
    // fetch drops the Authorization header when a redirect leaves the instance's origin.
    redirect: 'follow',
    // 403 from SearXNG is "format not enabled", not a key: report it as the bad answer it is.
    classify: (status) => (status === 403 ? 'bad_response' : null),
  };
}

export function parseSearxng(body: unknown, maxResults: number): TWebSearchResponse {
  const record = body as { results?: unknown } | null;
  if (!record || typeof record !== 'object' || !Array.isArray(record.results))
    throw new WebSearchError('bad_response', 'SearXNG: the answer has no results list');
  const results: TWebSearchResult[] = [];
  const seen = new Set<string>();
  for (const item of record.results as Record<string, unknown>[]) {
    const url = httpUrl(item?.url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const publishedAt = isoDate(item.publishedDate);
    const imageUrl = httpUrl(item.img_src) ?? httpUrl(item.thumbnail);
    results.push({
      title: text(item.title) ?? url,
      url,
      snippet: text(item.content) ?? '',
      ...(publishedAt ? { publishedAt } : {}),
      ...(imageUrl ? { imageUrl } : {}),
    });
  }
  return { results: results.slice(0, maxResults), images: [] };
}
