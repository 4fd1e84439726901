import type { TLlmFactoryName, TLlmModelType } from '@app/contract';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { type TMyLlmData, type TMyLlmGroup, useDeleteFactory, useDeleteLlm, useTestLlm } from '../../api/llm';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form/form-alert';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { TYPE_KEYS } from './labels';
import { TestResult } from './test-result';

type TPendingDelete = { kind: 'model'; factory: string; name: string } | { kind: 'factory'; factory: string };

/** The user's models by provider: key hint, tokens used, a test with the stored key, delete. */
export function MyModelsList({ groups }: { groups: readonly TMyLlmGroup[] }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const deleteLlm = useDeleteLlm();
  const deleteFactory = useDeleteFactory();
  const [pending, setPending] = useState<TPendingDelete | null>(null);
  const isDeleting = deleteLlm.isPending || deleteFactory.isPending;

  function handleConfirm(): void {
    if (!pending) return;
    const name = pending.kind === 'model' ? pending.name : pending.factory;
    const onSuccess = () => {
      toasts.show('success', t('llm:mine.deleted', { name }));
      setPending(null);
    };
    if (pending.kind === 'model')
      deleteLlm.mutate({ llmFactory: pending.factory as TLlmFactoryName, llmName: pending.name }, { onSuccess });
    else deleteFactory.mutate({ llmFactory: pending.factory as TLlmFactoryName }, { onSuccess });
  }

  function handleClose(): void {
    setPending(null);
    deleteLlm.reset();
    deleteFactory.reset();
  }

  return (
    <AccountSection title={t('llm:mine.heading')}>
      <div className="flex flex-col gap-6" data-testid="llm-my-models">
        {groups.map((group) => (
          <section key={group.llmFactory} data-testid="llm-factory-group" data-factory={group.llmFactory}>
            <div className="flex items-center justify-between gap-2 border-b border-line pb-2">
              <h3 className="font-semibold text-ink">{group.llmFactory}</h3>
              <button
                type="button"
                data-testid="llm-factory-delete"
                className={buttonClass('ghost', 'px-2 py-1')}
                onClick={() => setPending({ kind: 'factory', factory: group.llmFactory })}
              >
                {t('llm:mine.deleteFactory')}
              </button>
            </div>
            <ul className="divide-y divide-line">
              {group.models.map((model) => (
                <ModelRow
                  key={`${model.id}|${model.modelType}`}
                  model={model}
                  onDelete={() => setPending({ kind: 'model', factory: model.llmFactory, name: model.llmName })}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {pending ? (
        <ConfirmDialog
          title={
            pending.kind === 'model'
              ? t('llm:mine.deleteTitle', { name: pending.name })
              : t('llm:mine.deleteFactoryTitle', { name: pending.factory })
          }
          body={pending.kind === 'model' ? t('llm:mine.deleteBody') : t('llm:mine.deleteFactoryBody')}
          confirmLabel={t('llm:mine.delete')}
          onConfirm={handleConfirm}
          onClose={handleClose}
          isPending={isDeleting}
          error={deleteLlm.error ?? deleteFactory.error}
          testId="llm-delete-dialog"
          confirmTestId="llm-delete-confirm"
        />
      ) : null}
    </AccountSection>
  );
}

function ModelRow({ model, onDelete }: { model: TMyLlmData; onDelete: () => void }) {
  const { t, i18n } = useAppTranslation();
  const language = currentLanguage(i18n);
  const testLlm = useTestLlm();
  const [outcome, setOutcome] = useState<{ modelType: TLlmModelType; sample: string; latencyMs: number } | null>(null);

  function handleTest(): void {
    setOutcome(null);
    testLlm.mutate(
      {
        llmFactory: model.llmFactory as TLlmFactoryName,
        llmName: model.llmName,
        modelType: model.modelType,
        ...(model.baseUrl ? { baseUrl: model.baseUrl } : {}),
        ...(model.apiVersion ? { apiVersion: model.apiVersion } : {}),
        ...(model.region ? { region: model.region } : {}),
        ...(model.projectId ? { projectId: model.projectId } : {}),
      },
      { onSuccess: (result) => setOutcome(result) },
    );
  }

  const failure = testLlm.error instanceof ApiError ? testLlm.error.message : null;
  return (
    <li
      className="flex flex-col gap-2 py-3"
      data-testid="llm-model-row"
      data-model-id={model.id}
      data-model-type={model.modelType}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{model.llmName}</p>
          <p className="text-xs text-ink-muted">
            {[
              t(TYPE_KEYS[model.modelType]),
              model.apiKeyHint ? t('llm:mine.key', { hint: model.apiKeyHint }) : t('llm:mine.noKey'),
              // A web-search provider uses no tokens.
              model.modelType === 'web_search'
                ? null
                : t('llm:mine.usage', {
                    tokensIn: formatNumber(model.usedTokensIn, language),
                    tokensOut: formatNumber(model.usedTokensOut, language),
                  }),
              model.baseUrl,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            data-testid="llm-model-test"
            onClick={handleTest}
            disabled={testLlm.isPending}
            aria-busy={testLlm.isPending}
            className={buttonClass('secondary', 'px-3 py-1')}
          >
            {testLlm.isPending ? t('llm:add.testing') : t('llm:mine.test')}
          </button>
          <button
            type="button"
            data-testid="llm-model-delete"
            onClick={onDelete}
            className={buttonClass('ghost', 'px-3 py-1')}
          >
            {t('llm:mine.delete')}
          </button>
        </div>
      </div>
      {outcome ? <TestResult result={outcome} testId="llm-model-test-result" /> : null}
      <FormAlert message={failure} />
    </li>
  );
}
