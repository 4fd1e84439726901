import { WebSearchError } from '../errors.js';
import type { TProviderRequest } from '../provider-request.js';
import { httpUrl, isoDate, text } from '../text.js';
import type { TWebSearchResponse, TWebSearchResult } from '../types.js';

export const TAVILY_BASE_URL = 'https://api.tavily.com';

/**
 * Tavily's `POST /search`: a JSON body with `query`, `max_results`, `include_images` and
 * `search_depth`; the key as `Authorization: Bearer` (Tavily's documented header) and as the body's
 * `api_key` (the original protocol, still read by Tavily and by Tavily-compatible servers).
 * Answers `{ query, results: [{ title, url, content, score, published_date? }], images: [url | { url, description }] }`;
 * a bad key is 401 `{ detail: { error } }`, a spent plan 432/433.
 */
export function tavilyRequest(
  apiKey: string,
  baseUrl: string,
  query: string,
  maxResults: number,
  includeImages: boolean,
): TProviderRequest {
  return {
    url: new URL('search', withSlash(baseUrl)),
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: {
      api_key: apiKey,
      query,
      search_depth: 'basic',
      topic: 'general',
      max_results: maxResults,
      include_images: includeImages,
      include_answer: false,
      include_raw_content: false,
    },
    // 432 (plan limit) and 433 (pay-as-you-go limit) are Tavily's own "quota spent" codes.
    classify: (status) => (status === 432 || status === 433 ? 'rate_limited' : null),
  };
}

export function parseTavily(body: unknown, maxResults: number): TWebSearchResponse {
  const record = body as { results?: unknown; images?: unknown } | null;
  if (!record || typeof record !== 'object' || !Array.isArray(record.results))
    throw new WebSearchError('bad_response', 'Tavily: the answer has no results list');
  const results: TWebSearchResult[] = [];
  for (const item of record.results as Record<string, unknown>[]) {
    const url = httpUrl(item?.url);
    if (!url) continue;
    const publishedAt = isoDate(item.published_date);
    results.push({
      title: text(item.title) ?? url,
      url,
      snippet: text(item.content) ?? '',
      ...(publishedAt ? { publishedAt } : {}),
    });
  }
  const images = Array.isArray(record.images)
    ? (record.images as unknown[])
        .map((image) => httpUrl(typeof image === 'string' ? image : (image as { url?: unknown } | null)?.url))
        .filter((url): url is string => url !== undefined)
    : [];
  return { results: results.slice(0, maxResults), images };
}

export function withSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}
