import { BUILTIN_EMBEDDING_ID, ZSetTenantInfoRequestSchema } from '@app/contract';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { type TMyLlmGroup, type TTenantInfoData, useSetTenantInfo } from '../../api/llm';
import { useServices } from '../../app/services-context';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { DEFAULT_FIELDS } from './labels';

/**
 * The models AI features use: one per type, chosen among the user's models of that type; for
 * embeddings, also the built-in model (the default while none is chosen).
 */
export function DefaultModels({ groups, defaults }: { groups: readonly TMyLlmGroup[]; defaults: TTenantInfoData }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const setTenantInfo = useSetTenantInfo();
  const form = useContractForm(ZSetTenantInfoRequestSchema, handleValid);
  const models = groups.flatMap((group) => group.models);

  function handleValid(data: z.output<typeof ZSetTenantInfoRequestSchema>): void {
    setTenantInfo.mutate(camelize(data), {
      onSuccess: () => toasts.show('success', t('llm:defaults.saved')),
      onError: form.showError,
    });
  }

  return (
    <AccountSection title={t('llm:defaults.heading')} description={t('llm:defaults.description')}>
      <form {...form.formProps} className="grid gap-4 sm:grid-cols-2" data-testid="llm-defaults-form">
        <div className="sm:col-span-2">
          <FormAlert message={form.formError} />
        </div>
        {DEFAULT_FIELDS.map(({ field, appKey, type, labelKey }) => {
          const options = models.filter((model) => model.modelType === type);
          // Embeddings always have the built-in model, which serves when none is chosen.
          const isEmbedding = type === 'embedding';
          const first = isEmbedding
            ? { value: BUILTIN_EMBEDDING_ID, label: t('llm:builtin.name') }
            : { value: '', label: t('llm:defaults.none') };
          return (
            <SelectField
              key={field}
              name={field}
              label={t(labelKey)}
              defaultValue={defaults[appKey] ?? first.value}
              options={[
                first,
                ...options.map((model) => ({ value: model.id, label: `${model.llmName} · ${model.llmFactory}` })),
              ]}
              error={form.fieldError(field)}
            />
          );
        })}
        <div className="sm:col-span-2">
          <SubmitButton
            label={t('llm:defaults.save')}
            pendingLabel={t('llm:defaults.saving')}
            isPending={setTenantInfo.isPending}
          />
        </div>
      </form>
    </AccountSection>
  );
}
