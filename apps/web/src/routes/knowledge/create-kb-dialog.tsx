import { KB_LIMITS, ZCreateKbRequestSchema } from '@app/contract';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { useCreateKnowledgeBase } from '../../api/knowledge';
import { useServices } from '../../app/services-context';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { FormDialog } from './form-dialog';

/**
 * Creates a knowledge base from its name alone (the rest keeps the defaults) and opens its
 * configuration, where the embedding model and chunk method are chosen.
 */
export function CreateKbDialog({ onClose }: { onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const create = useCreateKnowledgeBase();
  const form = useContractForm(ZCreateKbRequestSchema, handleValid);

  function handleValid(data: z.output<typeof ZCreateKbRequestSchema>): void {
    create.mutate(camelize(data), {
      onSuccess: (kb) => {
        toasts.show('success', t('knowledge:list.created', { name: kb.name }));
        void navigate(`/knowledge/${kb.id}/configuration`);
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:list.createTitle')}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:list.create')}
      pendingLabel={t('knowledge:list.creating')}
      isPending={create.isPending}
      onClose={onClose}
      testId="kb-create-dialog"
      formTestId="kb-create-form"
    >
      <TextField
        name="name"
        label={t('knowledge:list.name')}
        hint={t('knowledge:list.nameHint', { max: KB_LIMITS.nameChars })}
        autoComplete="off"
        error={form.fieldError('name')}
      />
    </FormDialog>
  );
}
