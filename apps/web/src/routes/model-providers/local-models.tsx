import type { TLlmFactoryName } from '@app/contract';
import { type MouseEvent, useEffect, useRef } from 'react';
import { ApiError } from '../../api/errors';
import { type TLlmFactoryData, useLocalModels } from '../../api/llm';
import { buttonClass } from '../../components/button-styles';
import { readFormValues } from '../../hooks/read-form-values';
import { useAppTranslation } from '../../i18n/use-app-translation';

/**
 * For a server the user runs: the models it serves, asked at once at its default address (an
 * Ollama on 127.0.0.1:11434 is found without typing anything) and again at the typed base URL on
 * demand. Picking one fills the model name.
 */
export function LocalModels({ factory }: { factory: TLlmFactoryData }) {
  const { t } = useAppTranslation();
  const localModels = useLocalModels();
  const containerRef = useRef<HTMLDivElement>(null);
  const { mutate } = localModels;
  const factoryName = factory.name as TLlmFactoryName;
  const hasDefault = factory.defaultBaseUrl !== null;

  useEffect(() => {
    if (hasDefault) mutate({ llmFactory: factoryName });
  }, [hasDefault, factoryName, mutate]);

  function formOf(): HTMLFormElement | null {
    return containerRef.current?.closest('form') ?? null;
  }

  function handleFind(): void {
    const values = readFormValues(formOf() ?? document.createElement('form'));
    const baseUrl = typeof values.base_url === 'string' && values.base_url.trim() ? values.base_url.trim() : undefined;
    const apiKey = typeof values.api_key === 'string' && values.api_key.trim() ? values.api_key.trim() : undefined;
    mutate({ llmFactory: factoryName, ...(baseUrl ? { baseUrl } : {}), ...(apiKey ? { apiKey } : {}) });
  }

  function handlePick(event: MouseEvent<HTMLButtonElement>): void {
    const input = formOf()?.elements.namedItem('llm_name');
    if (input instanceof HTMLInputElement) {
      input.value = event.currentTarget.value;
      input.focus();
    }
  }

  const found = localModels.data;
  const failure = localModels.error instanceof ApiError ? localModels.error.message : null;
  return (
    <div ref={containerRef} className="flex flex-col gap-2 sm:col-span-2" data-testid="llm-local-models">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="llm-local-find"
          onClick={handleFind}
          disabled={localModels.isPending}
          aria-busy={localModels.isPending}
          className={buttonClass('secondary', 'px-3 py-1')}
        >
          {localModels.isPending ? t('llm:local.finding') : t('llm:local.find')}
        </button>
        {found ? (
          <span className="text-xs text-ink-muted" role="status">
            {found.models.length > 0
              ? t('llm:local.found', { count: found.models.length, url: found.baseUrl })
              : t('llm:local.none', { url: found.baseUrl })}
          </span>
        ) : null}
        {failure ? (
          <span className="text-xs text-ink-muted" role="status" data-testid="llm-local-failure">
            {failure}
          </span>
        ) : null}
      </div>
      {found && found.models.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {found.models.map((name) => (
            <li key={name}>
              <button
                type="button"
                value={name}
                data-testid="llm-local-model"
                onClick={handlePick}
                className="rounded-full border border-line-strong px-2.5 py-0.5 text-xs text-ink hover:bg-surface-muted"
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
