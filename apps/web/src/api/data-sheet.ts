import { dataSheetRoutes, type TDataSheetModification } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData } from './client';
import { ModelKeys } from './model';

/** A previewed set of data-sheet modifications: each change before and after, the valuation before and after. */
export type TDataSheetPreviewData = TResponseData<typeof dataSheetRoutes.data_sheet_preview>;

/** Previews data-sheet modifications (`model/dcf/data_sheet/preview`); nothing is saved. */
export function usePreviewDataSheet() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { modelId: string; modifications: TDataSheetModification[] }) =>
      api.request(dataSheetRoutes.data_sheet_preview, input),
  });
}

/**
 * Applies accepted modifications as previewed (`model/dcf/data_sheet/apply`, refused if the model
 * was saved since): the answer's model, re-valued by the server, replaces the cached one.
 */
export function useApplyDataSheet() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { modelId: string; modifications: TDataSheetModification[]; updatedAt: string }) =>
      api.request(dataSheetRoutes.data_sheet_apply, input),
    onSuccess: (model) => {
      queryClient.setQueryData(ModelKeys.values(model.modelId), model);
      void queryClient.invalidateQueries({ queryKey: ModelKeys.list() });
    },
  });
}
