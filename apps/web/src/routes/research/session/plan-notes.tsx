import { Link } from 'react-router';
import type { TResearchData } from '../../../api/research';
import { LINK_CLASS } from '../../../components/button-styles';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { PLAN_NOTE_LABELS } from '../utils/labels';

/** The plan's requirements that cannot run as configured, each with why; a missing web-search provider links to Model providers. */
export function PlanNotes({ notes }: { notes: TResearchData['planNotes'] }) {
  const { t } = useAppTranslation();
  if (notes.length === 0) return null;
  return (
    <ul
      className="flex flex-col gap-1 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-ink"
      data-testid="plan-notes"
    >
      {notes.map((note) => (
        <li key={`${note.requirementId}-${note.reason}`} data-testid="plan-note" data-reason={note.reason}>
          {t(PLAN_NOTE_LABELS[note.reason], { id: note.requirementId })}
          {note.reason === 'no_web_search_provider' ? (
            <>
              {' '}
              <Link to="/settings/model-providers" className={LINK_CLASS} data-testid="plan-note-providers-link">
                {t('research:planNotes.link')}
              </Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
