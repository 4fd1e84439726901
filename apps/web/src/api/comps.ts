import { compsRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData } from './client';

/** A model's comparables: peers, their inputs and multiples, and the multiples' summary. */
export type TCompsData = TResponseData<typeof compsRoutes.comps_ticker>;
/** One peer of the Comparables tab. */
export type TCompsPeerData = TCompsData['peers'][number];
/** One multiple over the peers. */
export type TCompsSummaryData = TCompsData['summary'][number];

/** Query-key factory of the comparables. */
export const CompsKeys = {
  all: ['comps'] as const,
  model: (modelId: string) => [...CompsKeys.all, 'model', modelId] as const,
};

/** The model's peers (saved or default) with their multiples at the model's valuation date. */
export function useModelComps(modelId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: CompsKeys.model(modelId),
    queryFn: () => api.request(compsRoutes.comps_ticker, { modelId }),
    staleTime: 60_000,
  });
}

/** Saves the peer set by ticker (`null` returns to the default peers); the answer replaces the cache. */
export function useSaveComps() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { modelId: string; tickers: string[] | null }) =>
      api.request(compsRoutes.comps_ticker_save, input),
    onSuccess: (comps) => {
      queryClient.setQueryData(CompsKeys.model(comps.modelId), comps);
    },
  });
}
