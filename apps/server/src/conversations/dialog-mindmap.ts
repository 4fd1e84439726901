import { LLM_MODEL_TYPE_LABELS, type TMindmapTree } from '@app/contract';
import { buildMindmapMessages, parseMindmap } from '@app/retrieval';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { conversationMessages } from '../db/schema.js';
import { getOwnedDialog } from '../dialogs/get-owned-dialog.js';
import { fromLlmError } from '../llm/llm-service.js';
import type { ConversationDeps } from './conversation-deps.js';
import { getOwnedConversation } from './conversation-store.js';
import { dialogChatModel } from './dialog-chat-model.js';

/** Tokens of the outline the model writes (200 nodes of a few words). */
const MINDMAP_ANSWER_TOKENS = 2_048;

/**
 * `conversation/mindmap`: the outline of an assistant's answer drawn by its chat model (the
 * assistant's, else the user's default: without one, `LLM_NOT_CONFIGURED`), titled by the question
 * before it. Only a reply with text in a conversation with an assistant (`ASSISTANT_MINDMAP_UNAVAILABLE`).
 */
export async function answerMindmap(
  deps: ConversationDeps,
  ownerId: string,
  input: { conversation_id: string; message_id: string },
): Promise<{ mindmap: TMindmapTree }> {
  const conversation = await getOwnedConversation(deps.db, ownerId, input.conversation_id);
  const [message] = await deps.db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.id, input.message_id), eq(conversationMessages.conversationId, conversation.id)),
    );
  if (!message) throw new AppError('NOT_FOUND');
  if (!conversation.dialogId || message.role !== 'assistant' || message.content.trim() === '') {
    throw new AppError('ASSISTANT_MINDMAP_UNAVAILABLE');
  }
  const dialog = await getOwnedDialog(deps.db, ownerId, conversation.dialogId);
  const [question] = await deps.db
    .select({ content: conversationMessages.content })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversation.id),
        eq(conversationMessages.position, message.position - 1),
      ),
    );
  const chat = await dialogChatModel(deps.llm, ownerId, dialog.llmId);
  if (!chat) throw new AppError('LLM_NOT_CONFIGURED', { params: { kind: LLM_MODEL_TYPE_LABELS.chat } });
  const topic = question?.content ?? dialog.name;
  const [system, user] = buildMindmapMessages(topic, message.content);
  let text: string;
  try {
    const result = await chat.client.chat({
      system: system?.content ?? '',
      messages: [{ role: 'user', content: user?.content ?? '' }],
      maxOutputTokens: MINDMAP_ANSWER_TOKENS,
      temperature: 0,
    });
    text = result.text;
  } catch (error) {
    throw fromLlmError(error);
  }
  return { mindmap: parseMindmap(text, topic) ?? { title: topic.slice(0, 200), children: [] } };
}
