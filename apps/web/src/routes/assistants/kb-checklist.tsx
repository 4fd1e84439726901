import { BUILTIN_EMBEDDING_ID } from '@app/contract';
import { useId } from 'react';
import { useKbChoices } from '../../api/files';
import { FieldError } from '../../components/form/field-error';
import { LoadError, LoadingStatus } from '../../components/query-states';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { KB_CHECKBOX_PREFIX } from './assistant-form-schema';

/**
 * The knowledge bases an assistant searches: each of the user's with its embedding model and how
 * many of its documents are parsed, so a mix of models or an unparsed one shows before saving.
 */
export function KbChecklist({ selected, error }: { selected: readonly string[]; error: string | undefined }) {
  const { t } = useAppTranslation();
  const id = useId();
  const choices = useKbChoices();
  if (choices.isPending) return <LoadingStatus />;
  if (choices.isError)
    return <LoadError error={choices.error} fallback={t('assistants:fields.knowledgeBasesFailed')} />;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-hint`} data-testid="assistant-kbs">
      <legend className="text-sm font-medium text-ink">{t('assistants:fields.knowledgeBases')}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('assistants:fields.knowledgeBasesHint')}
      </p>
      {choices.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('assistants:fields.noKnowledgeBases')}</p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border border-line p-2">
          {choices.data.map((kb) => (
            <li key={kb.id}>
              <label className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name={`${KB_CHECKBOX_PREFIX}${kb.id}`}
                  defaultChecked={selected.includes(kb.id)}
                  className="mt-0.5 size-4 accent-accent"
                />
                <span className="flex flex-col">
                  <span>{kb.name}</span>
                  <span className="text-xs text-ink-muted">
                    {t('assistants:fields.kbDetails', {
                      model: kb.embdId === BUILTIN_EMBEDDING_ID ? t('llm:builtin.name') : kb.embdId,
                      parsed: kb.parsedDocNum,
                      documents: kb.docNum,
                    })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
