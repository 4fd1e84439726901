import { CONVERSATION_LIMITS, LLM_MODEL_TYPE_LABELS } from '@app/contract';
import { buildRelatedQuestionsMessages, parseRelatedQuestions } from '@app/retrieval';
import { AppError } from '../app-error.js';
import { getOwnedDialog } from '../dialogs/get-owned-dialog.js';
import type { ConversationDeps } from './conversation-deps.js';
import { dialogChatModel } from './dialog-chat-model.js';

/**
 * `related_questions` for an assistant over knowledge bases: searches its knowledge bases could
 * answer next, by its chat model (none: `LLM_NOT_CONFIGURED`), not the valuation assistant's prompt.
 */
export async function dialogRelatedQuestions(
  deps: ConversationDeps,
  ownerId: string,
  dialogId: string,
  question: string,
): Promise<{ questions: string[] }> {
  const dialog = await getOwnedDialog(deps.db, ownerId, dialogId);
  const chat = await dialogChatModel(deps.llm, ownerId, dialog.llmId);
  if (!chat) throw new AppError('LLM_NOT_CONFIGURED', { params: { kind: LLM_MODEL_TYPE_LABELS.chat } });
  const count = CONVERSATION_LIMITS.relatedQuestions;
  const [system, user] = buildRelatedQuestionsMessages(question, count);
  const result = await chat.client.chat({
    system: system?.content ?? '',
    messages: [{ role: 'user', content: user?.content ?? question }],
    maxOutputTokens: 400,
  });
  return { questions: parseRelatedQuestions(result.text, count) };
}
