import { BUILTIN_EMBEDDING, BUILTIN_EMBEDDING_ID } from '@app/contract';
import { ApiError } from '../../api/errors';
import { type TTenantInfoData, useTestLlm } from '../../api/llm';
import { buttonClass } from '../../components/button-styles';
import { FormAlert } from '../../components/form/form-alert';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { TestResult } from './test-result';

/**
 * The embedding model that ships with Intrinsic: always available, no key, the default embedding
 * model until the user chooses another. Says what it is good for (English) and what to do for
 * Chinese documents.
 */
export function BuiltinEmbedding({ defaults }: { defaults: TTenantInfoData }) {
  const { t } = useAppTranslation();
  const isDefault = defaults.embdId === null || defaults.embdId === BUILTIN_EMBEDDING_ID;
  const testLlm = useTestLlm();
  const failure = testLlm.error instanceof ApiError ? testLlm.error.message : null;

  function handleTest(): void {
    testLlm.mutate({
      llmFactory: BUILTIN_EMBEDDING.factory,
      llmName: BUILTIN_EMBEDDING.model,
      modelType: 'embedding',
    });
  }
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
        <div>
          <button
            type="button"
            data-testid="llm-builtin-test"
            onClick={handleTest}
            disabled={testLlm.isPending}
            aria-busy={testLlm.isPending}
            className={buttonClass('secondary', 'px-3 py-1')}
          >
            {testLlm.isPending ? t('llm:add.testing') : t('llm:mine.test')}
          </button>
        </div>
        {testLlm.data ? <TestResult result={testLlm.data} testId="llm-builtin-test-result" /> : null}
        <FormAlert message={failure} />
      </div>
    </AccountSection>
  );
}
