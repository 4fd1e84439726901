import { useId } from 'react';
import { FieldError } from '../../components/form/field-error';

/** A labelled multi-line text box with its hint and error. `name` is the wire path. */
export function TextAreaField({
  name,
  label,
  defaultValue,
  hint,
  error,
  rows = 4,
  maxLength,
  testId,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  hint?: string;
  error?: string | undefined;
  rows?: number;
  maxLength?: number;
  testId?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        className={`rounded-md border bg-surface px-3 py-2 text-sm text-ink ${error ? 'border-danger' : 'border-line-strong'}`}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
