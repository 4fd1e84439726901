import { documentRoutes } from '@app/contract';
import type { z } from 'zod';
import { camelize } from '../../../api/case';
import { useCreateDocument } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { FormDialog } from '../../knowledge/form-dialog';
import { DocumentNameField } from './document-name-field';

const ZCreateSchema = documentRoutes.create.input;

/** Creates an empty document, whose chunks the user writes by hand on its chunks screen. */
export function CreateDocumentDialog({ kbId, onClose }: { kbId: string; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const create = useCreateDocument(kbId);
  const form = useContractForm(ZCreateSchema, handleValid);

  function handleValid(data: z.output<typeof ZCreateSchema>): void {
    create.mutate(camelize(data), {
      onSuccess: (doc) => {
        toasts.show('success', t('knowledge:dataset.created', { name: doc.name }));
        onClose();
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:dataset.createTitle')}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:dataset.create')}
      pendingLabel={t('knowledge:common.saving')}
      isPending={create.isPending}
      onClose={onClose}
      testId="create-document-dialog"
    >
      <input type="hidden" name="kb_id" value={kbId} />
      <p className="text-sm text-ink-muted">{t('knowledge:dataset.createHint')}</p>
      <DocumentNameField error={form.fieldError('name')} />
    </FormDialog>
  );
}
