import { BUILTIN_EMBEDDING_ID } from '@app/contract';
import { Link } from 'react-router';
import type { TUsableLlmData } from '../../../api/knowledge';
import { LINK_CLASS } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/field-error';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/**
 * The embedding model (`embd_id`): the user's embedding models and the built-in one. Once the
 * knowledge base has chunks it is disabled — the chunks were embedded with it — and says why.
 */
export function EmbeddingField({
  value,
  models,
  isLocked,
  error,
}: {
  value: string;
  models: readonly TUsableLlmData[];
  isLocked: boolean;
  error: string | undefined;
}) {
  const { t } = useAppTranslation();
  const options = models.some((model) => model.id === value)
    ? models
    : [...models, { id: value, llmName: value, llmFactory: '', modelType: 'embedding' as const, isDefault: false }];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="kb-embd-id" className="text-sm font-medium text-ink">
        {t('knowledge:config.embedding')}
      </label>
      <select
        id="kb-embd-id"
        name="embd_id"
        defaultValue={value}
        disabled={isLocked}
        aria-describedby="kb-embd-id-hint"
        data-testid="embedding-select"
        className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink disabled:opacity-60"
      >
        {options.map((model) => (
          <option key={model.id} value={model.id}>
            {model.id === BUILTIN_EMBEDDING_ID
              ? t('llm:builtin.name')
              : model.llmFactory
                ? `${model.llmName} · ${model.llmFactory}`
                : model.llmName}
          </option>
        ))}
      </select>
      <p id="kb-embd-id-hint" className="text-xs text-ink-muted" data-testid="embedding-hint">
        {isLocked ? t('knowledge:config.embeddingLocked') : t('knowledge:config.embeddingHint')}{' '}
        {isLocked ? null : (
          <Link to="/settings/model-providers" className={LINK_CLASS}>
            {t('knowledge:config.embeddingAdd')}
          </Link>
        )}
      </p>
      <FieldError id="kb-embd-id-error" message={error} />
    </div>
  );
}
