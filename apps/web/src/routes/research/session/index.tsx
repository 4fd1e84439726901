import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { type TResearchData, useResearch, useResearchFeedback } from '../../../api/research';
import { buttonClass, LINK_CLASS } from '../../../components/button-styles';
import { LoadError, LoadingStatus } from '../../../components/query-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { PhaseBadge } from '../phase-badge';
import { REPORT_LANGUAGE_LABELS, REPORT_TYPE_LABELS } from '../utils/labels';
import { ActionsBar } from './actions-bar';
import { Activities } from './activities';
import { useResearchEvents } from './hooks/use-research-events';
import { PlanCard } from './plan-card';
import { ReportCard } from './report-card';

/**
 * One research session: its phase, the breakdown items, the plan card, the actions its phase takes,
 * a failure with Retry, the collection's activities (live while work runs) and the report.
 */
export function ResearchSessionScreen() {
  const { t } = useAppTranslation();
  const { researchId = '' } = useParams();
  // The session whose event stream failed: it is read every 2 s while its work runs.
  const [streamDownFor, setStreamDownFor] = useState<string | null>(null);
  const isStreamDown = streamDownFor === researchId;
  const research = useResearch(researchId, isStreamDown);
  useResearchEvents(research.data, isStreamDown, setStreamDownFor);
  useDocumentTitle(research.data?.title ?? t('research:list.title'));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5" data-testid="research-session">
      <Link to="/research" className={`${LINK_CLASS} self-start text-sm`} data-testid="research-back">
        {t('research:session.back')}
      </Link>
      {research.isPending ? (
        <LoadingStatus />
      ) : research.isError ? (
        <LoadError error={research.error} fallback={t('research:session.loadFailed')} />
      ) : (
        <SessionBody key={research.data.id} research={research.data} />
      )}
    </div>
  );
}

function SessionBody({ research }: { research: TResearchData }) {
  const { t } = useAppTranslation();
  const [isEditingPlan, setIsEditingPlan] = useState(false);
  const canEdit = research.actions.includes('edit');
  const showsActivities = research.events.length > 0 || ['collecting', 'collection_review'].includes(research.phase);

  function handleEditPlan(): void {
    setIsEditingPlan(true);
  }

  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-ink" data-testid="research-title">
            {research.title}
          </h1>
          <PhaseBadge phase={research.phase} isWorking={research.working} />
        </div>
        <p className="text-sm text-ink-muted">
          {t(REPORT_TYPE_LABELS[research.reportType])} · {t(REPORT_LANGUAGE_LABELS[research.language])}
        </p>
        <p className="text-sm whitespace-pre-wrap text-ink-muted" data-testid="research-request">
          {t('research:session.request', { request: research.request })}
        </p>
        {research.working ? (
          <p role="status" className="text-sm text-accent" data-testid="research-working">
            {t('research:session.working')}
          </p>
        ) : null}
      </header>
      {research.failure ? <FailurePanel research={research} /> : null}
      {research.breakdownItems.length > 0 ? (
        <section
          aria-labelledby="research-breakdown-title"
          className="rounded-xl border border-line bg-surface p-5 shadow-sm"
          data-testid="research-breakdown"
        >
          <h2 id="research-breakdown-title" className="text-lg font-semibold text-ink">
            {t('research:session.breakdownTitle')}
          </h2>
          <ol className="mt-2 list-decimal pl-5 text-sm text-ink">
            {research.breakdownItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {isEditingPlan && canEdit ? null : <ActionsBar research={research} onEditPlan={handleEditPlan} />}
      {research.plan || research.phase === 'drafting_plan' ? (
        <PlanCard research={research} isEditing={isEditingPlan && canEdit} onEditingChange={setIsEditingPlan} />
      ) : null}
      {showsActivities ? <Activities research={research} /> : null}
      <ReportCard research={research} />
    </>
  );
}

/** A failed step: why, and Retry (the action `continue`, which runs the failed work again). */
function FailurePanel({ research }: { research: TResearchData }) {
  const { t } = useAppTranslation();
  const retry = useResearchFeedback(research.id);
  const canRetry = research.actions.includes('continue');
  return (
    <section
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm text-danger"
      data-testid="research-failure"
    >
      <h2 className="font-semibold">{t('research:session.failedTitle')}</h2>
      <p data-testid="research-failure-message">{research.failure?.message}</p>
      {canRetry ? (
        <button
          type="button"
          className={buttonClass('primary', 'self-start text-sm')}
          onClick={() => retry.mutate({ action: 'continue' })}
          disabled={retry.isPending}
          data-testid="research-retry"
        >
          {retry.isPending ? t('research:session.retrying') : t('research:session.retry')}
        </button>
      ) : null}
      {retry.error instanceof ApiError ? <p>{retry.error.message}</p> : null}
    </section>
  );
}
