import { TASK_STEPS, type TTaskStatus, type TTaskStep } from '@app/contract';
import { hasStatements, isRunning } from '../../api/financial';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { Figure } from '../model/figure';
import { STEP_LABELS } from './labels';

/** Where one step stands in a task. */
type TStepState = 'done' | 'current' | 'failed' | 'waiting';

const STEP_STATE_LABELS = {
  done: 'documents:task.stepDone',
  current: 'documents:task.stepCurrent',
  failed: 'documents:task.stepFailed',
  waiting: 'documents:task.stepWaiting',
} as const satisfies Record<TStepState, string>;

const STEP_MARKS: Record<TStepState, string> = {
  done: 'border-success bg-success text-accent-ink',
  current: 'border-accent bg-accent-soft text-accent animate-pulse',
  failed: 'border-danger bg-danger-soft text-danger',
  waiting: 'border-line-strong bg-surface text-ink-muted',
};

/**
 * The four steps of an extraction (parsing → extracting → categorizing → validating), each done,
 * in progress, failed or waiting, with the percent done of the whole task.
 */
export function TaskProgress({
  status,
  currentStep,
  progress,
}: {
  status: TTaskStatus;
  currentStep: TTaskStep | null;
  progress: number;
}) {
  const { t } = useAppTranslation();
  const shown = isFinished(status) ? 100 : Math.round(progress);
  return (
    <div className="flex flex-col gap-3" data-testid="task-progress" data-status={status} data-step={currentStep ?? ''}>
      <ol className="grid gap-2 sm:grid-cols-4">
        {TASK_STEPS.map((step, index) => {
          const state = stepState(step, index, status, currentStep);
          return (
            <li
              key={step}
              className="flex items-center gap-2 text-sm"
              data-testid={`task-step-${step}`}
              data-state={state}
            >
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold ${STEP_MARKS[state]}`}
              >
                {state === 'done' ? '✓' : state === 'failed' ? '!' : index + 1}
              </span>
              <span className={state === 'waiting' ? 'text-ink-muted' : 'text-ink'}>
                {t(STEP_LABELS[step])}
                <span className="sr-only"> ({t(STEP_STATE_LABELS[state])})</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('documents:task.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className={`h-full rounded-full transition-[width] ${status === 'failed' ? 'bg-danger' : 'bg-accent'}`}
            style={{ width: `${shown}%` }}
          />
        </div>
        <Figure value={shown / 100} kind="percent" digits={0} className="w-12 text-right text-sm text-ink" />
      </div>
    </div>
  );
}

function stepState(step: TTaskStep, index: number, status: TTaskStatus, currentStep: TTaskStep | null): TStepState {
  if (isFinished(status)) return 'done';
  const currentIndex = currentStep ? TASK_STEPS.indexOf(currentStep) : -1;
  if (index < currentIndex) return 'done';
  if (step !== currentStep) return 'waiting';
  if (status === 'failed') return 'failed';
  return isRunning(status) ? 'current' : 'waiting';
}

/** Every step ran: the statements are out (or a newer task has replaced them). */
function isFinished(status: TTaskStatus): boolean {
  return hasStatements(status) || status === 'completed';
}
