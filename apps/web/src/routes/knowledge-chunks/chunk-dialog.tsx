import { chunkRoutes, KB_LIMITS } from '@app/contract';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { type TChunkData, useCreateChunk, useSetChunk } from '../../api/knowledge-chunks';
import { useServices } from '../../app/services-context';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { FormDialog } from '../knowledge/form-dialog';
import { TextAreaField } from '../knowledge/text-area-field';
import { contractFormSchema, splitLines, splitList, type TFormValues } from '../knowledge/utils/form-schema';

/** Keywords and questions are typed in one box each: their items' messages show on the box. */
const LIST_FIELDS = ['important_kwd', 'question_kwd'];

function readChunkForm(values: TFormValues): Record<string, unknown> {
  return {
    doc_id: values.doc_id,
    chunk_id: values.chunk_id,
    content_with_weight: values.content_with_weight,
    important_kwd: splitList(values.important_kwd),
    question_kwd: splitLines(values.question_kwd),
  };
}

const ZCreateChunkFormSchema = contractFormSchema(chunkRoutes.create.input, readChunkForm, LIST_FIELDS);
const ZSetChunkFormSchema = contractFormSchema(chunkRoutes.set.input, readChunkForm, LIST_FIELDS);

/**
 * Writes a chunk: its text, the important keywords search weighs most, and the questions it
 * answers. Without `chunk` it adds one at the end of the document. Saved text is embedded again.
 */
export function ChunkDialog({
  docId,
  chunk,
  onClose,
}: {
  docId: string;
  chunk: TChunkData | null;
  onClose: () => void;
}) {
  return chunk ? (
    <EditChunkDialog docId={docId} chunk={chunk} onClose={onClose} />
  ) : (
    <AddChunkDialog docId={docId} onClose={onClose} />
  );
}

function AddChunkDialog({ docId, onClose }: { docId: string; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const create = useCreateChunk(docId);
  const form = useContractForm(ZCreateChunkFormSchema, handleValid);

  function handleValid(data: z.output<typeof ZCreateChunkFormSchema>): void {
    create.mutate(camelize(data), {
      onSuccess: () => {
        toasts.show('success', t('knowledge:chunks.added'));
        onClose();
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:chunks.addTitle')}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:chunks.add')}
      pendingLabel={t('knowledge:common.saving')}
      isPending={create.isPending}
      onClose={onClose}
      testId="chunk-dialog"
    >
      <ChunkFields docId={docId} chunk={null} fieldError={form.fieldError} />
    </FormDialog>
  );
}

function EditChunkDialog({ docId, chunk, onClose }: { docId: string; chunk: TChunkData; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const set = useSetChunk(docId);
  const form = useContractForm(ZSetChunkFormSchema, handleValid);

  function handleValid(data: z.output<typeof ZSetChunkFormSchema>): void {
    set.mutate(camelize(data), {
      onSuccess: () => {
        toasts.show('success', t('knowledge:chunks.saved'));
        onClose();
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:chunks.editTitle')}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:common.save')}
      pendingLabel={t('knowledge:common.saving')}
      isPending={set.isPending}
      onClose={onClose}
      testId="chunk-dialog"
    >
      <input type="hidden" name="chunk_id" value={chunk.chunkId} />
      <ChunkFields docId={docId} chunk={chunk} fieldError={form.fieldError} />
    </FormDialog>
  );
}

function ChunkFields({
  docId,
  chunk,
  fieldError,
}: {
  docId: string;
  chunk: TChunkData | null;
  fieldError: (name: string) => string | undefined;
}) {
  const { t } = useAppTranslation();
  return (
    <>
      <input type="hidden" name="doc_id" value={docId} />
      <TextAreaField
        name="content_with_weight"
        label={t('knowledge:chunks.content')}
        defaultValue={chunk?.contentWithWeight}
        maxLength={KB_LIMITS.chunkContentChars}
        rows={8}
        error={fieldError('content_with_weight')}
        testId="chunk-content-input"
      />
      <TextField
        name="important_kwd"
        label={t('knowledge:chunks.keywords')}
        hint={t('knowledge:chunks.keywordsHint', { max: KB_LIMITS.keywordsPerChunk })}
        defaultValue={chunk?.importantKwd.join(', ')}
        isRequired={false}
        error={fieldError('important_kwd')}
      />
      <TextAreaField
        name="question_kwd"
        label={t('knowledge:chunks.questions')}
        hint={t('knowledge:chunks.questionsHint', { max: KB_LIMITS.questionsPerChunk })}
        defaultValue={chunk?.questionKwd.join('\n')}
        rows={3}
        error={fieldError('question_kwd')}
      />
    </>
  );
}
