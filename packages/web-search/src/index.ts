export { guardedLookup, isPrivateAddress } from './address-guard.js';
export { type TWebSearchErrorCode, WebSearchError } from './errors.js';
export { fetchPage, PAGE_FETCH_LIMITS, type TFetchedPage, type TFetchPageOptions } from './fetch-page.js';
export { SEARCH_LIMITS } from './http-json.js';
export { READABLE_TEXT_LIMITS, readableText, type TReadableText } from './readable-text.js';
export { MAX_QUERY_LENGTH, MAX_RESULTS_LIMITS, searchWeb } from './search-web.js';
export {
  type TWebSearchOptions,
  type TWebSearchProvider,
  type TWebSearchProviderName,
  type TWebSearchResponse,
  type TWebSearchResult,
  WEB_SEARCH_PROVIDERS,
} from './types.js';
