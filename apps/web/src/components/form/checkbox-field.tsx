import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

/** A checkbox with its label (which may hold links) and its error. `name` is the wire field name. */
export function CheckboxField({ name, label, error }: { name: string; label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 rounded border-line-strong accent-accent"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
