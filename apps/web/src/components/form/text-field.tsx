import { type HTMLInputTypeAttribute, useId } from 'react';
import { FieldError } from './field-error';

/** Props of a labelled text input. `name` is the wire field name. */
export type TTextFieldProps = {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  defaultValue?: string;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  isRequired?: boolean;
};

/** A labelled input with its hint and its error, linked for screen readers. */
export function TextField({ name, label, type = 'text', hint, error, isRequired = true, ...rest }: TTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'rounded-md border bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted/70 ' +
          (error ? 'border-danger' : 'border-line-strong')
        }
        {...rest}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
