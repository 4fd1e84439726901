import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n/lazy-namespaces';

/** A screen of the knowledge-base area, loaded on demand with the area's messages. */
async function screen(load: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [Component] = await Promise.all([load(), loadNamespace('knowledge')]);
  return { Component };
}

/**
 * The knowledge-base screens: the list, a knowledge base's tabs (dataset, retrieval testing,
 * configuration, financial statement extraction) and a document's chunks. Every one loads when opened.
 */
export const knowledgeRoutes: RouteObject[] = [
  { path: 'knowledge', lazy: () => screen(async () => (await import('./index')).KnowledgeListScreen) },
  {
    path: 'knowledge/:kbId',
    lazy: () => screen(async () => (await import('../knowledge-base')).KnowledgeBaseScreen),
    children: [
      { index: true, element: <Navigate to="dataset" replace /> },
      { path: 'dataset', lazy: () => screen(async () => (await import('../knowledge-base/dataset')).DatasetTab) },
      {
        path: 'retrieval',
        lazy: () => screen(async () => (await import('../knowledge-base/retrieval')).RetrievalTab),
      },
      {
        path: 'configuration',
        lazy: () => screen(async () => (await import('../knowledge-base/configuration')).ConfigurationTab),
      },
      {
        path: 'statements',
        lazy: () => screen(async () => (await import('../knowledge-base/statements')).StatementsTab),
      },
    ],
  },
  {
    path: 'knowledge/:kbId/documents/:docId',
    lazy: () => screen(async () => (await import('../knowledge-chunks')).ChunksScreen),
  },
];
