import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import {
  hasStatements,
  invalidateDocument,
  isRunning,
  useCancelTask,
  useRunTask,
  useTaskStatus,
} from '../../api/financial';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { buttonClass } from '../button-styles';
import { StatusBadge } from './status-badge';
import { TaskProgress } from './task-progress';

/**
 * The extraction of one document as it runs: its status and steps (polled), a cancel while it runs,
 * a retry once it failed or was cancelled (a new task), and the way to the audit once the
 * statements are ready. When the task settles, what is cached about the document is asked again.
 */
export function DocumentTask({
  documentId,
  taskId: firstTaskId,
  showReviewLink = true,
}: {
  documentId: string;
  taskId: string;
  /** Off on the audit screen itself, which then shows the statements. */
  showReviewLink?: boolean;
}) {
  const { t } = useAppTranslation();
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState(firstTaskId);
  const task = useTaskStatus(taskId);
  const cancel = useCancelTask();
  const run = useRunTask();
  const status = task.data?.status;

  useEffect(() => {
    if (status && !isRunning(status)) invalidateDocument(queryClient, documentId);
  }, [status, documentId, queryClient]);

  function handleCancel(): void {
    cancel.mutate(taskId);
  }

  function handleRetry(): void {
    run.mutate(documentId, { onSuccess: (answer) => setTaskId(answer.taskId) });
  }

  const actionError = [cancel.error, run.error, task.error].find((error) => error instanceof ApiError);
  return (
    <div className="flex flex-col gap-3" data-testid="document-task" data-status={status ?? 'pending'}>
      {task.data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusBadge status={task.data.status} testId="task-status" />
            <div className="flex flex-wrap gap-2">
              {isRunning(task.data.status) ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'px-3 py-1 text-xs')}
                  onClick={handleCancel}
                  disabled={cancel.isPending}
                  data-testid="task-cancel"
                >
                  {t('documents:task.cancel')}
                </button>
              ) : null}
              {task.data.status === 'failed' || task.data.status === 'cancelled' ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'px-3 py-1 text-xs')}
                  onClick={handleRetry}
                  disabled={run.isPending}
                  data-testid="task-retry"
                >
                  {t('documents:task.retry')}
                </button>
              ) : null}
              {showReviewLink && hasStatements(task.data.status) ? (
                <Link
                  to={`/documents/${documentId}/audit`}
                  className={buttonClass('primary', 'px-3 py-1 text-xs')}
                  data-testid="task-review"
                >
                  {t('documents:task.review')}
                </Link>
              ) : null}
            </div>
          </div>
          <TaskProgress status={task.data.status} currentStep={task.data.currentStep} progress={task.data.progress} />
          {task.data.status === 'failed' ? (
            <p role="alert" className="text-sm text-danger" data-testid="task-error">
              {task.data.error?.message ?? t('documents:task.failed')}
            </p>
          ) : null}
          {task.data.status === 'cancelled' ? (
            <p className="text-sm text-ink-muted">{t('documents:task.cancelled')}</p>
          ) : null}
          {task.data.status === 'completed' ? (
            <p className="text-sm text-ink-muted">{t('documents:task.superseded')}</p>
          ) : null}
          {hasStatements(task.data.status) ? <p className="text-sm text-success">{t('documents:task.ready')}</p> : null}
        </>
      ) : (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {t('common:loading')}
        </p>
      )}
      {actionError ? (
        <p role="alert" className="text-sm text-danger">
          {actionError.message}
        </p>
      ) : null}
    </div>
  );
}
