import { DIALOG_DEFAULTS, DIALOG_LIMITS, LANGUAGE_NAMES, LANGUAGES } from '@app/contract';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { type TDialogData, useSetDialog } from '../../api/dialogs';
import { ApiError } from '../../api/errors';
import { useUsableLlms } from '../../api/knowledge';
import { useServices } from '../../app/services-context';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { readFormValues } from '../../hooks/read-form-values';
import { useContractForm } from '../../hooks/use-contract-form';
import { currentLanguage } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { FormDialog } from '../knowledge/form-dialog';
import { SwitchField } from '../knowledge/switch-field';
import { TextAreaField } from '../knowledge/text-area-field';
import { AvatarField } from '../knowledge-base/configuration/avatar-field';
import { SliderField } from '../knowledge-base/configuration/slider-field';
import { ZAssistantFormSchema } from './assistant-form-schema';
import { KbChecklist } from './kb-checklist';
import { NumberField } from './number-field';
import { VariablesField } from './variables-field';

const TABS = ['settings', 'prompt', 'model'] as const;
type TTab = (typeof TABS)[number];
const TAB_LABELS = {
  settings: 'assistants:tabs.settings',
  prompt: 'assistants:tabs.prompt',
  model: 'assistants:tabs.model',
} as const;

/** The fields of each tab, by wire path (a prefix covers a group), so a tab can say it holds an error. */
const TAB_FIELDS: Record<TTab, readonly string[]> = {
  settings: [
    'name',
    'description',
    'icon',
    'language',
    'kb_ids',
    'prompt_config.prologue',
    'prompt_config.empty_response',
  ],
  prompt: [
    'prompt_config.system',
    'prompt_config.parameters',
    'top_n',
    'top_k',
    'similarity_threshold',
    'vector_similarity_weight',
    'rerank_id',
  ],
  model: [
    'llm_id',
    'llm_setting.temperature',
    'llm_setting.top_p',
    'llm_setting.presence_penalty',
    'llm_setting.frequency_penalty',
    'llm_setting.max_tokens',
  ],
};

/**
 * Creates an assistant (no `dialog`) or edits one, in RAGFlow's three tabs: the assistant itself
 * and its knowledge bases, the prompt engine (system prompt, variables, retrieval), the chat model
 * and its sampling. Every tab stays in the form, so one submit checks them all with the contract's
 * schema; a tab holding an error is marked, and opened on submit when the open tab has none.
 */
