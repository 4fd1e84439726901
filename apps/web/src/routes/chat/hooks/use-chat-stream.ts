import { conversationRoutes } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConversationKeys } from '../../../api/conversation';
import { ApiError } from '../../../api/errors';
import { LlmKeys } from '../../../api/llm';
import { useServices } from '../../../app/services-context';
import type { TImageAttachment } from '../utils/image-attachments';
import { applyChatEvent, EMPTY_DRAFT, type TReplyDraft } from '../utils/reply-draft';

/** A question on its way, with the images it carries (shown until the saved messages hold it). */
export type TPendingQuestion = {
  conversationId: string;
  content: string;
  images: TImageAttachment[];
  /** Values of an assistant's prompt variables. */
  variables?: Record<string, string>;
};

/** `streaming` until the stream ends: `done`, `stopped` by the user, or `failed` (see `failure`). */
export type TStreamStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export type TChatStream = {
  question: TPendingQuestion;
  draft: TReplyDraft;
  status: TStreamStatus;
  /** Why the request failed before or while streaming (an `ApiError`, a `NetworkError`), or null. */
  failure: unknown;
};

/**
 * One reply at a time: `send` asks `conversation/completion` and folds its events into a draft as
 * they arrive; `stop` aborts the request (the server then stops the provider's request and saves the
 * reply as stopped). When the stream ends the conversation and the history are read again; the
 * draft stays until the saved messages hold it. Leaving the screen stops a reply that is streaming.
 */
export function useChatStream() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<TChatStream | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  /** The images of questions sent from this screen, by the saved question's id (for Regenerate). */
  const sentImagesRef = useRef(new Map<string, TImageAttachment[]>());

  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(
    async (question: TPendingQuestion) => {
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const update = (change: (current: TChatStream) => TChatStream) =>
        setStream((current) => (current ? change(current) : current));
      setStream({ question, draft: EMPTY_DRAFT, status: 'streaming', failure: null });
      const input = {
        conversationId: question.conversationId,
        content: question.content,
        ...(question.images.length > 0 ? { images: question.images.map((image) => image.base64) } : {}),
        ...(question.variables && Object.keys(question.variables).length > 0 ? { variables: question.variables } : {}),
      };
      try {
        for await (const event of api.stream(conversationRoutes.completion, input, controller.signal)) {
          if (event.type === 'start' && event.userMessageId) {
            sentImagesRef.current.set(event.userMessageId, question.images);
          }
          update((current) => ({ ...current, draft: applyChatEvent(current.draft, event) }));
        }
        update((current) => ({ ...current, status: current.draft.error ? 'failed' : 'done' }));
      } catch (failure) {
        if (controller.signal.aborted) {
          // Stopped before the server said what it saved: nothing to keep on screen.
          setStream((current) => (current?.draft.userMessageId ? { ...current, status: 'stopped' } : null));
        } else {
          update((current) => ({ ...current, status: 'failed', failure }));
          if (failure instanceof ApiError && failure.errorCode === 'LLM_NOT_CONFIGURED') {
            void queryClient.invalidateQueries({ queryKey: LlmKeys.tenant() });
          }
        }
      } finally {
        controllerRef.current = null;
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ConversationKeys.detail(question.conversationId) }),
          queryClient.invalidateQueries({ queryKey: ConversationKeys.list() }),
        ]);
      }
    },
    [api, queryClient],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);
  const sentImages = useCallback((userMessageId: string) => sentImagesRef.current.get(userMessageId), []);

  return { stream, isStreaming: stream?.status === 'streaming', send, stop, sentImages };
}
