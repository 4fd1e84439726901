import { KB_LIMITS } from '@app/contract';
import { type ChangeEvent, useId, useState } from 'react';
import type { z } from 'zod';
import type { TKnowledgeBaseData, TUsableLlmData } from '../../../api/knowledge';
import { FieldError } from '../../../components/form/field-error';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SwitchField } from '../../knowledge/switch-field';
import { TextAreaField } from '../../knowledge/text-area-field';
import { SimilarityFields } from '../configuration/similarity-fields';
import { ZRetrievalFormSchema } from './retrieval-form-schema';

export type TRetrievalQuery = z.output<typeof ZRetrievalFormSchema>;

/**
 * The retrieval test's question and settings: similarity threshold, vector (or, with a rerank
 * model, rerank) weight — the keyword weight is the rest — top-K, an optional rerank model, and
 * keyword extraction by the chat model. Starts from the knowledge base's own settings.
 */
export function RetrievalForm({
  kb,
  rerankModels,
  isPending,
  onSubmit,
}: {
  kb: TKnowledgeBaseData;
  rerankModels: readonly TUsableLlmData[];
  isPending: boolean;
  /** A valid query; `showError` puts the server's refusal on the form. */
  onSubmit: (query: TRetrievalQuery, showError: (error: unknown) => void) => void;
}) {
  const { t } = useAppTranslation();
  const rerankSelectId = useId();
  const form = useContractForm(ZRetrievalFormSchema, handleValid);
  const [rerankId, setRerankId] = useState('');

  function handleValid(query: TRetrievalQuery): void {
    onSubmit(query, form.showError);
  }

  function handleRerank(event: ChangeEvent<HTMLSelectElement>): void {
    setRerankId(event.target.value);
  }

  const rerankOptions = [
    { value: '', label: t('knowledge:retrieval.noRerank') },
    ...rerankModels.map((model) => ({ value: model.id, label: `${model.llmName} · ${model.llmFactory}` })),
  ];
  return (
    <form {...form.formProps} className="flex flex-col gap-4" data-testid="retrieval-form">
      <input type="hidden" name="kb_id" value={kb.id} />
      <FormAlert message={form.formError} />
      <TextAreaField
        name="question"
        label={t('knowledge:retrieval.question')}
        hint={t('knowledge:retrieval.questionHint')}
        maxLength={KB_LIMITS.retrievalQuestionChars}
        rows={3}
        error={form.fieldError('question')}
        testId="retrieval-question"
      />
      <SimilarityFields kb={kb} fieldError={form.fieldError} isRerank={rerankId !== ''} testIdPrefix="retrieval" />
      <TextField
        name="top_k"
        type="number"
        label={t('knowledge:retrieval.topK')}
        hint={t('knowledge:retrieval.topKHint', { max: KB_LIMITS.topK })}
        defaultValue="1024"
        error={form.fieldError('top_k')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={rerankSelectId} className="text-sm font-medium text-ink">
          {t('knowledge:retrieval.rerank')}
        </label>
        <select
          id={rerankSelectId}
          name="rerank_id"
          value={rerankId}
          onChange={handleRerank}
          data-testid="retrieval-rerank"
          className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
        >
          {rerankOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p className="text-xs text-ink-muted">{t('knowledge:retrieval.rerankHint')}</p>
        <FieldError id={`${rerankSelectId}-error`} message={form.fieldError('rerank_id')} />
      </div>
      <SwitchField
        name="keyword"
        label={t('knowledge:retrieval.keyword')}
        hint={t('knowledge:retrieval.keywordHint')}
      />
      <SubmitButton
        label={t('knowledge:retrieval.test')}
        pendingLabel={t('knowledge:retrieval.testing')}
        isPending={isPending}
      />
    </form>
  );
}
