import { ApiError } from '../../../api/errors';
import { useKnowledgeBase, useUsableLlms } from '../../../api/knowledge';
import { useTenantInfo } from '../../../api/llm';
import { LoadingStatus } from '../../../components/query-states';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { useKbId } from '../use-kb-id';
import { ConfigurationForm } from './configuration-form';

/** The configuration tab: the form, once the knowledge base, the embedding models and the defaults are in. */
export function ConfigurationTab() {
  const { t } = useAppTranslation();
  const kb = useKnowledgeBase(useKbId());
  const embeddings = useUsableLlms('embedding');
  const tenant = useTenantInfo();
  const error = kb.error ?? embeddings.error ?? tenant.error;
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {error instanceof ApiError ? error.message : t('knowledge:detail.loadFailed')}
      </p>
    );
  }
  if (!kb.data || !embeddings.data || !tenant.data) {
    return <LoadingStatus />;
  }
  return (
    <div className="max-w-3xl" data-testid="kb-configuration">
      {/* A save answers with the stored settings: the form starts again from them. */}
      <ConfigurationForm
        key={kb.data.updatedAt}
        kb={kb.data}
        embeddingModels={embeddings.data}
        hasChatModel={tenant.data.llmId !== null}
      />
    </div>
  );
}
