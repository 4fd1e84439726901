import { llmRoutes, type TLlmModelType } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';

/** One model provider as the server describes it (fields, types, whether this build speaks it). */
export type TLlmFactoryData = TResponseData<typeof llmRoutes.factories>[number];
/** The user's models, grouped by factory. */
export type TMyLlmGroup = TResponseData<typeof llmRoutes.my_llms>[number];
export type TMyLlmData = TMyLlmGroup['models'][number];
/** The user's default models; `img2txt_id` keeps its wire name. */
export type TTenantInfoData = TResponseData<typeof llmRoutes.tenant_info>;

/** Query-key factory of the `llm` area. */
export const LlmKeys = {
  all: ['llm'] as const,
  factories: () => [...LlmKeys.all, 'factories'] as const,
  mine: () => [...LlmKeys.all, 'mine'] as const,
  usable: (modelType?: TLlmModelType) => [...LlmKeys.all, 'usable', modelType ?? 'all'] as const,
  tenant: () => [...LlmKeys.all, 'tenant'] as const,
};

/** The providers (they do not change while the app runs). */
export function useLlmFactories() {
  const { api } = useServices();
  return useQuery({
    queryKey: LlmKeys.factories(),
    queryFn: () => api.request(llmRoutes.factories),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMyLlms() {
  const { api } = useServices();
  return useQuery({ queryKey: LlmKeys.mine(), queryFn: () => api.request(llmRoutes.my_llms) });
}

export function useTenantInfo() {
  const { api } = useServices();
  return useQuery({ queryKey: LlmKeys.tenant(), queryFn: () => api.request(llmRoutes.tenant_info) });
}

/** A mutation after which the user's models and defaults are read again. */
function useLlmMutation<TInput, TOutput>(send: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LlmKeys.mine() });
      await queryClient.invalidateQueries({ queryKey: LlmKeys.tenant() });
      await queryClient.invalidateQueries({ queryKey: [...LlmKeys.all, 'usable'] });
    },
  });
}

export function useAddLlm() {
  const { api } = useServices();
  return useLlmMutation((input: TRouteRequest<typeof llmRoutes.add_llm>) => api.request(llmRoutes.add_llm, input));
}

export function useDeleteLlm() {
  const { api } = useServices();
  return useLlmMutation((input: TRouteRequest<typeof llmRoutes.delete_llm>) =>
    api.request(llmRoutes.delete_llm, input),
  );
}

export function useDeleteFactory() {
  const { api } = useServices();
  return useLlmMutation((input: TRouteRequest<typeof llmRoutes.delete_factory>) =>
    api.request(llmRoutes.delete_factory, input),
  );
}

export function useSetTenantInfo() {
  const { api } = useServices();
  return useLlmMutation((input: TRouteRequest<typeof llmRoutes.set_tenant_info>) =>
    api.request(llmRoutes.set_tenant_info, input),
  );
}

/** A real minimal request to the provider; its usage shows up in My models afterwards. */
export function useTestLlm() {
  const { api } = useServices();
  return useLlmMutation((input: TRouteRequest<typeof llmRoutes.test>) => api.request(llmRoutes.test, input));
}

/** The models a server the user runs serves (Ollama on 127.0.0.1:11434 by default). */
export function useLocalModels() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof llmRoutes.local_models>) => api.request(llmRoutes.local_models, input),
  });
}
