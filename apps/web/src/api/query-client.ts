import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isProviderFailure, shouldRetry } from './errors';
import type { TUser } from './session-storage';
import { SystemKeys } from './system';

/** Query-key factory of the `user` area. */
export const UserKeys = {
  all: ['user'] as const,
  info: () => [...UserKeys.all, 'info'] as const,
  verifyEmail: (token: string) => [...UserKeys.all, 'verify-email', token] as const,
};

/**
 * The app's query client: queries retry network failures and 5xx (never 4xx), nothing refetches on
 * focus or mount (data changes through our own mutations), and mutations never retry, since a repeated
 * POST could do the thing twice. A market-data provider failure anywhere refreshes the server status,
 * so the footer says the data source is unreachable without waiting for its next poll.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: refreshStatusOnProviderFailure }),
    mutationCache: new MutationCache({ onError: refreshStatusOnProviderFailure }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnMount: false },
      mutations: { retry: false },
    },
  });
  function refreshStatusOnProviderFailure(error: unknown): void {
    if (isProviderFailure(error)) void queryClient.invalidateQueries({ queryKey: SystemKeys.status() });
  }
  return queryClient;
}

/**
 * Another identity took over (sign-in, sign-up): cached data of the previous one goes, and the new
 * user is cached without a round trip.
 */
export function replaceSessionData(queryClient: QueryClient, user: TUser): void {
  const infoKey = JSON.stringify(UserKeys.info());
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== infoKey });
  queryClient.setQueryData(UserKeys.info(), user);
}

/**
 * The session ended (sign-out, or a 401): forget every cached answer and refetch what is on screen,
 * which creates a temporary user again. Deferred a tick so the request that saw the 401 settles first.
 */
export function resetSessionData(queryClient: QueryClient): void {
  setTimeout(() => {
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.resetQueries();
  }, 0);
}
