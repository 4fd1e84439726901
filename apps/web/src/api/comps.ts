import { compsProposalRoutes, compsRoutes, type TRouteInput } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { Camelize } from './case';
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

/** Peers proposed by the chat model or found by filters, each with its check against the SEC data. */
export type TCompsProposalsData = TResponseData<typeof compsProposalRoutes.comps_ticker_propose>;
/** One proposed peer. */
export type TCompsProposalData = TCompsProposalsData['proposals'][number];

/** Asks the user's chat model for peers following an instruction; nothing is saved. */
export function useProposePeers() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { modelId: string; instruction: string }) =>
      api.request(compsProposalRoutes.comps_ticker_propose, input),
  });
}

/** Structured filters of a search, as the client sends them (camelCase). */
export type TCompsFiltersInput = Camelize<TRouteInput<typeof compsProposalRoutes.comps_ticker_search>>['filters'];

/** Searches the SEC data for peers by structured filters; nothing is saved. */
export function useSearchPeers() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { modelId: string; filters: TCompsFiltersInput }) =>
      api.request(compsProposalRoutes.comps_ticker_search, input),
  });
}
