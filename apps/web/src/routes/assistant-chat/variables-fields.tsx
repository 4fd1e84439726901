import { CONVERSATION_LIMITS } from '@app/contract';
import type { ChangeEvent } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation';

/** A variable of the assistant's prompt (`{name}`), which each question fills in. */
export type TPromptVariable = { key: string; optional: boolean };

/**
 * The values of the assistant's prompt variables, sent with each question. A required one left empty
 * is refused by the server with the catalogue's message.
 */
export function VariablesFields({
  variables,
  values,
  onChange,
}: {
  variables: readonly TPromptVariable[];
  values: Readonly<Record<string, string>>;
  onChange: (values: Record<string, string>) => void;
}) {
  const { t } = useAppTranslation();
  if (variables.length === 0) return null;

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    onChange({ ...values, [event.target.name]: event.target.value });
  }

  return (
    <fieldset className="flex flex-wrap gap-3 text-sm" data-testid="assistant-variables">
      <legend className="mb-1 text-xs font-medium text-ink-muted">{t('chat:assistant.variables')}</legend>
      {variables.map((variable) => (
        <label key={variable.key} className="flex min-w-40 flex-1 flex-col gap-1 text-xs text-ink-muted">
          <span>
            {variable.key}
            {variable.optional ? ` ${t('chat:assistant.optional')}` : ''}
          </span>
          <input
            name={variable.key}
            value={values[variable.key] ?? ''}
            onChange={handleChange}
            required={!variable.optional}
            maxLength={CONVERSATION_LIMITS.variableChars}
            className="rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
            data-testid="assistant-variable"
          />
        </label>
      ))}
    </fieldset>
  );
}
