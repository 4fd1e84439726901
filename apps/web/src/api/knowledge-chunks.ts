import { chunkRoutes } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';
import { KnowledgeKeys } from './knowledge-keys';

/** A chunk of a document (camelCase, RAGFlow's field names). */
export type TChunkData = TResponseData<typeof chunkRoutes.get>;
/** A chunk a retrieval test found, with its scores and highlight. */
export type TRetrievedChunkData = TResponseData<typeof chunkRoutes.retrieval_test>['chunks'][number];
export type TRetrievalResultData = TResponseData<typeof chunkRoutes.retrieval_test>;
export type TKnowledgeGraphData = NonNullable<TResponseData<typeof chunkRoutes.knowledge_graph>['graph']>;

export const CHUNK_PAGE_SIZE = 30;

/** A page of a document's chunks in document order, with the document itself. */
export function useChunks(docId: string, keywords: string, page: number, available: 'all' | 0 | 1) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.chunkPage(docId, { keywords, page, available }),
    queryFn: () =>
      api.request(chunkRoutes.list, {
        docId,
        page,
        size: CHUNK_PAGE_SIZE,
        keywords: keywords || undefined,
        availableInt: available === 'all' ? undefined : available,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One chunk of a document (`chunk/get`), read again with the document's chunks; off without an id. */
export function useChunk(docId: string, chunkId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...KnowledgeKeys.chunks(docId), 'one', chunkId] as const,
    queryFn: () => api.request(chunkRoutes.get, { chunkId: chunkId ?? '' }),
    enabled: chunkId !== null,
  });
}

/** A mutation of a document's chunks, after which they (and the counts around them) are read again. */
function useChunkMutation<TInput, TOutput>(docId: string, send: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.chunks(docId) });
      void queryClient.invalidateQueries({ queryKey: [...KnowledgeKeys.all, 'documents'] });
      void queryClient.invalidateQueries({ queryKey: [...KnowledgeKeys.all, 'detail'] });
    },
  });
}

export function useCreateChunk(docId: string) {
  const { api } = useServices();
  return useChunkMutation(docId, (input: TRouteRequest<typeof chunkRoutes.create>) =>
    api.request(chunkRoutes.create, input),
  );
}

export function useSetChunk(docId: string) {
  const { api } = useServices();
  return useChunkMutation(docId, (input: TRouteRequest<typeof chunkRoutes.set>) => api.request(chunkRoutes.set, input));
}

/** Switches chunks on (1) or off (0). */
export function useSwitchChunks(docId: string) {
  const { api } = useServices();
  return useChunkMutation(docId, (input: TRouteRequest<typeof chunkRoutes.switch>) =>
    api.request(chunkRoutes.switch, input),
  );
}

export function useRemoveChunks(docId: string) {
  const { api } = useServices();
  return useChunkMutation(docId, (chunkIds: string[]) => api.request(chunkRoutes.rm, { docId, chunkIds }));
}

/** A retrieval test: a mutation, since every press of the button is a new search. */
export function useRetrievalTest() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof chunkRoutes.retrieval_test>) =>
      api.request(chunkRoutes.retrieval_test, input),
  });
}

/** A document's knowledge graph, or why it has none. */
export function useKnowledgeGraph(docId: string, isEnabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.graph(docId),
    queryFn: () => api.request(chunkRoutes.knowledge_graph, { docId }),
    enabled: isEnabled,
  });
}
