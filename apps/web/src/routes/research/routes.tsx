import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n/lazy-namespaces';

/**
 * Deep research, loaded when opened with its messages: the list with the new-research form
 * (`/research`), and one session (`/research/:researchId`) with its plan, actions, activities and
 * report (its Markdown renderer loads with it).
 */
export const researchRoutes: RouteObject[] = [
  {
    path: 'research',
    lazy: async () => {
      const [screen] = await Promise.all([import('./index'), loadNamespace('research')]);
      return { Component: screen.ResearchListScreen };
    },
  },
  {
    path: 'research/:researchId',
    lazy: async () => {
      const [screen] = await Promise.all([import('./session'), loadNamespace('research')]);
      return { Component: screen.ResearchSessionScreen };
    },
  },
];
