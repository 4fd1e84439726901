import type { RouteObject } from 'react-router';

/** An assistant's chat, loaded when opened (with the chat's Markdown renderer). */
export const assistantChatRoutes: RouteObject[] = [
  {
    path: 'assistants/:dialogId/:conversationId?',
    lazy: async () => ({ Component: (await import('./index')).AssistantChatScreen }),
  },
];
