import { isWebSearchFactory, type TLlmModelType, ZAddLlmRequestSchema } from '@app/contract';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { camelize } from '../../api/case';
import { type TLlmFactoryData, useAddLlm, useTestLlm } from '../../api/llm';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { AccountSection } from '../account/account-section';
import { FIELD_KEYS, TYPE_KEYS } from './labels';
import { LocalModels } from './local-models';
import { TestResult } from './test-result';

type TAddInput = z.output<typeof ZAddLlmRequestSchema>;
type TTestOutcome = { modelType: TLlmModelType; sample: string; latencyMs: number };

/**
 * Add a model: a provider, then the fields that provider asks for, checked with the contract's
 * rules before anything is sent. "Test connection" makes a real minimal request with the values
 * typed; "Add model" stores them (the key encrypted).
 */
export function AddModelForm({ factories }: { factories: readonly TLlmFactoryData[] }) {
  const { t } = useAppTranslation();
  // The built-in model is every user's already: there is nothing to add.
  const available = factories.filter((factory) => factory.status === 'available' && !factory.isBuiltin);
  const [factoryName, setFactoryName] = useState(available[0]?.name ?? '');
  const factory = available.find((candidate) => candidate.name === factoryName);

  function handleFactoryChange(event: React.ChangeEvent<HTMLSelectElement>): void {
    setFactoryName(event.target.value);
  }

  function optionLabel(option: TLlmFactoryData): string {
    if (isWebSearchFactory(option)) return `${option.name} (${t('llm:add.webSearch')})`;
    return option.isLocal ? `${option.name} (${t('llm:add.local')})` : option.name;
  }

  return (
    <AccountSection title={t('llm:add.heading')} description={t('llm:add.description')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="llm-factory" className="text-sm font-medium text-ink">
          {t('llm:add.factory')}
        </label>
        <select
          id="llm-factory"
          data-testid="llm-factory-select"
          value={factoryName}
          onChange={handleFactoryChange}
          className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
        >
          {available.map((option) => (
            <option key={option.name} value={option.name}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {/* A new provider starts a fresh form: its fields, messages and test result are its own. */}
      {factory ? <FactoryForm key={factory.name} factory={factory} /> : null}
    </AccountSection>
  );
}

function FactoryForm({ factory }: { factory: TLlmFactoryData }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const addLlm = useAddLlm();
  const testLlm = useTestLlm();
  const intent = useRef<'add' | 'test'>('add');
  const [outcome, setOutcome] = useState<TTestOutcome | null>(null);
  const form = useContractForm(ZAddLlmRequestSchema, handleValid);
  const typeOptions = factory.modelTypes.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }));
  // A web-search provider has no models: the name is the user's own label for it.
  const isWebSearch = isWebSearchFactory(factory);
  const nameHint = isWebSearch
    ? t('llm:add.searchNameHint')
    : factory.modelNameHint === 'deployment'
      ? t('llm:add.deploymentHint')
      : factory.modelNameHint === 'endpoint_id'
        ? t('llm:add.endpointHint')
        : t('llm:add.nameHint');

  function handleValid(data: TAddInput, element: HTMLFormElement): void {
    setOutcome(null);
    if (intent.current === 'test') {
      testLlm.mutate(camelize(data), {
        onSuccess: (result) =>
          setOutcome({ modelType: result.modelType, sample: result.sample, latencyMs: result.latencyMs }),
        onError: form.showError,
      });
      return;
    }
    addLlm.mutate(camelize(data), {
      onSuccess: (added) => {
        toasts.show('success', t('llm:add.added', { name: added.llmName }));
        element.reset();
        form.reset();
      },
      onError: form.showError,
    });
  }

  function handleTestClick(): void {
    intent.current = 'test';
  }

  function handleAddClick(): void {
    intent.current = 'add';
  }

  return (
    <form {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="llm-add-form">
      <input type="hidden" name="llm_factory" value={factory.name} />
      <div className="sm:col-span-2">
        <FormAlert message={form.formError} />
      </div>
      <TextField
        name="llm_name"
        label={isWebSearch ? t('llm:add.searchName') : t('llm:add.name')}
        hint={nameHint}
        autoComplete="off"
        defaultValue={isWebSearch ? factory.name.toLowerCase() : undefined}
        error={form.fieldError('llm_name')}
      />
      <SelectField
        name="model_type"
        label={t('llm:add.type')}
        options={typeOptions}
        error={form.fieldError('model_type')}
      />
      {factory.fields.map((field) =>
        field.options ? (
          <SelectField
            key={field.name}
            name={field.name}
            label={t(FIELD_KEYS[field.name as keyof typeof FIELD_KEYS])}
            options={field.options.map((option) => ({ value: option, label: option }))}
            error={form.fieldError(field.name)}
          />
        ) : (
          <div key={field.name} className={field.name === 'base_url' ? 'sm:col-span-2' : ''}>
            <TextField
              name={field.name}
              type={field.isSecret ? 'password' : field.name === 'base_url' ? 'url' : 'text'}
              autoComplete={field.isSecret ? 'new-password' : 'off'}
              label={
                field.name === 'api_key' && !field.isRequired
                  ? t('llm:fields.api_key_optional')
                  : t(FIELD_KEYS[field.name as keyof typeof FIELD_KEYS])
              }
              placeholder={field.name === 'base_url' ? (factory.defaultBaseUrl ?? undefined) : undefined}
              hint={
                field.name === 'base_url' && factory.defaultBaseUrl
                  ? t('llm:baseUrlDefault', { url: factory.defaultBaseUrl })
                  : undefined
              }
              isRequired={field.isRequired && !(field.name === 'base_url' && factory.defaultBaseUrl)}
              error={form.fieldError(field.name)}
            />
          </div>
        ),
      )}
      {factory.isLocal ? <LocalModels factory={factory} /> : null}
      {isWebSearch ? null : (
        <TextField
          name="max_tokens"
          type="number"
          label={t('llm:add.maxTokens')}
          isRequired={false}
          error={form.fieldError('max_tokens')}
        />
      )}
      {outcome ? (
        <div className="sm:col-span-2">
          <TestResult result={outcome} testId="llm-test-result" />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          data-testid="llm-test-connection"
          onClick={handleTestClick}
          disabled={testLlm.isPending}
          aria-busy={testLlm.isPending}
          className={buttonClass('secondary')}
        >
          {testLlm.isPending ? t('llm:add.testing') : t('llm:add.test')}
        </button>
        <button
          type="submit"
          data-testid="llm-add-submit"
          onClick={handleAddClick}
          disabled={addLlm.isPending}
          aria-busy={addLlm.isPending}
          className={buttonClass('primary')}
        >
          {addLlm.isPending ? t('llm:add.submitting') : t('llm:add.submit')}
        </button>
      </div>
    </form>
  );
}
