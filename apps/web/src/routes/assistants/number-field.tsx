import { useId } from 'react';
import { FieldError } from '../../components/form/field-error';

/** A labelled number box (its wire path as `name`) with its hint and error. */
export function NumberField({
  name,
  label,
  defaultValue,
  min,
  max,
  step,
  hint,
  error,
}: {
  name: string;
  label: string;
  defaultValue: number;
  min: number;
  max: number;
  step: number;
  hint: string;
  error: string | undefined;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        defaultValue={defaultValue}
        min={min}
        max={max}
        step={step}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-md border bg-surface px-3 py-2 text-sm text-ink tabular-nums ${error ? 'border-danger' : 'border-line-strong'}`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
