import { type ReactNode, useId } from 'react';
import { FieldError } from '../../components/form/field-error';

/** The look of the audit screen's inputs and selects. */
export const INPUT_CLASS =
  'rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-danger';

/** A labelled control with its error underneath. */
export function Field({
  label,
  error,
  className = '',
  children,
}: {
  label: string;
  error: string | undefined;
  className?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
