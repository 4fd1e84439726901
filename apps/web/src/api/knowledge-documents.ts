import { documentRoutes, file2documentRoutes, fileRoutes, KB_RUN } from '@app/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';
import { KnowledgeKeys } from './knowledge-keys';

/** A document of a knowledge base with its last parse (camelCase). */
export type TKbDocumentData = TResponseData<typeof documentRoutes.infos>[number];
/** A page of documents. */
export type TKbDocumentPage = TResponseData<typeof documentRoutes.list>;
/** What an upload did with each file. */
export type TKbUploadData = TResponseData<typeof documentRoutes.upload>;
/** A file of the file manager, with the folders above it. */
export type TPickedFileData = TResponseData<typeof fileRoutes.pick>['files'][number];

/** A running parse is asked about this often (ms): often enough to watch it move, one small request. */
export const PARSE_POLL_MS = 1_500;

export const DOCUMENT_PAGE_SIZE = 30;

/** A page of a knowledge base's documents, newest first, filtered by name. */
export function useKbDocuments(kbId: string, keywords: string, page: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.documentPage(kbId, { keywords, page, pageSize: DOCUMENT_PAGE_SIZE }),
    queryFn: () =>
      api.request(documentRoutes.list, { kbId, keywords: keywords || undefined, page, pageSize: DOCUMENT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/**
 * While documents of the page are being parsed, asks for just those (`document/infos`) every
 * `PARSE_POLL_MS` and writes the answers into the page; once one of them stops running, the page and
 * the knowledge base's counts are read again.
 */
export function usePollRunningDocuments(kbId: string, pageKey: readonly unknown[], docs: readonly TKbDocumentData[]) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const runningIds = docs.filter((doc) => doc.run === KB_RUN.RUNNING).map((doc) => doc.id);
  useQuery({
    queryKey: KnowledgeKeys.documentInfos(runningIds),
    queryFn: async () => {
      const fresh = await api.request(documentRoutes.infos, { docIds: runningIds });
      queryClient.setQueryData<TKbDocumentPage>(pageKey, (current) =>
        current
          ? { ...current, docs: current.docs.map((doc) => fresh.find((item) => item.id === doc.id) ?? doc) }
          : current,
      );
      if (fresh.length < runningIds.length || fresh.some((doc) => doc.run !== KB_RUN.RUNNING)) {
        invalidateKnowledgeBase(queryClient, kbId);
      }
      return fresh;
    },
    enabled: runningIds.length > 0,
    refetchInterval: PARSE_POLL_MS,
    gcTime: 0,
  });
}

/** The pictures of documents' first pages that their parses drew (null: none, the screen shows the kind). */
export function useDocumentThumbnails(kbId: string, docIds: readonly string[]) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.thumbnails(kbId, docIds),
    queryFn: () => api.request(documentRoutes.thumbnails, { docIds: [...docIds] }),
    enabled: docIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The documents and the counts of a knowledge base are read again. */
export function invalidateKnowledgeBase(queryClient: QueryClient, kbId: string): void {
  void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.documents(kbId) });
  void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.detail(kbId) });
  void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.lists() });
}

/** A mutation of a knowledge base's documents, after which its documents and counts are read again. */
function useDocumentMutation<TInput, TOutput>(kbId: string, send: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => invalidateKnowledgeBase(queryClient, kbId) });
}

/** Uploads files (and, with `parse`, starts parsing each one kept). */
export function useUploadDocuments(kbId: string) {
  const { api } = useServices();
  return useDocumentMutation(kbId, ({ files, parse }: { files: readonly File[]; parse: boolean }) =>
    api.upload(parse ? documentRoutes.upload_and_parse : documentRoutes.upload, { kbId }, files),
  );
}

export function useCreateDocument(kbId: string) {
  const { api } = useServices();
  return useDocumentMutation(kbId, (input: TRouteRequest<typeof documentRoutes.create>) =>
    api.request(documentRoutes.create, input),
  );
}

export function useWebCrawl(kbId: string) {
  const { api } = useServices();
  return useDocumentMutation(kbId, (input: TRouteRequest<typeof documentRoutes.web_crawl>) =>
    api.request(documentRoutes.web_crawl, input),
  );
}

export function useRenameDocument(kbId: string) {
  const { api } = useServices();
  return useDocumentMutation(kbId, (input: TRouteRequest<typeof documentRoutes.rename>) =>
    api.request(documentRoutes.rename, input),
  );
}

export function useRemoveDocuments(kbId: string) {
  const { api } = useServices();
  return useDocumentMutation(kbId, (docIds: string[]) => api.request(documentRoutes.rm, { docIds }));
}

export function useChangeDocumentStatus(kbId: string) {
  const { api } = useServices();
  return useDocumentMutation(kbId, (input: TRouteRequest<typeof documentRoutes.change_status>) =>
    api.request(documentRoutes.change_status, input),
  );
}

export function useChangeParser(kbId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof documentRoutes.change_parser>) =>
      api.request(documentRoutes.change_parser, input),
    onSuccess: (doc) => {
      invalidateKnowledgeBase(queryClient, kbId);
      void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.chunks(doc.id) });
    },
  });
}

/** Starts (run 1) or cancels (run 2) parses. */
export function useRunDocuments(kbId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof documentRoutes.run>) => api.request(documentRoutes.run, input),
    onSuccess: (docs) => {
      invalidateKnowledgeBase(queryClient, kbId);
      for (const doc of docs) void queryClient.invalidateQueries({ queryKey: KnowledgeKeys.chunks(doc.id) });
    },
  });
}

/** A document's file, as stored. */
export function useDownloadDocument() {
  const { api } = useServices();
  return useMutation({ mutationFn: (docId: string) => api.download(documentRoutes.get, { docId }) });
}

/** Copies a document into the private-company statements flow and starts its extraction. */
export function useExtractStatements() {
  const { api } = useServices();
  return useMutation({ mutationFn: (docId: string) => api.request(documentRoutes.extract_statements, { docId }) });
}

/** Files of the file manager whose name holds the keywords (any folder); those already in this knowledge base are marked. */
export function usePickFiles(kbId: string, keywords: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: KnowledgeKeys.filePick(kbId, keywords),
    queryFn: () => api.request(fileRoutes.pick, { keywords, kbId }),
    placeholderData: keepPreviousData,
  });
}

/** Adds files of the file manager to the knowledge base as documents (linked, not copied). */
export function useConvertFiles(kbId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileIds: string[]) => api.request(file2documentRoutes.convert, { fileIds, kbIds: [kbId] }),
    onSuccess: () => {
      invalidateKnowledgeBase(queryClient, kbId);
      void queryClient.invalidateQueries({ queryKey: [...KnowledgeKeys.all, 'file-pick', kbId] });
    },
  });
}
