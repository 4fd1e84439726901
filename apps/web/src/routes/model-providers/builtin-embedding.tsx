import { BUILTIN_EMBEDDING, BUILTIN_EMBEDDING_ID } from '@app/contract';
import type { TTenantInfoData } from '../../api/llm';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';

/**
 * The embedding model that ships with Intrinsic: always available, no key, the default embedding
 * model until the user chooses another. Says what it is good for (English) and what to do for
 * Chinese documents.
 */
export function BuiltinEmbedding({ defaults }: { defaults: TTenantInfoData }) {
  const { t } = useAppTranslation();
  const isDefault = defaults.embdId === null || defaults.embdId === BUILTIN_EMBEDDING_ID;
  return (
    <AccountSection title={t('llm:builtin.heading')} description={t('llm:builtin.description')}>
      <div className="flex flex-col gap-3" data-testid="llm-builtin-embedding">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink" data-testid="llm-builtin-name">
            {t('llm:builtin.name')}
          </span>
          <span
            className="rounded-full border border-success/40 bg-success-soft px-2 py-0.5 text-xs font-medium text-success"
            data-testid="llm-builtin-status"
          >
            {t('llm:builtin.available')}
          </span>
          {isDefault ? (
            <span
              className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted"
              data-testid="llm-builtin-default"
            >
              {t('llm:builtin.isDefault')}
            </span>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">
          {t('llm:builtin.facts', { dimensions: BUILTIN_EMBEDDING.dimensions, model: BUILTIN_EMBEDDING.model })}
        </p>
        <p className="text-sm text-ink-muted" data-testid="llm-builtin-chinese">
          {t('llm:builtin.chinese')}
        </p>
      </div>
    </AccountSection>
  );
}