export function AssistantFormDialog({ dialog, onClose }: { dialog: TDialogData | null; onClose: () => void }) {
  const { t, i18n } = useAppTranslation();
  const { toasts } = useServices();
  const save = useSetDialog();
  const form = useContractForm(ZAssistantFormSchema, handleValid);
  const [tab, setTab] = useState<TTab>('settings');
  const chatModels = useUsableLlms('chat');
  const rerankModels = useUsableLlms('rerank');
  const values = dialog ?? defaultsOf(currentLanguage(i18n));
  const [threshold, setThreshold] = useState(values.similarityThreshold);
  const [vectorWeight, setVectorWeight] = useState(values.vectorSimilarityWeight);
  const parameterCount = Math.max(values.promptConfig.parameters.length, DIALOG_LIMITS.parameters);
  const hasError = (key: TTab) =>
    TAB_FIELDS[key].some((field) =>
      field === 'prompt_config.parameters'
        ? form.fieldError(field) !== undefined ||
          Array.from({ length: parameterCount + 1 }, (_, index) => form.fieldError(`${field}.${index}.key`)).some(
            Boolean,
          )
        : form.fieldError(field) !== undefined,
    );
  const tabsWithErrors = TABS.filter(hasError);

  /** Submitting with an error on another tab than the open one (and none on it) opens the first such tab. */
  function revealFirstError(paths: readonly string[]): void {
    const holds = (key: TTab) =>
      paths.some((path) => TAB_FIELDS[key].some((field) => path === field || path.startsWith(`${field}.`)));
    const first = TABS.find(holds);
    if (first && !holds(tab)) setTab(first);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    const checked = ZAssistantFormSchema.safeParse(readFormValues(event.currentTarget));
    if (!checked.success) revealFirstError(checked.error.issues.map((issue) => issue.path.join('.')));
    form.formProps.onSubmit(event);
  }

  function handleSaveError(error: unknown): void {
    if (error instanceof ApiError) revealFirstError(error.fields.map((field) => field.path));
    form.showError(error);
  }

  function handleValid(data: z.output<typeof ZAssistantFormSchema>): void {
    save.mutate(camelize({ ...data, ...(dialog ? { dialog_id: dialog.id } : {}) }), {
      onSuccess: (saved) => {
        toasts.show('success', t(dialog ? 'assistants:list.saved' : 'assistants:list.created', { name: saved.name }));
        onClose();
      },
      onError: handleSaveError,
    });
  }

  const modelOptions = (models: typeof chatModels, noneLabel: string, current: string | null) => {
    const listed = (models.data ?? []).map((model) => ({
      value: model.id,
      label: `${model.llmName} · ${model.llmFactory}`,
    }));
    const kept =
      current && !listed.some((option) => option.value === current) ? [{ value: current, label: current }] : [];
    return [{ value: '', label: noneLabel }, ...listed, ...kept];
  };

  return (
    <FormDialog
      title={dialog ? t('assistants:form.editTitle', { name: dialog.name }) : t('assistants:form.createTitle')}
      formProps={{ ...form.formProps, onSubmit: handleSubmit }}
      formError={form.formError}
      submitLabel={dialog ? t('assistants:form.save') : t('assistants:form.create')}
      pendingLabel={dialog ? t('assistants:form.saving') : t('assistants:form.creating')}
      isPending={save.isPending}
      onClose={onClose}
      testId="assistant-dialog"
      formTestId="assistant-form"
    >
      <div role="tablist" aria-label={t('assistants:form.tabsLabel')} className="flex gap-1 border-b border-line">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`assistant-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`assistant-panel-${key}`}
            onClick={() => setTab(key)}
            data-testid={`assistant-tab-${key}`}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === key ? 'border-accent font-medium text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
          >
            {t(TAB_LABELS[key])}
            {tabsWithErrors.includes(key) ? (
              <span className="ml-1 text-danger" data-testid={`assistant-tab-${key}-error`}>
                <span aria-hidden="true">•</span>
                <span className="sr-only">{t('assistants:form.tabHasErrors')}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id="assistant-panel-settings"
        aria-labelledby="assistant-tab-settings"
        hidden={tab !== 'settings'}
        className="flex flex-col gap-4"
      >
        <TextField
          name="name"
          label={t('assistants:fields.name')}
          defaultValue={values.name}
          autoComplete="off"
          error={form.fieldError('name')}
        />
        <TextAreaField
          name="description"
          label={t('assistants:fields.description')}
          defaultValue={values.description}
          maxLength={DIALOG_LIMITS.descriptionChars}
          rows={2}
          error={form.fieldError('description')}
        />
        <AvatarField name="icon" kbName={values.name} initial={values.icon} error={form.fieldError('icon')} />
        <SelectField
          name="language"
          label={t('assistants:fields.language')}
          defaultValue={values.language}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          error={form.fieldError('language')}
        />
        <TextAreaField
          name="prompt_config.empty_response"
          label={t('assistants:fields.emptyResponse')}
          hint={t('assistants:fields.emptyResponseHint')}
          defaultValue={values.promptConfig.emptyResponse}
          maxLength={DIALOG_LIMITS.emptyResponseChars}
          rows={2}
          error={form.fieldError('prompt_config.empty_response')}
        />
        <TextAreaField
          name="prompt_config.prologue"
          label={t('assistants:fields.prologue')}
          hint={t('assistants:fields.prologueHint')}
          defaultValue={values.promptConfig.prologue}
          maxLength={DIALOG_LIMITS.prologueChars}
          rows={2}
          error={form.fieldError('prompt_config.prologue')}
        />
        <SwitchField
          name="prompt_config.quote"
          label={t('assistants:fields.quote')}
          hint={t('assistants:fields.quoteHint')}
          defaultChecked={values.promptConfig.quote}
        />
        <SwitchField
          name="prompt_config.tts"
          label={t('assistants:fields.tts')}
          hint={t('assistants:fields.ttsHint')}
          defaultChecked={values.promptConfig.tts}
        />
        <KbChecklist selected={values.kbIds} error={form.fieldError('kb_ids')} />
      </div>

      <div
        role="tabpanel"
        id="assistant-panel-prompt"
        aria-labelledby="assistant-tab-prompt"
        hidden={tab !== 'prompt'}
        className="flex flex-col gap-4"
      >
        <TextAreaField
          name="prompt_config.system"
          label={t('assistants:fields.system')}
          hint={t('assistants:fields.systemHint')}
          defaultValue={values.promptConfig.system}
          maxLength={DIALOG_LIMITS.systemChars}
          rows={8}
          error={form.fieldError('prompt_config.system')}
          testId="assistant-system"
        />
        <VariablesField initial={values.promptConfig.parameters} fieldError={form.fieldError} />
        <SliderField
          name="similarity_threshold"
          label={t('knowledge:retrieval.threshold')}
          value={threshold}
          onChange={setThreshold}
          hint={t('knowledge:retrieval.thresholdHint')}
          error={form.fieldError('similarity_threshold')}
          testId="assistant-threshold"
        />
        <SliderField
          name="vector_similarity_weight"
          label={t('knowledge:retrieval.vectorWeight')}
          value={vectorWeight}
          onChange={setVectorWeight}
          hint={t('knowledge:retrieval.keywordWeight', { weight: (1 - vectorWeight).toFixed(2) })}
          error={form.fieldError('vector_similarity_weight')}
          testId="assistant-vector-weight"
        />
        <NumberField
          name="top_n"
          label={t('assistants:fields.topN')}
          hint={t('assistants:fields.topNHint')}
          defaultValue={values.topN}
          min={1}
          max={DIALOG_LIMITS.topN}
          step={1}
          error={form.fieldError('top_n')}
        />
        <SwitchField
          name="prompt_config.refine_multiturn"
          label={t('assistants:fields.refineMultiturn')}
          hint={t('assistants:fields.refineMultiturnHint')}
          defaultChecked={values.promptConfig.refineMultiturn}
        />
        <SwitchField
          name="prompt_config.self_rag"
          label={t('assistants:fields.selfRag')}
          hint={t('assistants:fields.selfRagHint')}
          defaultChecked={values.promptConfig.selfRag}
        />
        <SelectField
          name="rerank_id"
          label={t('assistants:fields.rerank')}
          defaultValue={values.rerankId ?? ''}
          options={modelOptions(rerankModels, t('assistants:fields.noRerank'), values.rerankId)}
          error={form.fieldError('rerank_id')}
        />
        <NumberField
          name="top_k"
          label={t('assistants:fields.topK')}
          hint={t('assistants:fields.topKHint')}
          defaultValue={values.topK}
          min={1}
          max={DIALOG_LIMITS.topK}
          step={1}
          error={form.fieldError('top_k')}
        />
      </div>

      <div
        role="tabpanel"
        id="assistant-panel-model"
        aria-labelledby="assistant-tab-model"
        hidden={tab !== 'model'}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1">
          <SelectField
            name="llm_id"
            label={t('assistants:fields.model')}
            defaultValue={values.llmId ?? ''}
            options={modelOptions(chatModels, t('assistants:fields.defaultModel'), values.llmId)}
            error={form.fieldError('llm_id')}
          />
          <p className="text-xs text-ink-muted">{t('assistants:fields.modelHint')}</p>
        </div>
        <NumberField
          name="llm_setting.temperature"
          label={t('assistants:fields.temperature')}
          hint={t('assistants:fields.temperatureHint')}
          defaultValue={values.llmSetting.temperature}
          min={0}
          max={DIALOG_LIMITS.temperature}
          step={0.01}
          error={form.fieldError('llm_setting.temperature')}
        />
        <NumberField
          name="llm_setting.top_p"
          label={t('assistants:fields.topP')}
          hint={t('assistants:fields.topPHint')}
          defaultValue={values.llmSetting.topP}
          min={0}
          max={1}
          step={0.01}
          error={form.fieldError('llm_setting.top_p')}
        />
        <NumberField
          name="llm_setting.presence_penalty"
          label={t('assistants:fields.presencePenalty')}
          hint={t('assistants:fields.presencePenaltyHint')}
          defaultValue={values.llmSetting.presencePenalty}
          min={0}
          max={1}
          step={0.01}
          error={form.fieldError('llm_setting.presence_penalty')}
        />
        <NumberField
          name="llm_setting.frequency_penalty"
          label={t('assistants:fields.frequencyPenalty')}
          hint={t('assistants:fields.frequencyPenaltyHint')}
          defaultValue={values.llmSetting.frequencyPenalty}
          min={0}
          max={1}
          step={0.01}
          error={form.fieldError('llm_setting.frequency_penalty')}
        />
        <NumberField
          name="llm_setting.max_tokens"
          label={t('assistants:fields.maxTokens')}
          hint={t('assistants:fields.maxTokensHint')}
          defaultValue={values.llmSetting.maxTokens}
          min={1}
          max={DIALOG_LIMITS.maxTokens}
          step={1}
          error={form.fieldError('llm_setting.max_tokens')}
        />
      </div>
    </FormDialog>
  );
}

/** A new assistant's values: RAGFlow's defaults, in the reader's language, without knowledge bases. */
function defaultsOf(language: TDialogData['language']) {
  const config = DIALOG_DEFAULTS.prompt_config;
  return {
    name: '',
    description: '',
    icon: null,
    language,
    kbIds: [] as string[],
    llmId: null,
    rerankId: null,
    llmSetting: {
      temperature: DIALOG_DEFAULTS.llm_setting.temperature,
      topP: DIALOG_DEFAULTS.llm_setting.top_p,
      presencePenalty: DIALOG_DEFAULTS.llm_setting.presence_penalty,
      frequencyPenalty: DIALOG_DEFAULTS.llm_setting.frequency_penalty,
      maxTokens: DIALOG_DEFAULTS.llm_setting.max_tokens,
    },
    promptConfig: {
      system: config.system,
      prologue: config.prologue,
      emptyResponse: config.empty_response,
      parameters: config.parameters.map((parameter) => ({ ...parameter })),
      quote: config.quote,
      selfRag: config.self_rag,
      tts: config.tts,
      refineMultiturn: config.refine_multiturn,
    },
    topN: DIALOG_DEFAULTS.top_n,
    topK: DIALOG_DEFAULTS.top_k,
    similarityThreshold: DIALOG_DEFAULTS.similarity_threshold,
    vectorSimilarityWeight: DIALOG_DEFAULTS.vector_similarity_weight,
  };
}
