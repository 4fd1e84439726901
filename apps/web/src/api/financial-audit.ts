import { financialStatementRoutes } from '@app/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';
import { DocumentKeys, invalidateDocument, type TFinancialDocumentData, type TStatementData } from './financial';

type TStatementsCache = TResponseData<typeof financialStatementRoutes.statements>;

/**
 * The audit edits of `financial_statements`. Every edit answers with the whole statement, its
 * formula checks recomputed: it replaces the cached one, and the document's record (now `auditing`)
 * is asked for again.
 */
export function useAuditEdits(documentId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();

  function onStatement(statement: TStatementData): void {
    replaceStatement(queryClient, documentId, statement);
    void queryClient.invalidateQueries({ queryKey: DocumentKeys.info(documentId) });
    void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() });
  }

  const updateLine = useMutation({
    mutationFn: (input: TRouteRequest<typeof financialStatementRoutes.update_line>) =>
      api.request(financialStatementRoutes.update_line, input),
    onSuccess: onStatement,
  });
  const addLine = useMutation({
    mutationFn: (input: TRouteRequest<typeof financialStatementRoutes.add_line>) =>
      api.request(financialStatementRoutes.add_line, input),
    onSuccess: onStatement,
  });
  const deleteLine = useMutation({
    mutationFn: (lineId: string) => api.request(financialStatementRoutes.delete_line, { lineId }),
    onSuccess: onStatement,
  });
  const revise = useMutation({
    mutationFn: (input: TRouteRequest<typeof financialStatementRoutes.revise>) =>
      api.request(financialStatementRoutes.revise, input),
    onSuccess: onStatement,
  });
  return { updateLine, addLine, deleteLine, revise };
}

/** The document-wide audit actions: re-extract, confirm, unconfirm, and the record's own fields. */
export function useDocumentActions(documentId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();

  function onDocument(document: TFinancialDocumentData): void {
    queryClient.setQueryData(DocumentKeys.info(documentId), document);
    void queryClient.invalidateQueries({ queryKey: DocumentKeys.statements(documentId) });
    void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() });
  }

  const reextract = useMutation({
    mutationFn: () => api.request(financialStatementRoutes.reextract, { documentId }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: DocumentKeys.statements(documentId) });
      invalidateDocument(queryClient, documentId);
    },
  });
  const confirm = useMutation({
    mutationFn: (acknowledgeGaps: boolean) =>
      api.request(financialStatementRoutes.confirm, { documentId, acknowledgeGaps }),
    onSuccess: onDocument,
  });
  const unconfirm = useMutation({
    mutationFn: () => api.request(financialStatementRoutes.unconfirm, { documentId }),
    onSuccess: onDocument,
  });
  const update = useMutation({
    mutationFn: (input: Omit<TRouteRequest<typeof financialStatementRoutes.update>, 'documentId'>) =>
      api.request(financialStatementRoutes.update, { documentId, ...input }),
    onSuccess: (document) => {
      queryClient.setQueryData(DocumentKeys.info(documentId), document);
      void queryClient.invalidateQueries({ queryKey: DocumentKeys.list() });
    },
  });
  return { reextract, confirm, unconfirm, update };
}

function replaceStatement(queryClient: QueryClient, documentId: string, statement: TStatementData): void {
  queryClient.setQueryData<TStatementsCache>(DocumentKeys.statements(documentId), (cached) =>
    cached
      ? {
          ...cached,
          status: statement.status === 'auditing' ? 'auditing' : cached.status,
          statements: cached.statements.map((item) => (item.statementId === statement.statementId ? statement : item)),
        }
      : cached,
  );
}

/** The statement edits of one document, as `useAuditEdits` gives them. */
export type TAuditEdits = ReturnType<typeof useAuditEdits>;
