import type { TLanguage } from '@app/contract';
import { AppError } from '../app-error.js';
import type { ConversationDeps } from '../conversations/conversation-deps.js';
import { getConversation } from '../conversations/conversation-store.js';
import { mayUseConversation, type TApiCaller } from './api-caller.js';

/**
 * `api/conversation`: a conversation with an assistant and its messages, as `conversation/get`
 * reads it. The general assistant's conversations, and for an assistant's token another
 * assistant's, are not found.
 */
export async function getApiConversation(
  deps: ConversationDeps,
  caller: TApiCaller,
  conversationId: string,
  language: TLanguage,
) {
  const conversation = await getConversation(deps, caller.session.user.id, conversationId, language);
  if (!mayUseConversation(caller, conversation.dialog_id)) throw new AppError('NOT_FOUND');
  return conversation;
}
