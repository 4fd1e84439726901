import { apiRoutes, systemRoutes, systemTokenRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData } from './client';

/** An account API token as lists show it (never the secret). */
export type TApiTokenData = TResponseData<typeof systemTokenRoutes.token_list>['tokens'][number];
/** A token just made: the only time the secret is on screen. */
export type TNewApiTokenData = TResponseData<typeof systemTokenRoutes.new_token>;
export type TApiStatsDayData = TResponseData<typeof apiRoutes.stats>['days'][number];

/** Query-key factory of the API tokens and the API document. */
export const ApiTokenKeys = {
  all: ['api-tokens'] as const,
  list: () => [...ApiTokenKeys.all, 'list'] as const,
  stats: (fromDate: string, toDate: string) => [...ApiTokenKeys.all, 'stats', fromDate, toDate] as const,
  openApi: () => ['system', 'openapi'] as const,
};

export function useApiTokens() {
  const { api } = useServices();
  return useQuery({
    queryKey: ApiTokenKeys.list(),
    queryFn: async () => (await api.request(systemTokenRoutes.token_list)).tokens,
  });
}

export function useCreateApiToken() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.request(systemTokenRoutes.new_token, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ApiTokenKeys.list() }),
  });
}

export function useRevokeApiToken() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => api.request(systemTokenRoutes.token_rm, { tokenId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ApiTokenKeys.list() }),
  });
}

/** Calls, model tokens and conversations of the user's tokens per day, both dates included. */
export function useApiStats(fromDate: string, toDate: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ApiTokenKeys.stats(fromDate, toDate),
    queryFn: async () => (await api.request(apiRoutes.stats, { fromDate, toDate })).days,
  });
}

/** The server's OpenAPI document, keys as the server wrote them (paths, property names). */
export function useOpenApiDocument() {
  const { api } = useServices();
  return useQuery({
    queryKey: ApiTokenKeys.openApi(),
    queryFn: () => api.requestDocument(systemRoutes.openapi),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
