/**
 * Query-key factory of the `financial_statements` and `financial_tasks` areas, in a module of its own:
 * the language switcher (in the first download) refreshes these queries without loading their hooks.
 */
export const DocumentKeys = {
  all: ['financial'] as const,
  list: () => [...DocumentKeys.all, 'list'] as const,
  info: (documentId: string) => [...DocumentKeys.all, 'info', documentId] as const,
  statements: (documentId: string) => [...DocumentKeys.all, 'statements', documentId] as const,
  picture: (statementId: string) => [...DocumentKeys.all, 'picture', statementId] as const,
  file: (documentId: string) => [...DocumentKeys.all, 'file', documentId] as const,
  task: (taskId: string) => [...DocumentKeys.all, 'task', taskId] as const,
};
