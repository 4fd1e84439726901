import type { TConversation } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { ConversationDeps } from '../conversations/conversation-deps.js';
import { setConversation } from '../conversations/conversation-store.js';
import { conversations } from '../db/schema.js';
import { boundDialogOf, type TApiCaller } from './api-caller.js';
import { recordApiTokenUse } from './record-api-token-use.js';

/**
 * `api/new_conversation`: a conversation with an assistant, as `conversation/set` opens one. An
 * assistant's token talks to its own assistant (another `dialog_id` is not found); any other
 * caller names one of the owner's assistants. A token's conversation is marked as its, and counted
 * in the token's day.
 */
export async function createApiConversation(
  deps: ConversationDeps,
  caller: TApiCaller,
  input: { dialog_id?: string | undefined },
): Promise<TConversation> {
  const bound = boundDialogOf(caller);
  if (bound !== null && input.dialog_id !== undefined && input.dialog_id !== bound) throw new AppError('NOT_FOUND');
  const dialogId = input.dialog_id ?? bound;
  if (dialogId === null) throw new AppError('API_DIALOG_REQUIRED');
  const conversation = await setConversation(deps, caller.session.user.id, { dialog_id: dialogId });
  if (caller.apiToken) {
    await deps.db
      .update(conversations)
      .set({ apiTokenId: caller.apiToken.id })
      .where(eq(conversations.id, conversation.id));
    await recordApiTokenUse(deps.db, caller.apiToken.id, { conversations: 1 }, deps.now());
  }
  return conversation;
}
