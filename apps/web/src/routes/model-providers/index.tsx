import { useLlmFactories, useMyLlms, useTenantInfo } from '../../api/llm';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AddModelForm } from './add-model-form';
import { BuiltinEmbedding } from './builtin-embedding';
import { DefaultModels } from './default-models';
import { MyModelsList } from './my-models-list';

/**
 * Settings → Model providers: the built-in embedding model, the user's models and defaults, and a
 * form to add one. With no model yet, the screen says what AI features need.
 */
export function ModelProvidersScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('llm:title'));
  const factories = useLlmFactories();
  const mine = useMyLlms();
  const defaults = useTenantInfo();

  if (!factories.data || !mine.data || !defaults.data) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-ink-muted">
        {t('common:loading')}
      </p>
    );
  }
  const hasModels = mine.data.length > 0;
  // Remount the defaults when they or the models change, so the selects show what is saved.
  const defaultsKey = JSON.stringify([defaults.data, mine.data.map((group) => group.models.map((model) => model.id))]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="model-providers-screen">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('llm:title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('llm:intro')}</p>
      </div>
      {hasModels ? null : (
        <p
          data-testid="llm-empty"
          className="rounded-md border border-line bg-surface-muted px-4 py-3 text-sm text-ink"
        >
          {t('llm:empty')}
        </p>
      )}
      <BuiltinEmbedding defaults={defaults.data} />
      {/* Always shown: the built-in embedding model can be chosen without adding any model. */}
      <DefaultModels key={defaultsKey} groups={mine.data} defaults={defaults.data} />
      {hasModels ? <MyModelsList groups={mine.data} /> : null}
      <AddModelForm factories={factories.data} />
    </div>
  );
}
