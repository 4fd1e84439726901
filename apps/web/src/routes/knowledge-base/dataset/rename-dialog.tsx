import { documentRoutes } from '@app/contract';
import type { z } from 'zod';
import { camelize } from '../../../api/case';
import { type TKbDocumentData, useRenameDocument } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { FormDialog } from '../../knowledge/form-dialog';
import { DocumentNameField } from './document-name-field';

const ZRenameSchema = documentRoutes.rename.input;

/** Renames a document (unique in its knowledge base; a file keeps its extension — the server says so). */
export function RenameDialog({ doc, onClose }: { doc: TKbDocumentData; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const rename = useRenameDocument(doc.kbId);
  const form = useContractForm(ZRenameSchema, handleValid);

  function handleValid(data: z.output<typeof ZRenameSchema>): void {
    rename.mutate(camelize(data), {
      onSuccess: (renamed) => {
        toasts.show('success', t('knowledge:dataset.renamed', { name: renamed.name }));
        onClose();
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:dataset.renameTitle')}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:dataset.rename')}
      pendingLabel={t('knowledge:common.saving')}
      isPending={rename.isPending}
      onClose={onClose}
      testId="rename-dialog"
    >
      <input type="hidden" name="doc_id" value={doc.id} />
      <DocumentNameField error={form.fieldError('name')} defaultValue={doc.name} />
    </FormDialog>
  );
}
