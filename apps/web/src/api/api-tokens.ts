import { apiRoutes, systemRoutes, systemTokenRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData } from './client';

/** An account API token as lists show it (never the secret). */
export type TApiTokenData = TResponseData<typeof systemTokenRoutes.token_list>['tokens'][number];
/** A token just made: the only time the secret is on screen. */
export type TNewApiTokenData = TResponseData<typeof systemTokenRoutes.new_token>;
export type TApiStatsDayData = TResponseData<typeof apiRoutes.stats>['days'][number];

/** Whose tokens: the account's own, or those made for one of the user's assistants. */
export type TApiTokenScope = { dialogId: string | null };

/** Query-key factory of the API tokens and the API document. */
export const ApiTokenKeys = {
  all: ['api-tokens'] as const,
  list: (scope: TApiTokenScope) => [...ApiTokenKeys.all, 'list', scope.dialogId ?? 'account'] as const,
  stats: (fromDate: string, toDate: string) => [...ApiTokenKeys.all, 'stats', fromDate, toDate] as const,
  openApi: () => ['system', 'openapi'] as const,
};

/** The live tokens of the account (`system/token_list`) or of one assistant (`api/token_list`). */
export function useApiTokens(scope: TApiTokenScope) {
  const { api } = useServices();
  return useQuery({
    queryKey: ApiTokenKeys.list(scope),
    queryFn: async () =>
      (scope.dialogId === null
        ? await api.request(systemTokenRoutes.token_list)
        : await api.request(apiRoutes.token_list, { dialogId: scope.dialogId })
      ).tokens,
  });
}

export function useCreateApiToken(scope: TApiTokenScope) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      scope.dialogId === null
        ? api.request(systemTokenRoutes.new_token, { name })
        : api.request(apiRoutes.new_token, { dialogId: scope.dialogId, name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ApiTokenKeys.list(scope) }),
  });
}

export function useRevokeApiToken(scope: TApiTokenScope) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      scope.dialogId === null
        ? api.request(systemTokenRoutes.token_rm, { tokenId })
        : api.request(apiRoutes.rm, { tokenIds: [tokenId] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ApiTokenKeys.list(scope) }),
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
