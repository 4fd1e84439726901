import { COMPLETION_BODY_LIMIT, conversationRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { relatedQuestions, runAsk } from '../../conversations/ask.js';
import type { ConversationDeps } from '../../conversations/conversation-deps.js';
import {
  deleteMessage,
  findConversations,
  getConversation,
  removeConversations,
  setConversation,
  thumbMessage,
} from '../../conversations/conversation-store.js';
import { decideProposal } from '../../conversations/decide-proposal.js';
import { answerMindmap } from '../../conversations/dialog-mindmap.js';
import { dialogRelatedQuestions } from '../../conversations/dialog-related-questions.js';
import { runCompletion } from '../../conversations/run-completion.js';
import { speakText } from '../../conversations/speak-text.js';
import { fromLlmError } from '../../llm/llm-service.js';
import { ownerOf, registerFileRoute, registerRoute, registerStreamRoute, sessionOf } from '../register-route.js';

/** The `conversation` area: the chat assistant's conversations, streamed replies and the model's Ask. */
export function registerConversationRoutes(app: FastifyInstance, deps: ConversationDeps): void {
  const routes = conversationRoutes;
  const ok = { ok: true } as const;

  registerRoute(app, routes.set, async (input, request) => setConversation(deps, ownerOf(request), input));
  registerRoute(app, routes.get, async (input, request) =>
    getConversation(deps, ownerOf(request), input.conversation_id, request.language),
  );
  registerRoute(app, routes.list, async (input, request) => findConversations(deps, ownerOf(request), input.dialog_id));
  registerRoute(app, routes.rm, async (input, request) => {
    await removeConversations(deps, ownerOf(request), input.conversation_ids);
    return ok;
  });
  registerRoute(app, routes.delete_msg, async (input, request) => {
    await deleteMessage(deps, ownerOf(request), input.conversation_id, input.message_id);
    return ok;
  });
  registerRoute(app, routes.thumbup, async (input, request) =>
    thumbMessage(deps, ownerOf(request), input, request.language),
  );
  registerRoute(app, routes.decide_proposal, async (input, request) =>
    decideProposal(deps, ownerOf(request), input, request.language),
  );
  registerFileRoute(app, routes.tts, async (input, request) => speakText(deps, ownerOf(request), input.text));
  registerRoute(app, routes.mindmap, async (input, request) => answerMindmap(deps, ownerOf(request), input));
  registerRoute(app, routes.related_questions, async (input, request) => {
    try {
      return input.dialog_id
        ? await dialogRelatedQuestions(deps, ownerOf(request), input.dialog_id, input.question)
        : await relatedQuestions(deps, ownerOf(request), input.question);
    } catch (error) {
      throw fromLlmError(error);
    }
  });
  registerStreamRoute(
    app,
    routes.completion,
    async (input, request, reply) => runCompletion(deps, sessionOf(request), input, request.language, reply),
    { bodyLimit: COMPLETION_BODY_LIMIT },
  );
  registerStreamRoute(app, routes.ask, async (input, request, reply) =>
    runAsk(deps, sessionOf(request), input, request.language, reply),
  );
}
