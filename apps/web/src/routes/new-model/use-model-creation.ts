import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { ModelKeys, modelValuesQuery, type TModelStatusData, useModelStatus } from '../../api/model';
import { useServices } from '../../app/services-context';

/** How long the success message stays before the model opens. */
export const SUCCESS_REDIRECT_MS = 700;

/** What the new-model screen shows about the model being created. */
export type TCreationView =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'starting' | 'processing'; progress: TModelStatusData['progress']; isSlow: boolean }
  | { phase: 'success'; modelId: string; seconds: number }
  | { phase: 'failure' | 'error' | 'timeout'; message: string | null; code: string | null };

/** A mutation that starts building a model (`model/dcf/base` or `model/dcf/private`) and answers with its id. */
export type TModelStart<TInput> = UseMutationResult<{ modelId: string }, Error, TInput>;

/**
 * The creation of a model as a state machine: send the start request (`create`), poll
 * `model/dcf/status` until it settles, then say so and open the model. A refusal, an error or a
 * timeout (of the job or of the request) shows the server's message and can be retried.
 */
export function useModelCreation<TInput>(create: TModelStart<TInput>) {
  const navigate = useNavigate();
  const [modelId, setModelId] = useState<string | null>(null);
  const startedAt = useRef(0);
  const status = useModelStatus(modelId);
  const view = viewOf(create, status, modelId, startedAt.current);

  const { api } = useServices();
  const queryClient = useQueryClient();
  const successId = view.phase === 'success' ? view.modelId : null;
  useEffect(() => {
    if (!successId) return;
    // While the success message shows, fetch the model and the model view's code.
    void queryClient.prefetchQuery(modelValuesQuery(api, successId));
    void queryClient.invalidateQueries({ queryKey: ModelKeys.list() });
    void import('../model-view');
    const timer = setTimeout(() => navigate(`/models/${successId}/overview`), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [successId, navigate, api, queryClient]);

  function start(input: TInput): void {
    setModelId(null);
    startedAt.current = Date.now();
    create.mutate(input, { onSuccess: (answer) => setModelId(answer.modelId) });
  }

  return { view, start };
}

function viewOf<TInput>(
  create: TModelStart<TInput>,
  status: ReturnType<typeof useModelStatus>,
  modelId: string | null,
  startedAt: number,
): TCreationView {
  if (create.isIdle) return { phase: 'idle' };
  if (create.isPending) return { phase: 'sending' };
  if (create.isError) return failed('error', create.error);
  if (status.isError) return failed('error', status.error);
  const data = status.data;
  if (!data || !modelId) return { phase: 'starting', progress: { annual: 0, quarterly: 0 }, isSlow: false };
  switch (data.status) {
    case 'starting':
    case 'processing':
      return { phase: data.status, progress: data.progress, isSlow: data.isSlow };
    case 'success':
      return { phase: 'success', modelId, seconds: Math.max(0, status.dataUpdatedAt - startedAt) / 1000 };
    default:
      return { phase: data.status, message: data.error?.message ?? null, code: data.error?.code ?? null };
  }
}

function failed(phase: 'error' | 'timeout', error: Error): TCreationView {
  if (error instanceof ApiError) {
    return {
      phase: error.errorCode.includes('TIMEOUT') ? 'timeout' : phase,
      message: error.message,
      code: error.errorCode,
    };
  }
  // A network failure has already raised its own toast; the panel offers a retry.
  return { phase, message: null, code: null };
}
