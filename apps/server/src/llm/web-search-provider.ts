import { isWebSearchFactory, llmFactory } from '@app/contract';
import {
  SEARCH_LIMITS,
  searchWeb,
  type TWebSearchProvider,
  type TWebSearchProviderName,
  type TWebSearchResult,
  WebSearchError,
} from '@app/web-search';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { llmModels } from '../db/schema.js';
import type { LlmDeps } from './llm-deps.js';
import { defaultModelOf } from './llm-service.js';
import { openSecrets, type TStoredModel } from './stored-model.js';

/**
 * The user's web-search providers (Settings → Model providers, model type `web_search`) as deep
 * research and the connection test call them, through `@app/web-search`.
 *
 * Addresses: the base URL is the one the user typed, called as it is, loopback and private
 * networks included — as for every other provider (Ollama, vLLM, an OpenAI-compatible server): a
 * SearXNG instance usually runs next to the server or on the LAN. `@app/web-search`'s address
 * guard is for the pages a search finds (`fetchPage`), which nobody vouched for; the provider is
 * the user's own choice. Each test of an address is rate-limited per user (`llm/test`), and a
 * provider's answer must be its JSON protocol, or the user sees only a catalogue message.
 */

/** Our factories' names, as `@app/web-search` names the providers. */
const PROVIDER_OF: Record<string, TWebSearchProviderName> = {
  Tavily: 'tavily',
  Brave: 'brave',
  Bing: 'bing',
  SearXNG: 'searxng',
};

/** A web-search provider's connection: its factory, the base URL the user gave, the key (decrypted). */
export type TWebSearchConnection = { factory: string; baseUrl?: string | undefined; apiKey?: string | undefined };

/** One search hit (`@app/web-search`'s result). */
export type TUserWebSearchResult = TWebSearchResult;

/** The user's web-search provider, ready to search. */
export type TUserWebSearch = {
  /** The factory's name, e.g. `Tavily`. */
  provider: string;
  /**
   * One search. Tavily's query-level images are left out: Tavily ties them to no page.
   * @throws {AppError} the catalogue error of a provider failure (`WEB_SEARCH_AUTH_FAILED`, `LLM_RATE_LIMITED`,
   *   `LLM_UNREACHABLE`, `WEB_SEARCH_TIMEOUT`, `WEB_SEARCH_BAD_RESPONSE`, `WEB_SEARCH_TOO_LARGE`), the
   *   {@link WebSearchError} itself as its `cause`.
   * @throws {WebSearchError} `aborted` when the caller's signal stopped it.
   * @throws {RangeError} an empty query or one over 400 characters (the caller validates first).
   */
  search(
    query: string,
    options: { maxResults: number; includeImages: boolean; signal?: AbortSignal },
  ): Promise<TUserWebSearchResult[]>;
};

/**
 * The user's default web-search provider (or their only one), or null when none is configured.
 * With several and none chosen as the default, the one saved last.
 * @throws {AppError} `LLM_KEY_UNREADABLE` when its key was sealed under another server key.
 */
export async function webSearchFor(llm: LlmDeps, ownerId: string): Promise<TUserWebSearch | null> {
  const row = (await defaultModelOf(llm, ownerId, 'web_search')) ?? (await latestWebSearch(llm, ownerId));
  if (!row) return null;
  const connection = {
    factory: row.factory,
    baseUrl: row.baseUrl ?? undefined,
    apiKey: openSecrets(llm.secretBox, row).api_key,
  };
  const provider = webSearchProviderOf(connection);
  return {
    provider: row.factory,
    async search(query, options) {
      try {
        const { results } = await searchWeb(provider, query, options);
        return results;
      } catch (error) {
        throw fromWebSearchError(error, connection);
      }
    },
  };
}

/** The provider `@app/web-search` speaks to for a connection. @throws {Error} a factory that is no web-search provider. */
export function webSearchProviderOf(connection: TWebSearchConnection): TWebSearchProvider {
  const factory = llmFactory(connection.factory);
  const name = PROVIDER_OF[connection.factory];
  if (!factory || !isWebSearchFactory(factory) || !name)
    throw new Error(`${connection.factory} is not a web-search provider`);
  const baseUrl = connection.baseUrl ? { baseUrl: connection.baseUrl } : {};
  return name === 'searxng' ? { name, ...baseUrl } : { name, apiKey: connection.apiKey ?? '', ...baseUrl };
}

/**
 * A search failure as the API answers it: the catalogue code with the provider's name. `aborted`
 * (the caller's own stop) and anything else are returned as they are.
 */
export function fromWebSearchError(
  error: unknown,
  connection: TWebSearchConnection,
  timeoutMs: number = SEARCH_LIMITS.timeoutMs,
): unknown {
  if (!(error instanceof WebSearchError)) return error;
  const provider = connection.factory;
  const cause = { cause: error };
  switch (error.code) {
    case 'unauthorized':
      return new AppError('WEB_SEARCH_AUTH_FAILED', { params: { provider }, ...cause });
    case 'rate_limited':
      return new AppError('LLM_RATE_LIMITED', { params: { provider }, ...cause });
    case 'unreachable': {
      const url = connection.baseUrl ?? llmFactory(connection.factory)?.defaultBaseUrl ?? '';
      return new AppError('LLM_UNREACHABLE', { params: { provider, url }, ...cause });
    }
    case 'timeout':
      return new AppError('WEB_SEARCH_TIMEOUT', {
        params: { provider, seconds: Math.round(timeoutMs / 1000) },
        ...cause,
      });
    case 'bad_response':
      return new AppError('WEB_SEARCH_BAD_RESPONSE', { params: { provider }, ...cause });
    case 'too_large': {
      const megabytes = Math.round(SEARCH_LIMITS.maxResponseBytes / (1024 * 1024));
      return new AppError('WEB_SEARCH_TOO_LARGE', { params: { provider, megabytes }, ...cause });
    }
    default:
      return error;
  }
}

async function latestWebSearch(llm: Pick<LlmDeps, 'db'>, ownerId: string): Promise<TStoredModel | null> {
  const [row] = await llm.db
    .select()
    .from(llmModels)
    .where(and(eq(llmModels.ownerId, ownerId), eq(llmModels.modelType, 'web_search')))
    .orderBy(desc(llmModels.updatedAt))
    .limit(1);
  return row ?? null;
}
