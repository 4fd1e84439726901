import { WebSearchError } from '../errors.js';
import type { TProviderRequest } from '../provider-request.js';
import { httpUrl, isoDate, text } from '../text.js';
import type { TWebSearchResponse, TWebSearchResult } from '../types.js';
import { withSlash } from './tavily.js';

export const BING_BASE_URL = 'https://api.bing.microsoft.com';

/**
 * Bing Web Search v7's `GET /v7.0/search?q=&count=&responseFilter=Webpages&textFormat=Raw`, the key in
 * `Ocp-Apim-Subscription-Key`. Answers `{ _type: 'SearchResponse', webPages?: { value: [{ name, url,
 * snippet, datePublished?, dateLastCrawled, thumbnailUrl? }] } }` (no `webPages` when nothing was
 * found); errors are `{ _type: 'ErrorResponse', errors: [{ code, message }] }`: 401 a bad key,
 * 403 a spent monthly quota, 429 the per-second limit.
 */
export function bingRequest(apiKey: string, baseUrl: string, query: string, maxResults: number): TProviderRequest {
  const url = new URL('v7.0/search', withSlash(baseUrl));
  url.searchParams.set('q', query);
  url.searchParams.set('count', String(maxResults));
  url.searchParams.set('responseFilter', 'Webpages');
  url.searchParams.set('textFormat', 'Raw');
  return {
    url,
    method: 'GET',
    headers: { 'ocp-apim-subscription-key': apiKey },
    classify: (status, body) => {
      const code = (body as { errors?: { code?: unknown }[] } | null)?.errors?.[0]?.code;
      // Bing answers 403 both for a key without access and for a spent quota; the code tells them apart.
      if (status === 403 && code !== 'InsufficientAuthorization') return 'rate_limited';
      return null;
    },
  };
}

export function parseBing(body: unknown, maxResults: number): TWebSearchResponse {
  const record = body as { _type?: unknown; webPages?: { value?: unknown } } | null;
  if (!record || typeof record !== 'object' || record._type !== 'SearchResponse')
    throw new WebSearchError('bad_response', 'Bing: the answer is not a SearchResponse');
  if (record.webPages === undefined) return { results: [], images: [] };
  if (!Array.isArray(record.webPages?.value))
    throw new WebSearchError('bad_response', 'Bing: webPages.value is not a list');
  const results: TWebSearchResult[] = [];
  for (const item of record.webPages.value as Record<string, unknown>[]) {
    const url = httpUrl(item?.url);
    if (!url) continue;
    const publishedAt = isoDate(item.datePublished);
    const imageUrl =
      httpUrl(item.thumbnailUrl) ?? httpUrl((item.openGraphImage as { contentUrl?: unknown } | undefined)?.contentUrl);
    results.push({
      title: text(item.name) ?? url,
      url,
      snippet: text(item.snippet) ?? '',
      ...(publishedAt ? { publishedAt } : {}),
      ...(imageUrl ? { imageUrl } : {}),
    });
  }
  return { results: results.slice(0, maxResults), images: [] };
}
