import { type ChangeEvent, type ReactNode, useId } from 'react';
import { FieldError } from '../../../components/form/field-error';

/** A 0–1 setting on a slider (step 0.01), its value beside it and what it implies below. */
export function SliderField({
  name,
  label,
  value,
  onChange,
  hint,
  error,
  testId,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: ReactNode;
  error?: string | undefined;
  testId: string;
}) {
  const id = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    onChange(Number(event.target.value));
  }

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="text-sm text-ink tabular-nums" data-testid={`${testId}-value`}>
          {value.toFixed(2)}
        </output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={value}
        onChange={handleChange}
        data-testid={testId}
        className="accent-accent"
      />
      {hint ? <div className="text-xs text-ink-muted">{hint}</div> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
