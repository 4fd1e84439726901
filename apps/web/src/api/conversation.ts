import { conversationRoutes, dialogRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';

/** One conversation in the history list. */
export type TConversationData = TResponseData<typeof conversationRoutes.list>[number];
/** A conversation with its messages. */
export type TConversationDetail = TResponseData<typeof conversationRoutes.get>;
export type TChatMessageData = TConversationDetail['messages'][number];
export type TChatToolCallData = TChatMessageData['toolCalls'][number];
export type TChatSourceData = TChatMessageData['sources'][number];
/** Data-sheet changes a reply proposed (`propose_data_sheet_changes`), previewed or refused, with the user's decision. */
export type TChatProposalData = NonNullable<TChatToolCallData['proposal']>;
/** One event of `conversation/completion` or `conversation/ask`, camelCase. */
export type TChatEventData = TResponseData<typeof conversationRoutes.completion>;

/** While another reply is streaming in a conversation, it is read again this often (ms). */
const STREAMING_POLL_MS = 1_000;

/** Query-key factory of the `conversation` area. */
export const ConversationKeys = {
  all: ['conversation'] as const,
  list: () => [...ConversationKeys.all, 'list'] as const,
  /** Under `list`, so whatever refreshes the history refreshes an assistant's too. */
  dialogList: (dialogId: string) => [...ConversationKeys.list(), 'dialog', dialogId] as const,
  assistant: (dialogId: string) => [...ConversationKeys.all, 'assistant', dialogId] as const,
  mindmap: (messageId: string) => [...ConversationKeys.all, 'mindmap', messageId] as const,
  detail: (conversationId: string) => [...ConversationKeys.all, 'detail', conversationId] as const,
  related: (question: string, dialogId?: string) =>
    [...ConversationKeys.all, 'related', question, ...(dialogId ? [dialogId] : [])] as const,
};

/**
 * The user's conversations with the general assistant, most recently active first; with `dialogId`,
 * those with that assistant over knowledge bases.
 */
export function useConversations(dialogId?: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: dialogId ? ConversationKeys.dialogList(dialogId) : ConversationKeys.list(),
    queryFn: () => api.request(conversationRoutes.list, dialogId ? { dialogId } : {}),
  });
}

/** The assistant over knowledge bases a conversation screen talks to (its name, whether it can answer). */
export function useAssistant(dialogId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ConversationKeys.assistant(dialogId),
    queryFn: () => api.request(dialogRoutes.get, { dialogId }),
  });
}

/** A mind map of an assistant's reply, drawn by the chat model once asked (`isAsked`); never retried. */
export function useMindmap(conversationId: string, messageId: string, isAsked: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ConversationKeys.mindmap(messageId),
    queryFn: () => api.request(conversationRoutes.mindmap, { conversationId, messageId }),
    enabled: isAsked,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * One conversation with its messages; read again every second while the server says a reply is
 * streaming in it (e.g. just stopped, until the server has saved where it stopped).
 */
export function useConversation(conversationId: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: ConversationKeys.detail(conversationId ?? ''),
    queryFn: () => api.request(conversationRoutes.get, { conversationId: conversationId ?? '' }),
    enabled: Boolean(conversationId),
    refetchInterval: (query) => (query.state.data?.isStreaming ? STREAMING_POLL_MS : false),
  });
}

/** A mutation after which the history list (and the conversation it touched) are read again. */
function useConversationMutation<TInput extends { conversationId?: string }, TOutput>(
  send: (input: TInput) => Promise<TOutput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_data, input) => {
      const refreshes = [queryClient.invalidateQueries({ queryKey: ConversationKeys.list() })];
      if (input.conversationId) {
        refreshes.push(queryClient.invalidateQueries({ queryKey: ConversationKeys.detail(input.conversationId) }));
      }
      await Promise.all(refreshes);
    },
  });
}

/** Creates a conversation (no id) or renames one. */
export function useSetConversation() {
  const { api } = useServices();
  return useConversationMutation((input: TRouteRequest<typeof conversationRoutes.set>) =>
    api.request(conversationRoutes.set, input),
  );
}

export function useRemoveConversations() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof conversationRoutes.rm>) => api.request(conversationRoutes.rm, input),
    onSuccess: async (_data, input) => {
      for (const id of input.conversationIds) queryClient.removeQueries({ queryKey: ConversationKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: ConversationKeys.list() });
    },
  });
}

/** Deletes a question and its reply. */
export function useDeleteMessage() {
  const { api } = useServices();
  return useConversationMutation((input: TRouteRequest<typeof conversationRoutes.delete_msg>) =>
    api.request(conversationRoutes.delete_msg, input),
  );
}

export function useThumbUp() {
  const { api } = useServices();
  return useConversationMutation((input: TRouteRequest<typeof conversationRoutes.thumbup>) =>
    api.request(conversationRoutes.thumbup, input),
  );
}

/**
 * Records the user's decision on changes a reply proposed (accepted once applied, or rejected);
 * the conversation is read again, so a reload shows the decision.
 */
export function useDecideProposal() {
  const { api } = useServices();
  return useConversationMutation((input: TRouteRequest<typeof conversationRoutes.decide_proposal>) =>
    api.request(conversationRoutes.decide_proposal, input),
  );
}

/**
 * Questions the user might ask next after `question` (the chat model suggests them; absent without a
 * question; with `dialogId`, that assistant's model, for its knowledge bases). Asked once per question in a visit, never retried: a failure just means no suggestions.
 */
export function useRelatedQuestions(question: string | undefined, dialogId?: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ConversationKeys.related(question ?? '', dialogId),
    queryFn: () =>
      api.request(conversationRoutes.related_questions, {
        question: question ?? '',
        ...(dialogId ? { dialogId } : {}),
      }),
    enabled: Boolean(question),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
