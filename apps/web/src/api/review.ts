import { reviewRoutes } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData } from './client';

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
