import { dataSheetRoutes, reviewNarrativeRoutes, reviewRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';
import { ModelKeys } from './model';

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
/** The modifications of a previewed proposal, as `data_sheet/apply` takes them back. */
export type TReviewModificationData = Extract<TReviewProposalData, { status: 'previewed' }>['modifications'][number];

/** Asks the user's chat model for a review of the model (or a follow-up with the earlier turns); nothing is saved. */
export function useReviewNarrative() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof reviewNarrativeRoutes.review_narrative>) =>
      api.request(reviewNarrativeRoutes.review_narrative, input),
  });
}

/**
 * Applies the accepted changes of a review as previewed (`model/dcf/data_sheet/apply`, refused if
 * the model was saved since): the answer's model, re-valued by the server, replaces the cached one,
 * so every tab (and the rule checks, keyed by `updatedAt`) follows it.
 */
export function useApplyReviewChanges() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { modelId: string; modifications: TReviewModificationData[]; updatedAt: string }) =>
      api.request(dataSheetRoutes.data_sheet_apply, input),
    onSuccess: (model) => {
      queryClient.setQueryData(ModelKeys.values(model.modelId), model);
      void queryClient.invalidateQueries({ queryKey: ModelKeys.list() });
    },
  });
}
