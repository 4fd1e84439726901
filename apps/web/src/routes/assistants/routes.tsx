import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n/lazy-namespaces';

/**
 * The assistants' list, loaded when opened with its messages and the knowledge-base area's (its
 * form reuses the retrieval sliders and pictures). An assistant's chat (`/assistants/:dialogId`)
 * lives in `routes/assistant-chat/`.
 */
export const assistantsRoutes: RouteObject[] = [
  {
    path: 'assistants',
    lazy: async () => {
      const [screen] = await Promise.all([import('./index'), loadNamespace('assistants'), loadNamespace('knowledge')]);
      return { Component: screen.AssistantsScreen };
    },
  },
];
