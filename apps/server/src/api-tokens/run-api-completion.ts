import type { TLanguage } from '@app/contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AppError } from '../app-error.js';
import type { ConversationDeps } from '../conversations/conversation-deps.js';
import { getOwnedConversation } from '../conversations/conversation-store.js';
import { runCompletion, type TCompletionInput } from '../conversations/run-completion.js';
import { conversationMessages } from '../db/schema.js';
import { mayUseConversation, type TApiCaller } from './api-caller.js';
import { recordApiTokenUse } from './record-api-token-use.js';

/**
 * `api/completion`: a question in a conversation with an assistant, answered as
 * `conversation/completion` streams it. Afterwards the model tokens the answer reported are added to
 * the token's day (an extractive answer, made without a model, reports none).
 */
export async function runApiCompletion(
  deps: ConversationDeps,
  caller: TApiCaller,
  input: TCompletionInput,
  language: TLanguage,
  reply: FastifyReply,
): Promise<void> {
  const ownerId = caller.session.user.id;
  const conversation = await getOwnedConversation(deps.db, ownerId, input.conversation_id);
  if (!mayUseConversation(caller, conversation.dialogId)) throw new AppError('NOT_FOUND');
  const startedAt = deps.now();
  await runCompletion(deps, caller.session, input, language, reply);
  if (!caller.apiToken) return;
  const [answer] = await deps.db
    .select({ usage: conversationMessages.usage })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversation.id),
        eq(conversationMessages.role, 'assistant'),
        gte(conversationMessages.createdAt, startedAt),
      ),
    )
    .orderBy(desc(conversationMessages.position))
    .limit(1);
  const usage = answer?.usage;
  const tokens = usage ? usage.input_tokens + usage.output_tokens : 0;
  if (tokens > 0) await recordApiTokenUse(deps.db, caller.apiToken.id, { tokens }, deps.now());
}
