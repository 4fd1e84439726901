import { modelRoutes, queryRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TApiClient, TResponseData, TRouteRequest } from './client';

/** A model as the app holds it (camelCase; `modelInput` keeps the engine's own keys). */
export type TModelValuesData = TResponseData<typeof modelRoutes.values>;
/** How the user reads a model (report unit, sensitivity grid…), as the app holds it. */
export type TModelSettingsData = TModelValuesData['settings'];
/** Where a model creation stands. */
export type TModelStatusData = TResponseData<typeof modelRoutes.status>;
/** One row of "My models". */
export type TModelListItem = TResponseData<typeof modelRoutes.list>['items'][number];
/** One company found by the ticker search. */
export type TTickerHitData = TResponseData<typeof queryRoutes.searchTicker>['items'][number];

/** How often a model being built is asked about. */
export const STATUS_POLL_MS = 300;

/** Query-key factory of the `model/dcf` and `query` areas. */
export const ModelKeys = {
  all: ['model'] as const,
  list: () => [...ModelKeys.all, 'list'] as const,
  values: (modelId: string) => [...ModelKeys.all, 'values', modelId] as const,
  status: (modelId: string) => [...ModelKeys.all, 'status', modelId] as const,
  search: (keyword: string) => ['query', 'search-ticker', keyword] as const,
};

/** Companies matching a ticker or name; nothing is asked for an empty keyword. */
export function useTickerSearch(keyword: string) {
  const { api } = useServices();
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ModelKeys.search(trimmed.toLowerCase()),
    queryFn: () => api.request(queryRoutes.searchTicker, { keyword: trimmed, limit: 8 }),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
    // The previous suggestions stay while the next ones load, so the list does not flicker as you type.
    placeholderData: (previous) => previous,
  });
}

/** Starts building a model; answers with its id (then poll `useModelStatus`). */
export function useCreateModel() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof modelRoutes.base>) => api.request(modelRoutes.base, input),
  });
}

/** Starts building a private company's model from a document's confirmed statements (then poll `useModelStatus`). */
export function useCreatePrivateModel() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof modelRoutes.private>) => api.request(modelRoutes.private, input),
  });
}

/** The status of a model being built, polled until it settles. */
export function useModelStatus(modelId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ModelKeys.status(modelId ?? ''),
    queryFn: () => api.request(modelRoutes.status, { modelId: modelId ?? '' }),
    enabled: modelId !== null,
    retry: false,
    gcTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || status === 'starting' || status === 'processing' ? STATUS_POLL_MS : false;
    },
  });
}

/** The query of a model's values (shared by the model view and the prefetch after creation). */
export function modelValuesQuery(api: TApiClient, modelId: string) {
  return { queryKey: ModelKeys.values(modelId), queryFn: () => api.request(modelRoutes.values, { modelId }) };
}

/** A model's values: company, market inputs, the engine input and the headline results. */
export function useModelValues(modelId: string) {
  const { api } = useServices();
  return useQuery(modelValuesQuery(api, modelId));
}

/** Renames a model or saves (or, with `null`, resets) its assumptions; the answer replaces the cached model. */
export function useUpdateModel() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      modelId: string;
      name?: string;
      assumptions?: Record<string, unknown> | null;
      settings?: TModelSettingsData | null;
    }) => api.request(modelRoutes.update, input),
    onSuccess: (values) => {
      queryClient.setQueryData(ModelKeys.values(values.modelId), values);
      void queryClient.invalidateQueries({ queryKey: ModelKeys.list() });
    },
  });
}

/** The signed-in user's models, newest first. */
export function useModelList() {
  const { api } = useServices();
  return useQuery({ queryKey: ModelKeys.list(), queryFn: () => api.request(modelRoutes.list) });
}

/** Deletes a model and forgets it. */
export function useDeleteModel() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: string) => api.request(modelRoutes.delete, { modelId }),
    onSuccess: (_ok, modelId) => {
      queryClient.removeQueries({ queryKey: ModelKeys.values(modelId) });
      void queryClient.invalidateQueries({ queryKey: ModelKeys.list() });
    },
  });
}
