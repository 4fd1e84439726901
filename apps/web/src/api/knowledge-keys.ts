/**
 * Query-key factory of the knowledge-base areas (`kb`, `document`, `chunk`), in a module of its own:
 * the language switcher (in the first download) refreshes these queries — the server words parse
 * progress and errors in the reader's language — without loading their hooks.
 */
export const KnowledgeKeys = {
  all: ['knowledge'] as const,
  lists: () => [...KnowledgeKeys.all, 'list'] as const,
  list: (params: { keywords: string; page: number }) => [...KnowledgeKeys.lists(), params] as const,
  detail: (kbId: string) => [...KnowledgeKeys.all, 'detail', kbId] as const,
  documents: (kbId: string) => [...KnowledgeKeys.all, 'documents', kbId] as const,
  documentPage: (kbId: string, params: { keywords: string; page: number; pageSize: number }) =>
    [...KnowledgeKeys.documents(kbId), params] as const,
  /** Under the knowledge base's documents, so that what refreshes them (a parse ending) refreshes these too. */
  thumbnails: (kbId: string, docIds: readonly string[]) =>
    [...KnowledgeKeys.documents(kbId), 'thumbnails', ...docIds] as const,
  documentInfos: (docIds: readonly string[]) => [...KnowledgeKeys.all, 'document-infos', ...docIds] as const,
  chunks: (docId: string) => [...KnowledgeKeys.all, 'chunks', docId] as const,
  chunkPage: (docId: string, params: { keywords: string; page: number; available: 'all' | 0 | 1 }) =>
    [...KnowledgeKeys.chunks(docId), params] as const,
  graph: (docId: string) => [...KnowledgeKeys.all, 'graph', docId] as const,
  filePick: (kbId: string, keywords: string) => [...KnowledgeKeys.all, 'file-pick', kbId, keywords] as const,
};
