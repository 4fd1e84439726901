import { KB_LIMITS, ZCreateKbRequestSchema } from '@app/contract';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { useCreateKnowledgeBase } from '../../api/knowledge';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';

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
    <Dialog title={t('knowledge:list.createTitle')} onClose={onClose} testId="kb-create-dialog">
      <form {...form.formProps} className="flex flex-col gap-4" data-testid="kb-create-form">
        <FormAlert message={form.formError} />
        <TextField
          name="name"
          label={t('knowledge:list.name')}
          hint={t('knowledge:list.nameHint', { max: KB_LIMITS.nameChars })}
          autoComplete="off"
          error={form.fieldError('name')}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('knowledge:common.cancel')}
          </button>
          <SubmitButton
            label={t('knowledge:list.create')}
            pendingLabel={t('knowledge:list.creating')}
            isPending={create.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
