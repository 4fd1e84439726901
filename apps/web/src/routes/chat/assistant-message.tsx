import { CONVERSATION_LIMITS } from '@app/contract';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { MarkdownReply } from './markdown-reply';
import { ProposalCard } from './proposal-card';
import { ToolCallCard } from './tool-call-card';
import type { TDraftToolCall } from './utils/reply-draft';

/** One reply as the screen shows it, saved or streaming. */
export type TAssistantReply = {
  key: string;
  text: string;
  /** The model's reasoning, when it streams one (not saved with the reply). */
  reasoning?: string;
  toolCalls: TDraftToolCall[];
  sourceRefs: string[];
  status: 'streaming' | 'complete' | 'aborted' | 'error';
  error: { code: string; message: string } | null;
  model: string | null;
  usage: { inputTokens: number; outputTokens: number } | null;
  thumbup: boolean | null;
  /**
   * Where the user's decisions on proposed data-sheet changes are recorded: the saved message;
   * `unsaved` until the reply is saved (nothing can be decided yet); absent for a reply never saved (Ask).
   */
  proposalHost?: { conversationId: string; messageId: string } | 'unsaved';
};

/** What the user can do with a saved reply; absent while it streams. */
export type TReplyActions = {
  /** A thumb (null clears it); a thumbs-down may carry the user's feedback. */
  onThumb: (thumbup: boolean | null, feedback?: string) => void;
  /** Absent when the reply cannot be asked again (not the last, or its images are gone). */
  onRegenerate?: () => void;
  regenerateBlockedReason?: string;
};

/**
 * A reply: its tool cards, the Markdown text, how it ended, and copy, regenerate and thumbs. `body`
 * takes the text's place (an assistant over knowledge bases shows its answer with its passages).
 */
export function AssistantMessage({
  reply,
  actions,
  body,
}: {
  reply: TAssistantReply;
  actions?: TReplyActions;
  body?: ReactNode;
}) {
  const { t } = useAppTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const [isAskingFeedback, setIsAskingFeedback] = useState(false);
  const isWaiting = reply.status === 'streaming' && reply.text === '' && reply.toolCalls.length === 0;

  async function handleCopy(): Promise<void> {
    await navigator.clipboard?.writeText(reply.text);
    setIsCopied(true);
  }

  function handleThumbUp(): void {
    actions?.onThumb(reply.thumbup === true ? null : true);
  }

  function handleThumbDown(): void {
    const isClearing = reply.thumbup === false;
    actions?.onThumb(isClearing ? null : false);
    setIsAskingFeedback(!isClearing);
  }

  function handleFeedback(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const feedback = String(new FormData(event.currentTarget).get('feedback') ?? '').trim();
    if (feedback !== '') actions?.onThumb(false, feedback);
    setIsAskingFeedback(false);
  }

  return (
    <article
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface px-4 py-3"
      aria-busy={reply.status === 'streaming'}
      data-testid="chat-reply"
      data-status={reply.status}
    >
      <p className="text-xs font-medium text-ink-muted">{t('chat:message.assistant')}</p>
      {reply.toolCalls.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          {reply.toolCalls.map((call) => (
            <Fragment key={call.toolCallId}>
              <ToolCallCard call={call} messageKey={reply.key} />
              {call.result?.proposal ? (
                <ProposalCard proposal={call.result.proposal} host={proposalHostOf(reply, call.toolCallId)} />
              ) : null}
            </Fragment>
          ))}
        </div>
      ) : null}
      {reply.reasoning ? (
        <details className="text-xs text-ink-muted" data-testid="chat-reasoning">
          <summary className="cursor-pointer">{t('chat:message.reasoning')}</summary>
          <p className="mt-1 whitespace-pre-wrap">{reply.reasoning}</p>
        </details>
      ) : null}
      {isWaiting ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('chat:message.thinking')}
        </p>
      ) : (
        (body ?? <MarkdownReply text={reply.text} messageKey={reply.key} sourceRefs={reply.sourceRefs} />)
      )}
      {reply.status === 'aborted' ? (
        <p className="text-xs text-ink-muted" data-testid="chat-reply-stopped">
          {t('chat:message.stopped')}
        </p>
      ) : null}
      {reply.error ? (
        <p role="alert" className="text-sm text-danger" data-testid="chat-reply-error">
          {reply.error.message}
        </p>
      ) : null}
      {actions ? (
        <div className="flex flex-wrap items-center gap-1 text-xs text-ink-muted">
          <ActionButton onClick={handleCopy} testId="chat-copy">
            {isCopied ? t('chat:message.copied') : t('chat:message.copy')}
          </ActionButton>
          {actions.onRegenerate || actions.regenerateBlockedReason ? (
            <ActionButton
              onClick={actions.onRegenerate}
              title={actions.regenerateBlockedReason}
              testId="chat-regenerate"
            >
              {t('chat:message.regenerate')}
            </ActionButton>
          ) : null}
          <ActionButton
            onClick={handleThumbUp}
            isPressed={reply.thumbup === true}
            label={t('chat:message.thumbUp')}
            testId="chat-thumb-up"
          >
            <ThumbIcon />
          </ActionButton>
          <ActionButton
            onClick={handleThumbDown}
            isPressed={reply.thumbup === false}
            label={t('chat:message.thumbDown')}
            testId="chat-thumb-down"
          >
            <ThumbIcon isDown />
          </ActionButton>
          {reply.model ? <span className="ml-auto">{t('chat:message.model', { model: reply.model })}</span> : null}
          {reply.usage ? (
            <span className="tabular-nums">
              {t('chat:message.tokens', { input: reply.usage.inputTokens, output: reply.usage.outputTokens })}
            </span>
          ) : null}
        </div>
      ) : null}
      {actions && isAskingFeedback ? (
        <form onSubmit={handleFeedback} className="flex flex-wrap items-center gap-2" data-testid="chat-feedback-form">
          <input
            name="feedback"
            maxLength={CONVERSATION_LIMITS.feedbackChars}
            aria-label={t('chat:message.feedbackLabel')}
            placeholder={t('chat:message.feedbackLabel')}
            className="min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
          />
          <button
            type="submit"
            className="rounded px-2 py-1 text-xs text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            {t('chat:message.feedbackSend')}
          </button>
        </form>
      ) : null}
    </article>
  );
}

function proposalHostOf(reply: TAssistantReply, toolCallId: string) {
  const host = reply.proposalHost;
  if (reply.status === 'streaming' || host === 'unsaved') return 'unsaved';
  return host ? { ...host, toolCallId } : null;
}

function ActionButton({
  onClick,
  children,
  label,
  title,
  isPressed,
  testId,
}: {
  onClick: (() => void) | undefined;
  children: React.ReactNode;
  label?: string;
  title?: string;
  isPressed?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!onClick}
      aria-label={label}
      title={title ?? label}
      aria-pressed={isPressed}
      className={`rounded px-2 py-1 hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 ${isPressed ? 'bg-surface-muted text-ink' : ''}`}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A thumb, up or down (drawn, since not every system has an emoji font). */
function ThumbIcon({ isDown = false }: { isDown?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      className={isDown ? 'rotate-180' : undefined}
    >
      <path d="M7 10v10H4V10h3z" />
      <path d="M7 10l4-7a2 2 0 0 1 2 2v4h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 16.8 20H7" />
    </svg>
  );
}
