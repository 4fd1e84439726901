import { reviewNarrativeRoutes, reviewRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';

/** A model's review as the app holds it (a suggestion's `assumptions` keep the engine's keys). */
export type TModelReviewData = TResponseData<typeof reviewRoutes.review>;
export type TReviewFindingData = TModelReviewData['findings'][number];

/** Query-key factory of `model/dcf/review` (one finding per code: codes key the list). */
export const ReviewKeys = {
  all: ['model', 'review'] as const,
  /** Per saved version of the model: a save (`updatedAt`) asks for the review again. */
  review: (modelId: string, updatedAt: string) => [...ReviewKeys.all, modelId, updatedAt] as const,
};

/** The rule checks of a model as saved at `updatedAt`. */
export function useModelReview(modelId: string, updatedAt: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ReviewKeys.review(modelId, updatedAt),
    queryFn: () => api.request(reviewRoutes.review, { modelId }),
    // The previous review stays on screen while the saved model's is asked for.
    placeholderData: (previous) => previous,
  });
}

/** The chat model's narrative review: its text, the cells and filings it cites, its proposed changes previewed or refused. */
export type TReviewNarrativeData = TResponseData<
  typeof reviewNarrativeRoutes.review_narrative_history
>['exchanges'][number]['narrative'];
export type TReviewCellData = TReviewNarrativeData['cells'][number];
export type TReviewProposalData = NonNullable<TReviewNarrativeData['proposal']>;
/** A model's stored AI review: each exchange (question, answer, decision on its proposal), and whether it is full. */
export type TReviewConversationData = TResponseData<typeof reviewNarrativeRoutes.review_narrative_history>;
export type TReviewExchangeData = TReviewConversationData['exchanges'][number];
export type TReviewDecisionData = NonNullable<TReviewExchangeData['decision']>;

/** Query-key factory of the stored AI review. */
export const ReviewNarrativeKeys = {
  all: ['model', 'review-narrative'] as const,
  history: (modelId: string) => [...ReviewNarrativeKeys.all, modelId] as const,
};

/** The model's stored AI review (`review/narrative/history`); not asked for without a chat model. */
export function useReviewConversation(modelId: string, isEnabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ReviewNarrativeKeys.history(modelId),
    queryFn: () => api.request(reviewNarrativeRoutes.review_narrative_history, { modelId }),
    enabled: isEnabled,
  });
}

/**
 * Asks the user's chat model for a review of the model (no question: the stored review starts
 * anew) or a follow-up (the server sends the stored turns back); the answer is kept with the model
 * and added to the cached conversation.
 */
export function useReviewNarrative() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof reviewNarrativeRoutes.review_narrative>) =>
      api.request(reviewNarrativeRoutes.review_narrative, input),
    onSuccess: ({ exchangeId, ...narrative }, input) => {
      const question = input.question ? input.question : null;
      const exchange: TReviewExchangeData = {
        id: exchangeId,
        question,
        narrative,
        decision: null,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<TReviewConversationData>(ReviewNarrativeKeys.history(input.modelId), (current) => ({
        modelId: input.modelId,
        exchanges: question === null || !current ? [exchange] : [...current.exchanges, exchange],
        isFull: current?.isFull ?? false,
      }));
      void queryClient.invalidateQueries({ queryKey: ReviewNarrativeKeys.history(input.modelId) });
    },
    // Refused (e.g. the review filled up in another tab): the stored review says how it stands.
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: ReviewNarrativeKeys.history(input.modelId) }),
  });
}

/** Records the decision on an exchange's proposal (once); the answer is the stored conversation. */
export function useDecideReviewProposal() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof reviewNarrativeRoutes.review_narrative_decide_proposal>) =>
      api.request(reviewNarrativeRoutes.review_narrative_decide_proposal, input),
    onSuccess: (conversation) =>
      queryClient.setQueryData(ReviewNarrativeKeys.history(conversation.modelId), conversation),
    // Not recorded (decided elsewhere first): the stored review shows the decision that stands.
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: ReviewNarrativeKeys.history(input.modelId) }),
  });
}

/** Starts the model's AI review over (`review/narrative/clear`). */
export function useClearReviewConversation() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof reviewNarrativeRoutes.review_narrative_clear>) =>
      api.request(reviewNarrativeRoutes.review_narrative_clear, input),
    onSuccess: (conversation) =>
      queryClient.setQueryData(ReviewNarrativeKeys.history(conversation.modelId), conversation),
  });
}
