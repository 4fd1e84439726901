import { KB_LIMITS, KB_PERMISSIONS, LANGUAGE_NAMES, LANGUAGES, type TParserId } from '@app/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { camelize } from '../../../api/case';
import { type TKnowledgeBaseData, type TUsableLlmData, useUpdateKnowledgeBase } from '../../../api/knowledge';
import { useServices } from '../../../app/services-context';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { TextAreaField } from '../../knowledge/text-area-field';
import { ParserMethodField } from '../parser-settings/parser-method-field';
import { ParserSettings } from '../parser-settings/parser-settings';
import { PARSER_CONFIG_PREFIX } from '../parser-settings/read-parser-config';
import { AvatarField } from './avatar-field';
import { EmbeddingField } from './embedding-field';
import { ZKbConfigFormSchema } from './kb-config-form-schema';
import { SimilarityFields } from './similarity-fields';

const PERMISSION_LABELS = { me: 'knowledge:permission.me', team: 'knowledge:permission.team' } as const;

/**
 * A knowledge base's settings: name, picture, description, language, who sees it, embedding model,
 * the chunk method (with its settings) new documents get, and the retrieval threshold and weights.
 * Checked with `kb/update`'s own schema; the server's refusals land on their fields.
 */
export function ConfigurationForm({
  kb,
  embeddingModels,
  hasChatModel,
}: {
  kb: TKnowledgeBaseData;
  embeddingModels: readonly TUsableLlmData[];
  hasChatModel: boolean;
}) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const update = useUpdateKnowledgeBase();
  const form = useContractForm(ZKbConfigFormSchema, handleValid);
  const [parserId, setParserId] = useState<TParserId>(kb.parserId);

  function handleValid(data: z.output<typeof ZKbConfigFormSchema>): void {
    update.mutate(camelize(data), {
      onSuccess: () => toasts.show('success', t('knowledge:config.saved')),
      onError: form.showError,
    });
  }

  return (
    <form {...form.formProps} className="flex flex-col gap-8" data-testid="kb-config-form">
      <input type="hidden" name="kb_id" value={kb.id} />
      <FormAlert message={form.formError} />
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-base font-semibold text-ink sm:col-span-2">{t('knowledge:config.general')}</h2>
        <TextField
          name="name"
          label={t('knowledge:list.name')}
          defaultValue={kb.name}
          autoComplete="off"
          error={form.fieldError('name')}
        />
        <AvatarField name="avatar" kbName={kb.name} initial={kb.avatar} error={form.fieldError('avatar')} />
        <div className="sm:col-span-2">
          <TextAreaField
            name="description"
            label={t('knowledge:config.description')}
            defaultValue={kb.description}
            maxLength={KB_LIMITS.descriptionChars}
            rows={3}
            error={form.fieldError('description')}
          />
        </div>
        <SelectField
          name="language"
          label={t('knowledge:config.language')}
          defaultValue={kb.language}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          error={form.fieldError('language')}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-ink">{t('knowledge:config.permission')}</legend>
          <div className="flex gap-4 pt-1.5">
            {KB_PERMISSIONS.map((permission) => (
              <label key={permission} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="permission"
                  value={permission}
                  defaultChecked={kb.permission === permission}
                  className="accent-accent"
                />
                {t(PERMISSION_LABELS[permission])}
              </label>
            ))}
          </div>
          <p className="text-xs text-ink-muted">{t('knowledge:config.permissionHint')}</p>
        </fieldset>
        <div className="sm:col-span-2">
          <EmbeddingField
            value={kb.embdId}
            models={embeddingModels}
            isLocked={kb.chunkNum > 0}
            error={form.fieldError('embd_id')}
          />
        </div>
      </section>
      <section className="flex flex-col gap-4">
        <div>
          <h2 className="text-base font-semibold text-ink">{t('knowledge:config.chunking')}</h2>
          <p className="text-xs text-ink-muted">{t('knowledge:config.chunkingHint')}</p>
        </div>
        <ParserMethodField value={parserId} onChange={setParserId} error={form.fieldError('parser_id')} />
        <ParserSettings
          key={parserId}
          parserId={parserId}
          config={kb.parserConfig}
          prefix={PARSER_CONFIG_PREFIX}
          fieldError={form.fieldError}
          hasChatModel={hasChatModel}
        />
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-base font-semibold text-ink sm:col-span-2">{t('knowledge:config.retrieval')}</h2>
        <SimilarityFields kb={kb} fieldError={form.fieldError} testIdPrefix="config" />
      </section>
      <div>
        <SubmitButton
          label={t('knowledge:config.save')}
          pendingLabel={t('knowledge:config.saving')}
          isPending={update.isPending}
        />
      </div>
    </form>
  );
}
