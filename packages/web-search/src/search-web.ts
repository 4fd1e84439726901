import { callProviderJson, SEARCH_LIMITS } from './http-json.js';
import type { TProviderRequest } from './provider-request.js';
import { BING_BASE_URL, bingRequest, parseBing } from './providers/bing.js';
import { BRAVE_BASE_URL, braveRequest, parseBrave } from './providers/brave.js';
import { parseSearxng, SEARXNG_BASE_URL, searxngRequest } from './providers/searxng.js';
import { parseTavily, TAVILY_BASE_URL, tavilyRequest } from './providers/tavily.js';
import type { TWebSearchOptions, TWebSearchProvider, TWebSearchResponse } from './types.js';

/** Results per query: at least 1, at most 20 (Tavily's and Brave's own ceiling), 5 unless asked. @public */
export const MAX_RESULTS_LIMITS = { min: 1, max: 20, default: 5 } as const;

/** A query's longest form: Brave refuses more than 400 characters. @public */
export const MAX_QUERY_LENGTH = 400;

const LABELS = { tavily: 'Tavily', brave: 'Brave Search', bing: 'Bing Web Search', searxng: 'SearXNG' } as const;

/**
 * Searches the web through one provider over its own HTTP protocol and returns its hits in one
 * shape. `maxResults` is clamped to 1–20.
 * @throws {WebSearchError} `unauthorized`, `rate_limited` (with `retryAfterSeconds` when given),
 *   `unreachable`, `timeout`, `bad_response`, `too_large` or `aborted`; the message never holds the key.
 * @throws {RangeError} an empty query or one over {@link MAX_QUERY_LENGTH} characters (the caller validates first).
 * @example
 * const { results } = await searchWeb({ name: 'brave', apiKey }, 'NVIDIA data center revenue', { maxResults: 5 });
 * @public
 */
export async function searchWeb(
  provider: TWebSearchProvider,
  query: string,
  options: TWebSearchOptions = {},
): Promise<TWebSearchResponse> {
  const trimmed = query.trim();
  if (trimmed === '' || trimmed.length > MAX_QUERY_LENGTH)
    throw new RangeError(`a search query has 1 to ${MAX_QUERY_LENGTH} characters`);
  const maxResults = clampResults(options.maxResults);
  const includeImages = options.includeImages === true;
  const { request, parse, secrets } = prepare(provider, trimmed, maxResults, includeImages);
  const body = await callProviderJson({
    ...request,
    provider: LABELS[provider.name],
    ...(options.signal ? { signal: options.signal } : {}),
    timeoutMs: options.timeoutMs ?? SEARCH_LIMITS.timeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? SEARCH_LIMITS.maxResponseBytes,
    secrets,
  });
  return parse(body, maxResults);
}

function prepare(
  provider: TWebSearchProvider,
  query: string,
  maxResults: number,
  includeImages: boolean,
): {
  request: TProviderRequest;
  parse: (body: unknown, maxResults: number) => TWebSearchResponse;
  secrets: string[];
} {
  switch (provider.name) {
    case 'tavily':
      return {
        request: tavilyRequest(provider.apiKey, provider.baseUrl ?? TAVILY_BASE_URL, query, maxResults, includeImages),
        parse: parseTavily,
        secrets: [provider.apiKey],
      };
    case 'brave':
      return {
        request: braveRequest(provider.apiKey, provider.baseUrl ?? BRAVE_BASE_URL, query, maxResults),
        parse: parseBrave,
        secrets: [provider.apiKey],
      };
    case 'bing':
      return {
        request: bingRequest(provider.apiKey, provider.baseUrl ?? BING_BASE_URL, query, maxResults),
        parse: parseBing,
        secrets: [provider.apiKey],
      };
    case 'searxng': {
      const baseUrl = provider.baseUrl ?? SEARXNG_BASE_URL;
      // An instance behind basic auth carries its password in the URL: keep it out of messages too.
      const { password, username } = new URL(baseUrl);
      return {
        request: searxngRequest(baseUrl, query),
        parse: parseSearxng,
        secrets: [password, username].filter(Boolean).map(decodeURIComponent),
      };
    }
  }
}

function clampResults(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return MAX_RESULTS_LIMITS.default;
  return Math.min(MAX_RESULTS_LIMITS.max, Math.max(MAX_RESULTS_LIMITS.min, Math.floor(value)));
}
