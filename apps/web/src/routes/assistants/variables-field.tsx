import { DIALOG_LIMITS } from '@app/contract';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { FieldError } from '../../components/form/field-error';
import { useAppTranslation } from '../../i18n/use-app-translation';

type TVariableRow = { rowId: number; key: string; optional: boolean };

/**
 * The variables of the system prompt (`prompt_config.parameters`): one row per variable with its
 * name and whether a conversation may leave it out; rows are added and removed here, and the
 * contract's rules (names, duplicates, used in the prompt) land on the row they concern.
 */
export function VariablesField({
  initial,
  fieldError,
}: {
  initial: readonly { key: string; optional: boolean }[];
  fieldError: (name: string) => string | undefined;
}) {
  const { t } = useAppTranslation();
  const id = useId();
  const nextRowId = useRef(initial.length);
  const [rows, setRows] = useState<TVariableRow[]>(() =>
    initial.map((parameter, index) => ({ rowId: index, key: parameter.key, optional: parameter.optional })),
  );

  function handleAdd(): void {
    setRows((current) => [...current, { rowId: nextRowId.current++, key: '', optional: true }]);
  }

  function handleRemove(rowId: number): void {
    setRows((current) => current.filter((row) => row.rowId !== rowId));
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`} data-testid="assistant-variables">
      <legend className="text-sm font-medium text-ink">{t('assistants:fields.variables')}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('assistants:fields.variablesHint')}
      </p>
      {rows.map((row, index) => {
        const path = `prompt_config.parameters.${index}`;
        const error = fieldError(`${path}.key`);
        return (
          <div key={row.rowId} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                name={`${path}.key`}
                defaultValue={row.key}
                aria-label={t('assistants:fields.variableKey')}
                aria-invalid={error ? true : undefined}
                maxLength={DIALOG_LIMITS.parameterKeyChars}
                autoComplete="off"
                className={`min-w-0 flex-1 rounded-md border bg-surface px-3 py-1.5 font-mono text-sm text-ink ${error ? 'border-danger' : 'border-line-strong'}`}
              />
              <label className="flex items-center gap-1.5 text-sm text-ink">
                <input
                  type="checkbox"
                  name={`${path}.optional`}
                  defaultChecked={row.optional}
                  className="size-4 accent-accent"
                />
                {t('assistants:fields.variableOptional')}
              </label>
              <button
                type="button"
                className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                onClick={() => handleRemove(row.rowId)}
                aria-label={t('assistants:fields.removeVariable', { key: row.key || String(index + 1) })}
              >
                ×
              </button>
            </div>
            <FieldError id={`${id}-${row.rowId}-error`} message={error} />
          </div>
        );
      })}
      <FieldError id={`${id}-error`} message={fieldError('prompt_config.parameters')} />
      {rows.length < DIALOG_LIMITS.parameters ? (
        <div>
          <button
            type="button"
            className={buttonClass('secondary', 'px-3 py-1 text-xs')}
            onClick={handleAdd}
            data-testid="assistant-add-variable"
          >
            {t('assistants:fields.addVariable')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
