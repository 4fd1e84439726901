import { COMPLETION_BODY_LIMIT, apiRoutes as routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TApiCaller } from '../../api-tokens/api-caller.js';
import { createApiConversation } from '../../api-tokens/create-api-conversation.js';
import { getApiConversation } from '../../api-tokens/get-api-conversation.js';
import { runApiCompletion } from '../../api-tokens/run-api-completion.js';
import type { ConversationDeps } from '../../conversations/conversation-deps.js';
import { registerRoute, registerStreamRoute, sessionOf } from '../register-route.js';

/**
 * The public API's conversations with an assistant (`api/new_conversation`, `conversation`,
 * `completion`): the `conversation` area's operations for a script, with an assistant's token
 * bound to its assistant.
 */
export function registerApiConversationRoutes(app: FastifyInstance, deps: ConversationDeps): void {
  registerRoute(app, routes.new_conversation, async (input, request) =>
    createApiConversation(deps, callerOf(request), input),
  );

  registerRoute(app, routes.conversation, async (input, request) =>
    getApiConversation(deps, callerOf(request), input.conversation_id, request.language),
  );

  registerStreamRoute(
    app,
    routes.completion,
    async (input, request, reply) => runApiCompletion(deps, callerOf(request), input, request.language, reply),
    { bodyLimit: COMPLETION_BODY_LIMIT },
  );
}

function callerOf(request: FastifyRequest): TApiCaller {
  return { session: sessionOf(request), apiToken: request.apiToken };
}
