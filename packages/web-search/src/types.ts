/** The web-search providers we speak to. @public */
export const WEB_SEARCH_PROVIDERS = ['tavily', 'brave', 'bing', 'searxng'] as const;
export type TWebSearchProviderName = (typeof WEB_SEARCH_PROVIDERS)[number];

/**
 * A configured provider. Tavily, Brave and Bing need the user's API key; SearXNG is the user's own
 * instance (its base URL), with no key. `baseUrl` overrides the provider's public address (a
 * proxy, a test server).
 * @public
 */
export type TWebSearchProvider =
  | { name: 'tavily' | 'brave' | 'bing'; apiKey: string; baseUrl?: string }
  | { name: 'searxng'; baseUrl?: string };

/** One search hit. `publishedAt` is ISO 8601 when the provider dated the page. @public */
export type TWebSearchResult = {
  title: string;
  url: string;
  snippet: string;
  publishedAt?: string;
  /** An image the provider tied to this page (Brave's thumbnail, Bing's thumbnail, SearXNG's `img_src`). */
  imageUrl?: string;
};

/**
 * What a search returns: its hits, and the query-level images a provider gives apart from any
 * page (Tavily's `images`; empty for the others, whose images sit on their hits).
 * @public
 */
export type TWebSearchResponse = { results: TWebSearchResult[]; images: string[] };

export type TWebSearchOptions = {
  /** 1–20 (default 5); SearXNG has no count parameter, so its first page is cut to this. */
  maxResults?: number;
  /** Ask for images (Tavily's `include_images`); the other providers' hits carry theirs anyway. */
  includeImages?: boolean;
  signal?: AbortSignal;
  /** Our time limit for the whole call (default 15 s). */
  timeoutMs?: number;
  /** The largest answer read (default 2 MB). */
  maxResponseBytes?: number;
};
