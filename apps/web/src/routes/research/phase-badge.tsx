import type { TResearchPhase } from '@app/contract';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { PHASE_LABELS } from './utils/labels';

/** A session's phase as a status badge: waiting for the user, working, done or failed. */
export function PhaseBadge({ phase, isWorking }: { phase: TResearchPhase; isWorking: boolean }) {
  const { t } = useAppTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${PHASE_TONES[toneOf(phase)]}`}
      data-testid="research-phase"
      data-phase={phase}
    >
      {isWorking ? <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" /> : null}
      {t(PHASE_LABELS[phase])}
    </span>
  );
}

type TTone = 'review' | 'working' | 'done' | 'failed';

const PHASE_TONES: Record<TTone, string> = {
  review: 'bg-warning/15 text-warning',
  working: 'bg-accent-soft text-accent',
  done: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
};

function toneOf(phase: TResearchPhase): TTone {
  if (phase === 'done') return 'done';
  if (phase === 'failed') return 'failed';
  return phase.endsWith('_review') ? 'review' : 'working';
}
