import { RESEARCH_LIMITS, type TFeedbackAction, ZFeedbackNoteSchema } from '@app/contract';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { type TResearchData, useResearchFeedback } from '../../../api/research';
import { buttonClass } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/field-error';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { contractMessage } from '../../knowledge/utils/contract-message';
import { ACTION_LABELS, ACTIONS_WITH_NOTE } from '../utils/labels';

/** Actions drawn as the step's main way forward; the others are secondary. */
const PRIMARY_ACTIONS: ReadonlySet<TFeedbackAction> = new Set([
  'accept',
  'proceed',
  'accept_final_report',
  'proceed_to_research_planning',
]);

/**
 * The feedback actions the session's phase takes now (`research.actions`, none while work runs),
 * each a button. Those that carry a note (reject, revise outline, request revisions, revise
 * breakdown, revise research) open a note box first; "Edit plan" opens the plan card's form. A
 * failed session's `continue` is its Retry, shown with the failure instead.
 */
export function ActionsBar({ research, onEditPlan }: { research: TResearchData; onEditPlan: () => void }) {
  const { t } = useAppTranslation();
  const feedback = useResearchFeedback(research.id);
  const [noteFor, setNoteFor] = useState<TFeedbackAction | null>(null);
  const actions = research.actions.filter((action) => !(research.phase === 'failed' && action === 'continue'));
  if (actions.length === 0) return null;

  function handleAction(action: TFeedbackAction): void {
    if (action === 'edit') {
      onEditPlan();
      return;
    }
    if (ACTIONS_WITH_NOTE.has(action)) {
      feedback.reset();
      setNoteFor(action);
      return;
    }
    feedback.mutate({ action });
  }

  function handleSendNote(note: string): void {
    if (!noteFor) return;
    feedback.mutate(
      { action: noteFor, ...(note.trim() ? { feedback: note } : {}) },
      { onSuccess: () => setNoteFor(null) },
    );
  }

  function handleCancelNote(): void {
    setNoteFor(null);
    feedback.reset();
  }

  return (
    <section aria-label={t('research:actions.label')} className="flex flex-col gap-3" data-testid="research-actions">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={buttonClass(PRIMARY_ACTIONS.has(action) ? 'primary' : 'secondary', 'text-sm')}
            onClick={() => handleAction(action)}
            disabled={feedback.isPending}
            aria-expanded={ACTIONS_WITH_NOTE.has(action) ? noteFor === action : undefined}
            data-testid={`research-action-${action}`}
          >
            {t(ACTION_LABELS[action])}
          </button>
        ))}
      </div>
      {noteFor ? (
        <NoteBox
          key={noteFor}
          action={noteFor}
          isPending={feedback.isPending}
          onSend={handleSendNote}
          onCancel={handleCancelNote}
        />
      ) : null}
      {feedback.error instanceof ApiError ? (
        <p role="alert" className="text-sm text-danger" data-testid="research-action-error">
          {feedback.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** The note sent with an action that says what to change, checked by the contract's `ZFeedbackNoteSchema`. */
function NoteBox({
  action,
  isPending,
  onSend,
  onCancel,
}: {
  action: TFeedbackAction;
  isPending: boolean;
  onSend: (note: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useAppTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>): void {
    setNote(event.target.value);
    if (error) setError(contractMessage(ZFeedbackNoteSchema, event.target.value, currentLanguage(i18n)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const message = contractMessage(ZFeedbackNoteSchema, note, currentLanguage(i18n));
    setError(message);
    if (!message) onSend(note);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 rounded-md border border-line bg-surface p-3"
      data-testid="research-note"
      data-action={action}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('research:actions.note')} · {t(ACTION_LABELS[action])}
      </label>
      <textarea
        id={id}
        name="feedback"
        rows={3}
        value={note}
        onChange={handleChange}
        maxLength={RESEARCH_LIMITS.feedbackChars + 1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
        data-testid="research-note-text"
      />
      {error ? null : (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {t('research:actions.noteHint')}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error ?? undefined} />
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'text-sm')} onClick={onCancel} disabled={isPending}>
          {t('research:actions.cancel')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary', 'text-sm')}
          disabled={isPending}
          aria-busy={isPending}
          data-testid="research-note-send"
        >
          {isPending ? t('research:actions.sending') : t('research:actions.send')}
        </button>
      </div>
    </form>
  );
}
