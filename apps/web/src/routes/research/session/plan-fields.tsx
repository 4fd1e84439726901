import { type ChangeEvent, useId } from 'react';
import { FieldError } from '../../../components/form/field-error';

const INPUT_CLASS = 'rounded-md border bg-surface px-3 py-2 text-sm text-ink';

/** A labelled, controlled text box (one line, or several with `rows`) of the plan editor; `name` is the wire path. */
export function PlanTextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  rows?: number;
  inputMode?: 'numeric';
}) {
  const id = useId();
  // The hint gives way to the error, so the field is described by whichever is shown.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${INPUT_CLASS} ${error ? 'border-danger' : 'border-line-strong'}`,
  };
  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void {
    onChange(event.target.value);
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={handleChange} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} onChange={handleChange} />
      )}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled, controlled select of the plan editor. */
export function PlanSelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  error,
}: {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error: string | undefined;
}) {
  const id = useId();
  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    onChange(event.target.value as T);
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT_CLASS} border-line-strong`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
