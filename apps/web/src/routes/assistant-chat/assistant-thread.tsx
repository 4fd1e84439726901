import { useEffect, useRef } from 'react';
import { type TChatMessageData, useConversation, useDeleteMessage, useThumbUp } from '../../api/conversation';
import { ApiError } from '../../api/errors';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AssistantMessage, type TAssistantReply } from '../chat/assistant-message';
import type { TChatStream } from '../chat/hooks/use-chat-stream';
import { RelatedQuestions } from '../chat/related-questions';
import { SourceList } from '../chat/source-list';
import { UserMessage } from '../chat/user-message';
import type { TChatPassageData } from '../chat/utils/reply-draft';
import { CitedAnswer } from './cited-answer';
import { MindmapButton } from './mindmap-view';
import { ReadAloudButton } from './read-aloud-button';

/**
 * A conversation with an assistant over knowledge bases: its opener and the saved messages, then the
 * question and reply on their way. Each answer shows its citations as numbered markers, the passages
 * it was given (cited ones first) and, once saved, a mind map on request. The last answer can be
 * asked again (its question and it deleted, the question sent anew, when it carried no image), and
 * the assistant's model suggests related questions under it.
 */
export function AssistantThread({
  conversationId,
  dialogId,
  stream,
  isStreaming,
  onSend,
  canReadAloud = false,
}: {
  conversationId: string;
  dialogId: string;
  /** The assistant has text-to-speech on: each finished reply can be read aloud. */
  canReadAloud?: boolean;
  stream: TChatStream | null;
  isStreaming: boolean;
  onSend: (content: string) => Promise<void>;
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
  const lastQuestion = saved
    .slice(0, lastReply ? saved.indexOf(lastReply) : 0)
    .findLast((item) => item.role === 'user');
  const answered =
    lastReply?.status === 'complete' && saved.at(-1) === lastReply && !showQuestion && !showReply && !pending?.failure
      ? lastQuestion
      : undefined;

  async function regenerate(message: TChatMessageData, question: TChatMessageData): Promise<void> {
    await deleteMessage.mutateAsync({ conversationId, messageId: message.id });
    await onSend(question.content);
  }

  function actionsFor(message: TChatMessageData) {
    const isRegenerable =
      message.id === lastReply?.id && canAct && lastQuestion !== undefined && lastQuestion.images.length === 0;
    return {
      onThumb: (thumbup: boolean | null, feedback?: string) =>
        thumb.mutate({ conversationId, messageId: message.id, thumbup, ...(feedback ? { feedback } : {}) }),
      onRegenerate: isRegenerable && lastQuestion ? () => void regenerate(message, lastQuestion) : undefined,
    };
  }

  const growth = `${saved.length}:${showQuestion}:${pending?.draft.text.length ?? 0}`;
  useEffect(() => {
    if (growth) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [growth]);

  if (conversation.error instanceof ApiError) {
    return (
      <p role="alert" className="text-sm text-danger" data-testid="assistant-conversation-error">
        {conversation.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="assistant-messages">
      {saved.map((message) =>
        message.role === 'user' ? (
          <UserMessage key={message.id} content={message.content} images={[]} imageCount={message.images.length} />
        ) : (
          <AssistantMessage
            key={message.id}
            reply={savedReply(message)}
            actions={actionsFor(message)}
            body={
              <AnswerBody
                text={message.content}
                passages={passagesOf(message)}
                mindmap={
                  message.status === 'complete' && passagesOf(message).length > 0 ? (
                    <MindmapButton conversationId={conversationId} messageId={message.id} />
                  ) : null
                }
                readAloud={
                  canReadAloud && message.status === 'complete' && message.content.trim() ? (
                    <ReadAloudButton text={message.content} />
                  ) : null
                }
              />
            }
          />
        ),
      )}
      {pending && showQuestion ? (
        <UserMessage content={pending.question.content} images={pending.question.images} imageCount={0} />
      ) : null}
      {pending && showReply ? (
        <AssistantMessage
          reply={draftReply(pending)}
          body={
            <AnswerBody text={pending.draft.text} passages={pending.draft.passages} mindmap={null} readAloud={null} />
          }
        />
      ) : null}
      {pending?.failure instanceof ApiError ? (
        <p role="alert" className="text-sm text-danger" data-testid="assistant-send-error">
          {pending.failure.fields[0]?.message ?? pending.failure.message}
        </p>
      ) : pending?.failure ? (
        <p role="alert" className="text-sm text-danger" data-testid="assistant-send-error">
          {t('chat:assistant.sendFailed')}
        </p>
      ) : null}
      {answered && canAct ? (
        <RelatedQuestions question={answered.content} onAsk={(question) => onSend(question)} dialogId={dialogId} />
      ) : null}
      <div ref={endRef} />
    </div>
  );
}

function AnswerBody({
  text,
  passages,
  mindmap,
  readAloud,
}: {
  text: string;
  passages: readonly TChatPassageData[];
  mindmap: React.ReactNode;
  readAloud: React.ReactNode;
}) {
  const { t } = useAppTranslation();
  const ordered = [...passages].sort((a, b) => Number(b.isCited) - Number(a.isCited));
  return (
    <div className="flex flex-col gap-2">
      <CitedAnswer text={text} passages={passages} />
      {ordered.length > 0 ? (
        <details className="text-xs" data-testid="assistant-passages">
          <summary className="cursor-pointer text-ink-muted">
            {t('chat:assistant.passages', { count: ordered.length })}
          </summary>
          <div className="mt-1">
            <SourceList sources={ordered} messageKey={text.slice(0, 16)} />
          </div>
        </details>
      ) : null}
      {readAloud}
      {mindmap}
    </div>
  );
}

function passagesOf(message: TChatMessageData): TChatPassageData[] {
  return message.sources.filter((source): source is TChatPassageData => source.kind === 'passage');
}

function savedReply(message: TChatMessageData): TAssistantReply {
  return {
    key: message.id,
    text: message.content,
    toolCalls: [],
    sourceRefs: [],
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
    text: draft.text,
    reasoning: draft.reasoning,
    toolCalls: [],
    sourceRefs: [],
    status:
      stream.status === 'streaming'
        ? 'streaming'
        : stream.status === 'stopped'
          ? 'aborted'
          : draft.error
            ? 'error'
            : 'complete',
    error: draft.error,
    model: draft.model || null,
    usage: draft.usage,
    thumbup: null,
  };
}
