import { useId } from 'react';
import { useKbChoices } from '../../api/files';
import { FieldError } from '../../components/form/field-error';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { KB_CHECKBOX_PREFIX } from './utils/new-research-schema';

/** The knowledge bases a research's `knowledge_base` requirements search (none by default). */
export function KbPicker({ error }: { error: string | undefined }) {
  const { t } = useAppTranslation();
  const id = useId();
  const choices = useKbChoices();
  if (choices.isPending) return <LoadingStatus />;
  if (choices.isError) return <LoadError error={choices.error} fallback={t('research:new.knowledgeBasesFailed')} />;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-hint`} data-testid="new-research-kbs">
      <legend className="text-sm font-medium text-ink">{t('research:new.knowledgeBases')}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('research:new.knowledgeBasesHint')}
      </p>
      {choices.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('research:new.noKnowledgeBases')}</p>
      ) : (
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border border-line p-2">
          {choices.data.map((kb) => (
            <li key={kb.id}>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name={`${KB_CHECKBOX_PREFIX}${kb.id}`} className="size-4 accent-accent" />
                {kb.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
