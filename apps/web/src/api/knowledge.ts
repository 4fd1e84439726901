import { kbRoutes, llmRoutes, type TLlmModelType } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';
import { KnowledgeKeys } from './knowledge-keys';
import { LlmKeys } from './llm';

export { KnowledgeKeys };

/** A knowledge base with its settings and counts (camelCase). */
export type TKnowledgeBaseData = TResponseData<typeof kbRoutes.detail>;
/** The settings of a chunk method, as stored. */
export type TParserConfigData = TKnowledgeBaseData['parserConfig'];
/** One model the user can use, of any type. */
export type TUsableLlmData = TResponseData<typeof llmRoutes.list>[number];

/** Knowledge bases shown per page of the list. */
export const KB_PAGE_SIZE = 24;

/** A page of the user's knowledge bases, filtered by name; the previous page stays on screen while the next loads. */
export function useKnowledgeBases(keywords: string, page: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.list({ keywords, page }),
    queryFn: () =>
      api.request(kbRoutes.list, {
        keywords: keywords || undefined,
        page,
        pageSize: KB_PAGE_SIZE,
        orderby: 'update_time',
        desc: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One knowledge base. */
export function useKnowledgeBase(kbId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.detail(kbId),
    queryFn: () => api.request(kbRoutes.detail, { kbId }),
  });
}

export function useCreateKnowledgeBase() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof kbRoutes.create>) => api.request(kbRoutes.create, input),
    onSuccess: (kb) => {
      queryClient.setQueryData(KnowledgeKeys.detail(kb.id), kb);
      void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.lists() });
    },
  });
}

/** Saves settings; the answer replaces the cached knowledge base. */
export function useUpdateKnowledgeBase() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof kbRoutes.update>) => api.request(kbRoutes.update, input),
    onSuccess: (kb) => {
      queryClient.setQueryData(KnowledgeKeys.detail(kb.id), kb);
      void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.lists() });
    },
  });
}

/** Deletes a knowledge base with its documents and chunks. */
export function useRemoveKnowledgeBase() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kbId: string) => api.request(kbRoutes.rm, { kbId }),
    onSuccess: (_ok, kbId) => {
      queryClient.removeQueries({ queryKey: KnowledgeKeys.detail(kbId) });
      queryClient.removeQueries({ queryKey: KnowledgeKeys.documents(kbId) });
      void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.lists() });
    },
  });
}

/** The models of one type the user can use (the built-in embedding model included), defaults marked. */
export function useUsableLlms(modelType: TLlmModelType) {
  const { api } = useServices();
  return useQuery({
    queryKey: LlmKeys.usable(modelType),
    queryFn: () => api.request(llmRoutes.list, { modelType }),
  });
}
