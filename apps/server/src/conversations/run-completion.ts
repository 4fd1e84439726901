import { randomUUID } from 'node:crypto';
import { CONVERSATION_LIMITS, detectImageType, type TLanguage } from '@app/contract';
import type { ModelMessage } from '@app/llm';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';
import { conversationMessages, conversations } from '../db/schema.js';
import { defaultClientFor } from '../llm/llm-service.js';
import type { ConversationDeps } from './conversation-deps.js';
import { claimStream, releaseStream } from './conversation-store.js';
import {
  endTurn,
  historyMessages,
  modelName,
  saveQuestion,
  saveReply,
  type THistoryRow,
  titleOf,
} from './conversation-turns.js';
import { runDialogCompletion } from './dialog-completion.js';
import { openEventStream } from './event-stream.js';
import { streamReply } from './stream-reply.js';

export type TCompletionInput = {
  conversation_id: string;
  content: string;
  images?: string[] | undefined;
  /** Values of an assistant's prompt variables. */
  variables?: Record<string, string> | undefined;
};

/**
 * `conversation/completion`. Before the stream opens (answered as the usual error envelope): the
 * conversation must be the user's, a chat model configured (`LLM_NOT_CONFIGURED`), the
 * conversation not full, and no other reply streaming in it (`CONVERSATION_BUSY`). The question and
 * its images are saved, the reply streamed (`streamReply`) and saved as it ended — complete,
 * stopped by the user, or failed — and the conversation freed.
 */
export async function runCompletion(
  deps: ConversationDeps,
  session: Session,
  input: TCompletionInput,
  language: TLanguage,
  reply: FastifyReply,
): Promise<void> {
  const ownerId = session.user.id;
  // Every query before the first token delays it: the model's lookup and the claim run together,
  // the history is read once the claim holds, and the question is saved alongside the provider's request.
  const [clientResult, claimResult] = await Promise.allSettled([
    defaultClientFor(deps.llm, ownerId, 'chat'),
    claimStream(deps, ownerId, input.conversation_id),
  ]);
  // A conversation with an assistant over knowledge bases answers from its passages, with or without a chat model.
  if (claimResult.status === 'fulfilled' && claimResult.value.dialogId) {
    const conversation = { ...claimResult.value, dialogId: claimResult.value.dialogId };
    return runDialogCompletion(deps, session, input, language, reply, conversation);
  }
  if (clientResult.status === 'rejected' || claimResult.status === 'rejected') {
    // Without a model nothing streams: a claim made meanwhile is given back.
    if (claimResult.status === 'fulfilled') await releaseStream(deps, claimResult.value.id);
    throw clientResult.status === 'rejected' ? clientResult.reason : (claimResult as PromiseRejectedResult).reason;
  }
  const client = clientResult.value;
  const conversation = claimResult.value;
  let history: THistoryRow[];
  try {
    history = await deps.db
      .select({
        position: conversationMessages.position,
        role: conversationMessages.role,
        content: conversationMessages.content,
        status: conversationMessages.status,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(asc(conversationMessages.position));
    const max = CONVERSATION_LIMITS.messagesPerConversation;
    if (history.length + 2 > max) throw new AppError('CONVERSATION_FULL', { params: { max } });
  } catch (error) {
    await releaseStream(deps, conversation.id);
    throw error;
  }
  const images = (input.images ?? []).map((base64) => {
    const bytes = Buffer.from(base64, 'base64');
    return { bytes, mediaType: detectImageType(bytes) ?? 'application/octet-stream' };
  });
  const position = (history.at(-1)?.position ?? -1) + 1;
  const userMessageId = randomUUID();
  // The question is saved while the provider thinks: started once its answer begins (or the reply
  // ends), so that no insert (an image is megabytes) runs on PGlite's thread before the request goes.
  let saved: Promise<unknown> | undefined;
  const saveOnce = () => {
    saved ??= Promise.all([
      saveQuestion(deps, { id: userMessageId, conversationId: conversation.id, position }, input.content, images),
      conversation.title
        ? undefined
        : deps.db
            .update(conversations)
            .set({ title: titleOf(input.content) })
            .where(eq(conversations.id, conversation.id)),
    ]);
    // Awaited after the reply; a failure must not go unhandled meanwhile.
    saved.catch(() => {});
    return saved;
  };

  const messageId = randomUUID();
  const stream = openEventStream(reply);
  try {
    stream.send({
      type: 'start',
      conversation_id: conversation.id,
      user_message_id: userMessageId,
      message_id: messageId,
      model: modelName(client),
    });
    const messages: ModelMessage[] = [
      ...historyMessages(history),
      {
        role: 'user',
        content: [
          { type: 'text', text: input.content },
          ...images.map((image) => ({ type: 'image' as const, image: image.bytes, mediaType: image.mediaType })),
        ],
      },
    ];
    const outcome = await streamReply(
      deps,
      { client, session, language, messages, messageId, onProviderAnswer: saveOnce },
      stream,
    );
    await saveOnce();
    await saveReply(
      deps,
      { id: messageId, conversationId: conversation.id, position },
      { ...outcome, model: modelName(client) },
    );
  } catch (error) {
    deps.log.error({ err: error, conversation: conversation.id }, 'chat reply not saved');
  } finally {
    await endTurn(deps, conversation.id, stream);
  }
}
