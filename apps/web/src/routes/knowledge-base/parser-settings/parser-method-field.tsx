import { PARSER_IDS, type TParserId } from '@app/contract';
import { type ChangeEvent, useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { PARSER_METHODS } from './parser-methods';

/** The chunk-method select (`parser_id`), with what the chosen method does. */
export function ParserMethodField({
  value,
  onChange,
  error,
}: {
  value: TParserId;
  onChange: (parserId: TParserId) => void;
  error: string | undefined;
}) {
  const { t } = useAppTranslation();
  const id = useId();

  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const next = PARSER_IDS.find((parserId) => parserId === event.target.value);
    if (next) onChange(next);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('knowledge:settings.parser')}
      </label>
      <select
        id={id}
        name="parser_id"
        value={value}
        onChange={handleChange}
        aria-describedby={`${id}-description`}
        data-testid="parser-select"
        className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
      >
        {PARSER_IDS.map((parserId) => (
          <option key={parserId} value={parserId}>
            {t(PARSER_METHODS[parserId].label)}
          </option>
        ))}
      </select>
      <p id={`${id}-description`} className="text-xs text-ink-muted" data-testid="parser-description">
        {t(PARSER_METHODS[value].description)}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
