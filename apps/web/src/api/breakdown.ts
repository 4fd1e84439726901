import { breakdownRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData } from './client';
import { ModelKeys } from './model';

/** The breakdowns a model's filing offers, its choice and the default. */
export type TBreakdownOptionsData = TResponseData<typeof breakdownRoutes.breakdown_by>;
/** A breakdown's history with its check per year and its forecast per line. */
export type TBreakdownData = TResponseData<typeof breakdownRoutes.breakdown_data>;

/** Query-key factory of a model's revenue breakdown. */
export const BreakdownKeys = {
  all: ['breakdown'] as const,
  model: (modelId: string) => [...BreakdownKeys.all, modelId] as const,
  options: (modelId: string) => [...BreakdownKeys.model(modelId), 'by'] as const,
  /** `version`: the model's `updatedAt`, so a save of the model (here or elsewhere) reads the forecast again. */
  data: (modelId: string, breakdownId: string | null, version: string) =>
    [...BreakdownKeys.model(modelId), 'data', breakdownId, version] as const,
};

/** The breakdowns the company's annual report offers (`breakdown/by`). */
export function useBreakdownOptions(modelId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: BreakdownKeys.options(modelId),
    queryFn: () => api.request(breakdownRoutes.breakdown_by, { modelId }),
    staleTime: 60_000,
    // A missing filing is an answer, not a glitch: shown with Retry at once.
    retry: false,
  });
}

/** A breakdown's history and forecast (`breakdown/data`); null asks for the model's own (else the starter). */
export function useBreakdownData(modelId: string, breakdownId: string | null, version: string, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: BreakdownKeys.data(modelId, breakdownId, version),
    queryFn: () => api.request(breakdownRoutes.breakdown_data, { modelId, ...(breakdownId ? { breakdownId } : {}) }),
    enabled,
    retry: false,
  });
}

/** Uses a breakdown for the model's revenue (`breakdown/revenue_details/add`). */
export function useChooseBreakdown() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { modelId: string; breakdownId: string; version: string }) =>
      api.request(breakdownRoutes.breakdown_revenue_details_add, {
        modelId: input.modelId,
        breakdownId: input.breakdownId,
      }),
    onSuccess: (data, input) => {
      queryClient.setQueryData(BreakdownKeys.data(data.modelId, data.breakdown.breakdownId, input.version), data);
      queryClient.setQueryData(BreakdownKeys.data(data.modelId, null, input.version), data);
      void queryClient.invalidateQueries({ queryKey: BreakdownKeys.options(data.modelId) });
    },
  });
}

/**
 * Changes one line's growth for one forecast year (`breakdown/cell_change`): the answer's model
 * (re-valued by the server) replaces the cached model, and its breakdown the cached breakdown.
 */
export function useChangeBreakdownCell() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { modelId: string; breakdownId: string; member: string; fiscalYear: number; growth: number }) =>
      api.request(breakdownRoutes.breakdown_cell_change, input),
    onSuccess: ({ data, model }) => {
      queryClient.setQueryData(ModelKeys.values(model.modelId), model);
      queryClient.setQueryData(BreakdownKeys.data(data.modelId, data.breakdown.breakdownId, model.updatedAt), data);
      queryClient.setQueryData(BreakdownKeys.data(data.modelId, null, model.updatedAt), data);
      void queryClient.invalidateQueries({ queryKey: BreakdownKeys.options(data.modelId) });
      void queryClient.invalidateQueries({ queryKey: ModelKeys.list() });
    },
  });
}
