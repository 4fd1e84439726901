import { financialStatementRoutes, financialTaskRoutes, type TTaskStatus } from '@app/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';
import { DocumentKeys } from './financial-keys';

export { DocumentKeys };

/** One uploaded document's record (camelCase). */
export type TFinancialDocumentData = TResponseData<typeof financialStatementRoutes.info>;
/** One statement of a document, with its lines and formula checks. */
export type TStatementData = TResponseData<typeof financialStatementRoutes.statements>['statements'][number];
/** One line of a statement. */
export type TStatementLineData = TStatementData['lines'][number];
/** Where an extraction task stands. */
export type TTaskStatusData = TResponseData<typeof financialTaskRoutes.status>;
/** The source table of a statement as it was read. */
export type TTablePictureData = TResponseData<typeof financialStatementRoutes.table_picture>;
/** The answer to one upload request. */
export type TUploadData = TResponseData<typeof financialStatementRoutes.upload>;

/** How often a running extraction is asked about. */
export const TASK_POLL_MS = 600;

/** A task (or document) in one of these states is still running and is polled. */
export function isRunning(status: TTaskStatus | undefined): boolean {
  return status === 'pending' || status === 'processing';
}

/** The document has statements to audit (or confirmed ones). */
export function hasStatements(status: TTaskStatus): boolean {
  return status === 'awaiting_audit' || status === 'auditing' || status === 'confirmed';
}

/** The user's documents, newest first; polled while any of them is being extracted. */
export function useDocumentList() {
  const { api } = useServices();
  return useQuery({
    queryKey: DocumentKeys.list(),
    queryFn: () => api.request(financialStatementRoutes.list, { pageSize: 200 }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isRunning(item.status)) ? TASK_POLL_MS * 2 : false,
  });
}

/** One document's record. */
export function useDocumentInfo(documentId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: DocumentKeys.info(documentId),
    queryFn: () => api.request(financialStatementRoutes.info, { documentId }),
  });
}

/** A document's statements; asked for only once the document has some. */
export function useStatements(documentId: string, isEnabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: DocumentKeys.statements(documentId),
    queryFn: () => api.request(financialStatementRoutes.statements, { documentId }),
    enabled: isEnabled,
  });
}

/** The source table of a statement; it never changes, so it is kept. */
export function useTablePicture(statementId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: DocumentKeys.picture(statementId),
    queryFn: () => api.request(financialStatementRoutes.table_picture, { statementId }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The uploaded file's bytes (for the PDF view); kept while the audit screen is open. */
export function useDocumentFile(documentId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: DocumentKeys.file(documentId),
    queryFn: async () =>
      new Uint8Array(await (await api.download(financialStatementRoutes.file, { documentId })).blob.arrayBuffer()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

/** Uploads one file with what the user said about the company; answers with its outcome. */
export function useUploadDocument() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...input }: TRouteRequest<typeof financialStatementRoutes.upload> & { file: File }) =>
      api.upload(financialStatementRoutes.upload, input, [file]),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() }),
  });
}

/** Starts (or runs again) the extraction of a document; answers with the task to poll. */
export function useRunTask() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.request(financialTaskRoutes.run, { documentId }),
    onSuccess: (_task, documentId) => invalidateDocument(queryClient, documentId),
  });
}

/** Where a task stands, polled until it settles. */
export function useTaskStatus(taskId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: DocumentKeys.task(taskId ?? ''),
    queryFn: () => api.request(financialTaskRoutes.status, { taskId: taskId ?? '' }),
    enabled: taskId !== null,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data.status) ? false : TASK_POLL_MS),
  });
}

/** Cancels a pending or running task; the answer replaces its polled status. */
export function useCancelTask() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api.request(financialTaskRoutes.cancel, { taskId }),
    onSuccess: (task) => {
      queryClient.setQueryData(DocumentKeys.task(task.taskId), task);
      invalidateDocument(queryClient, task.documentId);
    },
  });
}

/** Deletes a document with its file, statements and tasks. */
export function useDeleteDocument() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.request(financialStatementRoutes.delete, { documentId }),
    onSuccess: (_ok, documentId) => {
      queryClient.removeQueries({ queryKey: DocumentKeys.info(documentId) });
      queryClient.removeQueries({ queryKey: DocumentKeys.statements(documentId) });
      void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() });
    },
  });
}

/** Forgets what is cached about a document, so the screens ask again. */
export function invalidateDocument(queryClient: QueryClient, documentId: string): void {
  void queryClient.invalidateQueries({ queryKey: DocumentKeys.info(documentId) });
  void queryClient.invalidateQueries({ queryKey: DocumentKeys.statements(documentId) });
  void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() });
}
