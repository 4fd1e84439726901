import { VALIDATION_MESSAGES } from '@app/contract';
import { useEffect, useRef } from 'react';
import { type TChatMessageData, useConversation, useDeleteMessage, useThumbUp } from '../../api/conversation';
import { ApiError, NetworkError } from '../../api/errors';
import { useTenantInfo } from '../../api/llm';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AssistantMessage, type TAssistantReply } from './assistant-message';
import type { TChatStream } from './hooks/use-chat-stream';
import { RelatedQuestions } from './related-questions';
import { UserMessage } from './user-message';
import type { TImageAttachment } from './utils/image-attachments';
import { draftSources } from './utils/reply-draft';

/**
 * The messages of one conversation: the saved ones, then the question and reply on their way (until
 * the saved messages hold them). Regenerate asks the last question again: the question and its
 * reply are deleted and the question sent anew, with its images when this screen still has them.
 */
export function ConversationView({
  conversationId,
  stream,
  isStreaming,
  onSend,
  sentImages,
}: {
  conversationId: string;
  stream: TChatStream | null;
  isStreaming: boolean;
  onSend: (content: string, images: TImageAttachment[]) => Promise<void>;
  sentImages: (userMessageId: string) => TImageAttachment[] | undefined;
}) {
  const { t } = useAppTranslation();
  const conversation = useConversation(conversationId);
  const thumb = useThumbUp();
  const deleteMessage = useDeleteMessage();
  const endRef = useRef<HTMLDivElement>(null);
  const saved = conversation.data?.messages ?? [];
  const savedIds = new Set(saved.map((message) => message.id));
  const pending = stream?.question.conversationId === conversationId ? stream : null;
  const showQuestion = pending && !(pending.draft.userMessageId && savedIds.has(pending.draft.userMessageId));
  const showReply =
    pending &&
    pending.draft.userMessageId !== null &&
    !(pending.draft.messageId && savedIds.has(pending.draft.messageId));
  const lastReply = saved.findLast((message) => message.role === 'assistant');
  const canAct = !isStreaming && !conversation.data?.isStreaming;
  const hasChatModel = Boolean(useTenantInfo().data?.llmId);
  // Follow-ups are suggested for the question the last reply answered, once that reply is complete.
  const answered =
    lastReply?.status === 'complete' && saved.at(-1) === lastReply && !showQuestion && !showReply && !pending?.failure
      ? saved.slice(0, -1).findLast((message) => message.role === 'user')
      : undefined;

  // Follow the conversation as it grows: new messages, and the reply as it streams.
  const growth = `${saved.length}:${showQuestion}:${pending?.draft.text.length ?? 0}`;
  useEffect(() => {
    if (growth) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [growth]);

  function actionsFor(message: TChatMessageData) {
    const question = saved.slice(0, saved.indexOf(message)).findLast((item) => item.role === 'user');
    const images = question && question.images.length > 0 ? sentImages(question.id) : [];
    const isLast = message.id === lastReply?.id;
    async function regenerate(): Promise<void> {
      if (!question || !images) return;
      await deleteMessage.mutateAsync({ conversationId, messageId: message.id });
      await onSend(question.content, images);
    }
    return {
      onThumb: (thumbup: boolean | null, feedback?: string) =>
        thumb.mutate({ conversationId, messageId: message.id, thumbup, ...(feedback ? { feedback } : {}) }),
      onRegenerate: isLast && canAct && question && images ? regenerate : undefined,
      regenerateBlockedReason: isLast && question && !images ? t('chat:message.regenerateImages') : undefined,
    };
  }

  if (conversation.error instanceof ApiError) {
    return (
      <p role="alert" className="text-sm text-danger" data-testid="chat-conversation-error">
        {conversation.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="chat-messages">
      {saved.map((message) =>
        message.role === 'user' ? (
          <UserMessage key={message.id} content={message.content} images={[]} imageCount={message.images.length} />
        ) : (
          <AssistantMessage
            key={message.id}
            reply={savedReply(message, conversationId)}
            actions={actionsFor(message)}
          />
        ),
      )}
      {pending && showQuestion ? (
        <UserMessage content={pending.question.content} images={pending.question.images} imageCount={0} />
      ) : null}
      {pending && showReply ? <AssistantMessage reply={draftReply(pending)} /> : null}
      {pending?.failure ? <StreamFailure stream={pending} /> : null}
      {answered && canAct && hasChatModel ? (
        <RelatedQuestions question={answered.content} onAsk={(question) => onSend(question, [])} />
      ) : null}
      <div ref={endRef} />
    </div>
  );
}

/** Why a question could not be asked, or a reply broke off: the server's message, else the catalogue's. */
function StreamFailure({ stream }: { stream: TChatStream }) {
  const { i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { failure } = stream;
  const hasImages = stream.question.images.length > 0;
  let message: string | null = null;
  if (failure instanceof ApiError) {
    if (failure.errorCode === 'LLM_NOT_CONFIGURED') return null;
    message = failure.fields[0]?.message ?? failure.message;
  } else if (failure instanceof NetworkError && hasImages) {
    message = VALIDATION_MESSAGES.image_upload_failed[language];
  } else if (!(failure instanceof NetworkError)) {
    message = hasImages ? VALIDATION_MESSAGES.image_processing_failed[language] : null;
  }
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger" data-testid="chat-send-error">
      {message}
    </p>
  );
}

function savedReply(message: TChatMessageData, conversationId: string): TAssistantReply {
  return {
    key: message.id,
    proposalHost: { conversationId, messageId: message.id },
    text: message.content,
    toolCalls: message.toolCalls.map((call) => ({
      toolCallId: call.toolCallId,
      name: call.name,
      input: call.input,
      result: call,
    })),
    sourceRefs: message.sources.map((source) => source.ref),
    status: message.status,
    error: message.error,
    model: message.model,
    usage: message.usage,
    thumbup: message.thumbup,
  };
}

function draftReply(stream: TChatStream): TAssistantReply {
  const { draft } = stream;
  return {
    key: draft.messageId ?? 'draft',
    // Its proposals are decided on the saved reply, which replaces this one.
    proposalHost: 'unsaved',
    text: draft.text,
    reasoning: draft.reasoning,
    toolCalls: draft.toolCalls,
    sourceRefs: draftSources(draft).map((source) => source.ref),
    status:
      stream.status === 'streaming'
        ? 'streaming'
        : stream.status === 'stopped'
          ? 'aborted'
          : draft.error
            ? 'error'
            : 'complete',
    error: draft.error,
    model: draft.model,
    usage: draft.usage,
    thumbup: null,
  };
}
