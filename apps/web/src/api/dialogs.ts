import { dialogRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TResponseData, TRouteRequest } from './client';

/** A chat assistant with its knowledge bases' names and whether it can answer yet (camelCase). */
export type TDialogData = TResponseData<typeof dialogRoutes.get>;

/** Query-key factory of the `dialog` area. */
export const DialogKeys = {
  all: ['dialogs'] as const,
  list: () => [...DialogKeys.all, 'list'] as const,
  detail: (dialogId: string) => [...DialogKeys.all, 'detail', dialogId] as const,
};

/** Every assistant of the user, most recently changed first. */
export function useDialogs() {
  const { api } = useServices();
  return useQuery({ queryKey: DialogKeys.list(), queryFn: () => api.request(dialogRoutes.list) });
}

/** Creates an assistant (no `dialogId`) or saves one; the answer replaces the cached one. */
export function useSetDialog() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof dialogRoutes.set>) => api.request(dialogRoutes.set, input),
    onSuccess: (dialog) => {
      queryClient.setQueryData(DialogKeys.detail(dialog.id), dialog);
      void queryClient.invalidateQueries({ queryKey: DialogKeys.list() });
    },
  });
}

/** Deletes an assistant with its conversations. */
export function useRemoveDialog() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dialogId: string) => api.request(dialogRoutes.rm, { dialogIds: [dialogId] }),
    onSuccess: (_ok, dialogId) => {
      queryClient.removeQueries({ queryKey: DialogKeys.detail(dialogId) });
      void queryClient.invalidateQueries({ queryKey: DialogKeys.list() });
    },
  });
}
