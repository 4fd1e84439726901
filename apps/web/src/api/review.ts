import { reviewNarrativeRoutes, reviewRoutes } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
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
export type TReviewNarrativeData = TResponseData<typeof reviewNarrativeRoutes.review_narrative>;
export type TReviewCellData = TReviewNarrativeData['cells'][number];
export type TReviewProposalData = NonNullable<TReviewNarrativeData['proposal']>;

/** Asks the user's chat model for a review of the model (or a follow-up with the earlier turns); nothing is saved. */
export function useReviewNarrative() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof reviewNarrativeRoutes.review_narrative>) =>
      api.request(reviewNarrativeRoutes.review_narrative, input),
  });
}
