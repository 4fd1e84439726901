import { documentRoutes, type TParserId } from '@app/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { camelize } from '../../../api/case';
import { type TKbDocumentData, useChangeParser } from '../../../api/knowledge-documents';
import { useTenantInfo } from '../../../api/llm';
import { useServices } from '../../../app/services-context';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { FormDialog } from '../../knowledge/form-dialog';
import { contractFormSchema, type TFormValues } from '../../knowledge/utils/form-schema';
import { ParserMethodField } from '../parser-settings/parser-method-field';
import { ParserSettings } from '../parser-settings/parser-settings';
import { PARSER_CONFIG_PREFIX, readParserConfig } from '../parser-settings/read-parser-config';

const ZChangeParserFormSchema = contractFormSchema(
  documentRoutes.change_parser.input,
  (values: TFormValues) => ({
    doc_id: values.doc_id,
    parser_id: values.parser_id,
    parser_config: readParserConfig(values),
  }),
  ['parser_config.graphrag.entity_types'],
);

/**
 * A document's own chunk method and settings (they win over the knowledge base's). Saving deletes
 * its chunks; it has to be parsed again, which the dialog says before the user saves.
 */
export function ChunkMethodDialog({ doc, onClose }: { doc: TKbDocumentData; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const tenant = useTenantInfo();
  const change = useChangeParser(doc.kbId);
  const form = useContractForm(ZChangeParserFormSchema, handleValid);
  const [parserId, setParserId] = useState<TParserId>(doc.parserId);

  function handleValid(data: z.output<typeof ZChangeParserFormSchema>): void {
    change.mutate(camelize(data), {
      onSuccess: () => {
        toasts.show('success', t('knowledge:dataset.methodChanged', { name: doc.name }));
        onClose();
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:dataset.methodTitle', { name: doc.name })}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:common.save')}
      pendingLabel={t('knowledge:common.saving')}
      isPending={change.isPending}
      onClose={onClose}
      testId="chunk-method-dialog"
    >
      <input type="hidden" name="doc_id" value={doc.id} />
      {doc.chunkNum > 0 ? (
        <p className="rounded-md bg-surface-muted px-3 py-2 text-xs text-ink" data-testid="chunk-method-warning">
          {t('knowledge:dataset.methodWarning', { count: doc.chunkNum })}
        </p>
      ) : null}
      <ParserMethodField value={parserId} onChange={setParserId} error={form.fieldError('parser_id')} />
      <ParserSettings
        key={parserId}
        parserId={parserId}
        config={doc.parserConfig}
        prefix={PARSER_CONFIG_PREFIX}
        fieldError={form.fieldError}
        hasChatModel={tenant.data ? tenant.data.llmId !== null : true}
      />
    </FormDialog>
  );
}
