import type { TCollectionState } from '@app/contract';
import type { TResearchData } from '../../../api/research';
import { formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { COLLECTION_STATE_LABELS, EVENT_MESSAGE_LABELS } from '../utils/labels';
import { SourceList } from './source-list';

/**
 * The information collection as it happens: the call budget used, each event (state badge,
 * requirement, query, depth, message) in order, and the sources found. While work runs the events
 * arrive through the session's stream, so the list grows on screen.
 */
export function Activities({ research }: { research: TResearchData }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const { callsUsed, callBudget } = research;
  const share = callBudget > 0 ? Math.min(1, callsUsed / callBudget) : 0;
  const isIncomplete =
    !research.collectionComplete && research.phase === 'collection_review' && research.events.length > 0;
  return (
    <section
      aria-labelledby="research-activities-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm"
      data-testid="research-activities"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="research-activities-title" className="text-lg font-semibold text-ink">
          {t('research:activities.title')}
        </h2>
        <div className="flex min-w-48 flex-col gap-1 text-xs text-ink-muted">
          <span className="tabular-nums" data-testid="research-budget">
            {t('research:activities.budget', {
              used: formatNumber(callsUsed, language),
              budget: formatNumber(callBudget, language),
            })}
          </span>
          <div
            role="progressbar"
            aria-label={t('research:activities.budgetLabel')}
            aria-valuemin={0}
            aria-valuemax={callBudget}
            aria-valuenow={callsUsed}
            className="h-1.5 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full bg-accent" style={{ width: `${share * 100}%` }} />
          </div>
        </div>
      </div>
      {isIncomplete ? (
        <p className="text-sm text-warning" data-testid="research-incomplete">
          {t('research:activities.incomplete')}
        </p>
      ) : null}
      {research.events.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('research:activities.empty')}</p>
      ) : (
        <ol
          className="flex max-h-96 flex-col gap-1 overflow-y-auto text-sm"
          aria-live={research.working ? 'polite' : undefined}
          aria-relevant="additions"
          data-testid="research-events"
        >
          {research.events.map((event) => (
            <li
              key={event.seq}
              className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 border-b border-line py-1 last:border-0"
              data-testid="research-event"
              data-state={event.state}
            >
              <StateBadge state={event.state} />
              {event.requirementId ? (
                <span className="font-mono text-xs text-ink" data-testid="research-event-requirement">
                  {event.requirementId}
                </span>
              ) : null}
              {event.query ? <span className="text-ink">{event.query}</span> : null}
              {event.depth !== undefined && event.depth > 0 ? (
                <span className="text-xs text-ink-muted">{t('research:activities.depth', { depth: event.depth })}</span>
              ) : null}
              {event.message ? <span className="text-xs text-ink-muted">{messageOf(event.message, t)}</span> : null}
            </li>
          ))}
        </ol>
      )}
      <SourceList sources={research.sources} />
    </section>
  );
}

/** A collection state as a badge, coloured by how it went. */
function StateBadge({ state }: { state: TCollectionState }) {
  const { t } = useAppTranslation();
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATE_TONES[state]}`}
      data-testid="research-event-state"
    >
      {t(COLLECTION_STATE_LABELS[state])}
    </span>
  );
}

const FAILED = 'bg-danger-soft text-danger';
const DONE = 'bg-success-soft text-success';
const RUNNING = 'bg-accent-soft text-accent';
const STATE_TONES: Record<TCollectionState, string> = {
  in_progress: RUNNING,
  searching: RUNNING,
  search_complete: DONE,
  completed: DONE,
  collection_complete: DONE,
  error: FAILED,
  search_error: FAILED,
  node_error: FAILED,
  unknown: 'bg-surface-muted text-ink-muted',
};

/** The collection's own messages in the reader's language; an error's text as it came. */
function messageOf(message: string, t: ReturnType<typeof useAppTranslation>['t']): string {
  const key = EVENT_MESSAGE_LABELS[message];
  return key ? t(key) : message;
}
