import type { TResearchPlan } from '@app/contract';
import { useState } from 'react';
import { ApiError, NetworkError } from '../../../api/errors';
import { type TResearchData, useResearchFeedback } from '../../../api/research';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { PlanEditor } from './plan-editor';
import { PlanNotes } from './plan-notes';
import { PlanView } from './plan-view';
import { fieldErrors, type TPlanErrors, toDraft } from './utils/plan-draft';

/** The plan card's states (the seed's `PLAN_CARD_STATES`). */
type TPlanCardState = 'view' | 'edit' | 'saving' | 'saved' | 'failed';

/**
 * The research plan: read (view), edited (edit), being saved (saving), just saved (saved) or
 * refused (failed: the edit form again with the server's messages). An edit is saved with the
 * feedback action `edit` and the whole plan; the notes say which requirements cannot run as
 * configured. `isEditing` is the session screen's, since the actions bar's "Edit plan" opens it.
 */
export function PlanCard({
  research,
  isEditing,
  onEditingChange,
}: {
  research: TResearchData;
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
}) {
  const { t } = useAppTranslation();
  const save = useResearchFeedback(research.id);
  const [isSaved, setIsSaved] = useState(false);
  const { plan } = research;
  const state: TPlanCardState = isEditing
    ? save.isPending
      ? 'saving'
      : save.isError
        ? 'failed'
        : 'edit'
    : isSaved
      ? 'saved'
      : 'view';
  const serverErrors: TPlanErrors = save.error instanceof ApiError ? fieldErrors(save.error.fields) : {};
  const formError = formErrorOf(save.error, t('common:errors.unexpected'));

  function handleSave(edited: TResearchPlan): void {
    save.mutate(
      { action: 'edit', plan: edited },
      {
        onSuccess: () => {
          setIsSaved(true);
          onEditingChange(false);
        },
      },
    );
  }

  function handleCancel(): void {
    save.reset();
    setIsSaved(false);
    onEditingChange(false);
  }

  return (
    <section
      aria-labelledby="plan-card-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm"
      data-testid="plan-card"
      data-state={state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-card-title" className="text-lg font-semibold text-ink">
          {t('research:plan.title')}
        </h2>
        {state === 'saving' || state === 'saved' || state === 'failed' ? (
          <span
            role="status"
            className={`text-xs font-medium ${state === 'failed' ? 'text-danger' : state === 'saved' ? 'text-success' : 'text-ink-muted'}`}
            data-testid="plan-card-status"
          >
            {t(STATE_LABELS[state])}
          </span>
        ) : null}
      </div>
      {plan === null ? (
        <p className="text-sm text-ink-muted">{t('research:plan.drafting')}</p>
      ) : isEditing ? (
        <PlanEditor
          initial={toDraft(plan)}
          isSaving={save.isPending}
          formError={formError}
          serverErrors={serverErrors}
          onSave={handleSave}
          onCancel={handleCancel}
        />
      ) : (
        <PlanView plan={plan} />
      )}
      <PlanNotes notes={research.planNotes} />
    </section>
  );
}

const STATE_LABELS = {
  saving: 'research:plan.states.saving',
  saved: 'research:plan.states.saved',
  failed: 'research:plan.states.failed',
} as const;

/** A refused save's message over the form; a network failure already raised its toast. */
function formErrorOf(error: unknown, unexpected: string): string | null {
  if (!error || error instanceof NetworkError) return null;
  return error instanceof ApiError ? error.message : unexpected;
}
